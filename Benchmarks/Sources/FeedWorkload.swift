import Foundation

extension Workloads {
    /// W4: N LayoutFrameworkBenchmark feed cells stacked vertically,
    /// replayed from the ordered constraint list `Data/w4-feed-constraints-N2.txt`:
    /// its first 135 lines are cell 0, the next 135 the template of every
    /// later cell (`c1` becomes cell i, `c0` cell i - 1).
    static func feed(cells n: Int) throws -> WorkloadScript {
        let text = try String(contentsOf: dataDirectory.appendingPathComponent("w4-feed-constraints-N2.txt"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        precondition(lines.count == 270, "w4-feed-constraints-N2.txt should list 270 constraints")
        var script = WorkloadScript(name: "W4", n: n)
        var index: [String: Int] = [:]
        for cell in 0..<n {
            let template = cell == 0 ? lines[0..<135] : lines[135..<270]
            for line in template {
                script.build.append(.add(try parseFeedLine(line, cell: cell, script: &script, index: &index)))
            }
        }
        func v(_ cell: Int, _ name: String) -> Int { index["c\(cell).\(name)"]! }
        var checks: [(Int, Double)] = []
        for cell in Set([0, n - 1]).sorted() {
            checks += [(v(cell, "cell.W"), FeedCell.width), (v(cell, "cell.H"), FeedCell.height)]
            for (view, frame) in FeedCell.expectedFrames {
                checks += [(v(cell, "\(view).L"), frame.minX), (v(cell, "\(view).T"), frame.minY),
                           (v(cell, "\(view).W"), frame.width), (v(cell, "\(view).H"), frame.height)]
            }
        }
        checks += (0..<n).map { (v($0, "cell.T"), Double($0) * (FeedCell.height + FeedCell.lineSpacing)) }
        script.checksAfterBuild = checks
        return script
    }

    /// Reads `  7  -1 * c0.cell.H + 1 * c0.feed.T + 1 * c0.feed.H + 0 == 0  | required`.
    private static func parseFeedLine(_ line: String, cell: Int, script: inout WorkloadScript,
                                      index: inout [String: Int]) throws -> WorkloadScript.Addition {
        let parts = line.components(separatedBy: " | ")
        var body = parts[0].trimmingCharacters(in: .whitespaces)
        body = String(body.drop { $0.isNumber }).trimmingCharacters(in: .whitespaces)   // the line number
        let relation: WorkloadScript.Relation
        if body.hasSuffix("== 0") { relation = .equal }
        else if body.hasSuffix("<= 0") { relation = .lessThanOrEqual }
        else { relation = .greaterThanOrEqual }
        body = String(body.dropLast(4)).trimmingCharacters(in: .whitespaces)
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant = 0.0
        for token in body.components(separatedBy: " + ") {
            let pieces = token.components(separatedBy: " * ")
            if pieces.count == 2 {
                let name = renamed(pieces[1], cell: cell)
                terms.append((script.variable(name, in: &index), Double(pieces[0])!))
            } else {
                constant += Double(token)!
            }
        }
        let priorityText = parts[1].trimmingCharacters(in: .whitespaces)
        let priority = priorityText == "required" ? 1000 : Double(priorityText)!
        return .init(terms: terms, constant: constant, relation: relation, priority: priority,
                     kiwi: KiwiStrength.autoLayout(priority))
    }

    /// `c1.x` is cell `cell`, `c0.x` the cell before it (in the template of later cells).
    private static func renamed(_ name: String, cell: Int) -> String {
        if name.hasPrefix("c1.") { return "c\(cell)." + name.dropFirst(3) }
        if name.hasPrefix("c0.") { return "c\(cell == 0 ? 0 : cell - 1)." + name.dropFirst(3) }
        return name
    }
}
