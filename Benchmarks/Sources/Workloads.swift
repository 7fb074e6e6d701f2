import Cassowary
import ConstraintSystem
import Foundation
import SeededRandom

/// The workloads of `WORKLOADS.md`, built exactly as it defines them (same
/// constraints, same order, same check values).
enum Workloads {
    /// `seqA(k) = 3 × ((37k) mod 201)` and `seqB(k) = 3 × ((59k) mod 201)`.
    static func seqA(_ k: Int) -> Double { Double(3 * ((37 * k) % 201)) }
    static func seqB(_ k: Int) -> Double { Double(3 * ((59 * k) % 201)) }

    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data")

    // MARK: - W1 enaml-like

    /// W1: N disjoint copies of kiwi's enaml-like window, from
    /// `Data/w1-enaml-like.json`; cycles move copy 0.
    static func enamlLike(copies n: Int) throws -> WorkloadScript {
        let text = try String(contentsOf: dataDirectory.appendingPathComponent("w1-enaml-like.json"), encoding: .utf8)
        let document = try ConstraintSystemDocument(parsing: text)
        var script = WorkloadScript(name: "W1", n: n)
        var index: [String: Int] = [:]
        for copy in 0..<n {
            for step in document.steps {
                switch step {
                case let .edit(name, priority, weight):
                    script.build.append(.edit(variable: script.variable("c\(copy).\(name)", in: &index),
                                              priority: priority.value, weight: weight,
                                              kiwi: kiwiStrength(priority) * weight))
                case let .add(text, _, priority, weight):
                    var terms: [(variable: Int, coefficient: Double)] = []
                    var names: [String: Variable] = [:]
                    let constraint = try ConstraintParser.parseConstraint(text) { name in
                        if let known = names[name] { return known }
                        names[name] = Variable(name)
                        return names[name]!
                    }
                    for term in constraint.expression.terms {
                        terms.append((script.variable("c\(copy).\(term.variable.name)", in: &index), term.coefficient))
                    }
                    script.build.append(.add(.init(terms: terms, constant: constraint.expression.constant,
                                                   relation: relation(constraint.relation), priority: priority.value,
                                                   weight: weight, kiwi: kiwiStrength(priority) * weight)))
                default:
                    continue
                }
            }
        }
        let width = index["c0.width"]!, height = index["c0.height"]!
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        script.editCycles = (0..<200).map { k in [(width, sizes[k % 6].0), (height, sizes[k % 6].1)] }
        script.checksAfterBuild = [(width, 221), (height, 126.5)]
        script.checksAfterEditPass = [(width, 600), (height, 400)]
        return script
    }

    static func kiwiStrength(_ priority: Priority) -> Double {
        switch priority {
        case .required: KiwiStrength.required
        case .strong: KiwiStrength.strong
        case .medium: KiwiStrength.medium
        case .weak: KiwiStrength.weak
        default: KiwiStrength.autoLayout(priority.value)
        }
    }

    static func relation(_ relation: Cassowary.Relation) -> WorkloadScript.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: - W2 chain

    /// W2: a chain of N items in a row with preferred widths, resized by
    /// an edit on its right edge.
    static func chain(items n: Int, cycles: Int = 200) -> WorkloadScript {
        var script = WorkloadScript(name: "W2", n: n)
        var index: [String: Int] = [:]
        func v(_ name: String) -> Int { script.variable(name, in: &index) }
        func required(_ terms: [(Int, Double)], _ constant: Double, _ relation: WorkloadScript.Relation) {
            script.build.append(.add(.init(terms: terms.map { ($0.0, $0.1) }, constant: constant, relation: relation,
                                           priority: 1000, kiwi: KiwiStrength.required)))
        }
        for i in 0..<n {
            if i == 0 {
                required([(v("left0"), 1)], 0, .equal)
            } else {
                required([(v("left\(i)"), 1), (v("left\(i - 1)"), -1), (v("width\(i - 1)"), -1)], -8, .equal)
            }
            required([(v("width\(i)"), 1)], -20, .greaterThanOrEqual)
            script.build.append(.add(.init(terms: [(v("width\(i)"), 1)], constant: -100, relation: .equal,
                                           priority: 250, kiwi: KiwiStrength.weak)))
        }
        let right = v("right")
        required([(right, 1), (v("left\(n - 1)"), -1), (v("width\(n - 1)"), -1)], 0, .equal)
        let natural = Double(108 * n - 8)
        script.build.append(.edit(variable: right, priority: 750, weight: 1, kiwi: KiwiStrength.strong))
        script.build.append(.suggest(variable: right, value: natural))
        script.editCycles = (0..<cycles).map { k in [(right, natural - 300 + seqA(k))] }
        script.checksAfterBuild = [(right, natural)] + (0..<n).map { (index["width\($0)"]!, 100) }
        script.checksAfterEditPass = [(right, natural - 300 + seqA(cycles - 1))]
        return script
    }

    // MARK: - W3 grid

    /// W3: an N × N grid of cells sharing rows and columns, each with its
    /// own weak preferred size, resized on both axes.
    static func grid(side n: Int, cycles: Int = 20) -> WorkloadScript {
        var script = WorkloadScript(name: "W3", n: n, size: n * n)
        var index: [String: Int] = [:]
        func v(_ name: String) -> Int { script.variable(name, in: &index) }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: WorkloadScript.Relation, weak: Bool = false) {
            script.build.append(.add(.init(terms: terms.map { ($0.0, $0.1) }, constant: constant, relation: relation,
                                           priority: weak ? 250 : 1000,
                                           kiwi: weak ? KiwiStrength.weak : KiwiStrength.required)))
        }
        for r in 0..<n {
            for c in 0..<n {
                let (L, T, W, H) = (v("L\(r)_\(c)"), v("T\(r)_\(c)"), v("W\(r)_\(c)"), v("H\(r)_\(c)"))
                if r == 0 {
                    if c == 0 { add([(L, 1)], 0, .equal) }
                    else { add([(L, 1), (v("L0_\(c - 1)"), -1), (v("W0_\(c - 1)"), -1)], -8, .equal) }
                } else {
                    add([(L, 1), (v("L0_\(c)"), -1)], 0, .equal)
                    add([(W, 1), (v("W0_\(c)"), -1)], 0, .equal)
                }
                if c == 0 {
                    if r == 0 { add([(T, 1)], 0, .equal) }
                    else { add([(T, 1), (v("T\(r - 1)_0"), -1), (v("H\(r - 1)_0"), -1)], -8, .equal) }
                } else {
                    add([(T, 1), (v("T\(r)_0"), -1)], 0, .equal)
                    add([(H, 1), (v("H\(r)_0"), -1)], 0, .equal)
                }
                add([(W, 1)], -10, .greaterThanOrEqual)
                add([(H, 1)], -10, .greaterThanOrEqual)
                add([(W, 1)], -50, .equal, weak: true)
                add([(H, 1)], -50, .equal, weak: true)
            }
        }
        let cw = v("cw"), ch = v("ch")
        add([(cw, 1), (v("L0_\(n - 1)"), -1), (v("W0_\(n - 1)"), -1)], 0, .equal)
        add([(ch, 1), (v("T\(n - 1)_0"), -1), (v("H\(n - 1)_0"), -1)], 0, .equal)
        let natural = Double(58 * n - 8)
        script.build.append(.edit(variable: cw, priority: 750, weight: 1, kiwi: KiwiStrength.strong))
        script.build.append(.edit(variable: ch, priority: 750, weight: 1, kiwi: KiwiStrength.strong))
        script.build.append(.suggest(variable: cw, value: natural))
        script.build.append(.suggest(variable: ch, value: natural))
        script.editCycles = (0..<cycles).map { k in
            [(cw, natural - 300 + seqA(k)), (ch, natural - 300 + seqB(k))]
        }
        let cells = (0..<n).flatMap { r in (0..<n).flatMap { c in [index["W\(r)_\(c)"]!, index["H\(r)_\(c)"]!] } }
        script.checksAfterBuild = [(cw, natural), (ch, natural)] + cells.map { ($0, 50) }
        script.checksAfterEditPass = [(cw, natural - 300 + seqA(cycles - 1)), (ch, natural - 300 + seqB(cycles - 1))]
        return script
    }

    // MARK: - W5 churn

    /// W5: W3's grid, then 1000 remove-and-re-add pairs of its weak
    /// constraints chosen by SplitMix64 (seed 42; the generator of §0.5).
    static func churn(side n: Int) -> WorkloadScript {
        var script = grid(side: n, cycles: 1)
        script.name = "W5"
        script.editCycles = []
        var soft: [Int] = []
        var addition = 0
        for entry in script.build {
            guard case let .add(constraint) = entry else { continue }
            if constraint.priority < 1000 { soft.append(addition) }
            addition += 1
        }
        var generator = SplitMix64(seed: 42)
        script.churn = (0..<1000).map { _ in soft[Int(generator.next() % UInt64(soft.count))] }
        script.checksAfterChurnPass = script.checksAfterBuild
        return script
    }
}
