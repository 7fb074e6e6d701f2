/// Items' floors (`NAME-nonnegative-width`, `-height`) out of the solver
/// until a solve takes a size below zero.
///
/// Every item's width and height are held at zero or more, but in most
/// layouts nothing pushes a size that low: the floors add a restricted row
/// and a slack each to the solver (a quarter of a feed's fresh build) and
/// hold nothing. An item's floors therefore join its engine *dormant*:
/// active, listed and never broken, but out of the solver. A layout with
/// a subset of the floors whose solution keeps every size at zero or more
/// is a layout with all of them: whatever satisfies the whole system
/// satisfies the subset, so an optimum of the subset that satisfies the
/// whole is an optimum of the whole. So:
///
/// - when the frames are read after a solve, a dormant floor whose size
///   came out negative wakes (joins the solver), and the frames are read
///   again;
/// - a floor that wakes into a conflict wins over the application's
///   constraint in it that came, or whose constant the application set,
///   last, as it would have had it been in the solver all along;
/// - before a conflict is decided, and before any question that reads
///   more than the solution (ambiguity, ranges, explanations, fitting
///   sizes), every dormant floor wakes, so that the answer is the one a
///   solver holding all of them gives.
///
/// A floor that woke stays in the solver. The root's floors never sleep:
/// the root's fitting pull is bounded by them (see ``fitRoot(_:)``). Nor
/// do those of a stack, of a stack's arranged items and of an item that
/// measures its content: a stack squeezes its items' sizes and reacts
/// within a pass to what its constraints break, and measured content is
/// laid out from any width first and wraps over passes, so a floor found
/// crossed only when the frames are read would change their course; and
/// with a text's floors out of the solver, the work of inserting a
/// message into a chat grows with the chat.
extension LayoutEngine {
    /// Makes `floor`, which the engine is about to add for a non-root
    /// item, dormant.
    func makeDormant(_ floor: LayoutConstraint) {
        floor.isDormantFloor = true
        tree.dormantFloorCount += 1
    }

    /// Takes `floor` out of the dormant ones, and puts it into the solver
    /// when `enforcing`.
    func wake(_ floor: LayoutConstraint, enforcing: Bool) {
        guard floor.isDormantFloor else { return }
        floor.isDormantFloor = false
        tree.dormantFloorCount -= 1
        if enforcing { enforce(floor) }
    }

    /// Wakes the dormant floors of `item`, which a stack now arranges or
    /// which now measures its content. Outside a layout pass their
    /// equations wait for the solver's next use, as those of an item
    /// joining do.
    func wakeFloors(of item: LayoutItem) {
        guard tree.dormantFloorCount > 0 else { return }
        lettingGeneratedEquationsWait {
            for axis in LayoutAxis.allCases {
                if let floor = nonNegativeFloor(of: item, along: axis) { wake(floor, enforcing: true) }
            }
        }
    }

    /// Wakes the dormant floor of each item whose width or height in
    /// `negative` came out below zero; returns whether one woke.
    func wakeFloors(crossedBy negative: [(item: LayoutItem, axis: LayoutAxis)]) -> Bool {
        var woke = false
        for (item, axis) in negative {
            guard let floor = nonNegativeFloor(of: item, along: axis), floor.isDormantFloor else { continue }
            wake(floor, enforcing: true)
            woke = true
        }
        return woke
    }

    /// A floor that woke into a conflict goes in before the application's
    /// constraints in the conflict activated, or whose constants moved,
    /// after it came: they leave, the floor goes in, and they come back in
    /// the order they came or moved, each that conflicts then broken and
    /// reported as it would have been had the floor been in the solver all
    /// along. Returns whether the floor went in that way.
    func enforceBefore(_ floor: LayoutConstraint, _ items: LayoutConstraint.Items, _ error: SolverError) -> Bool {
        guard case let .unsatisfiable(_, conflict, _) = error else { return false }
        // When each member last came or moved (see `constantsMovedSinceRead`).
        func lastChange(_ constraint: LayoutConstraint) -> Int {
            tree.constantsMovedSinceRead.last { $0.constraint === constraint }?.order ?? order(of: constraint)
        }
        let later = conflict.compactMap(layoutConstraint(behind:)).filter {
            $0 !== floor && $0.origin == .user && $0.solverConstraint != nil && lastChange($0) > order(of: floor)
        }.sorted { lastChange($0) < lastChange($1) }
        guard !later.isEmpty else { return false }
        takeOut(later, by: release)
        enforce(floor, items)
        for constraint in later {
            enforce(constraint)
            if constraint.isBroken { applicationConstraintsYielded += 1 }
        }
        return true
    }

    /// Wakes every dormant floor, in activation order; returns whether
    /// there was one.
    @discardableResult
    package func wakeDormantFloors() -> Bool {
        guard tree.dormantFloorCount > 0 else { return false }
        let floors = tree.active.filter(\.isDormantFloor).sorted { $0.activationOrder < $1.activationOrder }
        // Every one leaves the dormant list first: a floor that wakes into
        // a conflict decides it with all the others in the solver.
        for floor in floors { wake(floor, enforcing: false) }
        for floor in floors { enforce(floor) }
        return true
    }

    /// Brings every floor out of the solver back into it, implied or
    /// dormant (before a conflict is decided); returns whether there was one.
    func holdFloorsOutOfSolver() -> Bool {
        let implied = holdImpliedFloors()
        let dormant = wakeDormantFloors()
        return implied || dormant
    }
}
