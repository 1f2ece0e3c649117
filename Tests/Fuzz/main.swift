import Foundation
@testable import DetentContract

// One libFuzzer target per model over the contract: `detent-fuzz MODEL [ARGUMENTS...]`.
// Built with `-sanitize=fuzzer,address -DDETENT_LIBFUZZER` (Scripts/fuzz), the arguments are
// libFuzzer's (flags, corpus folders). Built plainly, it replays inputs: each FILE, or each
// file in a FOLDER, runs once, and it exits 1 when one breaks a rule.

var arguments = CommandLine.arguments
// libFuzzer runs itself again for some jobs (minimising a crash) without the model's name: the
// environment carries it there.
if arguments.count >= 2, let named = Subject(rawValue: arguments[1]) {
    arguments.remove(at: 1)
    setenv("DETENT_FUZZ_MODEL", named.rawValue, 1)
}
guard let chosen = ProcessInfo.processInfo.environment["DETENT_FUZZ_MODEL"].flatMap(Subject.init(rawValue:)) else {
    exitWithUsage()
}
fuzzedSubject = chosen

#if DETENT_LIBFUZZER
exit(runLibFuzzer(arguments))
#else
var files: [String] = []
for path in arguments.dropFirst() {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("no such file: \(path)\n".utf8))
        exit(66)
    }
    if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { "\(path)/\($0)" }
    } else {
        files.append(path)
    }
}
var failed = 0
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    if !data.withUnsafeBytes({ check($0, file: file) }) { failed += 1 }
}
print("\(chosen.rawValue): \(files.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
#endif
