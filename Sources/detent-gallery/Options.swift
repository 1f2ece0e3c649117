@_spi(Hosting) import Detent

/// The gallery's command line: `detent-gallery [--events] [--window-size WxH] [--dark]
/// [--high-contrast] [--rtl] [--text-scale N] [--snapshot DIR] [--help]`.
struct Options: Equatable {
    /// Print JSON lines for automation: frames and state, then events and page scrolls.
    var events = false
    /// Render PNGs into this folder without a display, then exit.
    var snapshotDirectory: String?
    /// The window's size in points; `nil` opens it as large as its content.
    var windowSize: WindowSize?
    /// The dark look (`--dark`).
    var dark = false
    /// The high-contrast look (`--high-contrast`).
    var highContrast = false
    /// Right to left (`--rtl`).
    var rightToLeft = false
    /// How much larger than standard text is (`--text-scale N`); 1 is standard.
    var textScale = 1.0
    /// Print the usage and exit.
    var help = false
    /// Where the Studio's Spin button starts its random generator (`--seed N`), so a run's
    /// spins can be repeated.
    var seed = Options.defaultSeed

    /// The random generator's starting value without `--seed`: fixed, so even a plain run spins
    /// the same way every time.
    static let defaultSeed: UInt64 = 2024

    /// A window size, points.
    struct WindowSize: Equatable {
        var width: Int
        var height: Int
    }

    /// The environment the flags describe, as the core takes it: what `--snapshot` gives every
    /// model, and what the window's GTK settings make each widget's host read.
    var environment: ControlEnvironment {
        ControlEnvironment(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
                           appearance: dark ? .dark : .light, isContrastIncreased: highContrast,
                           textScale: textScale)
    }

    static let usage = """
    usage: detent-gallery [--events] [--window-size WxH] [--dark] [--high-contrast] [--rtl]
                          [--text-scale N] [--seed N] [--snapshot DIR]

    Opens one GTK window with a demo panel each for the knob, the range slider, the rotary
    wheel and the rotatable knob, and the Studio panel of pro controls (gain, pan, frequency,
    an encoder, a range slider with ticks, an XY pad, a multi-thumb slider, a fader, a weighted
    wheel with a Spin button). Ctrl+Z undoes the last edit of any control. The window scrolls when it is smaller
    than its content.

      --events          print JSON lines on stdout: each control's frame and state once the
                        window is shown, then one line per event and per scroll of the page
      --window-size WxH open the window W × H points large (default: as large as its content)
      --dark            the dark look (GTK's dark theme; dark pictures on black with --snapshot)
      --high-contrast   increased contrast (GTK's HighContrast theme)
      --rtl             right to left (GTK's default text direction)
      --text-scale N    text N times the standard size, N > 0 (GTK's gtk-xft-dpi)
      --seed N          start the Spin button's random generator from N, a whole number
                        0…2^64−1 (default \(Options.defaultSeed)), so spins repeat
      --snapshot DIR    render every control in several states to PNG files in DIR (2x),
                        without a display, then exit; the look flags above apply
      -h, --help        show this help

    Without a display run it under a virtual one: xvfb-run -a detent-gallery
    """

    /// Parses the arguments after the program name; throws a one-line message for anything
    /// unknown or malformed.
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            // `--flag=value` is `--flag value`.
            var name = argument, inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            /// The flag's value: after `=`, else the next argument unless it is another flag.
            func value(_ form: String) throws(OptionsError) -> String {
                if let inlineValue, !inlineValue.isEmpty { return inlineValue }
                guard inlineValue == nil, let next = rest.first, !next.isEmpty, !next.hasPrefix("--") else {
                    throw OptionsError(message: "\(name) needs a value: \(name) \(form)")
                }
                rest.removeFirst()
                return next
            }
            switch name {
            case "--events": options.events = true
            case "--dark": options.dark = true
            case "--high-contrast": options.highContrast = true
            case "--rtl": options.rightToLeft = true
            case "-h", "--help": options.help = true
            case "--snapshot": options.snapshotDirectory = try value("DIR")
            case "--seed":
                let text = try value("N")
                guard let seed = UInt64(text) else {
                    throw OptionsError(message: "--seed needs a whole number 0…18446744073709551615, not '\(text)'")
                }
                options.seed = seed
            case "--text-scale":
                let text = try value("N")
                guard let scale = Double(text), scale.isFinite, scale > 0 else {
                    throw OptionsError(message: "--text-scale needs a positive number, not '\(text)'")
                }
                options.textScale = scale
            case "--window-size":
                let text = try value("WxH")
                let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
                guard sides.count == 2, let width = sides[0], let height = sides[1], width > 0, height > 0 else {
                    throw OptionsError(message: "--window-size needs two positive whole numbers, WxH (for example 640x360), not '\(text)'")
                }
                options.windowSize = WindowSize(width: width, height: height)
            default:
                throw OptionsError(message: "unknown argument '\(argument)'")
            }
            if inlineValue != nil, !["--snapshot", "--text-scale", "--window-size", "--seed"].contains(name) {
                throw OptionsError(message: "\(name) takes no value")
            }
        }
        return options
    }
}

/// A command-line mistake, said in one line.
struct OptionsError: Error {
    let message: String
}
