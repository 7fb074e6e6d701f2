import Testing
import GuideExamples
import Stack

/// The Swift examples of the stacks guide (Docs/Guides/Stacks.md), compiled
/// here as written there (between `// Guide example begins/ends: Stacks.md N`
/// markers), with the frames and constraints the guide says they give.
@Suite struct StacksGuideExampleTests {
    @Test func theTestsCompileEveryBlockAsWritten() throws {
        let problems = try GuideExamples("Stacks.md").problems(in: #filePath)
        #expect(problems == [])
    }

    /// Block 1: two buttons of equal width, the larger intrinsic width (80),
    /// 8 apart: 80 + 8 + 80 = 168 by 30.
    @Test func aFirstStack() throws {
        // Guide example begins: Stacks.md 1
        let root = LayoutItem(name: "root")
        let ok = LayoutItem(name: "ok", intrinsicContentSize: IntrinsicSize(width: 60, height: 30))
        let cancel = LayoutItem(name: "cancel", intrinsicContentSize: IntrinsicSize(width: 80, height: 30))
        let buttons = StackItem(name: "buttons", arrangedItems: [ok, cancel])
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        root.addChild(buttons)
        try LayoutConstraint.activate([
            buttons.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            buttons.bottomAnchor.constraint(equalTo: root.bottomMarginAnchor),
        ])
        root.layoutIfNeeded()
        // buttons is 168 × 30: two 80-point buttons (the larger intrinsic width) and 8 between.
        // Guide example ends: Stacks.md 1
        #expect(buttons.frame.size == Size(width: 168, height: 30))
        #expect(ok.frame == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(cancel.frame == Rect(x: 88, y: 0, width: 80, height: 30))
        #expect(root.engine.ambiguities().isEmpty)
    }

    /// Block 2: the badge card (`Examples/badge-card.json`). The photo takes
    /// the 343 − 2 × 12 = 319 points inside the padding, 319 / 2 = 159.5
    /// high, so the title starts at 12 + 159.5 + 8 = 179.5; the badge is
    /// placed from the card's edges: 343 − 8 − 44 = 291.
    @Test func theBadgeCard() throws {
        let shown = valuesShown {
            // Guide example begins: Stacks.md 2
            let photo = LayoutItem(name: "photo")
            photo.aspectRatio = 2
            let title = LayoutItem(name: "title")
            title.measuredContent = WrappedText(words: [60, 40, 80, 30, 50, 70], lineHeight: 22)
            let price = LayoutItem(name: "price")
            price.measuredContent = WrappedText(words: [48], lineHeight: 18)
            let badge = LayoutItem(name: "badge")
            let card = StackItem(name: "card", arrangedItems: [photo, title, price, badge])
            card.axis = .vertical
            card.distribution = .flex(.start)
            card.spacing = 8
            card.padding = FlexPadding(all: 12)
            card.setFlexOptions(FlexItemOptions(alignSelf: .end), for: price)
            card.setFlexOptions(FlexItemOptions(size: FlexSize(width: 44, height: 20), position: .absolute,
                                                offset: FlexOffsets(top: 8, right: 8)), for: badge)
            card.sizeRange = StackSizeRange(minimum: Size(width: 343, height: 0),
                                            maximum: Size(width: 343, height: .infinity))
            card.layoutIfNeeded()
            title.frame   // (12, 179.5, 319, 44): two lines at 319
            badge.frame   // (291, 8, 44, 20): 8 from the top and right; padding does not move it
            // Guide example ends: Stacks.md 2
            #expect(photo.frame == Rect(x: 12, y: 12, width: 319, height: 159.5))
            // The price at the end of the cross axis, below the title.
            #expect(price.frame == Rect(x: 343 - 12 - 48, y: 179.5 + 44 + 8, width: 48, height: 18))
        }
        #expect(shown.map(\.description) == ["[]", "(12, 179.5, 319, 44)", "(291, 8, 44, 20)"])
    }

    /// Block 3: an `ASAbsoluteLayoutSpec` with `.sizeToFit` sizing, as
    /// the comment works it out: 50 × 34.
    @Test func stickersSizedToFit() {
        let heart = LayoutItem(name: "heart", intrinsicContentSize: IntrinsicSize(width: 24, height: 24))
        let star = LayoutItem(name: "star", intrinsicContentSize: IntrinsicSize(width: 20, height: 20))
        // Guide example begins: Stacks.md 3
        let stickers = StackItem(name: "stickers", arrangedItems: [heart, star])
        stickers.distribution = .flex(.start)
        stickers.sizesToFitAbsoluteItems = true
        stickers.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 0, top: 10)), for: heart)
        stickers.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 30, top: 0)), for: star)
        // heart 24 × 24 and star 20 × 20: the stack is max(0 + 24, 30 + 20) = 50
        // wide and max(10 + 24, 0 + 20) = 34 high.
        // Guide example ends: Stacks.md 3
        stickers.layoutIfNeeded()
        #expect(stickers.frame == Rect(x: 0, y: 0, width: 50, height: 34))
        #expect(star.frame == Rect(x: 30, y: 0, width: 20, height: 20))
    }

    /// Block 4: the rules a row compiles into, each named by its
    /// identifier. The comment under the expression lists some of them in
    /// order, `…` standing for the ones it leaves out.
    @Test func theGeneratedConstraints() throws {
        let shown = valuesShown {
            // Guide example begins: Stacks.md 4
            let a = LayoutItem(name: "A", intrinsicContentSize: IntrinsicSize(width: 160, height: 200))
            let b = LayoutItem(name: "B", intrinsicContentSize: IntrinsicSize(width: 80, height: 100))
            let c = LayoutItem(name: "C", intrinsicContentSize: IntrinsicSize(width: 40, height: 50))
            let row = StackItem(name: "S", arrangedItems: [a, b, c])
            row.alignment = .top
            row.spacing = 10
            row.generatedConstraints.map(\.description)
            // UISV-canvas-connection: S.leading == A.leading
            // UISV-canvas-connection: S.trailing == C.trailing
            // UISV-spacing: B.leading == A.trailing + 10
            // UISV-spacing: C.leading == B.trailing + 10
            // STK-order-tiebreak: A.width == 160 @0.0001
            // …
            // UISV-spanning-boundary: S.UISV-alignment-spanner.top == A.top @999.5
            // …
            // UISV-spanning-fit: S.UISV-alignment-spanner.height == 0 @51
            // UISV-ambiguity-suppression: A.height == 0 @25
            // …
            // Guide example ends: Stacks.md 4
        }
        let descriptions = try #require(shown.first?.value as? [String])
        #expect(descriptions.count == 21)
        let comment = try GuideExamples("Stacks.md").block(4).drop { !$0.hasPrefix("// ") }.map { $0.dropFirst(3) }
        let runs = comment.split(separator: "…", omittingEmptySubsequences: false).map { $0.map(String.init) }
        #expect(runs.count == 4)
        var rest = descriptions[...]
        for (index, run) in runs.enumerated() {
            // The first run starts the list, the last one (when not a `…`) ends it.
            let start = index == 0 ? rest.startIndex
                : index == runs.count - 1 && !run.isEmpty ? max(rest.startIndex, rest.endIndex - run.count)
                : rest.indices.first { rest[$0...].starts(with: run) } ?? rest.endIndex
            #expect(rest[start...].starts(with: run), "the guide's \(run) is not next in \(descriptions)")
            rest = rest[min(start + run.count, rest.endIndex)...]
        }
    }
}
