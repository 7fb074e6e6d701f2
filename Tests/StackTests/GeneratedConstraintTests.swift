import Testing
import Stack

/// The constraints the compiler generates, in full, for a few
/// configurations: a change in the compiler shows up here as a readable diff.
@Suite struct GeneratedConstraintTests {
    func items(_ sizes: [(String, Double, Double)]) -> [LayoutItem] {
        sizes.map { LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: $0.1, height: $0.2)) }
    }

    /// The example of `Docs/Guides/Stacks.md`, "The generated constraints":
    /// fill, top, spacing 10.
    @Test func aRowAlignedToTheTop() {
        let stack = StackItem(name: "S", arrangedItems: items([("A", 160, 200), ("B", 80, 100), ("C", 40, 50)]))
        stack.alignment = .top
        stack.spacing = 10
        #expect(stack.generatedConstraints.map(\.description) == [
            "UISV-canvas-connection: S.leading == A.leading",
            "UISV-canvas-connection: S.trailing == C.trailing",
            "UISV-spacing: B.leading == A.trailing + 10",
            "UISV-spacing: C.leading == B.trailing + 10",
            "STK-order-tiebreak: A.width == 160 @0.0001",
            "STK-order-tiebreak: B.width == 80 @0.0002",
            "STK-order-tiebreak: C.width == 40 @0.0003",
            "UISV-alignment: A.top == B.top",
            "UISV-alignment: A.top == C.top",
            "UISV-canvas-connection: S.top == A.top",
            "UISV-canvas-connection: S.bottom == S.UISV-alignment-spanner.bottom",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.top == A.top @999.5",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.bottom >= A.bottom",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.top == B.top @999.5",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.bottom >= B.bottom",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.top == C.top @999.5",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.bottom >= C.bottom",
            "UISV-spanning-fit: S.UISV-alignment-spanner.height == 0 @51",
            "UISV-ambiguity-suppression: A.height == 0 @25",
            "UISV-ambiguity-suppression: B.height == 0 @25",
            "UISV-ambiguity-suppression: C.height == 0 @25",
        ])
        stack.layoutIfNeeded()
        #expect(stack.arrangedItems.map(\.frame) == [Rect(x: 0, y: 0, width: 160, height: 200),
                                                     Rect(x: 170, y: 0, width: 80, height: 100),
                                                     Rect(x: 260, y: 0, width: 40, height: 50)])
    }

    /// fillProportionally in kean's dump: 4:2:1 at 999, 998, 997; a hidden
    /// item collapses at 999.999 and is parked half a gap after its neighbour.
    /// The spacing and hiding constraints come item by item in arranged order.
    @Test func aProportionalColumnWithAHiddenItem() {
        let views = items([("A", 10, 160), ("B", 10, 80), ("H", 10, 30), ("C", 10, 40)])
        views[2].isHidden = true
        let stack = StackItem(name: "S", arrangedItems: views)
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.alignment = .center
        #expect(stack.generatedConstraints.map(\.description) == [
            "UISV-canvas-connection: S.top == A.top",
            "UISV-canvas-connection: S.bottom == C.bottom",
            "UISV-spacing: B.top == A.bottom",
            "UISV-hiding: H.height == 0 @999.999",
            "UISV-spacing-hidden: H.top == B.bottom @50",
            "UISV-spacing: C.top == B.bottom",
            "UISV-fill-proportionally: A.height == 0.571429*S.height @999",
            "UISV-fill-proportionally: B.height == 0.285714*S.height @998",
            "UISV-fill-proportionally: C.height == 0.142857*S.height @996",
            "UISV-alignment: A.centerX == B.centerX",
            "UISV-alignment: A.centerX == H.centerX",
            "UISV-alignment: A.centerX == C.centerX",
            "UISV-canvas-connection: S.leading == S.UISV-alignment-spanner.leading",
            "UISV-canvas-connection: S.trailing == S.UISV-alignment-spanner.trailing",
            "UISV-canvas-connection: S.centerX == A.centerX",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.leading <= A.leading",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.trailing >= A.trailing",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.leading <= B.leading",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.trailing >= B.trailing",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.leading <= C.leading",
            "UISV-spanning-boundary: S.UISV-alignment-spanner.trailing >= C.trailing",
            "UISV-spanning-fit: S.UISV-alignment-spanner.width == 0 @51",
            "UISV-ambiguity-suppression: A.width == 0 @25",
            "UISV-ambiguity-suppression: B.width == 0 @25",
            "UISV-ambiguity-suppression: H.width == 0 @25",
            "UISV-ambiguity-suppression: C.width == 0 @25",
        ])
    }

    /// A flex row 100 long whose content is 80: spaceBetween with one
    /// shrinkable item and stretched cross lengths. The stack's layout
    /// decides every frame; each arranged item is pinned to its own. The
    /// range fixes the width: one `==`, and no content constraints there.
    @Test func aFlexRow() {
        let views = items([("x", 50, 20), ("y", 30, 10)])
        let stack = StackItem(name: "F", arrangedItems: views)
        stack.distribution = .flex(.spaceBetween)
        stack.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 0), maximum: Size(width: 100, height: .infinity))
        stack.setFlexOptions(FlexItemOptions(shrink: 1), for: views[0])
        #expect(stack.generatedConstraints.map(\.description) == [
            "STK-size-range: F.width == 100",
            "STK-content-fit: F.height <= 20 @250",
            "STK-content-fit: F.height >= 20 @750",
            "STK-content-tiebreak: F.height == 20 @0.000001",
            "STK-flex-position: x.left == F.left",
            "STK-flex-position: x.top == F.top",
            "STK-flex-size: x.width == 50",
            "STK-flex-size: x.height == 20",
            "STK-flex-position: y.left == F.left + 70",
            "STK-flex-position: y.top == F.top",
            "STK-flex-size: y.width == 30",
            "STK-flex-size: y.height == 20",
        ])
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 70, y: 0, width: 30, height: 20)])
    }

    /// Every generated constraint says which rule made it, as its
    /// identifier and as its origin.
    @Test func everyConstraintNamesItsRule() {
        for distribution in [StackDistribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
                             .flex(.spaceAround)] {
            let stack = StackItem(name: "S", arrangedItems: items([("A", 10, 10), ("B", 20, 20)]))
            stack.distribution = distribution
            for constraint in stack.generatedConstraints {
                let rule = StackRule(rawValue: constraint.identifier ?? "")
                #expect(rule != nil, "\(constraint)")
                #expect(constraint.origin == .stack(constraint.identifier ?? ""), "\(constraint)")
            }
        }
    }
}
