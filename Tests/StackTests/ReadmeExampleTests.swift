import Testing
import GuideExamples
import Stack

/// The README's Swift example, compiled here as written there: the lines
/// between the markers below must be the README's ```swift block (after its
/// `import`), and what the example prints must be what its comment says.
@Suite struct ReadmeExampleTests {
    /// Runs the example and returns what it printed, and its root.
    func runExample() throws -> (printed: String, root: LayoutItem) {
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // Guide example begins: README.md 1
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
        // Guide example ends: README.md 1
        return (printed, root)
    }

    @Test func theReadmeShowsTheExampleThatIsCompiledHere() throws {
        let readme = try GuideExamples("README.md")
        let problems = try readme.problems(in: #filePath, notCompiled: [
            2: "the lines to add to an application's Package.swift: PackageDescription exists only in manifests",
        ])
        #expect(problems == [])
        #expect(readme.block(1).count + 2 <= 22, "the README's example should stay about 20 lines")
    }

    @Test func theExamplePrintsWhatItsCommentSays() throws {
        let lines = try GuideExamples("README.md").block(1)
        let comment = try #require(lines.last?.components(separatedBy: "// ").last)
        #expect(try runExample().printed == comment)
    }

    /// `recursiveDescription` prints the example's tree, each frame in its
    /// parent, indented by depth; the root is as high as nothing makes it.
    /// With ok hidden, cancel alone is the stack: 80 wide against the right
    /// margin, 320 − 8 − 80 = 232.
    @Test func theTreeDescribesItself() throws {
        let root = try runExample().root
        #expect(root.recursiveDescription == """
            root (0, 0, 320, 0)
               | title (8, 20, 120, 20)
               | buttons: StackItem (144, 52, 168, 30)
               |    | ok (0, 0, 80, 30)
               |    | cancel (88, 0, 80, 30)
            """)
        let buttons = try #require(root.children.last as? StackItem)
        buttons.arrangedItems[0].isHidden = true
        root.layoutIfNeeded()
        #expect(buttons.recursiveDescription == """
            buttons: StackItem (232, 52, 80, 30)
               | ok (0, 0, 0, 30) hidden
               | cancel (0, 0, 80, 30)
            """)
    }
}
