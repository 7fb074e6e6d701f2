import Cassowary

/// The size an item arranged by a flex stack wants within a proposal, as
/// its own constraints size it, the way `systemLayoutSizeFitting` sizes a
/// cell's content view: a solver of its own holds the constraints among the
/// item's subtree (the item, its descendants and their guides) and nothing
/// else, so the answer depends on the subtree alone, never on the rest of
/// the layout, where the item was placed before, or which constraints a
/// previous layout broke. Its compressed fitting size (what its content
/// holds it to), no larger than the proposal where it has one (at 999).
///
/// A required constraint of the subtree that conflicts with the ones
/// before it (in activation order) is left out, as the engine breaks the
/// later of two. Constraints that reach outside the subtree (to the stack
/// that places the item, to a sibling) do not count; a position set to a
/// constant counts, measured from the item's parent as in the layout.
/// Constraints of the application that the engine broke count only when
/// asked (`includingBroken`): one activated after the item was placed
/// conflicts with the old placement, and counts so that the new placement
/// lets it hold (``countedBroken`` lists them for the retry).
package final class SubtreeFitting {
    private let item: LayoutItem
    private let solver = Solver(conflictSearch: .none)
    /// The equations of the measured items' content-size constraints in
    /// this solver, by item and axis, to measure them again at the widths
    /// the fitting gives them (height for width).
    private var contentEquations: [(item: LayoutItem, axis: LayoutAxis, equations: [Constraint])] = []
    /// The broken constraints of the application that the measurement
    /// counts, in activation order.
    package private(set) var countedBroken: [LayoutConstraint] = []
    /// Whether constraints of the application that the measurement holds
    /// relate the item's width or height (see
    /// ``LayoutItem/hasUserSizeConstraints(includingBroken:)``): all of
    /// those the item has may be left out, a broken one that conflicts
    /// within the subtree.
    package private(set) var holdsUserSizeConstraints = false
    /// The constraints of the application that the measurement holds, in
    /// activation order: a placement made from it stands on them.
    package private(set) var heldUserConstraints: [LayoutConstraint] = []

    package init(_ item: LayoutItem, includingBroken: Bool) {
        self.item = item
        let engine = item.engine
        let regions = Set(item.subtreeRegions.map(ObjectIdentifier.init))
        var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
        for region in item.subtreeRegions {
            for constraint in region.constraints.values where constraints[ObjectIdentifier(constraint)] == nil {
                guard regions.contains(ObjectIdentifier(constraint.firstItem)),
                      constraint.secondItem.map({ regions.contains(ObjectIdentifier($0)) }) ?? true,
                      !constraint.isBroken || (includingBroken && constraint.origin == .user),
                      !Self.isPlacement(constraint, of: item) else { continue }
                constraints[ObjectIdentifier(constraint)] = constraint
            }
        }
        var equationOf: [ObjectIdentifier: Constraint] = [:]
        for constraint in constraints.values.sorted(by: { engine.order(of: $0) < engine.order(of: $1) }) {
            let equation = engine.solverConstraint(for: constraint)
            guard (try? solver.addConstraint(equation)) != nil else { continue }
            equationOf[ObjectIdentifier(constraint)] = equation
            if constraint.isBroken { countedBroken.append(constraint) }
            if item.isSizedByUser(through: constraint) { holdsUserSizeConstraints = true }
            if constraint.origin == .user { heldUserConstraints.append(constraint) }
        }
        for measured in item.subtree where measured.measuredContent != nil && measured.usesContentSizeConstraints {
            for axis in LayoutAxis.allCases {
                let equations = (engine.tree.contentSizeConstraints[ObjectIdentifier(measured)]?[axis] ?? [])
                    .compactMap { equationOf[ObjectIdentifier($0)] }
                if !equations.isEmpty { contentEquations.append((measured, axis, equations)) }
            }
        }
    }

    /// Whether a constraint is one the flex stack placed the item with.
    private static func isPlacement(_ constraint: LayoutConstraint, of item: LayoutItem) -> Bool {
        guard case let .stack(rule) = constraint.origin else { return false }
        return constraint.firstItem === item && rule.hasPrefix("STK-flex")
    }

    /// The item's size within `proposal`; `content` stands for its
    /// intrinsic size there, whose content-size constraints the flex stack
    /// turned off: it holds at the item's hugging and compression
    /// resistance.
    package func size(within proposal: ProposedSize, content: IntrinsicSize) -> Size {
        solver.probe {
            for axis in LayoutAxis.allCases {
                guard let length = content[axis] else { continue }
                let variable = axis == .horizontal ? item.width : item.height
                try? solver.addConstraint(Constraint(variable, .lessThanOrEqual, LayoutEngine.limited(length),
                                                     priority: item.contentHuggingPriority(for: axis)))
                try? solver.addConstraint(Constraint(variable, .greaterThanOrEqual, LayoutEngine.limited(length),
                                                     priority: item.contentCompressionResistancePriority(for: axis)))
            }
            for (variable, offered) in [(item.width, proposal.width), (item.height, proposal.height)] {
                if let offered {
                    try? solver.addConstraint(Constraint(variable, .lessThanOrEqual, LayoutEngine.limited(offered),
                                                         priority: 999))
                }
                try? solver.addConstraint(Constraint(variable, .equal, 0, priority: .fittingSizeLevel))
            }
            settleMeasuredContent()
            return Size(width: max(0, solver.value(of: item.width)), height: max(0, solver.value(of: item.height)))
        }
    }

    /// Measures again every measured item of the subtree at the width the
    /// fitting gives it, until nothing changes or the pass limit.
    private func settleMeasuredContent() {
        var widths: [ObjectIdentifier: Double] = [:]
        for _ in 1..<LayoutEngine.maximumPasses {
            var changed = false
            for (measured, _, _) in contentEquations {
                let width = solver.value(of: measured.width)
                guard widths[ObjectIdentifier(measured)] != width else { continue }
                widths[ObjectIdentifier(measured)] = width
                guard case let .success(size)? = measured.contentSize(within: ProposedSize(width: width, height: nil))
                else { continue }
                for (other, axis, equations) in contentEquations where other === measured {
                    let length = axis == .horizontal ? size.width : size.height
                    for equation in equations { try? solver.setConstant(-LayoutEngine.limited(length), of: equation) }
                }
                changed = true
            }
            if !changed { break }
        }
    }
}
