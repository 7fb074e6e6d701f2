import Testing
import SeededRandom
import Stack

/// A stack that only hid and showed items since it last compiled compiles
/// only around them (`StackCompiler+Hiding.swift`); what it generates is
/// exactly what a full compilation of its current state generates, in the
/// same order, with the same constants and priorities.
@Suite struct HidingCompileTests {
    static let distributions: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                     .equalCentering]

    /// Random toggles of one to three items (the first, the last, all of
    /// them, runs of neighbours) on stacks of every UIKit distribution and
    /// alignment, both axes, items with and without intrinsic lengths.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func togglesGenerateWhatAFullCompilationDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        for distribution in Self.distributions {
            for alignment in StackAlignment.allCases {
                let count = 1 + pick(8)
                let axis: LayoutAxis = pick(2) == 0 ? .horizontal : .vertical
                let items = (0..<count).map { index in
                    // Mostly no intrinsic length along the axis: the stacks that compile around a toggle.
                    let length: Double? = pick(4) == 0 ? Double(10 + pick(40)) : nil
                    let across = Double(10 + pick(40))
                    let size = axis == .horizontal ? IntrinsicSize(width: length, height: across)
                        : IntrinsicSize(width: across, height: length)
                    let item = LayoutItem(name: "item\(index)", intrinsicContentSize: size)
                    item.isHidden = pick(4) == 0
                    return item
                }
                let stack = StackItem(name: "stack", arrangedItems: items)
                stack.axis = axis
                stack.distribution = distribution
                stack.alignment = alignment
                stack.spacing = [0, 8, -4][pick(3)]
                if count > 1 && pick(2) == 0 { stack.setCustomSpacing(20, after: items[pick(count - 1)]) }
                stack.layoutIfNeeded()
                for step in 0..<30 {
                    switch pick(5) {
                    case 0: items[0].isHidden.toggle()
                    case 1: items[count - 1].isHidden.toggle()
                    case 2:
                        let hidden = pick(2) == 0
                        for item in items { item.isHidden = hidden }
                    default:
                        for _ in 0...pick(3) { items[pick(count)].isHidden.toggle() }
                    }
                    stack.layoutIfNeeded()
                    let live = stack.generatedConstraints.map(Self.summary)
                    let full = stack.constraintsCompiledInFull.map(Self.summary)
                    #expect(live == full, "\(distribution) \(alignment) \(axis), step \(step): \(items.map(\.isHidden))")
                }
            }
        }
    }

    /// Hiding the middle row of a long column keeps every other generated
    /// constraint (the same objects), as a full compilation's matching does.
    @Test func hidingOneRowKeepsTheOthers() {
        let rows = (0..<50).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: 40, height: nil)) }
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = 8
        column.layoutIfNeeded()
        let before = column.generatedConstraints
        rows[25].isHidden = true
        column.layoutIfNeeded()
        let after = column.generatedConstraints
        let kept = after.filter { constraint in before.contains { $0 === constraint } }
        // The two spacings around row 25 went; its hiding constraint, its
        // parked spacing and the spacing across it came.
        #expect(before.count - kept.count == 2)
        #expect(after.count - kept.count == 3)
        #expect(after.map(Self.summary) == column.constraintsCompiledInFull.map(Self.summary))
        #expect(rows[25].frame.height == 0)
        #expect(rows[26].frame.minY == rows[24].frame.maxY + 8)
    }

    /// What makes two generated constraints the same.
    static func summary(_ constraint: LayoutConstraint) -> String {
        "\(constraint.identifier ?? "") \(constraint.description) @\(constraint.priority) ×\(constraint.multiplier)"
        + " \(ObjectIdentifier(constraint.firstItem).hashValue) \(constraint.secondItem.map { ObjectIdentifier($0).hashValue } ?? 0)"
    }
}
