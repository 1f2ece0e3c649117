import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

extension Subject: CustomTestStringConvertible {
    public var testDescription: String { rawValue }

    /// What a random run checks: the rules of ``ContractDriver``, or that a host trusting the
    /// notifications never shows a stale state.
    enum RandomRun { case rules, notifications }

    /// Runs `count` random sequences of steps, each on a fresh model of this kind, and expects
    /// every rule `run` checks to hold.
    func checkRandomSequences(count: Int, _ run: RandomRun) async { await Self.check(model, count: count, run) }

    private static func check<Model: ContractSubject>(_ type: Model.Type, count: Int, _ run: RandomRun) async {
        await propertyCheck(count: propertyRuns(count), input: sequences) { steps in
            let driver = ContractDriver(Model.make())
            switch run {
            case .rules: driver.run(steps)
            case .notifications: driver.runWatchedByATrustingHost(steps)
            }
            if !driver.violations.list.isEmpty { Issue.record("\(Model.self): \(driver.violations.list) after \(steps)") }
        }
    }
}

/// Random sequences of 1 to 40 steps.
let sequences = zip(
    Gen.int(in: 0...99), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2), Gen.int(in: 0...40)
).map { Step(kind: $0.0, a: $0.1, b: $0.2, special: $0.3) }.array(of: 1...40)

