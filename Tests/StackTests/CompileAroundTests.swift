import Testing
import SeededRandom
import Stack

/// A stack that only hid, showed, inserted or removed items since it last
/// compiled compiles only around them (`StackCompiler+Around.swift`); what
/// it generates is exactly what a full compilation of its current state
/// generates, in the same order, with the same constants and priorities.
@Suite struct CompileAroundTests {
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

    /// Random insertions and removals (one or two between layouts, at any
    /// index, by `removeArrangedItem` or by leaving the stack), mixed with
    /// toggles, on stacks of every UIKit distribution and alignment; most
    /// steps on the `fill` stacks, the ones that compile around a change.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func insertionsAndRemovalsGenerateWhatAFullCompilationDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        var made = 0
        for distribution in Self.distributions {
            for alignment in StackAlignment.allCases {
                let axis: LayoutAxis = pick(2) == 0 ? .horizontal : .vertical
                func makeItem() -> LayoutItem {
                    let length: Double? = pick(5) == 0 ? Double(10 + pick(40)) : nil
                    let across = Double(10 + pick(40))
                    let size = axis == .horizontal ? IntrinsicSize(width: length, height: across)
                        : IntrinsicSize(width: across, height: length)
                    made += 1
                    let item = LayoutItem(name: "item\(made)", intrinsicContentSize: size)
                    item.isHidden = pick(4) == 0
                    return item
                }
                let stack = StackItem(name: "stack", arrangedItems: (0..<(1 + pick(6))).map { _ in makeItem() })
                stack.axis = axis
                stack.distribution = distribution
                stack.alignment = alignment
                stack.spacing = [0, 8, -4][pick(3)]
                stack.layoutIfNeeded()
                for step in 0..<(distribution == .fill && alignment == .fill ? 120 : 6) {
                    for _ in 0...(pick(3) == 0 ? 1 : 0) {
                        let items = stack.arrangedItems
                        switch pick(6) {
                        case 0, 1: stack.insertArrangedItem(makeItem(), at: pick(items.count + 1))
                        case 2 where items.count > 1: stack.removeArrangedItem(items[pick(items.count)])
                        case 3 where items.count > 1: items[pick(items.count)].removeFromParent()
                        case 4: stack.addArrangedItem(makeItem())
                        default: if !items.isEmpty { items[pick(items.count)].isHidden.toggle() }
                        }
                    }
                    stack.layoutIfNeeded()
                    let live = stack.generatedConstraints.map(Self.summary)
                    let full = stack.constraintsCompiledInFull.map(Self.summary)
                    #expect(live == full, "\(distribution) \(alignment) \(axis), step \(step): \(stack.arrangedItems.map(\.isHidden))")
                }
            }
        }
    }

    /// A row inserted into the middle of a long column, and one appended,
    /// come with their own constraints only: every other generated
    /// constraint stays the same object, and the rows below move down by
    /// the new row's height and a spacing.
    @Test func insertingARowKeepsTheOthers() throws {
        // Rows without an intrinsic height (one would add order tiebreaks,
        // which a full compilation makes), given one by a constraint.
        func row(_ name: String, width: Double, height: Double) throws -> LayoutItem {
            let row = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: nil))
            try row.heightAnchor.constraint(equalToConstant: height).activate()
            return row
        }
        let rows = try (0..<50).map { try row("row\($0)", width: 40, height: 20) }
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = 8
        column.layoutIfNeeded()
        let before = column.generatedConstraints
        let compilations = column.compilations
        let inserted = try row("inserted", width: 60, height: 30)
        column.insertArrangedItem(inserted, at: 25)
        column.layoutIfNeeded()
        let after = column.generatedConstraints
        let kept = after.filter { constraint in before.contains { $0 === constraint } }
        // The spacing row 25 had from row 24 went; the inserted row's
        // spacing, row 25's from it and its two alignments came.
        #expect(before.count - kept.count == 1)
        #expect(after.count - kept.count == 4)
        #expect(column.compilations == compilations + 1)
        #expect(after.map(Self.summary) == column.constraintsCompiledInFull.map(Self.summary))
        // 25 rows of 20 and 25 spacings of 8 above it: 700; then 30 and 8.
        #expect(inserted.frame == Rect(x: 0, y: 700, width: 60, height: 30))
        #expect(rows[25].frame == Rect(x: 0, y: 738, width: 60, height: 20))
        #expect(column.frame.size == Size(width: 60, height: 50 * 20 + 30 + 50 * 8))

        let appended = try row("appended", width: 10, height: 10)
        column.addArrangedItem(appended)
        column.layoutIfNeeded()
        #expect(column.generatedConstraints.map(Self.summary) == column.constraintsCompiledInFull.map(Self.summary))
        #expect(appended.frame == Rect(x: 0, y: 1430 + 8, width: 60, height: 10))

        rows[10].removeFromParent()
        column.removeArrangedItem(appended)
        column.layoutIfNeeded()
        #expect(column.generatedConstraints.map(Self.summary) == column.constraintsCompiledInFull.map(Self.summary))
        #expect(rows[11].frame.minY == rows[9].frame.maxY + 8)
        #expect(column.frame.height == 1430 - 28)
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
