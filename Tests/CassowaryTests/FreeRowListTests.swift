import Testing
@testable import Cassowary

/// The row slots that removals free wait in a list for the rows added
/// later. Every call is a transaction, and the mark it rolls back to keeps
/// the list's length and a log of its changes, not a copy of it: with a
/// copy kept, the first change of the list in every call copied it whole,
/// and making a long stack's constraints again (a layout turned right to
/// left) cost the square of their number.
@Suite struct FreeRowListTests {
    /// A chain of `count` links, `x[k + 1] == x[k] + 10` from `x[0] == 0`,
    /// added and then removed newest first: `count` free row slots.
    static func emptiedChain(count: Int) throws -> (Solver, [Constraint], [Variable]) {
        let solver = Solver()
        let xs = (0...count).map { Variable("x\($0)") }
        let links = [xs[0] == 0] + (0..<count).map { xs[$0 + 1] == xs[$0] + 10 }
        for link in links { try solver.addConstraint(link) }
        for link in links.reversed() { try solver.removeConstraint(link) }
        return (solver, links, xs)
    }

    /// The times the free list's storage moved while the chain's links
    /// were added again, each taking a free slot.
    static func copies(count: Int) throws -> Int {
        let (solver, links, xs) = try emptiedChain(count: count)
        #expect(solver.tableau.freeRows.count >= count)
        func storage() -> UnsafePointer<Int32>? { solver.tableau.freeRows.withUnsafeBufferPointer(\.baseAddress) }
        var copies = 0
        var before = storage()
        for link in links {
            try solver.addConstraint(link)
            let after = storage()
            if after != before { copies += 1 }
            before = after
        }
        #expect(solver.value(of: xs[count]) == Double(10 * count))
        return copies
    }

    @Test func addingRowsIntoFreedSlotsDoesNotCopyTheList() throws {
        let copies = try Self.copies(count: 300)
        #expect(copies == 0, "the free list moved \(copies) times in 301 additions")
    }

    /// A call that fails leaves the free list as it was, in its order, and
    /// the next rows take the same slots as they would have.
    @Test func aFailedCallLeavesTheFreeListAsItWas() throws {
        let (solver, links, xs) = try Self.emptiedChain(count: 20)
        for link in links.prefix(10) { try solver.addConstraint(link) }
        let free = solver.tableau.freeRows
        #expect(throws: SolverError.self) { try solver.addConstraint(xs[9] == 7) }
        #expect(solver.tableau.freeRows == free)
        for link in links.dropFirst(10) { try solver.addConstraint(link) }
        #expect(solver.value(of: xs[20]) == 200)
    }
}
