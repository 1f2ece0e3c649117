import Foundation
@testable import DetentContract

// One libFuzzer target per model: `detent-fuzz MODEL [libFuzzer's arguments]`, built with
// `-sanitize=fuzzer,address` by Scripts/fuzz. Each input is a sequence of steps (see
// `Step.decode`); a broken rule stops the run with the rule and the steps, and libFuzzer keeps
// the input. Built without the fuzzer, `detent-fuzz MODEL FILE...` replays inputs and exits 1
// when one breaks a rule.

/// The model this process fuzzes, named by the first argument.
nonisolated(unsafe) var subject = Subject.knob

/// Runs one input; a broken rule ends the process, which libFuzzer reports with the input.
func check(_ bytes: UnsafeRawBufferPointer, file: String?) -> Bool {
    let broken = subject.brokenRules(forFuzzInput: bytes)
    guard broken.isEmpty else {
        let steps = Step.decode(bytes).map(\.description).joined(separator: ", ")
        FileHandle.standardError.write(Data("\(subject.rawValue)\(file.map { " \($0)" } ?? ""): \(broken.joined(separator: "; ")) after [\(steps)]\n".utf8))
        return false
    }
    return true
}

var arguments = CommandLine.arguments
guard arguments.count >= 2, let chosen = Subject(rawValue: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: detent-fuzz \(Subject.allCases.map(\.rawValue).joined(separator: "|")) [inputs or libFuzzer flags]\n".utf8))
    exit(64)
}
subject = chosen
arguments.remove(at: 1)

#if DETENT_LIBFUZZER
exit(runLibFuzzer(arguments) { bytes in
    if !check(bytes, file: nil) { abort() }
})
#else
var failed = 0
var files: [String] = []
for path in arguments.dropFirst() {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { "\(path)/\($0)" }
    } else {
        files.append(path)
    }
}
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    if !data.withUnsafeBytes({ check($0, file: file) }) { failed += 1 }
}
print("\(subject.rawValue): \(files.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
#endif
