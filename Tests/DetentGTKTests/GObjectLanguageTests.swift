import Foundation
import Testing

/// The controls from the GObject languages: the Python (PyGObject) and JavaScript (GJS) programs
/// of `Examples/GObjectLanguages` run on Xvfb with the introspection data `Scripts/gir` builds,
/// and are driven with xdotool. Not under a sanitizer: an interpreter cannot load the instrumented
/// library.
@Suite("Detent from Python and JavaScript", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["DETENT_SANITIZER"] == nil))
struct GObjectLanguageTests {
    @Test("Python: a knob bound to a GtkScale, a fader and an XY pad report the user's changes")
    func python() throws {
        try Self.drive(["/usr/bin/python3", "Examples/GObjectLanguages/detent-demo.py"], title: "Detent from Python")
    }

    @Test("JavaScript: a knob bound to a GtkScale, a fader and an XY pad report the user's changes")
    func javaScript() throws {
        let gjs = try #require(Tools.find("gjs"), "gjs is not installed (Scripts/install-deps test installs it)")
        try Self.drive([gjs, "-m", "Examples/GObjectLanguages/detent-demo.js"], title: "Detent from JavaScript")
    }

    /// Runs the program, clicks the knob at twelve o'clock, the fader at three quarters of its
    /// length and the pad's top-right quarter, and reads what the program printed.
    private static func drive(_ command: [String], title: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let typelib = root.appendingPathComponent(".build/gir/Detent-1.typelib").path
        try #require(FileManager.default.fileExists(atPath: typelib), "\(typelib) is missing: run Scripts/gir")
        let library = try #require(Tools.builtLibrary("libDetentGTKC.so"), "libDetentGTKC.so is not built (swift build)")

        let display = try VirtualDisplay()
        defer { display.stop() }
        let program = Process()
        program.executableURL = URL(fileURLWithPath: command[0])
        program.arguments = Array(command.dropFirst())
        program.currentDirectoryURL = root
        program.environment = display.environment.merging([
            "GI_TYPELIB_PATH": (typelib as NSString).deletingLastPathComponent,
            "LD_LIBRARY_PATH": (library as NSString).deletingLastPathComponent,
        ]) { $1 }
        let out = Pipe()
        program.standardOutput = out
        program.standardError = FileHandle.nullDevice
        let lines = LineCollector(out.fileHandleForReading)
        try launch(program)
        defer { stop(program) }

        let ready = try #require(try lines.wait("the program's ready line", timeout: 30) { $0.contains { $0.contains("\"ready\"") } }
            .compactMap(Self.fields).first { $0["event"] as? String == "ready" })
        let ids = try run(try #require(Tools.xdotool), ["search", "--sync", "--onlyvisible", "--name", "^\(title)$"],
                          environment: display.environment)
        let window = try #require(ids.split(separator: "\n").first.map(String.init))
        let origin = try run(try #require(Tools.xdotool), ["getwindowgeometry", "--shell", window], environment: display.environment)
            .split(separator: "\n").reduce(into: [String: Double]()) { result, line in
                let parts = line.split(separator: "=")
                if parts.count == 2, let value = Double(parts[1]) { result[String(parts[0])] = value }
            }
        func click(_ control: String, atFraction fx: Double, _ fy: Double) throws {
            let frame = try #require(ready[control] as? [Double])
            let x = Int((origin["X", default: 0] + frame[0] + frame[2] * fx).rounded())
            let y = Int((origin["Y", default: 0] + frame[1] + frame[3] * fy).rounded())
            try run(try #require(Tools.xdotool), ["mousemove", "\(x)", "\(y)", "click", "1"], environment: display.environment)
        }

        // The knob jumps to the click's angle: twelve o'clock is the middle of 0…100.
        try click("knob", atFraction: 0.5, 0.1)
        let knob = try lines.wait("the knob's value-changed and notify", timeout: 10) { lines in
            lines.compactMap(Self.fields).contains { $0["control"] as? String == "knob" && $0["event"] as? String == "notify" }
                && lines.compactMap(Self.fields).contains { $0["control"] as? String == "knob" && $0["event"] as? String == "value-changed" }
        }.compactMap(Self.fields).filter { $0["control"] as? String == "knob" }
        let changed = try #require(knob.first { $0["event"] as? String == "value-changed" }?["value"] as? Double)
        #expect(abs(changed - 50) < 3, "the knob's value at twelve o'clock: \(changed)")
        let notified = try #require(knob.last { $0["event"] as? String == "notify" })
        #expect(notified["value"] as? Double == changed && notified["scale"] as? Double == changed,
                "the scale's adjustment follows the knob: \(notified)")

        // The fader's thumb moves to the click, animated; its value-changed follows.
        try click("fader", atFraction: 0.75, 0.5)
        let fader = try lines.wait("the fader's value-changed", timeout: 10) { lines in
            lines.compactMap(Self.fields).contains { $0["control"] as? String == "fader" }
        }.compactMap(Self.fields).first { $0["control"] as? String == "fader" }
        let faderValue = try #require(fader?["value"] as? Double)
        #expect(faderValue > 5 && faderValue < 10, "the fader's value at three quarters of 0…10: \(faderValue)")

        // The pad's thumb moves to the click: x in 20…20 000, y in 0…1, both above the middle.
        try click("pad", atFraction: 0.8, 0.2)
        let pad = try lines.wait("the pad's value-changed", timeout: 10) { lines in
            lines.compactMap(Self.fields).contains { $0["control"] as? String == "pad" }
        }.compactMap(Self.fields).first { $0["control"] as? String == "pad" }
        let x = try #require(pad?["x"] as? Double), y = try #require(pad?["y"] as? Double)
        #expect(x > 10_000 && x <= 20_000 && y > 0.5 && y <= 1, "the pad's values: \(x), \(y)")
    }

    @Test("The article \"Detent from Python and JavaScript\" shows exactly the programs the tests run")
    func theArticleShowsThePrograms() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/DetentGTK/DetentGTK.docc/DetentFromPythonAndJavaScript.md"),
                                 encoding: .utf8)
        for (language, file) in [("python", "detent-demo.py"), ("javascript", "detent-demo.js")] {
            let program = try String(contentsOf: root.appendingPathComponent("Examples/GObjectLanguages/\(file)"), encoding: .utf8)
            let start = try #require(article.range(of: "```\(language)\n"), "no \(language) block")
            let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
            #expect(String(article[start.upperBound..<end.lowerBound]) == program.trimmingCharacters(in: .newlines),
                    "the article's \(language) block differs from Examples/GObjectLanguages/\(file)")
        }
    }

    /// A JSON line's fields; `nil` for any other line.
    private static func fields(_ line: String) -> [String: Any]? {
        guard line.hasPrefix("{"), let data = line.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
