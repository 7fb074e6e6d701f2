import Cassowary
import JSON

extension LogExplanation {
    /// Each block's required constraints as plain linear rows, under every
    /// reading of the unprinted layout margins the explanation tries, so
    /// that another solver can check the conflicts it reports
    /// (`Tests/Oracle/check_explain_conflicts.py`, an LP with HiGHS).
    ///
    /// One object per block, in order:
    ///
    /// ```json
    /// { "block": 0, "lines": 3, "conflict": [0, 2] | null, "reading": "nonNegative",
    ///   "otherRootSidesConflict": true | null,
    ///   "readings": { "nonNegative": SYSTEM, "defaults16": SYSTEM, "defaults20": SYSTEM } }
    /// ```
    ///
    /// `lines` counts the printed lines; `conflict` is the reported
    /// conflict's line indices (from 0); `reading` names the system the
    /// conflict and fixes were found in; `otherRootSidesConflict`, for a
    /// conflict that rests on a root view's assumed side margins, whether
    /// the other size class's value conflicts too. `readings` always has
    /// `nonNegative` (each unprinted margin unknown and at least 0); when
    /// the block uses unprinted margins it also has UIKit's defaults, a
    /// view controller's root view's side margins at 16 (and at 20 when the
    /// block has such sides). A `SYSTEM` is
    ///
    /// ```json
    /// { "lines": { "0": ROW, … }, "background": [ROW, …] }
    /// ```
    ///
    /// with a row for each line that takes part (read, active, required),
    /// keyed by its index, and the unprinted rules (`width >= 0`, margins…)
    /// as the background. A `ROW` is `{ "terms": [[variable, coefficient],
    /// …], "relation": "==" | "<=" | ">=", "constant": c }` and stands for
    /// `Σ coefficient × variable + c  relation  0`, variables named as in
    /// the explanation (`UIView #1.width`).
    package var linearSystems: JSON {
        .array(reports.enumerated().map { index, report in
            let parsed = report.lines.map(\.parsed)
            var readings: [(name: String, reading: MarginReading)] = [("nonNegative", .nonNegative)]
            if report.unprintedMargins.any {
                for rootSides in report.unprintedMargins.rootSides ? [16.0, 20] : [16] {
                    readings.append(("defaults" + Numbers.text(rootSides), .defaults(rootSides: rootSides)))
                }
            }
            let used = readings.first { $0.reading == report.marginReading }?.name ?? "unknown"
            let systems = readings.map { name, reading in
                (key: name, value: Self.json(of: BlockSystem(lines: parsed, namer: namer, margins: reading)))
            }
            return .object([
                ("block", .number(Double(index))),
                ("lines", .number(Double(report.lines.count))),
                ("conflict", report.conflict.map { .array($0.lines.map { .number(Double($0)) }) } ?? .null),
                ("reading", .string(used)),
                ("otherRootSidesConflict", report.marginAssumption?.otherRootSidesConflict.map(JSON.bool) ?? .null),
                ("readings", .object(systems)),
            ])
        })
    }

    /// A block system's rows, variables named by their solver names (made
    /// unique with a `#2`… suffix should two share a name).
    private static func json(of system: BlockSystem) -> JSON {
        var names: [Variable: String] = [:]
        var taken: Set<String> = []
        func name(of variable: Variable) -> String {
            if let name = names[variable] { return name }
            var name = variable.name, suffix = 2
            while taken.contains(name) {
                name = "\(variable.name)#\(suffix)"
                suffix += 1
            }
            taken.insert(name)
            names[variable] = name
            return name
        }
        func row(_ constraint: Constraint) -> JSON {
            .object([
                ("terms", .array(constraint.expression.terms.map { .array([.string(name(of: $0.variable)), .number($0.coefficient)]) })),
                ("relation", .string(constraint.relation.description)),
                ("constant", .number(constraint.expression.constant)),
            ])
        }
        let lines = system.constraints.keys.sorted().map { (key: String($0), value: row(system.constraints[$0]!)) }
        return .object([("lines", .object(lines)), ("background", .array(system.background.map(row)))])
    }
}
