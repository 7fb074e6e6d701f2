import Foundation
import Testing
import Stack

/// The README's Swift example, compiled here as written there: the lines
/// between the markers below must be the README's ```swift block (after its
/// `import`), and what the example prints must be what its comment says.
@Suite struct ReadmeExampleTests {
    /// Runs the example and returns what it printed.
    func runExample() throws -> String {
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // README example begins
        let root = LayoutItem(name: "root")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let ok = LayoutItem(name: "ok", intrinsicContentSize: IntrinsicSize(width: 60, height: 30))
        let cancel = LayoutItem(name: "cancel", intrinsicContentSize: IntrinsicSize(width: 80, height: 30))
        let buttons = StackItem(name: "buttons", arrangedItems: [ok, cancel])
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        root.addChild(title)
        root.addChild(buttons)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320),
            title.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            buttons.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            buttons.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
        ])
        root.layoutIfNeeded()
        print(title.frame, buttons.frame, cancel.frame)   // (8, 20, 120, 20) (144, 52, 168, 30) (88, 0, 80, 30)
        // README example ends
        return printed
    }

    /// The lines between the markers, without their indentation.
    static func exampleInThisFile() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(source.firstIndex { $0.hasSuffix("// README example begins") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// README example ends") })
        return source[(start + 1)..<end].map { String($0.dropFirst(8)) }
    }

    /// The README's first ```swift block, without its imports and the blank
    /// line after them.
    static func exampleInTheReadme() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "```swift"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return Array(lines[(start + 1)..<end].drop { $0.hasPrefix("import ") || $0.isEmpty })
    }

    @Test func theReadmeShowsTheExampleThatIsCompiledHere() throws {
        let readme = try Self.exampleInTheReadme()
        #expect(readme == (try Self.exampleInThisFile()))
        #expect(readme.count + 2 <= 22, "the README's example should stay about 20 lines")
    }

    @Test func theExamplePrintsWhatItsCommentSays() throws {
        let lines = try Self.exampleInThisFile()
        let comment = try #require(lines.last?.components(separatedBy: "// ").last)
        #expect(try runExample() == comment)
    }
}
