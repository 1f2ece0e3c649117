@_spi(Hosting) import Detent
import DetentCairo
import Foundation

/// One JSON line of `detent-gallery --events`.
struct LogLine {
    let fields: [String: Any]

    init(fields: [String: Any]) { self.fields = fields }

    init?(_ text: String) {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        fields = object
    }

    var control: String? { fields["control"] as? String }
    var event: String? { fields["event"] as? String }
    func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
    func string(_ key: String) -> String? { fields[key] as? String }
}

/// `detent-gallery --events` on a private Xvfb display, driven with xdotool: the gallery's state
/// lines (frames and states), its event lines, the window's position, pointer gestures and
/// screenshots. `stop()` ends both processes.
final class GallerySession {
    let display: VirtualDisplay
    private let gallery = Process()
    private let output: LineCollector
    private let errors: LineCollector
    /// Each control's frame in window coordinates, from its state line.
    private(set) var frames: [String: CGRect] = [:]
    /// Each control's public state, from its state line.
    private(set) var states: [String: LogLine] = [:]
    /// Each plain GTK button's frame in window coordinates, from its `{"button":…}` line (the
    /// Studio's Spin button).
    private(set) var buttons: [String: CGRect] = [:]
    /// The controls of the four demo panels; the Studio's follow them.
    static let demoPanelControls: Set<String> = ["knob", "rangeSlider", "rotaryWheel", "rotatableKnob"]
    /// The GskRenderer the gallery's window draws with, from its `{"window":…}` line.
    private(set) var renderer = ""
    /// The window's top-left corner on the screen.
    private(set) var windowOrigin = CGPoint.zero
    /// How many times the gallery's main thread has been switched out so far (voluntarily, as when
    /// it sleeps in `poll`, and not): each of its wakeups, from `/proc`. `nil` when unreadable.
    var mainThreadContextSwitches: Int? {
        let pid = gallery.processIdentifier
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
            .compactMap { $0.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
            .reduce(0, +)
    }
    private var stopped = false

    /// Starts Xvfb and the gallery (with `arguments` after `--events`, for example
    /// `--window-size`, and `extraEnvironment`, for example `GDK_SCALE`), waits for the four state
    /// lines and finds the window. Throws if the gallery is not built.
    init(arguments: [String] = [], extraEnvironment: [String: String] = [:]) throws {
        guard let binary = Tools.gallery else {
            throw HarnessError("detent-gallery is not built next to the tests: run `swift build` first (or set DETENT_GALLERY)")
        }
        display = try VirtualDisplay()
        gallery.executableURL = URL(fileURLWithPath: binary)
        gallery.arguments = ["--events"] + arguments
        gallery.environment = display.environment.merging(extraEnvironment) { $1 }
        let out = Pipe(), err = Pipe()
        gallery.standardOutput = out
        gallery.standardError = err
        output = LineCollector(out.fileHandleForReading)
        errors = LineCollector(err.fileHandleForReading)
        do {
            try launch(gallery)
            // The window's line comes after every control's state line and the Spin button's.
            let lines = try output.wait("the state lines, the Spin button's and the window's", timeout: 30) { lines in
                lines.compactMap(LogLine.init).contains { $0.fields["window"] != nil }
            }
            for line in lines.compactMap(LogLine.init) {
                if line.fields["window"] != nil { renderer = line.string("renderer") ?? "" }
                if let button = line.string("button"), let f = line.fields["frame"] as? [NSNumber], f.count == 4 {
                    buttons[button] = CGRect(x: f[0].doubleValue, y: f[1].doubleValue, width: f[2].doubleValue, height: f[3].doubleValue)
                }
                guard line.fields["state"] != nil else { continue }
                guard let control = line.control, let f = line.fields["frame"] as? [NSNumber], f.count == 4 else { continue }
                frames[control] = CGRect(x: f[0].doubleValue, y: f[1].doubleValue, width: f[2].doubleValue, height: f[3].doubleValue)
                states[control] = LogLine(fields: line.fields["state"] as? [String: Any] ?? [:])
            }
            windowOrigin = try findWindow()
        } catch {
            stop()
            throw error
        }
    }

    /// The window's position, from xdotool (it waits until the window is mapped).
    private func findWindow() throws -> CGPoint {
        let ids = try xdotool(["search", "--sync", "--onlyvisible", "--name", "^Detent Gallery$"])
        guard let id = ids.split(separator: "\n").first else { throw HarnessError("xdotool found no gallery window") }
        let geometry = try xdotool(["getwindowgeometry", "--shell", String(id)])
        var x = 0.0, y = 0.0
        for line in geometry.split(separator: "\n") {
            if line.hasPrefix("X=") { x = Double(line.dropFirst(2)) ?? 0 }
            if line.hasPrefix("Y=") { y = Double(line.dropFirst(2)) ?? 0 }
        }
        return CGPoint(x: x, y: y)
    }

    /// Terminates the gallery and Xvfb and waits for both. Safe to call twice.
    func stop() {
        guard !stopped else { return }
        stopped = true
        // A sanitizer build checks for leaks at exit, which takes a few seconds more.
        DetentGTKTests.stop(gallery, grace: 30)
        display.stop()
    }

    /// Whether the gallery, once stopped, exited with status 0 and printed no sanitizer report.
    var exitedCleanly: Bool {
        !gallery.isRunning && gallery.terminationReason == .exit && gallery.terminationStatus == 0 && sanitizerReport.isEmpty
    }

    /// How the gallery ended, for messages.
    var exitDescription: String {
        gallery.isRunning ? "still running"
            : gallery.terminationReason == .exit ? "exit status \(gallery.terminationStatus)" : "signal \(gallery.terminationStatus)"
    }

    /// What AddressSanitizer, LeakSanitizer or ThreadSanitizer printed on standard error (after the
    /// gallery exited, once its pipe is read to the end).
    var sanitizerReport: [String] {
        let deadline = Date().addingTimeInterval(5)
        while !gallery.isRunning, !errors.isClosed, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let lines = errors.lines
        guard let first = lines.firstIndex(where: { $0.contains("Sanitizer") && ($0.contains("ERROR") || $0.contains("WARNING")) })
        else { return [] }
        return Array(lines[first...])
    }

    deinit { stop() }

    // MARK: Pointer

    /// Runs xdotool on this display.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        guard let tool = Tools.xdotool else { throw HarnessError(Tools.missingMessage) }
        return try run(tool, arguments, environment: display.environment)
    }

    /// `control`'s frame in window coordinates now: its state line's, moved by the page's scroll
    /// offset (`.zero` for an unknown control).
    func frame(_ control: String) -> CGRect {
        (frames[control] ?? .zero).offsetBy(dx: -pageOffset.x, dy: -pageOffset.y)
    }

    /// The screen pixel nearest `point` (in `control`'s coordinates).
    func screenPoint(_ control: String, _ point: CGPoint) -> (x: Int, y: Int) {
        let f = frame(control)
        return (Int((Double(windowOrigin.x + f.minX + point.x)).rounded()),
                Int((Double(windowOrigin.y + f.minY + point.y)).rounded()))
    }

    /// Where the screen pixel `(x, y)` lies in `control`'s coordinates: what the widget receives.
    func controlPoint(_ control: String, _ screen: (x: Int, y: Int)) -> CGPoint {
        let f = frame(control)
        return CGPoint(x: Double(screen.x) - Double(windowOrigin.x + f.minX), y: Double(screen.y) - Double(windowOrigin.y + f.minY))
    }

    /// Presses the left button at the first point, moves through the others `stepDelay` seconds
    /// apart, waits `hold` seconds and releases: one xdotool run, so its timing is xdotool's.
    /// Returns the points the widget receives (the screen pixels, in control coordinates).
    @discardableResult
    func drag(_ control: String, through points: [CGPoint], stepDelay: Double = 0.03, hold: Double = 0.05) throws -> [CGPoint] {
        guard let first = points.first else { return [] }
        let pixels = points.map { screenPoint(control, $0) }
        var arguments = ["mousemove", "\(pixels[0].x)", "\(pixels[0].y)", "mousedown", "1"]
        for p in pixels.dropFirst() {
            arguments += ["sleep", String(format: "%.3f", stepDelay), "mousemove", "\(p.x)", "\(p.y)"]
        }
        if hold > 0 { arguments += ["sleep", String(format: "%.3f", hold)] }
        arguments += ["mouseup", "1"]
        _ = first
        try xdotool(arguments)
        return pixels.map { controlPoint(control, $0) }
    }

    /// Clicks `count` times at `point` (in `control`'s coordinates), `delay` seconds apart.
    func click(_ control: String, at point: CGPoint, count: Int = 1, delay: Double = 0.08) throws {
        let p = screenPoint(control, point)
        try xdotool(["mousemove", "\(p.x)", "\(p.y)", "click", "--repeat", "\(count)", "--delay", "\(Int(delay * 1000))", "1"])
    }

    /// Clicks the middle of the GTK button `name` (`"spin"`), where the page's scroll has put it.
    func clickButton(_ name: String) throws {
        let f = (buttons[name] ?? .zero).offsetBy(dx: -pageOffset.x, dy: -pageOffset.y)
        let x = Int((Double(windowOrigin.x + f.midX)).rounded()), y = Int((Double(windowOrigin.y + f.midY)).rounded())
        try xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
    }

    /// Turns the scroll wheel `notches` times over `point` (in `control`'s coordinates): up for
    /// positive counts, down for negative (X buttons 4 and 5).
    func scroll(_ control: String, at point: CGPoint, notches: Int) throws {
        let p = screenPoint(control, point)
        try scroll(atScreen: p, notches: notches)
    }

    /// Moves the pointer to `point` in window coordinates and turns the scroll wheel `notches`
    /// times there, 60 ms apart (one burst): up (or right, `horizontal`) for positive counts, down
    /// (or left) for negative (X buttons 4 and 5, 7 and 6).
    func scroll(atWindow point: CGPoint, notches: Int, horizontal: Bool = false) throws {
        try scroll(atScreen: (Int((Double(windowOrigin.x + point.x)).rounded()), Int((Double(windowOrigin.y + point.y)).rounded())),
                   notches: notches, horizontal: horizontal)
    }

    private func scroll(atScreen p: (x: Int, y: Int), notches: Int, horizontal: Bool = false) throws {
        let button = horizontal ? (notches > 0 ? "7" : "6") : (notches > 0 ? "4" : "5")
        try xdotool(["mousemove", "\(p.x)", "\(p.y)", "click", "--repeat", "\(abs(notches))", "--delay", "60", button])
    }

    /// Moves the pointer to `point` in window coordinates.
    func movePointer(toWindow point: CGPoint) throws {
        try xdotool(["mousemove", "\(Int((Double(windowOrigin.x + point.x)).rounded()))",
                     "\(Int((Double(windowOrigin.y + point.y)).rounded()))"])
    }

    /// Presses keys (xdotool key names) in the focused window.
    func press(_ keys: [String]) throws {
        try xdotool(["key", "--delay", "30"] + keys)
    }

    // MARK: Events

    /// Every event line so far for `control` (state lines excluded).
    func events(_ control: String) -> [LogLine] {
        output.lines.compactMap(LogLine.init).filter { $0.control == control && $0.event != nil }
    }

    /// Every `{"undo":…}` line so far (Ctrl+Z).
    var undoLines: [LogLine] { output.lines.compactMap(LogLine.init).filter { $0.string("undo") != nil } }

    /// Waits until the gallery has printed `count` `{"undo":…}` lines; returns them.
    @discardableResult
    func waitForUndo(count: Int, timeout: Double = 10) throws -> [LogLine] {
        try output.wait("\(count) undo lines", timeout: timeout) { lines in
            lines.compactMap(LogLine.init).filter { $0.string("undo") != nil }.count >= count
        }
        return undoLines
    }

    /// Every event line so far, of any control.
    var allEvents: [LogLine] { output.lines.compactMap(LogLine.init).filter { $0.control != nil && $0.event != nil } }

    /// The page's scroll offsets so far, from its `{"page":"scroll","offset":[x,y]}` lines.
    var pageOffsets: [CGPoint] {
        output.lines.compactMap(LogLine.init).compactMap { line in
            guard line.string("page") == "scroll", let o = line.fields["offset"] as? [NSNumber], o.count == 2 else { return nil }
            return CGPoint(x: o[0].doubleValue, y: o[1].doubleValue)
        }
    }

    /// The page's scroll offset now (zero until it scrolls).
    var pageOffset: CGPoint { pageOffsets.last ?? .zero }

    /// Waits until the page has printed no scroll line for `quiet` seconds; returns its offsets.
    @discardableResult
    func waitForPageToSettle(quiet: Double = 0.6, timeout: Double = 10) throws -> [CGPoint] {
        var count = -1
        var since = Date()
        try output.wait("the page to stop scrolling", timeout: timeout) { lines in
            let now = lines.filter { $0.hasPrefix("{\"page\"") }.count
            if now != count {
                count = now
                since = Date()
            }
            return Date().timeIntervalSince(since) >= quiet
        }
        return pageOffsets
    }

    /// Waits until `control` has sent at least `count` events named `name`; returns its events.
    @discardableResult
    func waitForEvents(_ control: String, _ name: String, count: Int, timeout: Double = 10) throws -> [LogLine] {
        try output.wait("\(count) \(name) events from \(control)", timeout: timeout) { lines in
            lines.compactMap(LogLine.init).filter { $0.control == control && $0.event == name }.count >= count
        }
        return events(control)
    }

    /// Waits until `control`'s events satisfy `condition`.
    @discardableResult
    func waitUntil(_ what: String, _ control: String, timeout: Double = 10,
                   _ condition: @escaping ([LogLine]) -> Bool) throws -> [LogLine] {
        try output.wait(what, timeout: timeout) { lines in
            condition(lines.compactMap(LogLine.init).filter { $0.control == control && $0.event != nil })
        }
        return events(control)
    }

    /// What the gallery printed on standard error so far (GTK warnings, if any).
    var standardError: [String] { errors.lines }

    /// GLib's criticals and warnings among them (`Gtk-CRITICAL`, `GLib-GObject-WARNING`…): each one
    /// is a misuse of GTK somewhere.
    var glibComplaints: [String] { errors.lines.filter { $0.contains("-CRITICAL") || $0.contains("-WARNING") } }

    // MARK: Pixels

    /// A screenshot of the whole screen with ImageMagick's `import`, as pixels.
    func screenshot(savingTo path: String? = nil) throws -> RasterImage {
        guard let importCommand = Tools.importCommand else { throw HarnessError(Tools.missingMessage) }
        let file = path ?? NSTemporaryDirectory() + "detent-gtk-\(UUID().uuidString).png"
        try run(importCommand, ["-window", "root", "-depth", "8", "png:" + file], environment: display.environment)
        defer { if path == nil { try? FileManager.default.removeItem(atPath: file) } }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard let image = RasterImage(pngData: data) else { throw HarnessError("the screenshot is not a PNG cairo reads") }
        return image
    }

    /// The screenshot's pixel under `point` of `control` (the pixel containing that point), for a
    /// window drawn at `scale` device pixels per point (the window's origin is in pixels already).
    func pixel(_ image: RasterImage, _ control: String, _ point: CGPoint, scale: Double = 1) -> RasterImage.Pixel {
        let f = frame(control)
        let x = Int((Double(windowOrigin.x) + Double(f.minX + point.x) * scale).rounded(.down))
        let y = Int((Double(windowOrigin.y) + Double(f.minY + point.y) * scale).rounded(.down))
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return .clear }
        return image[x, y]
    }
}

/// `#rrggbb` as a pixel.
func pixel(hex: String) -> RasterImage.Pixel? {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
    return RasterImage.Pixel(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF), alpha: 255)
}

/// `color` as an opaque pixel.
func pixel(_ color: DrawingColor) -> RasterImage.Pixel {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return RasterImage.Pixel(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: 255)
}

/// The point at `radius` from `center` in direction `angle` (y down).
func point(_ angle: Double, _ radius: Double, about center: CGPoint) -> CGPoint {
    Radians.point(at: angle, radius: radius, about: center)
}

