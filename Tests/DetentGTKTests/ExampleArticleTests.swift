import Foundation
import Testing

// The GTK getting-started article shows the example application's code as it is: its main.swift
// and its Package.swift, each as one code block, character for character.

@Suite("The GTK article shows the example as it is")
struct ExampleArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The contents of the article's fenced code blocks of `language`, in order.
    static func codeBlocks(_ article: String, language: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theArticleShowsTheExamplesMainFile() throws {
        let article = try Self.read("Sources/DetentGTK/DetentGTK.docc/GettingStartedGTK.md")
        let main = try Self.read("Examples/GTKDemo/Sources/GTKDemo/main.swift")
        #expect(Self.codeBlocks(article, language: "swift").contains(main),
                "copy Examples/GTKDemo/Sources/GTKDemo/main.swift into the article's code block")
    }

    @Test func theArticleShowsTheExamplesPackageManifest() throws {
        let article = try Self.read("Sources/DetentGTK/DetentGTK.docc/GettingStartedGTK.md")
        let manifest = try Self.read("Examples/GTKDemo/Package.swift")
        #expect(Self.codeBlocks(article, language: "swift").contains(manifest),
                "copy Examples/GTKDemo/Package.swift into the article's code block")
    }
}
