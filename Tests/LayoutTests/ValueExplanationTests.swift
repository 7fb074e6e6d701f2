import Testing
import Layout

/// "Why is this value?": the constraints that decide an attribute, with the
/// arithmetic.
@Suite struct ValueExplanationTests {
    /// The profile header of the examples: name's width is what is left
    /// between the avatar and the follow button.
    @Test func aWidthIsTheSumOfTheConstraintsThatDecideIt() throws {
        let header = LayoutItem(name: "header")
        header.layoutMargins = EdgeInsets(all: 16)
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 260, height: 22))
        name.setContentCompressionResistancePriority(749, for: .horizontal)
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        for item in [avatar, name, follow] { header.addChild(item) }
        try LayoutConstraint.activate([
            header.widthAnchor.constraint(equalToConstant: 375),
            avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            follow.trailingAnchor.constraint(equalTo: header.trailingMarginAnchor),
            follow.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
        ])
        let why = name.explanation(of: .width)
        #expect(why.value == 179)
        #expect(why.terms.map(\.amount).reduce(0, +) == 179)
        let byConstraint = Dictionary(uniqueKeysWithValues: why.terms.map { ($0.constraint.description, $0.amount) })
        #expect(byConstraint == [
            "header.width == 375": 375,
            "avatar.leading == header.leadingMargin": -16,
            "avatar.width == 64": -64,
            "name.leading == avatar.trailing + 12": -12,
            "follow.trailing == header.trailingMargin": -16,
            "follow.leading >= name.trailing + 8": -8,
            "follow-compression-horizontal: follow.width >= 80 @750": -80,
        ])
        #expect(why.description.hasPrefix("name.width = 375 − 80 − 16 − 64 − 12 − 16 − 8 = 179"))
    }

    /// A margin attribute adds the item's margin itself; an ambiguous value
    /// says the constraints do not decide it.
    @Test func offsetsAndAmbiguity() throws {
        let root = LayoutItem(name: "root")
        let free = LayoutItem(name: "free")
        root.addChild(free)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 100)])
        let margin = root.explanation(of: .trailingMargin)
        #expect(margin.value == 92)
        #expect(margin.offset == -8)
        #expect(margin.description.hasPrefix("root.trailingMargin = 100 − 8 = 92"))
        let open = free.explanation(of: .left)
        #expect(open.terms.isEmpty)
        #expect(open.description.contains("the constraints do not decide it"))
    }
}
