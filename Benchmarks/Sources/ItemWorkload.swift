import Layout

/// A workload written with the Layout and Stack modules (items, anchors,
/// intrinsic sizes, stacks) rather than as a constraint script. It runs on
/// this project only: kiwi has no items, so there is nothing to compare.
///
/// Timing protocol, the script one carried over: `build` is one fresh tree
/// (create the items, activate the constraints, the first layout pass, read
/// every frame); `edit` is one pass of ``editCycles`` cycles on the tree of
/// the last build, divided by the number of cycles, each cycle being one
/// change and one layout pass. Checks run outside the timed region: after
/// every build, after every counted edit pass, and after every single
/// cycle of the warm-up passes.
protocol ItemWorkload {
    /// The built items, and whatever the edit cycles change.
    associatedtype Tree

    var name: String { get }
    var n: Int { get }
    var buildPasses: WorkloadScript.Passes { get }
    var editPasses: WorkloadScript.Passes { get }
    /// Edit cycles in one pass; 0 when the workload has no edit phase.
    var editCycles: Int { get }
    /// The edit phase's name in the report: `edit` unless the workload
    /// times an edit of a kind it names (L4's `grow`).
    var editPhase: String { get }

    /// Creates the items, activates the constraints, runs the first layout
    /// pass and reads every frame.
    func build() -> Tree
    /// Edit cycle `k` of a pass: one change, then a layout pass.
    func edit(_ tree: Tree, cycle k: Int)
    /// Throws unless the frames are those the construction gives by hand:
    /// as built when `k` is nil, else after edit cycle `k`.
    func check(_ tree: Tree, afterCycle k: Int?) throws
    /// What the report should say of the workload's layout passes, asked
    /// after the timed phases (it may lay the tree out again); nil for none.
    func describePasses(_ tree: Tree) -> String?
    /// Times every phase; by default with the protocol above.
    func run() throws -> Timings
}

extension ItemWorkload {
    func describePasses(_ tree: Tree) -> String? { nil }
    var editPhase: String { "edit" }

    /// Times every phase with the protocol above.
    func run() throws -> Timings {
        var timings = Timings(editPhase: editPhase)
        var tree: Tree!
        timings.build = try buildPasses.measure { _ in
            // The last build's tree is destroyed before the next is timed, as
            // the Yoga anchor frees its tree between builds: two trees never
            // share the memory, and freeing is not timed.
            tree = nil
            let elapsed = ContinuousClock().measure { tree = build() }
            try check(tree, afterCycle: nil)
            return elapsed.seconds
        }
        guard editCycles > 0 else {
            timings.note = describePasses(tree)
            return timings
        }
        timings.edit = try editPasses.measure { isWarmup in
            if isWarmup {
                for k in 0..<editCycles {
                    edit(tree, cycle: k)
                    try check(tree, afterCycle: k)
                }
                return .nan
            }
            let elapsed = ContinuousClock().measure {
                for k in 0..<editCycles { edit(tree, cycle: k) }
            }
            try check(tree, afterCycle: editCycles - 1)
            return elapsed.seconds / Double(editCycles)
        }
        timings.note = describePasses(tree)
        return timings
    }

    /// Throws unless `actual` is `expected` within the scripts' tolerance,
    /// `1e-6 × max(1, |value|)` per component.
    func expect(_ actual: Rect, _ expected: Rect, _ what: @autoclosure () -> String, afterCycle k: Int?) throws {
        let pairs = [(actual.minX, expected.minX), (actual.minY, expected.minY),
                     (actual.width, expected.width), (actual.height, expected.height)]
        guard pairs.contains(where: { abs($0.0 - $0.1) > 1e-6 * max(1, abs($0.1)) }) else { return }
        let phase = k.map { "edit cycle \($0)" } ?? "build"
        throw CheckFailure(description: "\(name) N=\(n) after \(phase): \(what()) is \(actual), expected \(expected)")
    }
}

extension LayoutItem {
    /// What an application does after the first layout pass: read every
    /// frame (folded into one number so that the reads cannot be skipped).
    static func readFrames(of items: [LayoutItem]) -> Double {
        items.reduce(0) { $0 + $1.frame.maxX + $1.frame.maxY }
    }
}

extension LayoutConstraint {
    /// The constraint with another priority, for lists of constraints written inline.
    func withPriority(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
