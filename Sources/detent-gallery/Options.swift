/// The gallery's command line: `detent-gallery [--events] [--snapshot DIR] [--help]`.
struct Options: Equatable {
    /// Print JSON lines for automation (SPEC section 4).
    var events = false
    /// Render PNGs into this folder without a display, then exit.
    var snapshotDirectory: String?
    /// Print the usage and exit.
    var help = false

    static let usage = """
    usage: detent-gallery [--events] [--snapshot DIR]

    Opens one GTK window with the four Detent controls (Knob, RangeSlider, RotaryWheel,
    RotatableKnob), wired as their tutorials' demos are.

      --events          print JSON lines on stdout: each control's frame and state once the
                        window is shown, then one line per event
      --snapshot DIR    render every control in several states to PNG files in DIR (2x),
                        without a display, then exit
      -h, --help        show this help

    Without a display run it under a virtual one: xvfb-run -a detent-gallery
    """

    /// Parses the arguments after the program name; throws a message for anything unknown.
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--events": options.events = true
            case "-h", "--help": options.help = true
            case "--snapshot":
                guard let dir = rest.popFirst(), !dir.isEmpty, !dir.hasPrefix("--") else {
                    throw OptionsError(message: "--snapshot needs a folder: --snapshot DIR")
                }
                options.snapshotDirectory = dir
            default:
                if argument.hasPrefix("--snapshot=") {
                    let dir = String(argument.dropFirst("--snapshot=".count))
                    guard !dir.isEmpty else { throw OptionsError(message: "--snapshot needs a folder: --snapshot DIR") }
                    options.snapshotDirectory = dir
                } else {
                    throw OptionsError(message: "unknown argument '\(argument)'")
                }
            }
        }
        return options
    }
}

/// A command-line mistake, said in one line.
struct OptionsError: Error {
    let message: String
}
