import Testing
import Layout

/// Text whose width the required constraints fix is measured at that width
/// when it changes, in one solve (`LayoutEngine+HeldWidth.swift`), and ends
/// where a fresh layout of the same screen does, whatever changes with it.
@Suite struct HeldWidthMeasurementTests {
    /// A 320-wide card: a 50 × 50 avatar 8 from the leading edge, whose
    /// hugging and compression resistance are required across (an icon's),
    /// the text 8 after it and (by `trailing`) up to 8 from the trailing
    /// edge, and a footer 8 below the text.
    private struct Card {
        let root = LayoutItem(name: "root")
        let avatar = LayoutItem(name: "avatar", intrinsicContentSize: IntrinsicSize(width: 50, height: 50))
        let text = LayoutItem(name: "text")
        let footer = LayoutItem(name: "footer", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let trailing: LayoutConstraint

        init(words: Int, pinned: Bool) throws {
            avatar.setContentHuggingPriority(.required, for: .horizontal)
            avatar.setContentCompressionResistancePriority(.required, for: .horizontal)
            text.measuredContent = HeldWidthMeasurementTests.text(words: words)
            for child in [avatar, text, footer] { root.addChild(child) }
            trailing = pinned ? text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
                : text.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 320),
                avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                text.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
                text.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                trailing,
                footer.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                footer.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
            ])
            root.layoutIfNeeded()
        }

        var frames: [Rect] { [avatar.frame, text.frame, footer.frame] }
    }

    /// Words of 40 with spaces of 4: three are 128 wide, ten 436.
    private static func text(words: Int) -> WrappedText {
        WrappedText(words: Array(repeating: 40, count: words), spaceWidth: 4, lineHeight: 20)
    }

    @Test func textPinnedAcrossWrapsInOneSolve() throws {
        let card = try Card(words: 3, pinned: true)
        // 320 − 8 − 50 − 8 − 8 = 246 wide from 66.
        #expect(card.text.frame == Rect(x: 66, y: 8, width: 246, height: 20))
        card.text.measuredContent = Self.text(words: 10)
        card.root.layoutIfNeeded()
        let report = card.root.engine.lastPassReport
        #expect(report.passes == 1, "\(report)")
        // At 246, five words a line (5 × 40 + 4 × 4 = 216; a sixth makes 260): two lines.
        #expect(card.text.frame == Rect(x: 66, y: 8, width: 246, height: 40))
        #expect(card.footer.frame.minY == 56)
        #expect(card.frames == (try Card(words: 10, pinned: true)).frames)
        // And back to one line, as fresh.
        card.text.measuredContent = Self.text(words: 3)
        card.root.layoutIfNeeded()
        #expect(card.frames == (try Card(words: 3, pinned: true)).frames)
    }

    /// Text that hugs its width (its trailing edge only bounded) is measured
    /// from any width first, as before: its width depends on what it wants.
    @Test func textThatHugsItsWidthStartsFromAnyWidth() throws {
        let card = try Card(words: 3, pinned: false)
        #expect(card.text.frame == Rect(x: 66, y: 8, width: 128, height: 20))
        card.text.measuredContent = Self.text(words: 10)
        card.root.layoutIfNeeded()
        #expect(card.root.engine.lastPassReport.passes == 2)
        // 436 wanted, 246 the most it may take: two lines of 216, hugged.
        #expect(card.text.frame == Rect(x: 66, y: 8, width: 216, height: 40))
        #expect(card.frames == (try Card(words: 10, pinned: false)).frames)
    }

    /// The text changes, then (before the layout) its trailing pin gives
    /// way to a bound with room: the width measured at is no longer held,
    /// and the text unwraps as in a fresh layout. Also in the other order.
    @Test(arguments: [false, true])
    func aPinReleasedInTheSameLayoutUnwrapsTheText(textFirst: Bool) throws {
        let card = try Card(words: 3, pinned: true)
        let roomy = card.text.trailingAnchor.constraint(lessThanOrEqualTo: card.root.trailingAnchor, constant: 500)
        func release() throws {
            card.trailing.deactivate()
            try roomy.activate()
        }
        if !textFirst { try release() }
        card.text.measuredContent = Self.text(words: 10)
        if textFirst { try release() }
        card.root.layoutIfNeeded()
        // One line of 436 from 66: its trailing edge at 502 ≤ 820.
        #expect(card.text.frame == Rect(x: 66, y: 8, width: 436, height: 20))
        #expect(card.footer.frame.minY == 36)
    }
}
