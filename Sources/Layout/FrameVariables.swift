import Cassowary

/// The frame variables of the regions in one engine: which region each
/// belongs to and which of its four values it holds.
///
/// A layout pass looks up every value that changed (thousands when a
/// change above a long list moves everything below it), so a look-up is a
/// probe of an ``ObjectIndexTable`` and an array read: no hashing of the key, no
/// weak reference to load and no reference count to change; and once a
/// variable has been looked up under the index the solver reports it by,
/// an array read by that index. The regions
/// are not retained: every region of a tree is kept by its parent, up to
/// the root, and the engine reads them only while its root is alive (a
/// region that leaves the tree is unregistered first).
struct FrameVariables {
    /// Each variable's slot (in ``regions``) times 4 plus its component.
    private var entryOfVariable = ObjectIndexTable()
    /// The registered regions by slot, unretained; `nil` for free slots.
    private var regions: [Unmanaged<LayoutRegion>?] = []
    private var freeSlots: [Int32] = []
    /// Entries as in ``entryOfVariable``, by the index the solver reports
    /// each variable under (see ``region(of:solverIndex:)``); -1 where none
    /// has been learnt.
    private var entryOfSolverIndex: [Int32] = []

    /// The number of variables registered.
    var count: Int { entryOfVariable.count }

    /// Registers the four variables of `region`.
    mutating func register(_ region: LayoutRegion) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
        } else {
            slot = regions.count
            regions.append(nil)
        }
        regions[slot] = Unmanaged.passUnretained(region)
        // One by one: an array of the four would be allocated for every region.
        entryOfVariable[ObjectIdentifier(region.left)] = Int32(slot * 4)
        entryOfVariable[ObjectIdentifier(region.top)] = Int32(slot * 4 + 1)
        entryOfVariable[ObjectIdentifier(region.width)] = Int32(slot * 4 + 2)
        entryOfVariable[ObjectIdentifier(region.height)] = Int32(slot * 4 + 3)
    }

    /// Forgets the variables of a region that left the tree.
    mutating func unregister(_ region: LayoutRegion) {
        guard let entry = entryOfVariable[ObjectIdentifier(region.left)] else { return }
        for variable in [region.left, region.top, region.width, region.height] {
            entryOfVariable[ObjectIdentifier(variable)] = nil
        }
        let slot = Int(entry / 4)
        regions[slot] = nil
        freeSlots.append(Int32(slot))
    }

    /// ``region(of:)`` for a variable the solver reports under `solverIndex`,
    /// looked up by that index once learnt. A pass reads the values of a
    /// long list in the solver's order, and the entries kept by index lie in
    /// that order where the identity table scatters them, one cache miss
    /// each. An index the solver has since given another variable is caught
    /// by the region's own variable, which is then not `variable`.
    @inline(__always)
    mutating func region(of variable: ObjectIdentifier, solverIndex: Int)
        -> (region: Unmanaged<LayoutRegion>, component: LayoutEngine.FrameComponent)? {
        if solverIndex < entryOfSolverIndex.count, case let entry = entryOfSolverIndex[solverIndex], entry >= 0,
           let region = regions[Int(entry / 4)] {
            let component = LayoutEngine.FrameComponent(rawValue: Int(entry % 4))!
            let held = region._withUnsafeGuaranteedRef { ObjectIdentifier($0.variable(component)) }
            if held == variable { return (region, component) }
        }
        guard let entry = entryOfVariable[variable], let region = regions[Int(entry / 4)] else { return nil }
        if solverIndex >= entryOfSolverIndex.count {
            // Doubled, not grown to the index: new variables come one at a
            // time, and each growth is a call of a hundred instructions.
            let count = Swift.max(solverIndex + 1, 2 * entryOfSolverIndex.count)
            entryOfSolverIndex.append(contentsOf: repeatElement(-1, count: count - entryOfSolverIndex.count))
        }
        entryOfSolverIndex[solverIndex] = entry
        return (region, LayoutEngine.FrameComponent(rawValue: Int(entry % 4))!)
    }

    /// The region the variable (by identity) belongs to, unretained, and which of its
    /// values it holds; `nil` if it is not registered.
    @inline(__always)
    func region(of variable: ObjectIdentifier) -> (region: Unmanaged<LayoutRegion>, component: LayoutEngine.FrameComponent)? {
        guard let entry = entryOfVariable[variable], let region = regions[Int(entry / 4)] else { return nil }
        return (region, LayoutEngine.FrameComponent(rawValue: Int(entry % 4))!)
    }
}
