/// Size floors: an item's width and height are never negative, required
/// `width >= 0` and `height >= 0`, as Auto Layout holds them (its conflict
/// logs show a width forced below zero as unsatisfiable, the implicit bound
/// unprinted).
///
/// A floor is *dormant* until a layout breaks it: it is active (listed
/// among the engine's constraints, read-only to users, never reported
/// broken) but not in the solver. Nearly every layout keeps its sizes
/// positive without the floors, and each floor in the solver is a row of
/// the tableau: two per item, as many rows as the rest of a typical cell's
/// constraints, and for the root of a long stack a row that names every
/// item in it. When a pass finds a size below zero, the item's floor enters
/// the solver (it *wakes*) and stays there while the item is in the tree,
/// and the pass solves again. A solution that keeps every floor without
/// them is a solution with them (a constraint that holds at an optimum
/// leaves it optimal), so the frames are those of a solver that held every
/// floor from the start.
///
/// A floor that wakes against required constraints outranks them all (see
/// ``LayoutEngine/enforce(_:)``): of the application's constraints in the
/// conflict, the one whose constant changed last since the last layout
/// breaks, else the last activated; with none of the application's, the
/// last activated of the others. That is the constraint a floor in the
/// solver from the start would have refused.
/// Questions that need every floor in the solver (ambiguities, fitting
/// sizes, what decides a value) wake them all first.
extension LayoutEngine {
    /// Makes an item's floors, dormant.
    func keepSizeNonNegative(_ item: LayoutItem) {
        let width = LayoutConstraint(item, .width, .greaterThanOrEqual, nil, nil, constant: 0)
        let height = LayoutConstraint(item, .height, .greaterThanOrEqual, nil, nil, constant: 0)
        for floor in [width, height] { floor.isDormant = true }
        addGenerated(width, GeneratedName(itemName: item.name, role: .nonnegativeWidth), origin: .engine)
        addGenerated(height, GeneratedName(itemName: item.name, role: .nonnegativeHeight), origin: .engine)
        item.sizeFloors = (width, height)
        hasDormantSizeFloors = true
    }

    /// Puts a dormant floor into the solver, for good.
    func wake(_ floor: LayoutConstraint) {
        guard floor.isDormant, floor.engine === self else { return }
        floor.isDormant = false
        enforce(floor)
    }

    /// Wakes the floors of the sizes a solve left below zero, in activation
    /// order; returns whether any woke (and so the solution moved).
    func wakeSizeFloors(below sizes: [(region: LayoutRegion, component: FrameComponent)]) -> Bool {
        let floors = sizes.compactMap { size -> LayoutConstraint? in
            guard let floors = (size.region as? LayoutItem)?.sizeFloors else { return nil }
            let floor = size.component == .width ? floors.width : floors.height
            return floor.isDormant ? floor : nil
        }
        for floor in floors.sorted(by: { $0.activationOrder < $1.activationOrder }) { wake(floor) }
        return !floors.isEmpty
    }

    /// Wakes every dormant floor of the tree, in activation order, for a
    /// question whose answer needs them all in the solver.
    func wakeAllSizeFloors() {
        guard hasDormantSizeFloors else { return }
        hasDormantSizeFloors = false
        for floor in active.values.filter(\.isDormant).sorted(by: { $0.activationOrder < $1.activationOrder }) {
            wake(floor)
        }
    }
}

extension LayoutConstraint {
    /// Whether it is an item's `width >= 0` or `height >= 0` (see
    /// `LayoutEngine+SizeFloors.swift`).
    var isSizeFloor: Bool {
        guard origin == .engine, let role = generatedName?.role else { return false }
        return role == .nonnegativeWidth || role == .nonnegativeHeight
    }
}
