import Foundation
import Testing
@testable import LayoutTool

/// Trial twenty-six: the scrolling screens' documents
/// (`Fixtures/TrialTwentySix`) broken as a UIKit developer breaks them,
/// and what `layout run` says. The working documents' frames are checked
/// against screens built in Swift by `StackTests/UserTrialTwentySixTests`.
@Suite struct UserTrialTwentySixToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentySix/"

    static func run(_ document: String, _ options: String...) throws -> LayoutCommand.Output {
        try runLayout(["run", fixtures + document] + options)
    }

    /// The settings form pinned at the top of the content guide but not at
    /// its bottom: the rows lay out as before (the last ends at 621), the
    /// content's height is open and the output says so, as Xcode's
    /// "Scrollable content size is ambiguous".
    @Test func contentLeftOpenIsAmbiguous() throws {
        let output = try Self.run("broken-open-content.json")
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("storage                0    557    320      64\n"))
        #expect(output.standardOutput.hasSuffix("""
            content of scroll: 320 × 0

            ambiguous: scroll.content (height)

            """))
    }

    /// Short content held by `container.height >= scroll.frame.height`
    /// alone: 800 is the least it may be, nothing pulls it there, and
    /// `--why` says the range and that a constraint is missing, on the
    /// content or on the container that moves with it (UIKit's fix,
    /// `container.height == scroll.frame.height @250`, is one).
    @Test func fillingWithTheGreaterThanAloneAsksForAConstraint() throws {
        let output = try Self.run("broken-open-height.json", "--why", "scroll.content.height")
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
            content of scroll: 390 × 800

            ambiguous: scroll.content (height), container (height), terms (top)

            scroll.content.height = 800: the constraints do not decide it (the layout is ambiguous there): \
            anything in 800...∞ satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that sizes it is missing \
            (on scroll.content.height or scroll.content.bottom, say; scroll.content.top is decided), \
            or one that sizes what moves with it: container.height.

            """))
    }

    /// The cards required 110 tall in a 120-point carousel whose cards are
    /// its frame's height − 20: the conflict goes through the frame guide
    /// and names its tie to the carousel, which is how the guide is made
    /// and no fix; the cards keep 100.
    @Test func aConflictInsideACarousel() throws {
        let output = try Self.run("broken-conflict.json")
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("modernCards   16   96    596     100\n"))
        #expect(output.standardOutput.hasSuffix("""
            content of carousel: 628 × 120
            content of legacy: 628 × 120

            Unable to satisfy cards-too-tall: modernCards.height == 110: modernCards.height is 100 where the others hold, \
            but it must be equal to 110
            These constraints conflict (removing any one lets the rest hold):
              carousel-frame-guide: carousel.frame.height == carousel.height
              carousel.height == 120
              modernCards.height == carousel.frame.height - 20
              cards-too-tall: modernCards.height == 110
            Broke cards-too-tall: modernCards.height == 110 and laid out the rest.
            Fixes, each enough by itself:
              - make [23] cards-too-tall: modernCards.height == 110 optional (modernCards.height == 110 @999), or remove it, or change 110 to 100
              - [26] carousel.height == 120 comes from the size settings of carousel: change its "size" height to 130, or write the size as a constraint of priority 999
              - make [17] modernCards.height == carousel.frame.height - 20 optional (modernCards.height == carousel.frame.height - 20 @999), \
            or remove it, or change -20 to -10

            """))
    }

    /// The settings form's content height at 320 as a sum: six 40-point
    /// labels and three 31-point switches (the taller of each row), the
    /// rows' margins (12 above and below each of nine), the 20 above and
    /// below and 8 hairlines: 240 + 93 + 216 + 40 + 8 = 597. Terms of one
    /// form for every row are written once (`12 × 9`), whatever the rows'
    /// names.
    @Test func whyTheContentIsAsTallAsItIs() throws {
        let output = try Self.run("settings-320.json", "--why", "scroll.content.height")
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("""
            scroll.content.height = 40 × 6 + 31 + 31 + 31 + 20 + 20 + 12 × 9 + 12 × 9 + 1 × 8 = 597
              40  wifiLabel-compression-vertical: wifiLabel.height >= 40 @750
              40  notificationsLabel-compression-vertical: notificationsLabel.height >= 40 @750
                  … 3 more of the same form
              40  storageLabel-compression-vertical: storageLabel.height >= 40 @750

            """))
        #expect(output.standardOutput.contains("  20  form.bottom == scroll.content.bottom - 20\n"))
    }
}
