import Foundation
import Synchronization

/// Where the tools the GTK tests drive live, if installed (`Scripts/install-deps test` installs
/// them: xvfb, xdotool, imagemagick).
enum Tools {
    /// The first executable called `name` on `PATH` (or in /usr/bin), if any.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"] {
            let candidate = dir + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let xvfb = find("Xvfb")
    static let xdotool = find("xdotool")
    /// ImageMagick's `import`; /usr/bin first, since the real ImageMagick lives there.
    static let importCommand = FileManager.default.isExecutableFile(atPath: "/usr/bin/import") ? "/usr/bin/import" : find("import")

    /// Whether everything the end-to-end tests need is installed.
    static var canDriveDesktop: Bool { xvfb != nil && xdotool != nil && importCommand != nil }

    /// Why a GTK test is skipped.
    static let missingMessage = "Xvfb, xdotool or ImageMagick's import is not installed (Scripts/install-deps test installs them)"

    /// The built `detent-gallery`: `$DETENT_GALLERY`, else next to this test runner in the build
    /// folder (`.build/debug/` or any `--scratch-path`).
    static var gallery: String? {
        if let path = ProcessInfo.processInfo.environment["DETENT_GALLERY"], FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("detent-gallery").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}

/// Errors the helpers throw; each says what went wrong in a sentence.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Collects a child process's output lines on a background thread.
final class LineCollector: Sendable {
    private let state = Mutex<(lines: [String], partial: Data, closed: Bool)>(([], Data(), false))

    /// Starts reading `handle` until end of file.
    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                append(data)
            }
            state.withLock { $0.closed = true }
        }
        thread.start()
    }

    private func append(_ data: Data) {
        state.withLock { s in
            s.partial.append(data)
            while let newline = s.partial.firstIndex(of: 0x0A) {
                let line = String(decoding: s.partial[s.partial.startIndex..<newline], as: UTF8.self)
                s.lines.append(line)
                s.partial = Data(s.partial[s.partial.index(after: newline)...])
            }
        }
    }

    /// Every complete line so far.
    var lines: [String] { state.withLock { $0.lines } }

    /// Whether the stream ended.
    var isClosed: Bool { state.withLock { $0.closed } }

    /// Everything read so far, exactly as it arrived (the unfinished last line included).
    var text: String {
        state.withLock { s in s.lines.map { $0 + "\n" }.joined() + String(decoding: s.partial, as: UTF8.self) }
    }

    /// Waits until the stream ends, at most `timeout` seconds.
    func waitForEnd(timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while !isClosed, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    }

    /// Waits until `condition` holds for the lines (polling every 10 ms) and returns them; throws
    /// after `timeout` seconds, saying `what` was awaited.
    @discardableResult
    func wait(_ what: String, timeout: Double = 10, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let snapshot = lines
            if condition(snapshot) { return snapshot }
            if Date() > deadline {
                throw HarnessError("timed out after \(timeout) s waiting for \(what); last lines:\n"
                                   + snapshot.suffix(12).joined(separator: "\n"))
            }
            if isClosed, condition(lines) == false {
                throw HarnessError("the process closed its output while waiting for \(what); last lines:\n"
                                   + lines.suffix(12).joined(separator: "\n"))
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}

/// Starts `process` with no signals blocked. Foundation's `Process` hands the calling thread's
/// signal mask to the child, and the test runner's threads block SIGTERM, which would leave Xvfb
/// and the gallery deaf to `terminate()`.
func launch(_ process: Process) throws {
    var none = sigset_t(), old = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    try process.run()
}

/// Asks `process` to stop (SIGTERM), and kills it (SIGKILL) if it has not exited after
/// `grace` seconds; waits for it either way.
func stop(_ process: Process, grace: Double = 3) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(grace)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
}

/// How a command run by ``execute(_:_:environment:mergingErrors:timeout:)`` ended, and what it
/// printed.
struct FinishedCommand {
    /// The exit status, or the signal that ended it (see `reason`).
    var status: Int32
    var reason: Process.TerminationReason
    var output: String
    var errors: String
}

/// Runs a command to completion; returns how it ended and what it printed on each stream (both
/// read while it runs, so a full pipe never blocks it; with `mergingErrors`, standard error goes
/// to standard output, in the order it was written, and `errors` is empty). A command still
/// running after `timeout` seconds is killed and the call throws with what it printed: a stuck
/// tool (an `xdotool search --sync` for a window that never shows, a program that never exits)
/// fails its test instead of hanging the whole run.
func execute(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
             mergingErrors: Bool = false, timeout: Double = 60) throws -> FinishedCommand {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = mergingErrors ? out : Pipe()
    process.standardOutput = out
    process.standardError = err
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try launch(process)
    let output = LineCollector(out.fileHandleForReading)
    let errors = mergingErrors ? nil : LineCollector(err.fileHandleForReading)
    guard exited.wait(timeout: .now() + timeout) == .success else {
        stop(process, grace: 1)
        throw HarnessError("\(([executable] + arguments).joined(separator: " ")) was still running after \(timeout) s "
                           + "and was killed; it printed:\n\(output.text.suffix(2000))\((errors?.text ?? "").suffix(2000))")
    }
    process.waitUntilExit()
    // A pipe ends when the last process holding it exits: the command, or a child it left behind.
    output.waitForEnd(timeout: 5)
    errors?.waitForEnd(timeout: 5)
    return FinishedCommand(status: process.terminationStatus, reason: process.terminationReason,
                           output: output.text, errors: errors?.text ?? "")
}

/// Runs a command to completion (see ``execute(_:_:environment:mergingErrors:timeout:)``);
/// returns its standard output. Throws when it fails or runs past `timeout` seconds.
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
         timeout: Double = 60) throws -> String {
    let finished = try execute(executable, arguments, environment: environment, timeout: timeout)
    guard finished.reason == .exit, finished.status == 0 else {
        throw HarnessError("\(executable) \(arguments.joined(separator: " ")) exited \(finished.status): " + finished.errors)
    }
    return finished.output
}

/// A private X server (Xvfb) on the first free display number, 1280×1024×24.
final class VirtualDisplay {
    let process = Process()
    /// For example ":3".
    let name: String

    init() throws {
        guard let xvfb = Tools.xvfb else { throw HarnessError(Tools.missingMessage) }
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd: Xvfb picks a free display and writes its number to standard output.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try launch(process)
        let lines = LineCollector(out.fileHandleForReading)
        do {
            let first = try lines.wait("Xvfb's display number", timeout: 15) { !$0.isEmpty }[0]
            guard let number = Int(first.trimmingCharacters(in: .whitespaces)) else {
                throw HarnessError("Xvfb printed '\(first)' instead of a display number")
            }
            name = ":\(number)"
        } catch {
            DetentGTKTests.stop(process)
            throw error
        }
    }

    /// The GSK renderer GTK programs on the display use: `DETENT_TEST_GSK_RENDERER` when set
    /// (`Scripts/test` runs the gallery's tests again with `gl`), else `cairo`.
    static let gskRenderer = ProcessInfo.processInfo.environment["DETENT_TEST_GSK_RENDERER"].flatMap { $0.isEmpty ? nil : $0 } ?? "cairo"

    /// The GskRenderer type GTK names for ``gskRenderer``.
    static var gskRendererTypeName: String { gskRenderer == "gl" ? "GskGLRenderer" : "GskCairoRenderer" }

    /// The environment GTK programs and X tools use on this display (the headless settings,
    /// `GDK_BACKEND=x11 GTK_A11Y=none`, with the renderer of ``gskRenderer``).
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = name
        env["GDK_BACKEND"] = "x11"
        env["GSK_RENDERER"] = Self.gskRenderer
        env["GTK_A11Y"] = "none"
        env["NO_AT_BRIDGE"] = "1"
        env["GSETTINGS_BACKEND"] = "memory"
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        // Scale 1 unless a test asks (`GallerySession`'s extra environment); the in-process tests
        // set GDK_SCALE for a moment to open their scale-2 display.
        env.removeValue(forKey: "GDK_SCALE")
        return env
    }

    /// Stops the server and waits for it.
    func stop() {
        DetentGTKTests.stop(process)
    }

    deinit { stop() }
}
