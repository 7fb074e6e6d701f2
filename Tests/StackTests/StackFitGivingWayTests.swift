import Testing
import Stack

/// ``ValueExplanation/givingWay`` for a nested stack, which has no
/// intrinsic length and hugs only by its rules: a baseline row's
/// `UISV-canvas-fit` (49) that gives way to a label's hugging beside it is
/// named, and neither a row at its content's length nor a column pinned
/// by required constraints has a note.
@Suite struct StackFitGivingWayTests {
    /// A 200-point column (spacing 8) of a price row (an amount 30 × 34
    /// and "/month" 64 × 17 on one first baseline) and a 40-point label
    /// hugging at `hugging`.
    static func column(hugging: Priority) throws -> (root: LayoutItem, price: StackItem, features: LayoutItem) {
        let root = LayoutItem(name: "root")
        let amount = LayoutItem(name: "amount", intrinsicContentSize: IntrinsicSize(width: 30, height: 34))
        amount.firstBaselineOffset = 27
        amount.lastBaselineOffset = 27
        let per = LayoutItem(name: "per", intrinsicContentSize: IntrinsicSize(width: 64, height: 17))
        per.firstBaselineOffset = 13
        per.lastBaselineOffset = 13
        let price = StackItem(name: "price", arrangedItems: [amount, per])
        price.alignment = .firstBaseline
        price.spacing = 2
        let features = LayoutItem(name: "features", intrinsicContentSize: IntrinsicSize(width: 96, height: 40))
        features.setContentHuggingPriority(hugging, for: .vertical)
        let column = StackItem(name: "column", arrangedItems: [price, features])
        column.axis = .vertical
        column.spacing = 8
        root.addChild(column)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 96), root.heightAnchor.constraint(equalToConstant: 200),
            column.topAnchor.constraint(equalTo: root.topAnchor), column.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        return (root, price, features)
    }

    /// The label hugs at 249, above the row's 49: the row takes the spare
    /// room, 200 − 8 − 40 = 152 high, and the note says its canvas fit
    /// gave way to the label's hugging (a point shorter, the label would
    /// be a point taller than its 40).
    @Test func aBaselineRowStretchedByAHigherHuggingNamesItsCanvasFit() throws {
        let (root, price, features) = try Self.column(hugging: 249)
        expectFrame(price, Rect(x: 0, y: 0, width: 96, height: 152))
        expectFrame(features, Rect(x: 0, y: 160, width: 96, height: 40))
        let why = price.explanation(of: .height)
        let givingWay = try #require(why.givingWay)
        #expect(givingWay.wish == .otherLength)
        #expect(givingWay.constraint.description == "UISV-canvas-fit: price.height == 0 @49")
        #expect(givingWay.rivals.map(\.constraint.description) == ["features-hugging-vertical: features.height <= 40 @249"])
        #expect(why.description.hasSuffix("\nNote: price's height misses UISV-canvas-fit: price.height == 0 @49 by 152; "
            + "it gives way to what would miss by more if the height were 1 less: "
            + "features-hugging-vertical: features.height <= 40 @249 (misses by 0, 1 more)."))
        withExtendedLifetime(root) {}
    }

    /// The label hugs at 48, below the row's 49: the label stretches to
    /// 200 − 8 − 34 = 158 and the row keeps its content's 34. What keeps
    /// the row from being shorter is inside it (the amount's compression
    /// resistance, a term of the sum): no note, nor on the amount, whose
    /// `UISV-ambiguity-suppression` is the row's rule, not its own wish.
    @Test func aBaselineRowAtItsContentHasNoNote() throws {
        let (root, price, features) = try Self.column(hugging: 48)
        expectFrame(price, Rect(x: 0, y: 0, width: 96, height: 34))
        expectFrame(features, Rect(x: 0, y: 42, width: 96, height: 158))
        let why = price.explanation(of: .height)
        #expect(why.terms.contains { $0.constraint.description == "amount-compression-vertical: amount.height >= 34 @750" })
        #expect(why.givingWay == nil)
        #expect(price.arrangedItems[0].explanation(of: .height).givingWay == nil)
        // The column, pinned to the root, misses its own canvas fit
        // (`column.height == 0 @49`) because required constraints hold it:
        // a stack's rule missed where it is pinned has no note.
        let column = try #require(root.children.first)
        #expect(column.explanation(of: .height).terms.allSatisfy { $0.constraint.priority.isRequired })
        #expect(column.explanation(of: .height).givingWay == nil)
        withExtendedLifetime(root) {}
    }
}
