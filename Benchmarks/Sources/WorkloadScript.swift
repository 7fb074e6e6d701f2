import JSON

/// One workload as both sides of the benchmark run it: the constraints in
/// order with their strengths, the edit cycles, the churn sequence and the
/// check values. `Benchmarks/WORKLOAD-SCRIPT.md` is the format's contract;
/// `run_kiwi.py` replays the JSON of the very same value.
struct WorkloadScript {
    /// `Σ coefficient·variable + constant OP 0`, with this project's
    /// priority and weight and kiwi's strength.
    struct Addition {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
        var weight: Double = 1
        var kiwi: Double
    }

    enum Entry {
        case add(Addition)
        case edit(variable: Int, priority: Double, weight: Double, kiwi: Double)
        case suggest(variable: Int, value: Double)
    }

    enum Relation: String { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }

    struct Passes {
        var repetitions: Int
        var warmup: Int
    }

    var name: String
    var n: Int
    /// What the growth exponent is measured against (N, or cells for grids).
    var size: Int
    var variables: [String] = []
    var build: [Entry] = []
    var buildPasses = Passes(repetitions: 5, warmup: 1)
    var editCycles: [[(variable: Int, value: Double)]] = []
    var editPasses = Passes(repetitions: 5, warmup: 1)
    /// Indices into the additions of `build`, counting additions only.
    var churn: [Int] = []
    var churnPasses = Passes(repetitions: 5, warmup: 1)
    var checksAfterBuild: [(variable: Int, value: Double)] = []
    var checksAfterEditPass: [(variable: Int, value: Double)] = []
    var checksAfterChurnPass: [(variable: Int, value: Double)] = []

    init(name: String, n: Int, size: Int? = nil) {
        self.name = name
        self.n = n
        self.size = size ?? n
    }

    /// A variable's index, appending it on first use.
    mutating func variable(_ name: String, in index: inout [String: Int]) -> Int {
        if let existing = index[name] { return existing }
        variables.append(name)
        index[name] = variables.count - 1
        return variables.count - 1
    }

    var additionCount: Int {
        build.reduce(0) { if case .add = $1 { $0 + 1 } else { $0 } }
    }

    /// The script as the JSON of WORKLOAD-SCRIPT.md.
    var json: JSON {
        func pairs(_ list: [(variable: Int, value: Double)]) -> JSON {
            .array(list.map { .array([.number(Double($0.variable)), .number($0.value)]) })
        }
        func passes(_ passes: Passes) -> [(key: String, value: JSON)] {
            [("repetitions", .number(Double(passes.repetitions))), ("warmup", .number(Double(passes.warmup)))]
        }
        let entries: [JSON] = build.map { entry in
            switch entry {
            case let .add(addition):
                .object([("add", .array(addition.terms.map { .array([.number($0.coefficient), .number(Double($0.variable))]) })),
                         ("constant", .number(addition.constant)), ("op", .string(addition.relation.rawValue)),
                         ("priority", .number(addition.priority)), ("weight", .number(addition.weight)),
                         ("kiwi", .number(addition.kiwi))])
            case let .edit(variable, priority, weight, kiwi):
                .object([("edit", .number(Double(variable))), ("priority", .number(priority)),
                         ("weight", .number(weight)), ("kiwi", .number(kiwi))])
            case let .suggest(variable, value):
                .object([("suggest", .number(Double(variable))), ("value", .number(value))])
            }
        }
        var members: [(key: String, value: JSON)] = [
            ("name", .string(name)), ("n", .number(Double(n))),
            ("variables", .array(variables.map(JSON.string))), ("build", .array(entries)),
            ("build_repetitions", .number(Double(buildPasses.repetitions))),
            ("build_warmup", .number(Double(buildPasses.warmup))),
        ]
        if !editCycles.isEmpty {
            members.append(("edit", .object([("cycles", .array(editCycles.map(pairs)))] + passes(editPasses))))
        }
        if !churn.isEmpty {
            members.append(("churn", .object([("adds", .array(churn.map { .number(Double($0)) }))] + passes(churnPasses))))
        }
        members.append(("checks", .object([("after_build", pairs(checksAfterBuild)),
                                           ("after_edit_pass", pairs(checksAfterEditPass)),
                                           ("after_churn_pass", pairs(checksAfterChurnPass))])))
        return .object(members)
    }
}

/// kiwi's strengths (`WORKLOADS.md` §0.2): `create(a, b, c, w)` folded into one double.
enum KiwiStrength {
    static let required = 1_001_001_000.0
    static let strong = 1_000_000.0
    static let medium = 1_000.0
    static let weak = 1.0

    /// Auto Layout priority p as kiwi sees it (`WORKLOADS.md` §0.3): required
    /// for 1000, otherwise p itself, in kiwi's weak tier.
    static func autoLayout(_ priority: Double) -> Double { priority >= 1000 ? required : priority }
}
