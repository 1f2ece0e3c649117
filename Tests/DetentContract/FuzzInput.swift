import Foundation
@_spi(Hosting) import Detent

// What a coverage-guided fuzzer's bytes mean: a sequence of steps (inputs, settings, clock),
// run twice on fresh models of one kind: once under the contract's rules, once watched by a
// host that trusts the notifications.

extension Step {
    /// How many bytes one step takes: its kind, two numbers of two bytes each, and its special.
    static let encodedSize = 6
    /// The most steps one input runs, so that every execution stays short.
    static let mostPerInput = 64

    /// The steps `bytes` encode, `encodedSize` bytes each (a shorter tail is dropped): the kind
    /// modulo 100, the numbers spread over −0.2…1.2 as the random runs draw them, the special
    /// modulo 41.
    static func decode(_ bytes: some Collection<UInt8>) -> [Step] {
        let bytes = Array(bytes.prefix(encodedSize * mostPerInput))
        func number(_ at: Int) -> Double { -0.2 + 1.4 * Double(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])) / 65535 }
        return stride(from: 0, to: bytes.count - encodedSize + 1, by: encodedSize).map { i in
            Step(kind: Int(bytes[i]) % 100, a: number(i + 1), b: number(i + 3), special: Int(bytes[i + 5]) % 41)
        }
    }

    /// The bytes that decode to this step (numbers to the nearest of their 65 536 values).
    var encoded: [UInt8] {
        func number(_ x: Double) -> [UInt8] {
            let n = UInt16(min(max((x + 0.2) / 1.4, 0), 1) * 65535)
            return [UInt8(n >> 8), UInt8(n & 0xff)]
        }
        return [UInt8(kind % 100)] + number(a) + number(b) + [UInt8(special % 41)]
    }
}

extension Subject {
    /// Runs the steps `bytes` encode on a fresh model of this kind under the contract's rules,
    /// then on another watched by a trusting host; returns the broken rules (none when it holds).
    func brokenRules(forFuzzInput bytes: some Collection<UInt8>) -> [String] {
        Self.brokenRules(model, Step.decode(bytes))
    }

    private static func brokenRules<Model: ContractSubject>(_ type: Model.Type, _ steps: [Step]) -> [String] {
        let rules = ContractDriver(Model.make())
        rules.run(steps)
        let watched = ContractDriver(Model.make())
        watched.runWatchedByATrustingHost(steps)
        return rules.violations.list.map { "rules: \($0)" } + watched.violations.list.map { "notifications: \($0)" }
    }
}
