import Foundation
import Testing
import Cassowary
import ConstraintSystem
import Layout
import Stack
import LayoutDocument
import Explain
import JSON

/// Separate engines and solvers, each used from its own task, give the
/// same answers when many tasks run at once as when they run one after
/// another; and the values meant to cross tasks (documents, constraints,
/// solved values, frames) are `Sendable`.
///
/// Items, engines and solvers are not `Sendable`: each task makes its own.
/// The tests compare exact values (the engine's frames also to within 1e-9,
/// see `enginesInParallelMatchSequentialUse`): the solver is deterministic,
/// so a difference means tasks disturbed one another (shared mutable state,
/// a data race). `Tools/check-races.sh` runs this suite under
/// ThreadSanitizer, which also reports races that happen not to change a
/// value.
@Suite struct ConcurrencyTests {
    /// How many tasks run at once.
    static let taskCount = 12

    /// Trees with stacks, each built, laid out and changed (a constant, the
    /// spacing, a hidden item) in its own task, end with the frames they
    /// get when built one after another, exactly: stacks recompile in an
    /// order that does not depend on memory addresses.
    @Test func enginesInParallelMatchSequentialUse() async throws {
        let sequential = try (0..<Self.taskCount).map(Self.layOutTree(variant:))
        let parallel = try await concurrently(Self.taskCount, Self.layOutTree(variant:))
        #expect(largestDifference(parallel, sequential) < 1e-9)
        let differing = zip(parallel, sequential).filter { $0 != $1 }.count
        #expect(differing == 0, "layouts whose frames differ in the last bits")
        #expect(Set(sequential).count == Self.taskCount, "each variant lays out differently, so a mix-up would show")
    }

    /// Solvers with required and optional constraints and edit variables,
    /// each fed its own suggestions in its own task, report the values they
    /// report when run one after another.
    @Test func solversInParallelMatchSequentialUse() async throws {
        let sequential = try (0..<Self.taskCount).map(Self.solveWithEdits(variant:))
        let parallel = try await concurrently(Self.taskCount, Self.solveWithEdits(variant:))
        #expect(parallel == sequential)
        #expect(Set(sequential).count == Self.taskCount)
    }

    /// One set of variables and constraints (immutable and `Sendable`),
    /// made once and added to a solver of its own in every task, solves as
    /// it does in one task.
    @Test func sharedConstraintsSolveAloneInEachTask() async throws {
        let left = Variable("left"), width = Variable("width"), gap = Variable("gap")
        let constraints = [
            left == 16,
            left + width + gap <= 320,
            2 * gap == width - 100,
            (width == 400) | .strong,
        ]
        let solve: @Sendable (Int) throws -> [Double] = { variant in
            let solver = Solver()
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.addEditVariable(gap, priority: .medium)
            var values: [Double] = []
            for step in 0..<20 {
                try solver.suggestValue(Double(variant + step), for: gap)
                values += [left, width, gap].map(solver.value(of:))
            }
            return values
        }
        let sequential = try (0..<Self.taskCount).map(solve)
        let parallel = try await concurrently(Self.taskCount, solve)
        #expect(parallel == sequential)
        #expect(sequential[0].prefix(3) == [16, 236, 68])
    }

    /// Every document in `Examples/` (layout documents, stacks included, and
    /// constraint-system documents), parsed once and sent to tasks that run
    /// it, gives the output it gives run in one task.
    @Test func documentsInParallelMatchSequentialUse() async throws {
        let documents = try exampleDocuments()
        #expect(documents.count >= 20)
        let run: @Sendable (Int) throws -> JSON = { index in
            switch documents[index] {
            case let .layout(document): try document.run().json(strict: false)
            case let .system(document): document.run().json
            }
        }
        let sequential = try documents.indices.map(run)
        let parallel = try await concurrently(documents.count, run)
        #expect(parallel == sequential)
    }

    /// Explanations of Auto Layout console logs (which solve the logged
    /// constraints) made in parallel match those made one after another.
    @Test func explanationsInParallelMatchSequentialUse() async throws {
        let logs = try explainLogs()
        #expect(logs.count >= 10)
        let explain: @Sendable (Int) -> JSON = { LogExplanation(log: logs[$0]).json }
        let sequential = logs.indices.map(explain)
        let parallel = try await concurrently(logs.count, explain)
        #expect(parallel == sequential)
    }

    /// The values meant to cross tasks do: a layout document and a
    /// constraint-system document parsed here are run in detached tasks that
    /// send back frames and a `DocumentRun`; shared constraints are solved
    /// in another task; and each value type of the public API goes into a
    /// detached task and comes back unchanged. Task closures and
    /// `crossTasks` require `Sendable`, so this test compiles only while
    /// these types are.
    @Test func sendableValuesCrossTasks() async throws {
        let path = repositoryRoot.appendingPathComponent("Examples/toolbar.json").path
        let document = try LayoutDocument(parsing: String(contentsOfFile: path, encoding: .utf8))
        let system = try ConstraintSystemDocument(parsing: #"{ "constraints": [{ "expr": "x >= 10" }, { "expr": "x == 3", "priority": "weak" }] }"#)
        let x = Variable("x")
        let constraint = (x + 2 <= 40) | .medium

        let frames = try await Task.detached { try document.layoutFrames() }.value
        #expect(frames["back"] == Rect(x: 8, y: 6, width: 64, height: 32))
        let systemRun = await Task.detached { system.run() }.value
        #expect(systemRun.text == "x  10")
        let solved = try await Task.detached {
            let solver = Solver()
            try solver.addConstraint(constraint)
            try solver.addConstraint((x == 100) | .weak)
            return solver.value(of: x)
        }.value
        #expect(solved == 38)

        #expect(await crossTasks(x) === x)
        #expect(await crossTasks(constraint) === constraint)
        #expect(await crossTasks(constraint.expression) == constraint.expression)
        #expect(await crossTasks(frames) == frames)
        #expect(await crossTasks(Priority.strong) == .strong)
        #expect(await crossTasks(SolverError.unknownConstraint(constraint)) == .unknownConstraint(constraint))
        #expect(await crossTasks(EdgeInsets(all: 4)) == EdgeInsets(all: 4))
        #expect(await crossTasks(IntrinsicSize(width: 10, height: nil)) == IntrinsicSize(width: 10, height: nil))
        #expect(await crossTasks(LayoutAttribute.firstBaseline) == .firstBaseline)
        #expect(await crossTasks(StackDistribution.flex(.spaceBetween)) == .flex(.spaceBetween))
        #expect(await crossTasks(StackSpacing.system) == .system)
        #expect(await crossTasks(FlexItemOptions(grow: 1)) == FlexItemOptions(grow: 1))
        #expect(await crossTasks(VisualFormatOptions.alignAllCenterY) == .alignAllCenterY)
        #expect(await crossTasks(LayoutDocumentError("bad")) == LayoutDocumentError("bad"))
    }
}

// MARK: - Workloads

extension ConcurrencyTests {
    /// Builds a tree with a title and a stack of three buttons (the
    /// distribution and sizes depend on `variant`), lays it out, changes it
    /// and lays it out again; returns every item's frame in root coordinates.
    static func layOutTree(variant: Int) throws -> [String: Rect] {
        let root = LayoutItem(name: "root")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100 + Double(variant), height: 20))
        title.firstBaselineOffset = 15
        let buttons = (0..<3).map {
            LayoutItem(name: "button\($0)", intrinsicContentSize: IntrinsicSize(width: 40 + 10 * Double($0), height: 30))
        }
        let stack = StackItem(name: "stack", arrangedItems: buttons)
        let distributions: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                  .equalCentering, .flex(.spaceAround)]
        stack.distribution = distributions[variant % distributions.count]
        stack.alignment = variant.isMultiple(of: 2) ? .center : .fill
        stack.spacing = 8
        root.addChild(title)
        root.addChild(stack)
        let width = root.widthAnchor.constraint(equalToConstant: 360 + 10 * Double(variant))
        try LayoutConstraint.activate([
            width,
            title.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            title.topAnchor.constraint(equalTo: root.topMarginAnchor),
            stack.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            stack.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            root.bottomMarginAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor),
        ])
        root.layoutIfNeeded()
        for step in 1...5 {
            width.constant += 12
            stack.spacing = .points(8 + Double(step))
            buttons[step % 3].isHidden.toggle()
            root.layoutIfNeeded()
        }
        return root.subtree.reduce(into: [:]) { $0[$1.name] = $1.frameInRoot }
    }

    /// Solves a window of a sidebar and content whose width and sidebar are
    /// edit variables, through twenty suggestions that depend on `variant`;
    /// returns the values after each.
    static func solveWithEdits(variant: Int) throws -> [Double] {
        let left = Variable("left"), width = Variable("width"), sidebar = Variable("sidebar"), content = Variable("content")
        let solver = Solver()
        for constraint in [
            left == 0,
            width >= 100,
            left + width <= 1280,
            sidebar >= 180,
            (sidebar <= 0.3 * width) | .strong,
            content == width - sidebar - 1,
            (width == 800) | .weak,
        ] {
            try solver.addConstraint(constraint)
        }
        try solver.addEditVariable(width, priority: .strong)
        try solver.addEditVariable(sidebar, priority: .medium)
        var values: [Double] = []
        for step in 0..<20 {
            try solver.suggestValue(Double(200 + 53 * ((variant * 7 + step) % 23)), for: width)
            try solver.suggestValue(Double(150 + 11 * step + variant), for: sidebar)
            values += [width, sidebar, content].map(solver.value(of:))
        }
        try solver.removeEditVariable(sidebar)
        values += [width, sidebar, content].map(solver.value(of:))
        return values
    }
}

// MARK: - Helpers

/// Runs `body` for each index in `0..<count`, each in a child task of one
/// task group, and returns the results in index order.
private func concurrently<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Result) async throws -> [Result] {
    try await withThrowingTaskGroup(of: (Int, Result).self) { group in
        for index in 0..<count {
            group.addTask { (index, try body(index)) }
        }
        var results = [Result?](repeating: nil, count: count)
        for try await (index, result) in group { results[index] = result }
        return results.map { $0! }
    }
}

/// The largest difference between corresponding frame components of two
/// lists of layouts (infinity when they name different items).
private func largestDifference(_ lhs: [[String: Rect]], _ rhs: [[String: Rect]]) -> Double {
    guard lhs.count == rhs.count else { return .infinity }
    var largest = 0.0
    for (left, right) in zip(lhs, rhs) {
        guard Set(left.keys) == Set(right.keys) else { return .infinity }
        for (name, a) in left {
            let b = right[name]!
            for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
                largest = max(largest, abs(x - y))
            }
        }
    }
    return largest
}

/// Sends `value` into a detached task and back.
private func crossTasks<Value: Sendable>(_ value: Value) async -> Value {
    await Task.detached { value }.value
}

/// A document of `Examples/`, of either kind.
private enum ExampleDocument: Sendable {
    case layout(LayoutDocument)
    case system(ConstraintSystemDocument)
}

/// Every document in `Examples/` and its subdirectories, parsed, in path order.
private func exampleDocuments() throws -> [ExampleDocument] {
    let examples = repositoryRoot.appendingPathComponent("Examples")
    let paths = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".json") }.sorted().map { path in
        let text = try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
        if let document = try? LayoutDocument(parsing: text) { return .layout(document) }
        return .system(try ConstraintSystemDocument(parsing: text))
    }
}

/// The Auto Layout console logs of the explain tests.
private func explainLogs() throws -> [String] {
    let logs = repositoryRoot.appendingPathComponent("Tests/ExplainTests/Logs")
    return try FileManager.default.contentsOfDirectory(atPath: logs.path).filter { $0.hasSuffix(".log") }.sorted()
        .map { try String(contentsOf: logs.appendingPathComponent($0), encoding: .utf8) }
}

extension LayoutDocument {
    /// Runs the document and returns every item's frame in root coordinates.
    fileprivate func layoutFrames() throws -> [String: Rect] {
        try run().items.reduce(into: [:]) { $0[$1.name] = $1.frameInRoot }
    }
}

/// The repository's root, for the bundled examples and logs.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
