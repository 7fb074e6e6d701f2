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
/// Content settles at the widths the fitting gives it, as in a fresh
/// layout: measured text height for width, and a flex stack inside the item
/// that lays out its own content (``FittingContent``) laid out offering any
/// width first, then at its width in the fitting. The constants of its
/// content-size constraints in the tree are those of the width it was last
/// placed at, which a measurement offering another width must not keep:
/// the item would stay as wide as that placement made it.
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
package final class SubtreeFitting: ContentSettling {
    private let item: LayoutItem
    private let solver = Solver(conflictSearch: .none)
    /// The equations of the measured items' content-size constraints in
    /// this solver, by item and axis, to measure them again at the widths
    /// the fitting gives them (height for width).
    private var contentEquations: [(item: LayoutItem, axis: LayoutAxis, equations: [Constraint])] = []
    /// The items of ``contentEquations``, each once.
    private var measuredItems: [LayoutItem] = []
    /// The items of the subtree that lay out their own content, with the
    /// equations in this solver of the constraints that may hold them to it.
    private var laidOutContent: [LaidOutContent] = []
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
                      !constraint.isFlexPlacement(of: item) else { continue }
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
        for member in item.subtree {
            if let content = member as? any FittingContent, let laidOut = LaidOutContent(content, equationOf: equationOf) {
                laidOutContent.append(laidOut)
            }
            guard member.measuredContent != nil && member.usesContentSizeConstraints else { continue }
            for axis in LayoutAxis.allCases {
                let equations = (engine.tree.contentSizeConstraints[ObjectIdentifier(member)]?[axis] ?? [])
                    .compactMap { equationOf[ObjectIdentifier($0)] }
                if !equations.isEmpty { contentEquations.append((member, axis, equations)) }
            }
            if contentEquations.last?.item === member { measuredItems.append(member) }
        }
    }

    /// The item's size within `proposal`; `content` stands for its
    /// intrinsic size there, whose content-size constraints the flex stack
    /// turned off: it holds at the item's hugging and compression
    /// resistance.
    package func size(within proposal: ProposedSize, content: IntrinsicSize) -> Size {
        solver.probe {
            for axis in LayoutAxis.allCases {
                guard let length = content[axis] else { continue }
                for equation in item.contentHoldingEquations(at: length, along: axis) {
                    try? solver.addConstraint(equation)
                }
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
    /// fitting gives it, and lays out again there the content of each item
    /// that lays out its own (after laying it out offering any width), until
    /// nothing changes or the pass limit.
    private func settleMeasuredContent() {
        settleContent(measured: measuredItems, laidOut: laidOutContent.map { $0.item })
    }

    func width(of item: LayoutItem) -> Double { solver.value(of: item.width) }

    func move(_ item: LayoutItem, toMeasured size: Size, within proposal: ProposedSize) {
        for (other, axis, equations) in contentEquations where other === item {
            let length = axis == .horizontal ? size.width : size.height
            for equation in equations { try? solver.setConstant(-LayoutEngine.limited(length), of: equation) }
        }
    }

    /// Moves the constraints that hold an item to the content it lays out,
    /// in this solver, to that content laid out at `width` (nil: offered
    /// any width).
    func layOutContent(at index: Int, width: Double?) {
        for (constraint, constant) in laidOutContent[index].constants(atWidth: width) {
            guard let equation = laidOutContent[index].equations[ObjectIdentifier(constraint)] else { continue }
            try? solver.setConstant(-LayoutEngine.limited(constant), of: equation)
        }
    }
}

/// An item inside a measured subtree that lays out its own content
/// (``FittingContent``), with the equations of its size constraints in the
/// measurement's solver. The subtree does not change while it is measured,
/// so the content laid out at a width is kept for the other proposals.
private struct LaidOutContent {
    let item: any FittingContent
    /// The equations of the constraints that relate the item's size to a
    /// constant alone, by constraint.
    let equations: [ObjectIdentifier: Constraint]
    /// The constraints' constants for the content laid out at each width
    /// asked so far (nil: any width).
    private var laidOut: [Double?: [(constraint: LayoutConstraint, constant: Double)]] = [:]

    /// The item with the equations of its constraints that relate its size
    /// to a constant alone (as content sizes do) among `equationOf`, the
    /// measurement's by constraint; nil when it has none there.
    init?(_ item: any FittingContent, equationOf: [ObjectIdentifier: Constraint]) {
        var equations: [ObjectIdentifier: Constraint] = [:]
        for constraint in item.constraints.values where constraint.firstItem === item && constraint.secondItem == nil {
            equations[ObjectIdentifier(constraint)] = equationOf[ObjectIdentifier(constraint)]
        }
        guard !equations.isEmpty else { return nil }
        self.item = item
        self.equations = equations
    }

    /// The constraints of ``FittingContent/contentSizeConstants(atWidth:)``
    /// at `width` (nil: any width), laid out once for each width.
    mutating func constants(atWidth width: Double?) -> [(constraint: LayoutConstraint, constant: Double)] {
        if let known = laidOut[width] { return known }
        let constants = item.contentSizeConstants(atWidth: width)
        laidOut[width] = constants
        return constants
    }
}
