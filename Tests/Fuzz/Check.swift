import Foundation
@testable import DetentContract

/// The model this process fuzzes or replays inputs on, named by the first argument.
nonisolated(unsafe) var fuzzedSubject = Subject.knob

/// Runs one input on `fuzzedSubject`; prints the broken rules with the steps and returns `false`
/// when one breaks the contract.
func check(_ bytes: UnsafeRawBufferPointer, file: String?) -> Bool {
    let broken = fuzzedSubject.brokenRules(forFuzzInput: bytes)
    guard broken.isEmpty else {
        let steps = Step.decode(bytes).map(\.description).joined(separator: ", ")
        let name = fuzzedSubject.rawValue + (file.map { " \($0)" } ?? "")
        FileHandle.standardError.write(Data("\(name): \(broken.joined(separator: "; ")) after [\(steps)]\n".utf8))
        return false
    }
    return true
}

/// Prints how the program is called and exits 64.
func exitWithUsage() -> Never {
    let names = Subject.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: detent-fuzz \(names) [FILE or FOLDER...] (libFuzzer's flags where built with it)\n".utf8))
    exit(64)
}
