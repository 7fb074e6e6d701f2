import Foundation
import LayoutDocument
import Testing
import Stack
@testable import Layout

/// Trial twenty-six: scrolling screens built as a UIKit developer builds
/// them with `UIScrollView`, in Swift and as the layout documents in
/// `Tests/LayoutToolTests/Fixtures/TrialTwentySix`: a settings form in a
/// scroll item below a navigation bar, carousels nested in it (pinned to
/// the guides and, the legacy way, to the scroll item's own edges), short
/// content that still fills the screen with a button on the visible area,
/// right to left, margins, live edits, and the mistakes. Every frame was
/// worked out by hand first; the comments carry the arithmetic.
@Suite struct UserTrialTwentySixTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialTwentySix").standardized

    static func document(_ name: String) throws -> LayoutDocument {
        try LayoutDocument(parsing: String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
    }

    // MARK: - Building blocks

    /// A settings row, `UIStackView`-style: a wrapping label (words 4
    /// apart, lines of 20, hugging 249 and compression resistance 749 so
    /// that it, not the switch, gives way) and a 51 × 31 switch, centred,
    /// 8 apart, within margins of 12 above and below and 16 on the sides.
    /// In a row W wide the label gets W − 32 − 8 − 51 = W − 91.
    static func row(_ name: String, _ words: [Double]) -> StackItem {
        let label = LayoutItem(name: "\(name)Label")
        label.measuredContent = WrappedText(words: words)
        label.setContentHuggingPriority(249, for: .horizontal)
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        let toggle = fixedSizeItem("\(name)Switch", 51, 31)
        let row = StackItem(name: name, arrangedItems: [label, toggle])
        row.alignment = .center
        row.spacing = 8
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        return row
    }

    /// The settings rows. At 320 the labels get 229: 232 (60 50 70 40)
    /// wraps after 188, 374 (seven 50s) after four words, 348 (eight 40s)
    /// after five, 244 (120 120) after one: rows of 40 + 24 = 64, the
    /// one-line rows 31 + 24 = 55. At 390 they get 299: only the seven
    /// 50s (266 + 54) and eight 40s (304 > 299) still wrap.
    static let rows: [(String, [Double])] = [
        ("wifi", [60, 50, 70, 40]), ("bluetooth", [80]), ("notifications", Array(repeating: 50, count: 7)),
        ("airplane", [70]), ("sounds", Array(repeating: 40, count: 8)), ("privacy", [120, 120]),
        ("location", [60, 50, 70, 40]), ("battery", [80]), ("storage", Array(repeating: 50, count: 7)),
    ]

    /// A screen `width` × `height`: a 44-point navigation bar, a scroll
    /// item filling the rest, and in it `content` hung from the content
    /// guide's top, leading and trailing (bottom too unless `openBottom`),
    /// `inset` above and below, as wide as the frame guide.
    static func screen(width: Double, height: Double, content: LayoutItem, inset: Double = 20,
                       openBottom: Bool = false) throws -> (screen: LayoutItem, scroll: ScrollItem) {
        let screen = LayoutItem(name: "screen")
        let navBar = LayoutItem(name: "navBar", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
        let scroll = ScrollItem(name: "scroll")
        screen.addChild(navBar)
        screen.addChild(scroll)
        scroll.addChild(content)
        let guide = scroll.contentLayoutGuide
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: width),
            screen.heightAnchor.constraint(equalToConstant: height),
            navBar.topAnchor.constraint(equalTo: screen.topAnchor),
            navBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            navBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: navBar.bottomAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        if !openBottom {
            try content.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset).activate()
        }
        return (screen, scroll)
    }

    /// The settings screen: the rows in a column spaced 1 (hairlines).
    static func settings(width: Double, height: Double, openBottom: Bool = false)
        throws -> (screen: LayoutItem, scroll: ScrollItem, form: StackItem) {
        let form = StackItem(name: "form", arrangedItems: rows.map { row($0.0, $0.1) })
        form.axis = .vertical
        form.spacing = 1
        let (screen, scroll) = try screen(width: width, height: height, content: form, openBottom: openBottom)
        return (screen, scroll, form)
    }

    /// The row `name`'s frame and its label's and switch's, in the root's
    /// coordinates, for a row at `y` of `height` (64 for two lines, 55
    /// for one) in a screen `width` wide: the label W − 91 wide at 16, the
    /// switch at W − 16 − 51, centred on the taller of 40 (or 20) and 31.
    static func rowFrames(_ name: String, y: Double, height: Double, width: Double) -> [(String, Rect)] {
        let labelHeight = height == 64 ? 40.0 : 20
        let tallest = max(labelHeight, 31)
        return [
            (name, Rect(x: 0, y: y, width: width, height: height)),
            ("\(name)Label", Rect(x: 16, y: y + 12 + (tallest - labelHeight) / 2, width: width - 91, height: labelHeight)),
            ("\(name)Switch", Rect(x: width - 67, y: y + 12 + (tallest - 31) / 2, width: 51, height: 31)),
        ]
    }

    // MARK: - 1. A settings screen

    @Test func aSettingsScreenScrollsAt320() throws {
        let (screen, scroll, form) = try Self.settings(width: 320, height: 568)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")
        // Rows 64 55 64 55 64 64 64 55 64 = 549, with 8 hairlines 557; the
        // content is 20 + 557 + 20 = 597 tall in a 568 − 44 = 524 frame.
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 320, height: 524))
        #expect(scroll.contentSize == Size(width: 320, height: 597))
        #expect(form.frame == Rect(x: 0, y: 20, width: 320, height: 557))
        expectFrames(in: screen, [("form", Rect(x: 0, y: 64, width: 320, height: 557))]
            + Self.rowFrames("wifi", y: 64, height: 64, width: 320)
            + Self.rowFrames("bluetooth", y: 129, height: 55, width: 320)
            + Self.rowFrames("notifications", y: 185, height: 64, width: 320)
            + Self.rowFrames("airplane", y: 250, height: 55, width: 320)
            + Self.rowFrames("sounds", y: 306, height: 64, width: 320)
            + Self.rowFrames("privacy", y: 371, height: 64, width: 320)
            + Self.rowFrames("location", y: 436, height: 64, width: 320)
            + Self.rowFrames("battery", y: 501, height: 55, width: 320)
            + Self.rowFrames("storage", y: 557, height: 64, width: 320))
        // The last row ends at 621, below the 568-point screen: at rest
        // the content is not scrolled.
        #expect(screen.children[1].children[0].children.last?.frameInRoot.maxY == 621)
        try expectDocument(Self.document("settings-320.json"), laysOutAs: screen)
    }

    @Test func aSettingsScreenScrollsAt390() throws {
        let (screen, scroll, _) = try Self.settings(width: 390, height: 844)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        // Labels 299 wide: rows 55 55 64 55 64 55 55 55 64 = 522, + 8 = 530,
        // content 570 in an 800-point frame: shorter, and that is fine.
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 390, height: 800))
        #expect(scroll.contentSize == Size(width: 390, height: 570))
        expectFrames(in: screen, Self.rowFrames("wifi", y: 64, height: 55, width: 390)
            + Self.rowFrames("bluetooth", y: 120, height: 55, width: 390)
            + Self.rowFrames("notifications", y: 176, height: 64, width: 390)
            + Self.rowFrames("airplane", y: 241, height: 55, width: 390)
            + Self.rowFrames("sounds", y: 297, height: 64, width: 390)
            + Self.rowFrames("privacy", y: 362, height: 55, width: 390)
            + Self.rowFrames("location", y: 418, height: 55, width: 390)
            + Self.rowFrames("battery", y: 474, height: 55, width: 390)
            + Self.rowFrames("storage", y: 530, height: 64, width: 390))
        try expectDocument(Self.document("settings-390.json"), laysOutAs: screen)
    }

    /// Rotating the same tree from 320 × 568 to 390 × 844 rewraps the labels
    /// and the content size follows, as a fresh 390 screen.
    @Test func theContentSizeFollowsARotation() throws {
        let (screen, scroll, _) = try Self.settings(width: 320, height: 568)
        #expect(screen.layoutIfNeeded().isEmpty)
        // The screen's own size, as a window's rotation changes it.
        for constraint in screen.engine.constraints
        where constraint.firstItem === screen && constraint.secondItem == nil && constraint.relation == .equal
            && constraint.priority == .required
            && (constraint.firstAttribute == .width || constraint.firstAttribute == .height) {
            constraint.constant = constraint.firstAttribute == .width ? 390 : 844
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 390, height: 800))
        #expect(scroll.contentSize == Size(width: 390, height: 570))
        expectFrames(in: screen, Self.rowFrames("privacy", y: 362, height: 55, width: 390))
    }

    // MARK: - 2. Carousels nested in the form

    /// Four 140 × 100 cards in a row spaced 12: 4 × 140 + 3 × 12 = 596.
    static func cards(_ prefix: String) -> StackItem {
        let cards = StackItem(name: "\(prefix)Cards", arrangedItems: (1...4).map { fixedSizeItem("\(prefix)Card\($0)", 140, 100) })
        cards.spacing = 12
        return cards
    }

    /// A 320 × 568 screen whose form (spacing 12) holds a 30-point header,
    /// a carousel on the guides, the same carousel pinned the legacy way to
    /// the scroll item's own edges and height, and a footer of text.
    static func carousels() throws -> (screen: LayoutItem, scroll: ScrollItem, modern: ScrollItem, legacy: ScrollItem) {
        let header = LayoutItem(name: "header", intrinsicContentSize: IntrinsicSize(width: nil, height: 30))
        let modern = ScrollItem(name: "carousel"), legacy = ScrollItem(name: "legacy")
        let modernCards = cards("modern"), legacyCards = cards("legacy")
        modern.addChild(modernCards)
        legacy.addChild(legacyCards)
        let footer = LayoutItem(name: "footer")
        footer.measuredContent = WrappedText(words: [100, 100, 100])
        let form = StackItem(name: "form", arrangedItems: [header, modern, legacy, footer])
        form.axis = .vertical
        form.spacing = 12
        let (screen, scroll) = try screen(width: 320, height: 568, content: form, inset: 0)
        let content = modern.contentLayoutGuide
        try LayoutConstraint.activate([
            modern.heightAnchor.constraint(equalToConstant: 120),
            legacy.heightAnchor.constraint(equalToConstant: 120),
            modernCards.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            modernCards.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            modernCards.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            modernCards.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            modernCards.heightAnchor.constraint(equalTo: modern.frameLayoutGuide.heightAnchor, constant: -20),
            legacyCards.leadingAnchor.constraint(equalTo: legacy.leadingAnchor, constant: 16),
            legacyCards.trailingAnchor.constraint(equalTo: legacy.trailingAnchor, constant: -16),
            legacyCards.topAnchor.constraint(equalTo: legacy.topAnchor, constant: 10),
            legacyCards.bottomAnchor.constraint(equalTo: legacy.bottomAnchor, constant: -10),
            legacyCards.heightAnchor.constraint(equalTo: legacy.heightAnchor, constant: -20),
        ])
        return (screen, scroll, modern, legacy)
    }

    @Test func carouselsScrollSidewaysInsideAScrollingForm() throws {
        let (screen, scroll, modern, legacy) = try Self.carousels()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")
        // Form: 30 + 12 + 120 + 12 + 120 + 12 + 20 (the footer's 308 fit
        // one line of 320) = 326, shorter than the 524 frame.
        #expect(scroll.contentSize == Size(width: 320, height: 326))
        // Each carousel: 16 + 596 + 16 = 628 wide, 10 + 100 + 10 = 120 tall,
        // whether pinned to the guides or to its own edges and height.
        #expect(modern.contentSize == Size(width: 628, height: 120))
        #expect(legacy.contentSize == Size(width: 628, height: 120))
        #expect(modern.frame == Rect(x: 0, y: 42, width: 320, height: 120))
        expectFrames(in: screen, [
            ("header", Rect(x: 0, y: 44, width: 320, height: 30)),
            ("carousel", Rect(x: 0, y: 86, width: 320, height: 120)),
            ("modernCards", Rect(x: 16, y: 96, width: 596, height: 100)),
            ("modernCard1", Rect(x: 16, y: 96, width: 140, height: 100)),
            ("modernCard3", Rect(x: 320, y: 96, width: 140, height: 100)),
            ("modernCard4", Rect(x: 472, y: 96, width: 140, height: 100)),
            ("legacy", Rect(x: 0, y: 218, width: 320, height: 120)),
            ("legacyCards", Rect(x: 16, y: 228, width: 596, height: 100)),
            ("legacyCard4", Rect(x: 472, y: 228, width: 140, height: 100)),
            ("footer", Rect(x: 0, y: 350, width: 320, height: 20)),
        ])
        try expectDocument(Self.document("carousel.json"), laysOutAs: screen)
    }

    /// Right to left the cards run from the content's leading (right)
    /// edge: card 1 at 628 − 16 − 140 = 472, card 4 at 16. The content is
    /// at rest at offset zero, as a `UIScrollView`'s, so card 4 is the one
    /// in view.
    @Test func aCarouselRightToLeftStartsAtTheContentsRightEdge() throws {
        let (screen, _, modern, _) = try Self.carousels()
        screen.layoutDirection = .rightToLeft
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(modern.contentSize == Size(width: 628, height: 120))
        expectFrames(in: screen, [
            ("carousel", Rect(x: 0, y: 86, width: 320, height: 120)),
            ("modernCard1", Rect(x: 472, y: 96, width: 140, height: 100)),
            ("modernCard4", Rect(x: 16, y: 96, width: 140, height: 100)),
            ("legacyCard1", Rect(x: 472, y: 228, width: 140, height: 100)),
        ])
    }

    // MARK: - 3. Short content that fills the screen, and a fixed button

    /// A 390 × 844 screen: a container on the content guide as wide as the
    /// frame, at least as tall as the frame (and as tall as it at 250);
    /// in it a column of `fields` 50-point fields spaced 8, 20 below the
    /// top and 16 in, and 40-point terms 20 above the bottom, at least 20
    /// below the fields; a 50-point button 16 above the frame guide's
    /// bottom, over the content.
    static func fillingScreen(fields: Int, lowPriorityEqual: Bool = true)
        throws -> (screen: LayoutItem, scroll: ScrollItem, form: StackItem) {
        let container = LayoutItem(name: "container")
        let form = StackItem(name: "form", arrangedItems: (1...fields).map {
            LayoutItem(name: "field\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        })
        form.axis = .vertical
        form.spacing = 8
        let terms = LayoutItem(name: "terms", intrinsicContentSize: IntrinsicSize(width: nil, height: 40))
        container.addChild(form)
        container.addChild(terms)
        let (screen, scroll) = try screen(width: 390, height: 844, content: container, inset: 0)
        let button = LayoutItem(name: "button", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        scroll.addChild(button)
        let visible = scroll.frameLayoutGuide
        try LayoutConstraint.activate([
            container.heightAnchor.constraint(greaterThanOrEqualTo: visible.heightAnchor),
            form.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            terms.topAnchor.constraint(greaterThanOrEqualTo: form.bottomAnchor, constant: 20),
            terms.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
            terms.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            terms.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            button.leadingAnchor.constraint(equalTo: visible.leadingAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: visible.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: visible.bottomAnchor, constant: -16),
        ])
        if lowPriorityEqual {
            let fill = container.heightAnchor.constraint(equalTo: visible.heightAnchor)
            fill.priority = 250
            try fill.activate()
        }
        return (screen, scroll, form)
    }

    @Test func shortContentFillsTheScreenWithTermsAtTheBottom() throws {
        let (screen, scroll, _) = try Self.fillingScreen(fields: 3)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")
        // Fields: 3 × 50 + 2 × 8 = 166, far less than the 800-point frame:
        // the container is 800, the terms end 20 above it, at 44 + 780.
        #expect(scroll.contentSize == Size(width: 390, height: 800))
        expectFrames(in: screen, [
            ("scroll", Rect(x: 0, y: 44, width: 390, height: 800)),
            ("container", Rect(x: 0, y: 44, width: 390, height: 800)),
            ("form", Rect(x: 16, y: 64, width: 358, height: 166)),
            ("field3", Rect(x: 16, y: 180, width: 358, height: 50)),
            ("terms", Rect(x: 16, y: 784, width: 358, height: 40)),
            // 800 − 16 − 50 = 734 down the visible area.
            ("button", Rect(x: 16, y: 778, width: 358, height: 50)),
        ])
        try expectDocument(Self.document("short-content.json"), laysOutAs: screen)
    }

    @Test func longContentGrowsPastTheScreenAndTheButtonStays() throws {
        let (screen, scroll, _) = try Self.fillingScreen(fields: 16)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        // Fields: 16 × 50 + 15 × 8 = 920; 20 + 920 + 20 + 40 + 20 = 1020 of
        // content: the required >= wins over the 250 ==.
        #expect(scroll.contentSize == Size(width: 390, height: 1020))
        expectFrames(in: screen, [
            ("container", Rect(x: 0, y: 44, width: 390, height: 1020)),
            ("field16", Rect(x: 16, y: 934, width: 358, height: 50)),
            ("terms", Rect(x: 16, y: 1004, width: 358, height: 40)),
            ("button", Rect(x: 16, y: 778, width: 358, height: 50)),
        ])
        try expectDocument(Self.document("long-content.json"), laysOutAs: screen)
    }

    /// Fields added one by one: the content stays 800 until the fields
    /// need more (n × 58 − 8 + 100 > 800 from n = 13: 854), then grows.
    @Test func fieldsAddedLiveGrowTheContentOnlyOnceItOverflows() throws {
        let (screen, scroll, form) = try Self.fillingScreen(fields: 3)
        #expect(screen.layoutIfNeeded().isEmpty)
        for count in 4...16 {
            form.addArrangedItem(LayoutItem(name: "field\(count)", intrinsicContentSize: IntrinsicSize(width: nil, height: 50)))
            #expect(screen.layoutIfNeeded().isEmpty)
            let needed = Double(count) * 58 - 8 + 100
            #expect(scroll.contentSize == Size(width: 390, height: max(800, needed)), "\(count) fields")
            #expect(scroll.frame == Rect(x: 0, y: 44, width: 390, height: 800))
            expectFrames(in: screen, [("button", Rect(x: 16, y: 778, width: 358, height: 50))])
        }
    }

    // MARK: - 4. Right to left, margins, hidden and live rows

    @Test func theSettingsScreenRightToLeftIsTheMirrorImage() throws {
        let (ltr, _, _) = try Self.settings(width: 320, height: 568)
        let (rtl, scroll, _) = try Self.settings(width: 320, height: 568)
        rtl.layoutDirection = .rightToLeft
        #expect(ltr.layoutIfNeeded().isEmpty)
        #expect(rtl.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 320, height: 597))
        // x becomes 320 − x − width: the switch at 16, the label at 75.
        expectFrames(in: rtl, [
            ("wifiSwitch", Rect(x: 16, y: 80.5, width: 51, height: 31)),
            ("wifiLabel", Rect(x: 75, y: 76, width: 229, height: 40)),
        ])
        let left = framesInRootByName(ltr)
        expectFrames(in: rtl, left.map { name, frame in
            (name, Rect(x: 320 - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height))
        })
    }

    /// Content pinned to the scroll item's margins (24 on the sides, 20
    /// above and below) is inset within the content area, as in UIKit.
    @Test func marginsOfTheScrollItemInsetTheContent() throws {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        scroll.layoutMargins = EdgeInsets(top: 20, left: 24, bottom: 20, right: 24)
        let form = StackItem(name: "form", arrangedItems: (1...3).map {
            LayoutItem(name: "field\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        })
        form.axis = .vertical
        form.spacing = 8
        screen.addChild(scroll)
        scroll.addChild(form)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 320), screen.heightAnchor.constraint(equalToConstant: 568),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor, constant: 44),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            form.topAnchor.constraint(equalTo: scroll.topMarginAnchor),
            form.bottomAnchor.constraint(equalTo: scroll.bottomMarginAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.leadingMarginAnchor),
            form.trailingAnchor.constraint(equalTo: scroll.trailingMarginAnchor),
            form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -48),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        // 3 × 50 + 2 × 8 = 166 tall, 320 − 48 = 272 wide; content
        // 24 + 272 + 24 = 320 by 20 + 166 + 20 = 206.
        #expect(scroll.contentSize == Size(width: 320, height: 206))
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 320, height: 524))
        expectFrames(in: screen, [
            ("form", Rect(x: 24, y: 64, width: 272, height: 166)),
            ("field2", Rect(x: 24, y: 122, width: 272, height: 50)),
        ])
    }

    /// From inside, the scroll item's margin anchors are the content
    /// area's but its own guides are the visible area's: a 300-point card
    /// hung from the margins guide's top (10) and the bottom margin anchor
    /// makes 10 + 300 + 10 of content, while the margins guide stays
    /// (10, 10, 80, 80) in the 100 × 100 frame and the readable guide
    /// inside it. Pinning the card's bottom to the margins guide instead
    /// holds it to the visible area: a conflict.
    @Test func theMarginsGuideIsTheVisibleAreasTheMarginAnchorsTheContents() throws {
        let screen = LayoutItem(name: "screen"), scroll = ScrollItem(name: "scroll")
        scroll.layoutMargins = EdgeInsets(all: 10)
        let card = LayoutItem(name: "card")
        let readable = scroll.readableContentGuide   // a guide first used after a layout has no frame until the next
        screen.addChild(scroll)
        scroll.addChild(card)
        let bottom = card.bottomAnchor.constraint(equalTo: scroll.bottomMarginAnchor)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 100), screen.heightAnchor.constraint(equalToConstant: 100),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor), scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            card.widthAnchor.constraint(equalToConstant: 50), card.heightAnchor.constraint(equalToConstant: 300),
            card.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: scroll.leadingMarginAnchor),
            card.trailingAnchor.constraint(equalTo: scroll.trailingMarginAnchor),
            bottom,
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 70, height: 320))
        #expect(card.frame == Rect(x: 10, y: 10, width: 50, height: 300))
        #expect(scroll.layoutMarginsGuide.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(readable.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        bottom.isActive = false
        let held = card.bottomAnchor.constraint(equalTo: scroll.layoutMarginsGuide.bottomAnchor)
        try held.activate()
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === held)
    }

    /// Rows hidden, shown, inserted and removed on a laid-out screen: the
    /// content size follows every change and the scroll item's frame never
    /// moves.
    @Test func theContentSizeFollowsLiveRowsAndTheFrameStays() throws {
        let (screen, scroll, form) = try Self.settings(width: 320, height: 568)
        #expect(screen.layoutIfNeeded().isEmpty)
        let frame = Rect(x: 0, y: 44, width: 320, height: 524)
        let bluetooth = form.arrangedItems[1]
        // Hidden: its 55 and one hairline go, 597 − 56 = 541; notifications
        // moves up to bluetooth's 129.
        bluetooth.isHidden = true
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 320, height: 541))
        #expect(scroll.frame == frame)
        expectFrames(in: screen, Self.rowFrames("notifications", y: 129, height: 64, width: 320))
        bluetooth.isHidden = false
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 320, height: 597))
        // A one-line row after wifi: + 55 + 1 = 653; bluetooth to 185.
        form.insertArrangedItem(Self.row("vpn", [80]), at: 1)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 320, height: 653))
        #expect(scroll.frame == frame)
        expectFrames(in: screen, Self.rowFrames("vpn", y: 129, height: 55, width: 320)
            + Self.rowFrames("bluetooth", y: 185, height: 55, width: 320))
        // The last row (64 + 1) removed: 588.
        form.arrangedItems.last?.removeFromParent()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 320, height: 588))
        #expect(scroll.frame == frame)
        #expect(screen.engine.ambiguities().isEmpty)
        let fresh = try Self.settings(width: 320, height: 568)   // the tuple keeps the fresh root alive
        fresh.form.insertArrangedItem(Self.row("vpn", [80]), at: 1)
        fresh.form.arrangedItems.last?.removeFromParent()
        expectSameFrames(screen, asFresh: fresh.screen, "after the edits")
    }

    // MARK: - 5. Mistakes

    /// A form pinned at the top only leaves the content's height open:
    /// the content guide is reported, as Xcode's "Scrollable content size
    /// is ambiguous", and the rows still lay out.
    @Test func contentLeftOpenIsReportedOnTheContentGuide() throws {
        let (screen, scroll, _) = try Self.settings(width: 320, height: 568, openBottom: true)
        #expect(screen.layoutIfNeeded().isEmpty)
        let open = screen.engine.ambiguities().map { "\($0.region.name).\($0.attribute.rawValue)" }
        #expect(open == ["scroll.content.height"], "\(open)")
        expectFrames(in: screen, Self.rowFrames("storage", y: 557, height: 64, width: 320))
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 320, height: 524))
    }

    /// Filling the screen with the `>=` alone leaves the container free to
    /// be any height from 800 up: the content, the container and the
    /// terms' top are open.
    @Test func fillingWithoutTheLowPriorityEqualIsAmbiguous() throws {
        let (screen, _, _) = try Self.fillingScreen(fields: 3, lowPriorityEqual: false)
        #expect(screen.layoutIfNeeded().isEmpty)
        let open = Set(screen.engine.ambiguities().map { "\($0.region.name).\($0.attribute.rawValue)" })
        #expect(open.contains("scroll.content.height"), "\(open)")
        #expect(open.contains("container.height"), "\(open)")
    }

    /// A card row required 110 tall in a carousel whose frame leaves it
    /// 120 − 20 = 100: the conflict names the frame guide's tie to the
    /// carousel, and the cards keep 100.
    @Test func aConflictInsideACarouselNamesTheFrameGuide() throws {
        let (screen, _, modern, _) = try Self.carousels()
        let cards = modern.children[0]
        let tooTall = cards.heightAnchor.constraint(equalToConstant: 110)
        try tooTall.activate()
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === tooTall)
        let text = "\(conflicts.first.map { $0.constraints.map(\.description) } ?? [])"
        #expect(text.contains("carousel.frame.height"), "\(text)")
        expectFrames(in: screen, [("modernCards", Rect(x: 16, y: 96, width: 596, height: 100))])
    }
}
