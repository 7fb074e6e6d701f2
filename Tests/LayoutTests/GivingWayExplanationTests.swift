import Testing
import Layout

/// The note "why is this value?" adds for an item shown at another length
/// than its intrinsic one (``ValueExplanation/GivingWay``): its
/// compression resistance or hugging and the optional constraints it gives
/// way to, which the sum (of an item held at the floor of 0, say) does not
/// name.
@Suite struct GivingWayExplanationTests {
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
        let givingWay = try #require(why.givingWay)
        #expect(givingWay.intrinsicLength == 40)
        #expect(givingWay.length == 0)
        #expect(givingWay.constraint.description == "label-compression-vertical: label.height >= 40 @750")
        #expect(givingWay.rivals.map(\.constraint.description) == ["box.width == 300 @750"])
        #expect(givingWay.rivals.map(\.miss) == [100])
        #expect(givingWay.rivals.map(\.growth) == [80])
        #expect(why.description.hasSuffix("\nNote: label's intrinsic height is 40, more than its 0: "
            + "label-compression-vertical: label.height >= 40 @750 gives way by 40 to what would miss by more if it held: "
            + "box.width == 300 @750 (misses by 100, 80 more if it held)."))
    }

    /// Required constraints alone squeeze it: a 100-point screen that
    /// must hold the label and a 70-point footer leaves the label 30, and
    /// the sum names them; the note says only what the content loses. A
    /// neighbour's higher resistance is a term of the sum, and has no
    /// note; nor has an item at its intrinsic length, nor a position.
    @Test func aSqueezeTheSumSaysHasNoRivals() throws {
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
        let squeezed = try #require(height.givingWay)
        #expect(squeezed.isHeldByRequired && squeezed.rivals.isEmpty)
        #expect(height.description.hasSuffix("\nNote: label's intrinsic height is 40, more than its 30: the required"
            + " constraints leave no room for it, and label-compression-vertical: label.height >= 40 @750 gives way by 10."))
        let width = label.explanation(of: .width)
        #expect(width.value == 20)
        #expect(width.terms.contains { $0.constraint.description == "value-compression-horizontal: value.width >= 380 @750" })
        #expect(width.givingWay == nil)
        #expect(value.explanation(of: .width).givingWay == nil)
        #expect(label.explanation(of: .top).givingWay == nil)
    }

    /// A 52-point avatar that hugs at 250, as the name and the preview
    /// beside it do, in a 346-point row with its texts: the name (104) with
    /// a 44-point time 8 after it, the preview (264) with a 20-point badge.
    /// The texts get 346 − avatar; each point the avatar stretches spares
    /// both the name's hugging and the preview's, so it stretches until
    /// the preview fits: 54, the name 240. `--why avatar.width` sums what
    /// holds it, and the note says its hugging gave way to those two.
    @Test func aStretchedItemNamesWhatItsHuggingGivesWayTo() throws {
        let row = LayoutItem(name: "row")
        let avatar = LayoutItem(name: "avatar", intrinsicContentSize: IntrinsicSize(width: 52, height: 52))
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 104, height: 22))
        let time = LayoutItem(name: "time", intrinsicContentSize: IntrinsicSize(width: 44, height: 18))
        let preview = LayoutItem(name: "preview", intrinsicContentSize: IntrinsicSize(width: 264, height: 40))
        let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 20, height: 20))
        for item in [avatar, name, time, preview, badge] { row.addChild(item) }
        for item in [time, badge] { item.setContentHuggingPriority(251, for: .horizontal) }
        try LayoutConstraint.activate([
            row.widthAnchor.constraint(equalToConstant: 346), row.heightAnchor.constraint(equalToConstant: 84),
            avatar.leadingAnchor.constraint(equalTo: row.leadingAnchor), avatar.topAnchor.constraint(equalTo: row.topAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor), name.topAnchor.constraint(equalTo: row.topAnchor),
            time.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            time.trailingAnchor.constraint(equalTo: row.trailingAnchor), time.topAnchor.constraint(equalTo: row.topAnchor),
            preview.leadingAnchor.constraint(equalTo: avatar.trailingAnchor), preview.topAnchor.constraint(equalTo: name.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: preview.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: row.trailingAnchor), badge.topAnchor.constraint(equalTo: preview.topAnchor),
        ])
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(avatar, 0, 0, 54, 52)
        expectFrame(name, 54, 0, 240, 22)
        let why = avatar.explanation(of: .width)
        let givingWay = try #require(why.givingWay)
        #expect(givingWay.constraint.description == "avatar-hugging-horizontal: avatar.width <= 52 @250")
        #expect(givingWay.rivals.map(\.constraint.description) == [
            "name-hugging-horizontal: name.width <= 104 @250", "preview-hugging-horizontal: preview.width <= 264 @250",
        ])
        #expect(why.description.hasSuffix("\nNote: avatar's intrinsic width is 52, less than its 54: "
            + "avatar-hugging-horizontal: avatar.width <= 52 @250 gives way by 2 to what would miss by more if it held: "
            + "name-hugging-horizontal: name.width <= 104 @250 (misses by 136, 2 more if it held); "
            + "preview-hugging-horizontal: preview.width <= 264 @250 (misses by 0, 2 more if it held)."))
    }

    /// A box wishing to be 300 wide at 250 beside a 60-point label that
    /// hugs at 251, the two filling a 400-point row: the label keeps 60,
    /// so the box is 340 and misses its wish by 40. The sum names the
    /// label's hugging among its terms; the note names the wish that gave
    /// way and to what, found by pushing the width a point towards it.
    @Test func aPreferredLengthThatGivesWayToAHigherHuggingBesideItIsNamed() throws {
        let root = LayoutItem(name: "root")
        let box = LayoutItem(name: "box")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
        label.setContentHuggingPriority(251, for: .horizontal)
        root.addChild(box)
        root.addChild(label)
        let wish = box.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = 250
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 400), root.heightAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20), wish,
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(box, 0, 0, 340, 20)
        expectFrame(label, 340, 0, 60, 20)
        let why = box.explanation(of: .width)
        let givingWay = try #require(why.givingWay)
        #expect(givingWay.wish == .otherLength)
        #expect(givingWay.constraint === wish)
        #expect(givingWay.length == 340)
        #expect(givingWay.rivals.map(\.constraint.description) == ["label-hugging-horizontal: label.width <= 60 @251"])
        #expect(givingWay.rivals.map(\.miss) == [0])
        #expect(givingWay.rivals.map(\.growth) == [1])
        #expect(why.description.hasSuffix("\nNote: box's width misses box.width == 300 @250 by 40; it gives way to what "
            + "would miss by more if the width were 1 less: label-hugging-horizontal: label.width <= 60 @251 "
            + "(misses by 0, 1 more)."))
        // The label's own hugging holds, and the height has no wish that misses.
        #expect(label.explanation(of: .width).givingWay == nil)
        #expect(box.explanation(of: .height).givingWay == nil)
        label.removeFromParent()
        let alone = LayoutItem(name: "alone")
        root.addChild(alone)
        try LayoutConstraint.activate([
            alone.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            alone.trailingAnchor.constraint(equalTo: root.trailingAnchor), alone.widthAnchor.constraint(equalToConstant: 20),
            alone.topAnchor.constraint(equalTo: root.topAnchor), alone.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(box, 0, 0, 360, 20)
        // Held by required constraints alone (400 − 20 − 20), the wish has
        // no rival: the note says that nothing optional stands in its way.
        let held = try #require(box.explanation(of: .width).givingWay)
        #expect(held.isHeldByRequired)
        #expect(held.rivals.isEmpty)
        #expect(held.wishedLength == 300)
        #expect(box.explanation(of: .width).description.hasSuffix("\nNote: box's width misses box.width == 300 @250 by 60; "
            + "the required constraints keep the width from being 1 less."))
    }

    /// A search field that follows its bar (`field.height == bar.height -
    /// 16 @700`) while the bar collapses to 4: the field would be −12, and
    /// its floor of 0 holds it. The sum names only the floor; the note
    /// names the wish it misses by 12, which relates the field to another
    /// item, and that the required constraints are what it gives way to.
    /// With the bar at 52 the wish holds (36) and there is no note.
    @Test func aWishRelatedToAnotherItemHeldByTheFloorIsNamed() throws {
        let root = LayoutItem(name: "root")
        let bar = LayoutItem(name: "bar")
        let field = LayoutItem(name: "field")
        root.addChild(bar)
        bar.addChild(field)
        let follow = field.heightAnchor.constraint(equalTo: bar.heightAnchor, constant: -16)
        follow.priority = 700
        let barHeight = bar.heightAnchor.constraint(equalToConstant: 4)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 390), root.heightAnchor.constraint(equalToConstant: 200),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor), barHeight,
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8), follow,
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(field, 16, -4, 358, 0)
        let why = field.explanation(of: .height)
        #expect(why.terms.map(\.constraint.description) == ["field-nonnegative-height: field.height >= 0"])
        let givingWay = try #require(why.givingWay)
        #expect(givingWay.wish == .otherLength)
        #expect(givingWay.constraint === follow)
        #expect(givingWay.wishedLength == -12)
        #expect(givingWay.isHeldByRequired)
        #expect(givingWay.rivals.isEmpty)
        #expect(why.description.hasSuffix("\nNote: field's height misses field.height == bar.height - 16 @700 by 12; "
            + "the required constraints keep the height from being 1 less."))
        barHeight.constant = 52
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(field, 16, 8, 358, 36)
        #expect(field.explanation(of: .height).givingWay == nil)
    }
}
