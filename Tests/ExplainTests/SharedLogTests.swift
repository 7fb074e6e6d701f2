import Cassowary
import Testing
@testable import Explain

/// Every log in `Logs/` (real logs copied from public issues and Q&A
/// pages, and logs constructed in UIKit's format for cases no real log
/// shows; `Logs/README.md` says where each comes from): what is read, the
/// minimal conflict (checked by the engine), the broken constraint, and the
/// key numbers of the explanation, checked by hand against the constraints.
@Suite struct SharedLogTests {
    /// What one log must give.
    struct Expectation: CustomStringConvertible, Sendable {
        var file: String
        var lines: Int
        /// Indices (from 0) of the lines in the conflict.
        var conflict: [Int]
        /// Unprinted rules in the conflict, as text.
        var implicit: [String] = []
        var broken: Int?
        var brokenMatch = BrokenConstraint.Match.address
        /// The arithmetic's summands and total.
        var terms: [Double]
        var total: Double
        var bound = ConflictArithmetic.Bound.exactly
        var causes: [String] = []
        /// A phrase the explanation must contain.
        var phrase: String
        /// The default layout margins assumed, as the report says it.
        var assumption: String?
        /// Whether the log cuts the broken constraint short inside its
        /// address: it cannot be read nor found, and the exit status is 1.
        var brokenUnreadable = false
        var description: String { file }
    }

    static let expectations: [Expectation] = [
        Expectation(file: "01-folding-cell-duplicate-height.log", lines: 2, conflict: [0, 1], broken: 0,
                    terms: [84], total: 84, causes: ["duplicate"],
                    phrase: "Duplicate: [1] and [2] both set UIView #1.height, to 200 and to 84."),
        Expectation(file: "02-kvnprogress-vfl-names-ipad.log", lines: 5, conflict: [2, 3, 4],
                    implicit: ["UIImageView #1.width >= 0"], broken: nil, terms: [320, -249, -249], total: -178,
                    phrase: "UIImageView #1.width = 320 - 249 - 249 = -178, but a width cannot be negative"),
        Expectation(file: "07-segmentio-autoresizing-badge-ios10.log", lines: 3, conflict: [0, 1, 2], broken: 2,
                    terms: [-105, -105], total: -210, causes: ["autoresizingLeftOn"],
                    phrase: "BadgeWithCounterView #1.trailing - UIImageView #1.trailing = -105 - 210 / 2 = -210"),
        // The clip view's frame is the scroll view's to set: no cause.
        Expectation(file: "08-fetch-macos-clipview-autoresizing.log", lines: 5, conflict: [0, 1, 2, 3, 4], broken: 2,
                    terms: [-15], total: -15,
                    phrase: "ClipView #1.trailing - NSView #1.trailing = -15, but [3] ClipView #1.trailing == NSView #1.trailing needs 0"),
        Expectation(file: "11-trustwallet-encapsulated-width-zero.log", lines: 3, conflict: [0, 1, 2],
                    implicit: ["UIStackView #1.width >= 0"], broken: 1, terms: [0, -4, -10], total: -14,
                    causes: ["containerSize"], phrase: "UIStackView #1.width = 0 - 4 - 10 = -14"),
        Expectation(file: "12-firefox-ios-names-identifier-duplicate-width.log", lines: 2, conflict: [0, 1], broken: 0,
                    terms: [24], total: 24, causes: ["duplicate"],
                    phrase: "both set AddressToolbar.lockIcon.width, to 40 and to 24"),
        Expectation(file: "16-prox-uisv-hiding.log", lines: 3, conflict: [0, 1, 2], implicit: ["UILabel #1.height >= 0"],
                    broken: 1, terms: [0, -16, -16], total: -32, causes: ["hiddenInStackView"],
                    phrase: "UILabel #1.height = 0 - 16 - 16 = -32, but a height cannot be negative"),
        Expectation(file: "18-deltachat-938-vfl-greater-equal-chain.log", lines: 4, conflict: [0, 1, 2, 3], broken: 0,
                    terms: [36, -6], total: 30, bound: .atLeast,
                    phrase: "InitialsBadge #1.width at least 36 - 6 = 30, but [1] InitialsBadge #1.width == 28 needs 28"),
        Expectation(file: "22-tocropviewcontroller-alert-width-minus16-single.log", lines: 1, conflict: [0],
                    implicit: ["UIView #1.width >= 0"], broken: 0, terms: [-16], total: -16, causes: ["negativeSize"],
                    phrase: "UIView #1.width = -16, but a width cannot be negative"),
        Expectation(file: "24-so-23308400-bbcnews-multiplier-encapsulated-wh.log", lines: 7, conflict: Array(0..<7),
                    broken: 0, terms: [85.5], total: 85.5, causes: ["containerSize"],
                    phrase: "BNMyNewsCell_landscape #1.height = 0.28125 × 304 = 85.5, but [7] 'UIView-Encapsulated-Layout-Height' needs 290"),
        // The framed view only holds the label (its root view's frame is
        // the room the label is given): no cause.
        Expectation(file: "30-masonry-readme-raw-description.log", lines: 4, conflict: [0, 1, 2, 3], broken: 0,
                    terms: [5000, 10, 1], total: 5011, bound: .atLeast,
                    phrase: "MASExampleDebuggingView #1.height at least 5000 + 10 + 1 = 5011, but [2] MASExampleDebuggingView #1.height == 416 needs 416"),
        Expectation(file: "36-so-30969353-temporary-layout-width-aspect-ratio.log", lines: 3, conflict: [0, 1, 2],
                    broken: 0, brokenMatch: .form, terms: [399], total: 399, causes: ["temporarySize"],
                    phrase: "DipSwitchAssembly #1.width = 3 × 133 = 399, but [2] '_UITemporaryLayoutWidth' needs 400"),
        Expectation(file: "42-wtfautolayout-10-system-baseline-uisv-margins.log", lines: 15, conflict: Array(0..<15),
                    implicit: ["UIButton 'E-posta adresini mi unutt...'.height >= 0"], broken: nil,
                    terms: [66, -50, -8, -8, -8], total: -8, bound: .atMost,
                    causes: ["containerSize", "stackViewArrangement"],
                    phrase: "height at most 66 - 50 - 8 - 8 - 8 = -8, but a height cannot be negative"),
        Expectation(file: "48-wtfautolayout-2-postfix-multiplier.log", lines: 5, conflict: [0, 1, 2, 3, 4],
                    implicit: ["UILabel #1.width >= 0"], broken: nil, terms: [-10], total: -10, bound: .atMost,
                    causes: ["duplicate"],
                    phrase: "both hold only when ServiceTypeCarouselItemView #1.width is 0, but the rest of the block makes it at least 10"),
        Expectation(file: "51-wtfautolayout-papertrail1-safearea-bottom-anchor-space.log", lines: 5, conflict: [0, 1, 2, 3, 4],
                    broken: nil, terms: [34], total: 34, causes: ["shownByKeyboard"],
                    phrase: "SomeView #1.bottom - UILayoutGuide 'UIViewSafeAreaLayoutGuide'.bottom = 34, but [1]"),
        // The image's width == 24 is printed, but 0 - 12 - 12 = -24 conflicts
        // without it: the conflict is minimal over the printed lines.
        Expectation(file: "61-constructed-cell-zero-width-fixed-image-width.log", lines: 4, conflict: [1, 2, 3],
                    implicit: ["UIImageView #1.width >= 0"], broken: 2, terms: [0, -12, -12], total: -24,
                    causes: ["containerSize"], phrase: "UIImageView #1.width = 0 - 12 - 12 = -24, but a width cannot be negative"),
        // 11 cut in the container's width line, after its constraint: the
        // line is read, and the conflict is 11's.
        Expectation(file: "62-constructed-trustwallet-cut-after-last-constraint.log", lines: 3, conflict: [0, 1, 2],
                    implicit: ["UIStackView #1.width >= 0"], broken: nil, terms: [0, -4, -10], total: -14,
                    causes: ["containerSize"], phrase: "UIStackView #1.width = 0 - 4 - 10 = -14"),
        // Margins the log does not print are at least 0: an icon 44 high
        // between them does not fit a content view 43.5 high, whatever they are.
        Expectation(file: "63-constructed-cell-43.5-icon-44-between-margins.log", lines: 4, conflict: [0, 1, 2, 3],
                    implicit: ["UITableViewCellContentView #1.topMargin inset >= 0", "UITableViewCellContentView #1.bottomMargin inset >= 0"],
                    broken: 0, terms: [44], total: 44, bound: .atLeast, causes: ["containerSize"],
                    phrase: "UITableViewCellContentView #1.height at least 44, but [4] 'UIView-Encapsulated-Layout-Height' needs 43.5"),
        // One 30 high fits with margins up to 6.75, not with UIKit's default of 8.
        Expectation(file: "64-constructed-cell-43.5-icon-30-default-margins.log", lines: 4, conflict: [0, 1, 2, 3],
                    implicit: ["UITableViewCellContentView #1.topMargin inset == 8", "UITableViewCellContentView #1.bottomMargin inset == 8"],
                    broken: 0, terms: [30, 8, 8], total: 46, causes: ["containerSize"],
                    phrase: "UITableViewCellContentView #1.height = 30 + 8 + 8 = 46, but [4] 'UIView-Encapsulated-Layout-Height' needs 43.5",
                    assumption: "assuming the default layout margins of 8"),
        // Two buttons of 170 and a gap of 8 fit 375 with margins of 8, not
        // with a root view's 16 (or 20).
        Expectation(file: "65-constructed-root-view-two-buttons-side-margins.log", lines: 6, conflict: Array(0..<6),
                    implicit: ["UIView #1.leadingMargin inset == 16", "UIView #1.trailingMargin inset == 16"],
                    broken: 3, terms: [340, 8, 16, 16], total: 380, causes: ["containerSize"],
                    phrase: "UIView #1.width = 2 × 170 + 8 + 16 + 16 = 380, but [6] 'UIView-Encapsulated-Layout-Width' needs 375",
                    assumption: "assuming the default layout margins (16 on the sides of a view controller's root view)"),
        // Only AppKit's frames: a text view 2 wide, its content view 0 in from
        // the left and 49 from the right, 2 - 49 = -47 wide.
        Expectation(file: "66-transmission-6644-macos-textview-frames-only.log", lines: 3, conflict: [0, 1, 2],
                    implicit: ["_NSTextContentView #1.width >= 0"], broken: 1, terms: [2, -49], total: -47,
                    causes: ["autoresizingLeftOn"], phrase: "Likely cause: only frames conflict here"),
        // Pinned to the top and bottom, the view is centred; the centre 44
        // above cannot hold as well.
        Expectation(file: "67-emptykit-1-centery-between-top-and-bottom.log", lines: 3, conflict: [0, 1, 2], broken: 0,
                    terms: [], total: 0,
                    phrase: "UIView #1.centerY - EmptyView #1.centerY = 0, but [1] UIView #1.centerY == EmptyView #1.centerY - 44 needs -44"),
        // The label's frame is measured from a superview the log leaves
        // unnamed, taken to be the view it is centred on: its centre 486.912
        // down that view, whose centre the window of 736 puts at 368.
        Expectation(file: "68-nvactivityindicatorview-117-autoresizing-label-unnamed-superview.log", lines: 5,
                    conflict: [0, 1, 2, 3, 4], broken: nil, terms: [973.824], total: 973.824, causes: ["autoresizingLeftOn"],
                    phrase: "UIWindow #1.height = 2 × 486.912 = 973.824, but [2] UIWindow #1.height == 736 needs 736"),
        // A keyboard extension's height against the system's: the
        // container's size, not a duplicate the app left active.
        Expectation(file: "69-tasty-imitation-keyboard-85-inputview-height-markdown.log", lines: 2, conflict: [0, 1], broken: 0,
                    terms: [246], total: 246, causes: ["containerSize"],
                    phrase: "UIInputView #1.height = 246, but [2] 'UIView-Encapsulated-Layout-Height' needs 216"),
        Expectation(file: "70-pagingmenucontroller-230-duplicate-height-no-period.log", lines: 2, conflict: [0, 1], broken: 0,
                    terms: [0], total: 0, causes: ["duplicate"],
                    phrase: "Duplicate: [1] and [2] both set MenuView #1.height, to 44 and to 0."),
        Expectation(file: "71-unstoppable-wallet-707-snapkit-header-footer-width-zero.log", lines: 3, conflict: [0, 1, 2],
                    implicit: ["UILabel #1.width >= 0"], broken: 1, terms: [0, -16, -16], total: -32, causes: ["containerSize"],
                    phrase: "UILabel #1.width = 0 - 16 - 16 = -32, but a width cannot be negative"),
        // A label and a button 8 apart between the margins of a header 0
        // wide; SpringBoard printed it, so every view is the system's.
        Expectation(file: "72-swift2byexample-7-springboard-tab-indented-nsspace-margins.log", lines: 4, conflict: [0, 1, 2, 3],
                    implicit: ["UILabel ' '.width >= 0", "SPUISearchTableHeaderView #1.leadingMargin inset >= 0",
                               "UIButton 'Show More'.width >= 0", "SPUISearchTableHeaderView #1.trailingMargin inset >= 0"],
                    broken: 1, terms: [0, -8], total: -8, bound: .atMost, causes: ["containerSize", "systemOnly"],
                    phrase: "UILabel ' '.width at most 0 - 8 = -8, but a width cannot be negative"),
        // A view 100 high that a stack view's fill alignment stretches to
        // the 711 SwiftUI gives the stack view; quoted as Markdown, and cut
        // inside the broken constraint's address.
        Expectation(file: "73-representablekit-3-swiftui-stack-fill-alignment-quoted.log", lines: 6, conflict: Array(0..<6),
                    broken: nil, terms: [100], total: 100, causes: ["sizeInFillAlignment", "containerSize"],
                    phrase: "UIStackView #1.height = 100, but [6] 'UIView-Encapsulated-Layout-Height' needs 711",
                    brokenUnreadable: true),
        // A menu item's view 0 wide: the gaps alone (10 + 3 + 10 + 12 + 12)
        // leave the images less than nothing. The copy starts with the
        // one-line recovery of a block it left out, which is no block.
        Expectation(file: "74-heliport-246-macos-menu-item-view-width-zero-one-line-recovery.log", lines: 8,
                    conflict: [2, 3, 4, 5, 6, 7],
                    implicit: ["NSImageView #1.width >= 0", "NSImageView #2.width >= 0", "NSImageView #3.width >= 0",
                               "NSTextField #1.width >= 0"],
                    broken: 1, terms: [0, -12, -3, -10, -10, -12], total: -47, bound: .atMost, causes: ["autoresizingLeftOn"],
                    phrase: "NSImageView #1.width at most 0 - 12 - 3 - 10 - 10 - 12 = -47, but a width cannot be negative"),
        // The keyboard's shortcuts bar laid out 0 high: its button bar's
        // margins guide, 10 and 9 in, would be -19 high. Only UIKit's views
        // (the guide is the button bar's), a list pasted without its header.
        Expectation(file: "75-iqkeyboardmanager-1259-keyboard-assistant-bar-height-zero.log", lines: 6,
                    conflict: [0, 1, 2, 4, 5], implicit: ["UILayoutGuide 'UIViewLayoutMarginsGuide'.height >= 0"],
                    broken: 4, terms: [0, -9, -10], total: -19, causes: ["systemOnly"],
                    phrase: "Likely cause: every view here is private to UIKit"),
    ]

    @Test func everyBundledLogHasAnExpectation() {
        #expect(bundledLogNames() == Self.expectations.map(\.file))
    }

    @Test(arguments: expectations)
    func readsAndExplains(_ expected: Expectation) throws {
        let explanation = LogExplanation(log: try bundledLog(expected.file))
        #expect(explanation.exitStatus == (expected.brokenUnreadable ? 1 : 0))
        let report = try #require(explanation.reports.first)
        #expect(explanation.reports.count == 1)
        #expect(report.lines.count == expected.lines)
        #expect(report.unparsedLines.isEmpty)
        #expect(report.hasUnparsedLines == expected.brokenUnreadable)

        let conflict = try #require(report.conflict)
        #expect(conflict.lines == expected.conflict)
        #expect(conflict.implicitRules.map { $0.text(naming: explanation.namer.name(of: $0.item)) } == expected.implicit)
        expectMinimalConflict(conflict)

        #expect(report.broken?.line == expected.broken)
        if expected.broken != nil { #expect(report.broken?.match == expected.brokenMatch) }

        let arithmetic = try #require(report.arithmetic)
        #expect(arithmetic.terms.map(\.value) == expected.terms)
        #expect(arithmetic.total == expected.total)
        #expect(arithmetic.bound == expected.bound)
        #expect(report.causes.map(\.name) == expected.causes)
        #expect(report.explanation.contains(expected.phrase), "\(report.explanation)")
        #expect(ExplanationWriter(report: report, namer: explanation.namer).marginAssumptionPhrase == expected.assumption)
        #expect((report.marginAssumption != nil) == (expected.assumption != nil))
    }

    /// The numbers of the explanations, recomputed by hand from the printed
    /// constraints (see each comment).
    @Test func whatTheLayoutBecomesWithoutTheBrokenConstraint() throws {
        // 11: the bar is 0 wide and the stack view starts 4 into it, so its
        // trailing edge is at least 4 past the bar's (it asked for -10).
        let trust = try singleReport(try bundledLog("11-trustwallet-encapsulated-width-zero.log")).0
        #expect(trust.withoutBroken?.quantity == ValueRange(lower: 4, upper: nil))
        // 18: 36 - 6 - 0 = 30 at least for the badge (it asked for 28).
        let delta = try singleReport(try bundledLog("18-deltachat-938-vfl-greater-equal-chain.log")).0
        #expect(delta.withoutBroken?.quantity == ValueRange(lower: 30, upper: nil))
        // 30: 416 - 1 - 10 = 405 for the label (it asked for at least 5000).
        let masonry = try singleReport(try bundledLog("30-masonry-readme-raw-description.log")).0
        #expect(masonry.withoutBroken?.quantity?.value == 405)
        // 24: height 290 and width 304 without the ratio: 290 / 304 = 0.953947.
        let bbc = try singleReport(try bundledLog("24-so-23308400-bbcnews-multiplier-encapsulated-wh.log")).0
        #expect(bbc.withoutBroken?.first?.value == 290)
        #expect(bbc.withoutBroken?.second?.value == 304)
        #expect(bbc.fixes.contains(Fix(line: 0, action: .changeMultiplier(from: 0.28125, to: 0.953947), isSystem: false)))
        #expect(bbc.explanation.contains("a ratio of 0.953947 instead of 0.28125"))
        // BNMyNewsCell_landscape is a cell (a variant of one after the
        // underscore): the advice is a cell's, not a root view's.
        #expect(bbc.explanation.contains("Make them agree (the size from sizeForItemAt, the row height)"))
        #expect(!bbc.explanation.contains("If it is a view controller's root view"))
        // 36: 400 / 3 = 133.333 for the height; the temporary width would have to be 3 × 133 = 399.
        let dmx = try singleReport(try bundledLog("36-so-30969353-temporary-layout-width-aspect-ratio.log")).0
        #expect(dmx.fixes.contains(Fix(line: 2, action: .changeConstant(from: 133, to: ValueRange(lower: 133.333333, upper: 133.333333)),
                                       isSystem: false)))
        #expect(dmx.fixes.contains(Fix(line: 1, action: .changeConstant(from: 400, to: ValueRange(lower: 399, upper: 399)),
                                       isSystem: true)))
        // 48: 0.7 W == 0.8 W only for W = 0, but the label centred on the
        // image, 5 in from the leading edge, needs W >= 5 + 0 + 5 = 10.
        let carousel = try singleReport(try bundledLog("48-wtfautolayout-2-postfix-multiplier.log")).0
        let duplicate = try #require(carousel.duplicates.first)
        #expect(duplicate.lines == [1, 4])
        #expect(duplicate.agreement == 0)
        #expect(duplicate.othersRange == ValueRange(lower: 10, upper: nil))
    }

    @Test func theFixesOfTheTrustWalletLog() throws {
        // Leading 4, trailing -10, bar 0 wide: the bar must be 14 wide, or
        // an inset give way. The leading inset could only hold at -10 and
        // the trailing one at 4, each an overlap: not offered.
        let report = try singleReport(try bundledLog("11-trustwallet-encapsulated-width-zero.log")).0
        #expect(report.fixes == [
            Fix(line: 0, action: .lowerPriority, isSystem: false),
            Fix(line: 1, action: .lowerPriority, isSystem: false),
            Fix(line: 2, action: .changeConstant(from: 0, to: ValueRange(lower: 14, upper: nil)), isSystem: true),
        ])
    }

    /// Trial seventy-two's settings row: an icon 29 wide, labels of 200
    /// and 150, spacings of 16 and 8, in a stack 358 wide. Without the
    /// icon's 29 the rest already need 374, so the smallest conflict rests
    /// on the icon's width of at least 0, and leaves its `== 29` line out:
    /// the sentence says that line does not matter, and each fix gives the
    /// block's value (358 − 29 − 16 − 8 − 150 = 155) beside the conflict's.
    @Test func aSizeTheConflictDoesNotNeedIsNamed() throws {
        let entries = [
            "UILabel:0x7fa1c0d0a0e0.width == 200   (active)", "UILabel:0x7fa1c0d0b1f0.width == 150   (active)",
            "UIImageView:0x7fa1c0d0c300.width == 29   (active)",
            "'UISV-canvas-connection' UIStackView:0x7fa1c0d0d410.leading == UIImageView:0x7fa1c0d0c300.leading   (active)",
            "'UISV-canvas-connection' H:[UILabel:0x7fa1c0d0b1f0]-(0)-|   (active, names: '|':UIStackView:0x7fa1c0d0d410 )",
            "'UISV-spacing' H:[UIImageView:0x7fa1c0d0c300]-(16)-[UILabel:0x7fa1c0d0a0e0]   (active)",
            "'UISV-spacing' H:[UILabel:0x7fa1c0d0a0e0]-(8)-[UILabel:0x7fa1c0d0b1f0]   (active)",
            "UIStackView:0x7fa1c0d0d410.width == 358   (active)",
        ].enumerated().map { "    \"<NSLayoutConstraint:0x600001a1c\($0.offset)a0 \($0.element)>\"" }
        let log = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
            + entries.joined(separator: ",\n") + "\n)\n\nWill attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x600001a1c1a0 UILabel:0x7fa1c0d0b1f0.width == 150   (active)>\n"
        let report = try singleReport(log).0
        #expect(report.explanation.contains("Why: the rest of the conflict makes UIImageView #1.width = 358 - 200 - 150"
            + " - 16 - 8 = -16, but a width cannot be negative, so the conflict holds whatever [3] UIImageView #1.width"
            + " == 29 says.\n"), "\(report.explanation)")
        #expect(report.explanation.contains("  - change 200 to 155 in [1] UILabel #1.width == 200 (this conflict alone would"
            + " take a value from 0 to 184; the block's other lines narrow it to 155)\n"), "\(report.explanation)")
    }

    /// The KVNProgress log's conflict is the image view 320 − 249 − 249 wide.
    /// With one inset changed to x the image is 71 − x wide, not negative for
    /// x ≤ 71; but a label sits inside it 20 from each side (lines [1] and
    /// [2], outside the minimal conflict), 71 − x − 40 wide, so x ≤ 31. The
    /// width: at least 498 for the image, 538 for the label. Each fix gives
    /// the block's value, and the conflict's alone beside it.
    @Test func aFixThatTheRestOfTheBlockTightensSaysSo() throws {
        let report = try singleReport(try bundledLog("02-kvnprogress-vfl-names-ipad.log")).0
        let inset = try #require(report.fixes.first { $0.line == 2 && $0.action != .lowerPriority })
        #expect(inset.action == .changeConstant(from: 249, to: ValueRange(lower: nil, upper: 31)))
        #expect(inset.targetForConflictAlone == ValueRange(lower: nil, upper: 71))
        let width = try #require(report.fixes.first { $0.line == 4 && $0.action != .lowerPriority })
        #expect(width.action == .changeConstant(from: 320, to: ValueRange(lower: 538, upper: nil)))
        #expect(width.targetForConflictAlone == ValueRange(lower: 498, upper: nil))
        #expect(report.explanation.contains("change 249 to at most 31 in [3] KVNProgress #1.trailing =="
            + " UIImageView #1.trailing + 249 (this conflict alone would take at most 71; the block's other lines narrow it"
            + " to at most 31)"))
        let json = inset.json(constraint: .string("[3]")).formatted()
        #expect(json == #"{"constraint":"[3]","system":false,"action":"changeConstant","from":249,"min":null,"max":31,"#
            + #""conflictMin":null,"conflictMax":71}"#)
        let trustWallet = try singleReport(try bundledLog("11-trustwallet-encapsulated-width-zero.log")).0
        #expect(trustWallet.fixes.allSatisfy { $0.targetForConflictAlone == nil })
    }

    /// A macOS log was printed, and its constraint broken, by AppKit: the
    /// explanation names it; an iOS log's names UIKit.
    @Test func theFrameworkThatBrokeTheConstraintIsNamed() throws {
        let log = try bundledLog("08-fetch-macos-clipview-autoresizing.log")
        let macOS = try singleReport(log).0
        #expect(macOS.block.platform == .macOS)
        #expect(macOS.explanation.contains("AppKit broke [3]"), "\(macOS.explanation)")
        #expect(!macOS.explanation.contains("UIKit"), "\(macOS.explanation)")
        // An app's view whose width fights its frame on macOS: AppKit
        // turned the frame into constraints.
        let pane = try singleReport("""
            Unable to simultaneously satisfy constraints:
            (
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& H:[PaneView:0xB(120)]>",
                "<NSLayoutConstraint:0x4 PaneView:0xB.width == 100>"
            )

            Will attempt to recover by breaking constraint\u{20}
            <NSLayoutConstraint:0x4 PaneView:0xB.width == 100>
            """).0
        #expect(pane.block.platform == .macOS)
        #expect(pane.explanation.contains("translatesAutoresizingMaskIntoConstraints is on for PaneView #1: AppKit turned"
            + " the frame into constraints"), "\(pane.explanation)")
        let iOS = try singleReport(try bundledLog("07-segmentio-autoresizing-badge-ios10.log")).0
        #expect(iOS.explanation.contains("UIKit turned the frame into constraints"))
    }

    /// Logs 42, 48 and 51 are lists pasted without the header and the
    /// recovery line: the explanation says plainly that the broken
    /// constraint is not known, in the text, the JSON and the page alike,
    /// where a log with a recovery line names the constraint instead.
    @Test func aListWithoutItsRecoveryLineSaysTheBrokenConstraintIsUnknown() throws {
        let unknown = "The log does not say which constraint UIKit broke."
        for name in ["42-wtfautolayout-10-system-baseline-uisv-margins.log", "48-wtfautolayout-2-postfix-multiplier.log",
                     "51-wtfautolayout-papertrail1-safearea-bottom-anchor-space.log"] {
            let (report, explanation) = try singleReport(try bundledLog(name))
            #expect(!report.block.hasHeader && report.block.broken == nil && !report.block.isTruncated, "\(name)")
            #expect(report.explanation.split(separator: "\n").contains(Substring(unknown)), "\(name): \(report.explanation)")
            #expect(explanation.text.contains("\n" + unknown + "\nFixes, each enough by itself:\n"), "\(name)")
            #expect(explanation.json["reports"]?.array?.first?["explanation"]?.string == report.explanation, "\(name)")
            #expect(explanation.html(source: name).contains(unknown), "\(name)")
        }
        let carousel = try singleReport(try bundledLog("48-wtfautolayout-2-postfix-multiplier.log")).0
        #expect(carousel.explanation.split(separator: "\n").map(String.init).prefix(3).last == unknown)
        let named = try singleReport(try bundledLog("11-trustwallet-encapsulated-width-zero.log")).0
        #expect(!named.explanation.contains("does not say which constraint"))
    }

    @Test func aLogCutAfterItsLastConstraint() throws {
        let report = try singleReport(try bundledLog("62-constructed-trustwallet-cut-after-last-constraint.log")).0
        #expect(report.block.isTruncated && !report.block.listIsClosed)
        #expect(report.cutShortLines == [2])
        #expect(report.lines[2].parsed?.kind == .encapsulatedSize)
        #expect(report.explanation.hasPrefix("The log is cut short inside the list: constraints after the cut are missing.\n"
            + "Read although the log cuts it short: [3]"))
    }

    @Test func theMarginsAssumedAreSaid() throws {
        let (cell, cellExplanation) = try singleReport(try bundledLog("64-constructed-cell-43.5-icon-30-default-margins.log"))
        #expect(cell.marginAssumption?.rules.map(\.value) == [8, 8])
        #expect(cell.marginAssumption?.rootSides == nil)
        #expect(cellExplanation.text.hasPrefix("Block 1, line 1 (iOS): 4 constraints; a minimal conflict of 6, assuming the default layout margins of 8"))
        #expect(cell.explanation.contains("Assumed: the log does not print the layout margins of UITableViewCellContentView #1."
            + " With any margins of 0 or more the printed constraints could hold; with UIKit's defaults they conflict:"
            + " 8 on each side of a view (its layoutMargins)."))
        // Without the icon's height, margins of 27.5 in all would do: 43.5 - 8 - 8.
        #expect(cell.withoutBroken?.quantity?.value == 27.5)
        let json = try #require(cellExplanation.json["reports"]?.array?.first)
        #expect(json["assumption"]?.string == "assuming the default layout margins of 8")
        #expect(json["implicit"] == .array([.string("UITableViewCellContentView #1.topMargin inset == 8"),
                                            .string("UITableViewCellContentView #1.bottomMargin inset == 8")]))

        let root = try singleReport(try bundledLog("65-constructed-root-view-two-buttons-side-margins.log")).0
        #expect(root.marginAssumption?.rootSides == 16)
        #expect(root.marginAssumption?.otherRootSidesConflict == true)
        #expect(root.explanation.contains("16 on the left and right of a view controller's root view in a compact width"
            + " (UIView #1, taken for one as its size is UIView-Encapsulated-Layout-*); with 20, a regular width, they conflict too."))

        // The icon 44 high conflicts for every margin: nothing is assumed.
        let every = try singleReport(try bundledLog("63-constructed-cell-43.5-icon-44-between-margins.log")).0
        #expect(every.marginAssumption == nil)
        #expect(!every.explanation.contains("Assumed"))
        #expect(every.withoutBroken?.quantity == ValueRange(lower: 0, upper: 43.5))
    }

    @Test func theSystemSizesAreNamedAsSuch() throws {
        let report = try singleReport(try bundledLog("42-wtfautolayout-10-system-baseline-uisv-margins.log")).0
        let kinds = report.lines.compactMap { $0.parsed?.kind }
        #expect(kinds.filter { $0 == .stackView }.count == 7)
        #expect(kinds.filter { $0 == .layoutMargins }.count == 2)
        #expect(kinds.filter { $0 == .encapsulatedSize }.count == 1)
        #expect(report.fixes.last == Fix(line: 13, action: .changeConstant(from: 66, to: ValueRange(lower: 74, upper: nil)),
                                         isSystem: true))
    }
}
