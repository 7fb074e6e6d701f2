import Testing
@testable import Explain

/// Two views that a stack view arranges side by side, each given a width
/// by the app's own constraints, that with the stack view's spacing need
/// more than the width its container gives it. The likely cause is those
/// widths, ahead of the container's size, which is the screen's.
@Suite struct StackViewSizesTests {
    /// A receipt row in a 320-point screen inset 16: a price fixed at 80
    /// beside a name at least 224 wide, spaced 12 (316 in a row of 288).
    static let receiptRow = [
        "<NSLayoutConstraint:0x600003a2c0a0 UILabel:0x7fd4a1c0b2a0'$4.50'.width == 80   (active)>",
        "<NSLayoutConstraint:0x600003a2c0f0 UILabel:0x7fd4a1c0b0e0'Coffee'.width >= 224   (active)>",
        "<NSLayoutConstraint:0x600003a2c140 'UISV-canvas-connection' UIStackView:0x7fd4a1c0af20.leading == UILabel:0x7fd4a1c0b0e0'Coffee'.leading   (active)>",
        "<NSLayoutConstraint:0x600003a2c190 'UISV-canvas-connection' H:[UILabel:0x7fd4a1c0b2a0'$4.50']-(0)-|   (active, names: '|':UIStackView:0x7fd4a1c0af20 )>",
        "<NSLayoutConstraint:0x600003a2c1e0 'UISV-spacing' H:[UILabel:0x7fd4a1c0b0e0'Coffee']-(12)-[UILabel:0x7fd4a1c0b2a0'$4.50']   (active)>",
        "<NSLayoutConstraint:0x600003a2c2d0 H:|-(16)-[UIStackView:0x7fd4a1c0af20]   (active, names: '|':UIView:0x7fd4a1c0aba0 )>",
        "<NSLayoutConstraint:0x600003a2c320 H:[UIStackView:0x7fd4a1c0af20]-(16)-|   (active, names: '|':UIView:0x7fd4a1c0aba0 )>",
        "<NSLayoutConstraint:0x600003a2c370 'UIView-Encapsulated-Layout-Width' UIView:0x7fd4a1c0aba0.width == 320   (active)>",
    ]

    @Test func twoWidthsSideBySideComeBeforeTheContainer() throws {
        let (report, _) = try singleReport(iOSLog(Self.receiptRow, broken: Self.receiptRow[0]))
        #expect(report.causes.map(\.name) == ["sizesInStackView", "containerSize"])
        #expect(report.explanation.contains("""
            Likely cause: [1] UILabel '$4.50'.width == 80 and [2] UILabel 'Coffee'.width >= 224 both set the width of \
            a view that a stack view arranges, side by side (UISV-spacing between them): with the spacing they need \
            more than the stack view's width, which its container decides. Let one give way: lower its priority to 999 \
            or less, or remove it and let the view's content size (hugging and compression resistance) decide its width.
            """))
        #expect(!report.explanation.contains("does not fit the room it has"))
    }

    /// One width in the row is not this cause: the stack view's room is.
    @Test func oneWidthAloneIsTheStackViewsRoom() throws {
        let row = Array(Self.receiptRow.dropFirst())
        let (report, _) = try singleReport(iOSLog(row.map { $0.replacingOccurrences(of: ">= 224", with: "== 300") }, broken: nil))
        #expect(!report.causes.map(\.name).contains("sizesInStackView"))
        #expect(report.causes.map(\.name).contains("stackViewArrangement"))
    }
}
