import Testing
@testable import Explain

/// A view that a stack view arranges, inset from the stack view's edge by
/// the app's own constraint: the stack view holds it at that edge
/// (`UISV-canvas-connection`), so the two conflict. The likely cause is
/// the inset, which belongs in the stack view's layout margins, not a
/// duplicate left active nor a stack view without room.
@Suite struct StackViewInsetTests {
    /// An icon 16 from the leading edge of its stack view, as UIKit logs it.
    static let leadingLog = iOSLog([
        "<NSLayoutConstraint:0x600000c8a0a0 UIImageView:0x7f8b1c40a0b0.leading == UIStackView:0x7f8b1c409f10.leading + 16   (active)>",
        "<NSLayoutConstraint:0x600000c8a140 'UISV-canvas-connection' UIStackView:0x7f8b1c409f10.leading == UIImageView:0x7f8b1c40a0b0.leading   (active)>",
    ], broken: "<NSLayoutConstraint:0x600000c8a0a0 UIImageView:0x7f8b1c40a0b0.leading == UIStackView:0x7f8b1c409f10.leading + 16   (active)>")

    /// A switch 16 from the trailing edge, against the canvas connection
    /// that UIKit prints in the visual format (`H:[UISwitch]-(0)-|`).
    static let trailingLog = iOSLog([
        "<NSLayoutConstraint:0x600000c8a1e0 UISwitch:0x7f8b1c40b2c0.trailing == UIStackView:0x7f8b1c409f10.trailing - 16   (active)>",
        "<NSLayoutConstraint:0x600000c8a280 'UISV-canvas-connection' H:[UISwitch:0x7f8b1c40b2c0]-(0)-|   (active, names: '|':UIStackView:0x7f8b1c409f10 )>",
    ], broken: "<NSLayoutConstraint:0x600000c8a1e0 UISwitch:0x7f8b1c40b2c0.trailing == UIStackView:0x7f8b1c409f10.trailing - 16   (active)>")

    @Test func anInsetFromTheStackViewsLeadingEdgeIsTheCause() throws {
        let (report, _) = try singleReport(Self.leadingLog)
        #expect(report.causes.map(\.name) == ["insetInStackView"])
        #expect(report.explanation.hasSuffix("""
            Likely cause: [1] UIImageView #1.leading == UIStackView #1.leading + 16 holds UIImageView #1 16 from \
            UIStackView #1's leading edge, but UIStackView #1 arranges it and holds it at that edge itself \
            (UISV-canvas-connection). To inset what a stack view arranges, give UIStackView #1 layoutMargins \
            (leading 16) and set isLayoutMarginsRelativeArrangement = true, then remove [1] UIImageView #1.leading \
            == UIStackView #1.leading + 16.
            """))
        #expect(!report.explanation.contains("Likely cause: a duplicate"))
        #expect(!report.explanation.contains("does not fit the room it has"))
    }

    @Test func anInsetFromTheTrailingEdgeAgainstAVisualFormatCanvas() throws {
        let (report, _) = try singleReport(Self.trailingLog)
        #expect(report.causes.count == 1)
        guard case let .insetInStackView(line, view, stackView, edge, inset) = try #require(report.causes.first) else {
            Issue.record("the cause is \(report.causes)")
            return
        }
        #expect(line == 0 && edge == .trailing && inset == 16)
        #expect(view.className == "UISwitch" && stackView.className == "UIStackView")
        #expect(report.explanation.contains("holds UISwitch #1 16 from UIStackView #1's trailing edge"))
        #expect(report.explanation.contains("give UIStackView #1 layoutMargins (trailing 16)"))
    }
}
