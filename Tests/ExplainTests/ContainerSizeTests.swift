import Testing
@testable import Explain

/// The `containerSize` cause's advice (`Docs/Formats/ExplainReport.md`,
/// "causes"): nothing of the app's to lower when only the system's
/// constraints take part.
@Suite struct ContainerSizeTests {
    /// A private bar 10 wide, a button 8 in from each side: no constraint
    /// of the app's to lower or change.
    @Test func onlyTheSystemsConstraints() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' _UIButtonBarStackView:0xA.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(8)-[_UIButtonBarButton:0xB]   (active, names: '|':_UIButtonBarStackView:0xA )>",
            "<NSLayoutConstraint:0x3 'TB_Trailing_Trailing' H:[_UIButtonBarButton:0xB]-(8)-|   (active, names: '|':_UIButtonBarStackView:0xA )>",
        ]))
        #expect(report.causes.map(\.name) == ["containerSize", "systemOnly"])
        #expect(report.explanation.contains("Likely cause: _UIButtonBarStackView #1's size comes from its container"
            + " (UIView-Encapsulated-Layout-*: a table or collection view cell's size, a view controller's root view), and"
            + " the constraints inside need another. Only the system's constraints take part: none of the app's to lower or change."))
        #expect(!report.explanation.contains("one of yours"))
    }
}
