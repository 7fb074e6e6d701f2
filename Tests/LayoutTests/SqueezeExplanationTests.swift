import Testing
import Layout

/// The note "why is this value?" adds for an item squeezed below its
/// intrinsic length (``ValueExplanation/Squeeze``): its compression
/// resistance and the optional constraints it gives way to, which the
/// sum of an item held at the floor of 0 does not name.
@Suite struct SqueezeExplanationTests {
    /// A 100-point screen: a 40-point label on top, a box below it that
    /// must fit and keeps height = ½ width, wishing to be 300 wide at 750,
    /// the label's compression resistance. Each point the label gives up
    /// makes the box 2 wider, so the label goes to 0 and the box is 200 ×
    /// 100 (300 − 200 = 100 missed); were the label 40, the box would be
    /// 120 wide, 80 further from 300.
    static func screen() throws -> (root: LayoutItem, label: LayoutItem, box: LayoutItem) {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 60, height: 40))
        let box = LayoutItem(name: "box")
        root.addChild(label)
        root.addChild(box)
        let wish = box.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = 750
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 400), root.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: root.topAnchor), label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: label.bottomAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5), wish,
        ])
        return (root, label, box)
    }

    @Test func aSqueezedItemNamesWhatItsResistanceGivesWayTo() throws {
        let (root, label, box) = try Self.screen()
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(label, 0, 0, 60, 0)
        expectFrame(box, 0, 0, 200, 100)
        let why = label.explanation(of: .height)
        let squeeze = try #require(why.squeeze)
        #expect(squeeze.intrinsicLength == 40)
        #expect(squeeze.length == 0)
        #expect(squeeze.resistance.description == "label-compression-vertical: label.height >= 40 @750")
        #expect(squeeze.rivals.map(\.constraint.description) == ["box.width == 300 @750"])
        #expect(squeeze.rivals.map(\.miss) == [100])
        #expect(squeeze.rivals.map(\.growth) == [80])
        #expect(why.description.hasSuffix("\nNote: label's intrinsic height is 40, more than its 0: "
            + "label-compression-vertical: label.height >= 40 @750 gives way by 40 to what would miss by more if it held: "
            + "box.width == 300 @750 (misses by 100, 80 more if it held)."))
    }

    /// Required constraints alone squeeze it: a 100-point screen that
    /// must hold the label and a 70-point footer leaves the label 30, and
    /// the sum names them. A neighbour's higher resistance is a term of
    /// the sum too. Neither has a note, nor has an item at its intrinsic
    /// length, nor a position.
    @Test func aSqueezeTheSumSaysHasNoNote() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 60, height: 40))
        let value = LayoutItem(name: "value", intrinsicContentSize: IntrinsicSize(width: 380, height: 40))
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        root.addChild(label)
        root.addChild(value)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 400), root.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -70),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let height = label.explanation(of: .height)
        #expect(height.value == 30)
        #expect(height.squeeze == nil)
        let width = label.explanation(of: .width)
        #expect(width.value == 20)
        #expect(width.terms.contains { $0.constraint.description == "value-compression-horizontal: value.width >= 380 @750" })
        #expect(width.squeeze == nil)
        #expect(value.explanation(of: .width).squeeze == nil)
        #expect(label.explanation(of: .top).squeeze == nil)
    }
}
