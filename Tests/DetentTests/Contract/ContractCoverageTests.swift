import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The contract's reach: every public setting of every model, as the committed public API lists
// it, is one the contract sets at random and sets again to what it holds, so a setting added
// without its place in the contract fails here rather than going unchecked.

@Suite("The contract covers every public setting")
struct ContractCoverageTests {
    /// The settings the contract leaves alone, and why.
    static let uncovered: [String: String] = [
        "look": "a look of your own is closures: setting one always notifies, as documented",
    ]

    /// The public API, one line per symbol (`API/Detent.txt`).
    static func apiLines() throws -> [Substring] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("API/Detent.txt"), encoding: .utf8)
            .split(separator: "\n")
    }

    /// The settable properties `type` declares, by name.
    static func settings(of type: String, in api: [Substring]) -> Set<String> {
        Set(api.compactMap { line -> String? in
            guard line.hasPrefix(type + "."), line.contains("[property]"), line.hasSuffix("{ get set }") else { return nil }
            return String(line.dropFirst(type.count + 1).prefix { $0.isLetter || $0.isNumber })
        })
    }

    @Test(arguments: Subject.allCases)
    func everyPublicSettingIsSetByTheContract(_ subject: Subject) throws {
        let api = try Self.apiLines()
        let model = subject.model
        var declared = Self.settings(of: String(describing: model), in: api)
        // What the protocols a model conforms to declare once for it.
        var shared = ["bounds", "isEnabled", "doubleTapInterval", "look", "valueFormat"]
        if subject.holdsOneDouble { shared += ["value", "defaultValue", "neutralValue"] }
        declared.formUnion(shared)
        if model is any ValueRangeModel.Type { declared.formUnion(Self.settings(of: "ValueRangeModel", in: api)) }
        if model is any ThumbSliderModel.Type { declared.formUnion(Self.settings(of: "ThumbSliderModel", in: api)) }
        if model is any LinearControlModel.Type { declared.formUnion(Self.settings(of: "LinearControlModel", in: api)) }
        if model is any AccessibilityNaming.Type { declared.formUnion(Self.settings(of: "AccessibilityNaming", in: api)) }
        #expect(declared.count > 10, "\(subject): the API file lists its settings")
        let missing = declared.subtracting(subject.settingNames).subtracting(Self.uncovered.keys)
        #expect(missing.isEmpty, "\(subject): public settings the contract never sets: \(missing.sorted())")
    }
}
