import Testing
@testable import Explain

@Suite struct ConstraintKindTests {
    @Test(arguments: [
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 3>", ConstraintKind.autoresizing),
        ("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UIView:0x2.height == 3>", .encapsulatedSize),
        ("<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' H:[UIView:0x2(400)]>", .temporarySize),
        ("<NSLayoutConstraint:0x1 'fittingSizeHTarget' UIView:0x2.width == 3>", .fittingSize),
        ("<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIView:0x2]-(NSSpace(8))-[UIView:0x3]>", .stackView),
        ("<NSLayoutConstraint:0x1 'NSStackView.Edge.Top' UIView:0x2.top == UIView:0x3.top>", .stackView),
        ("<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']>", .layoutMargins),
        ("<NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x2]-(34)-|>", .safeArea),
        ("<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0x2.height == 20>", .layoutSupport),
        ("<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' UIView:0x2.left == UIView:0x3.left + 20>", .interfaceBuilder),
        ("<NSLayoutConstraint:0x1 'assistantHeight' UIView:0x2.height == 44>", .inputWindow),
        ("<NSLayoutConstraint:0x1 'UINav_static_button_horiz_position' UIView:0x2.left == UIView:0x3.left + 8>", .systemInternal),
        ("<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UIView:0x3.bottom NSLayoutAnchorConstraintSpace(8)>", .user),
    ])
    func kinds(_ description: String, _ kind: ConstraintKind) throws {
        let parsed = try parse(description)
        #expect(parsed.kind == kind)
        #expect(parsed.kind.isSystem == (kind != .user))
    }

    @Test func everyKindSaysWhatItIs() {
        #expect(Set(ConstraintKind.allCases.map(\.summary)).count == ConstraintKind.allCases.count)
        #expect(ConstraintKind.encapsulatedSize.summary == "the size the container gives the view")
    }
}
