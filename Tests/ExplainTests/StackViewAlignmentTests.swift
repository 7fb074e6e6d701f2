import Testing
@testable import Explain

/// A view that a stack view arranges, given a height (or width) by the
/// app's own constraint, where the stack view's fill alignment aligns both
/// of its edges across the axis with the views beside it
/// (`UISV-alignment`): it spans the stack view, whose size there its
/// container decides. The likely cause is that height, ahead of the
/// container's size.
@Suite struct StackViewAlignmentTests {
    /// RepresentableKit's issue 3: a horizontal stack view that SwiftUI
    /// makes 711 high, one arranged view 100 high.
    @Test func aHeightAgainstTheFillAlignmentIsTheCause() throws {
        let (report, _) = try singleReport(try bundledLog("73-representablekit-3-swiftui-stack-fill-alignment-quoted.log"))
        #expect(report.causes.first == .sizeInFillAlignment(line: 0, view: LoggedItem(address: "0x13dd10ce0"), attribute: .height))
        #expect(report.explanation.contains("""
            Likely cause: [1] UIView #1.height == 100 fixes the height of UIView #1, but the stack view arranging it aligns \
            its top and bottom edges with the views beside it (UISV-alignment, the fill alignment), so UIView #1 spans the \
            stack view, whose height its container decides. Give the stack view another alignment (.center, .top or \
            .bottom) so that UIView #1 keeps its own height, or lower the priority of [1] UIView #1.height == 100 to 999.
            """))
        #expect(!report.explanation.contains("does not fit the room it has"))
    }

    /// Centred views are aligned by their centres: their heights stand, and
    /// the cause is the stack view's room, not the alignment.
    @Test func aCentreAlignmentLeavesTheHeight() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UIView:0xA.height == 100   (active)>",
            "<NSLayoutConstraint:0x2 'UISV-alignment' UIView:0xB.centerY == UIView:0xA.centerY   (active)>",
            "<NSLayoutConstraint:0x3 'UISV-spanning-boundary' _UILayoutSpacer:0xC'UISV-alignment-spanner'.top <= UIView:0xA.top   (active)>",
            "<NSLayoutConstraint:0x4 'UISV-canvas-connection' UIStackView:0xD.top == _UILayoutSpacer:0xC'UISV-alignment-spanner'.top   (active)>",
            "<NSLayoutConstraint:0x5 'UISV-canvas-connection' UIStackView:0xD.centerY == UIView:0xB.centerY   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIStackView:0xD.height == 50   (active)>",
        ], broken: nil))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.map(\.name) == ["containerSize", "stackViewArrangement"])
    }
}
