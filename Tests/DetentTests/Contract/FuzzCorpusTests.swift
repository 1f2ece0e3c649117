import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The fuzzer's seed corpus, replayed as the fuzzer reads it: every committed input keeps the
// contract on its model, and the bytes decode to the steps they were made from.

@Suite("The fuzzer's seed corpus")
struct FuzzCorpusTests {
    /// Tests/Fuzz/Corpus, beside this test target.
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test(arguments: Subject.allCases)
    func everySeedKeepsTheContract(_ subject: Subject) throws {
        let folder = Self.corpus.appendingPathComponent(subject.rawValue)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count >= 10, "a seed corpus for \(subject.rawValue)")
        for file in files {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(!Step.decode(bytes).isEmpty, "\(file) holds no step")
            let broken = subject.brokenRules(forFuzzInput: bytes)
            #expect(broken.isEmpty, "\(subject.rawValue) \(file): \(broken)")
        }
    }

    /// A step's bytes decode to it: kind and special exactly, the numbers to within one of their
    /// 65 536 values; a tail shorter than a step is dropped.
    @Test func stepsRoundTripThroughTheirBytes() {
        let steps = [Step(kind: 42, a: 0.25, b: -0.2, special: 40), Step(kind: 0, a: 1.2, b: 0.7, special: 9)]
        let bytes = steps.flatMap(\.encoded) + [7, 7, 7]
        let decoded = Step.decode(bytes)
        #expect(decoded.count == 2)
        for (d, s) in zip(decoded, steps) {
            #expect(d.kind == s.kind && d.special == s.special)
            #expect(abs(d.a - s.a) <= 1.4 / 65535 && abs(d.b - s.b) <= 1.4 / 65535)
        }
    }
}
