import Foundation
import JSON

/// The measurements of one run and their presentations: a table for
/// people, JSON for machines, a log–log chart.
struct Report {
    struct Measurement {
        var workload: String
        var n: Int
        /// What growth is measured against: N, or cells for the grids.
        var size: Int
        /// `build`, `edit`, `grow` or `insert` (per cycle, see ``editPhases``) or
        /// `churn` (per pair).
        var phase: String
        var ours: [Double]
        var kiwi: [Double]?
        /// Why kiwi has no figure here, when it has none.
        var kiwiNote: String?
    }

    /// The phases timed per edit cycle: one change and one layout.
    static let editPhases: Set = ["edit", "grow", "insert"]

    var measurements: [Measurement] = []
    var kiwiVersion: String?
    /// What workloads said of their runs besides times.
    var notes: [String] = []

    init() {}

    /// The report an earlier run wrote with `--json FILE`.
    init(json: JSON) throws {
        guard let list = json["measurements"]?.array else { throw CheckFailure(description: "no \"measurements\" in the JSON") }
        kiwiVersion = json["kiwi"]?.string
        notes = json["notes"]?.array?.compactMap(\.string) ?? []
        measurements = try list.map { item in
            guard let workload = item["workload"]?.string, let n = item["n"]?.number, let size = item["size"]?.number,
                  let phase = item["phase"]?.string, let ours = item["ours"]?.array?.compactMap(\.number) else {
                throw CheckFailure(description: "a measurement lacks workload, n, size, phase or ours")
            }
            return Measurement(workload: workload, n: Int(n), size: Int(size), phase: phase, ours: ours,
                               kiwi: item["kiwi"]?.array?.compactMap(\.number), kiwiNote: item["kiwi_note"]?.string)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The growth exponent between the two largest sizes measured:
    /// log(t2/t1) / log(s2/s1).
    static func growth(_ points: [(size: Int, seconds: Double)]) -> (exponent: Double, from: Int, to: Int)? {
        let sorted = points.sorted { $0.size < $1.size }
        guard sorted.count >= 2 else { return nil }
        let (a, b) = (sorted[sorted.count - 2], sorted[sorted.count - 1])
        return (log(b.seconds / a.seconds) / log(Double(b.size) / Double(a.size)), a.size, b.size)
    }

    /// A power of ten of seconds, for the chart's axis: `100 ms`, `1 µs`.
    static func decade(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%g s", seconds) }
        if seconds >= 1e-3 { return String(format: "%g ms", (seconds * 1e3).rounded()) }
        return String(format: "%g µs", seconds >= 1e-6 ? (seconds * 1e6).rounded() : seconds * 1e6)
    }

    static func duration(_ seconds: Double) -> String {
        if seconds.isNaN { return "–" }
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f µs", seconds * 1e6)
    }

    /// The groups of measurements by workload and phase, in order.
    var series: [(workload: String, phase: String, rows: [Measurement])] {
        var keys: [String] = []
        var groups: [String: [Measurement]] = [:]
        for measurement in measurements {
            let key = measurement.workload + "/" + measurement.phase
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(measurement)
        }
        return keys.map { key in
            let rows = groups[key]!
            return (rows[0].workload, rows[0].phase, rows)
        }
    }

    var table: String {
        var lines = ["workload  N       phase   ours: min / median / max             kiwi median    kiwi ÷ ours",
                     String(repeating: "-", count: 96)]
        for measurement in measurements {
            let ours = measurement.ours
            let oursText = "\(Self.duration(ours.min() ?? .nan)) / \(Self.duration(Self.median(ours))) / \(Self.duration(ours.max() ?? .nan))"
            var kiwiText = measurement.kiwiNote ?? "–"
            var ratio = ""
            if let kiwi = measurement.kiwi, !kiwi.isEmpty {
                kiwiText = Self.duration(Self.median(kiwi)) + (measurement.n <= 1 ? " (py)" : "")
                ratio = String(format: "%.0f×", Self.median(kiwi) / Self.median(ours))
                if Self.median(kiwi) / Self.median(ours) < 10 { ratio = String(format: "%.1f×", Self.median(kiwi) / Self.median(ours)) }
            }
            lines.append(measurement.workload.padding(toLength: 10, withPad: " ", startingAt: 0)
                         + String(measurement.n).padding(toLength: 8, withPad: " ", startingAt: 0)
                         + measurement.phase.padding(toLength: 8, withPad: " ", startingAt: 0)
                         + oursText.padding(toLength: 37, withPad: " ", startingAt: 0)
                         + kiwiText.padding(toLength: 15, withPad: " ", startingAt: 0) + ratio)
        }
        lines.append("")
        lines.append("growth exponents between the two largest sizes (time ∝ size^k; grids in cells):")
        for (workload, phase, rows) in series {
            var text = "  \(workload) \(phase): ours "
            if let growth = Self.growth(rows.map { ($0.size, Self.median($0.ours)) }) {
                text += String(format: "%.2f (%d→%d)", growth.exponent, growth.from, growth.to)
            }
            let kiwiPoints = rows.compactMap { row in row.kiwi.flatMap { $0.isEmpty ? nil : (row.size, Self.median($0)) } }
            if let growth = Self.growth(kiwiPoints) {
                text += String(format: ", kiwi %.2f (%d→%d)", growth.exponent, growth.from, growth.to)
            }
            lines.append(text)
        }
        lines.append("")
        lines.append("a fresh build costs this many edit cycles (build median ÷ edit-cycle median):")
        for (workload, ratios) in buildToEditRatios {
            lines.append("  \(workload): " + ratios.map { String(format: "%.0f× (N=%d)", $0.ratio, $0.n) }.joined(separator: ", "))
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append("layout passes:")
            lines += notes.map { "  " + $0 }
        }
        lines.append("")
        lines.append("(py): kiwisolver's figure includes Python's call overhead, which dominates at N = 1.")
        lines.append("–: no kiwi figure; L1, L4, S1, S2, T1, F1, F2 and M1 are built from items and stacks, which kiwi has no counterpart of.")
        return lines.joined(separator: "\n")
    }

    /// For each workload with both phases, how many edit cycles one fresh
    /// build costs, by N: what re-laying out after one change saves.
    var buildToEditRatios: [(workload: String, ratios: [(n: Int, ratio: Double)])] {
        var builds: [String: Double] = [:]
        var result: [(workload: String, ratios: [(n: Int, ratio: Double)])] = []
        for measurement in measurements {
            let key = "\(measurement.workload)/\(measurement.n)"
            if measurement.phase == "build" { builds[key] = Self.median(measurement.ours) }
            guard Self.editPhases.contains(measurement.phase), let build = builds[key] else { continue }
            if result.last?.workload != measurement.workload { result.append((measurement.workload, [])) }
            result[result.count - 1].ratios.append((measurement.n, build / Self.median(measurement.ours)))
        }
        return result
    }

    var json: JSON {
        .object([
            ("kiwi", kiwiVersion.map(JSON.string) ?? .null),
            ("notes", .array(notes.map(JSON.string))),
            ("measurements", .array(measurements.map { measurement in
                .object([("workload", .string(measurement.workload)), ("n", .number(Double(measurement.n))),
                         ("size", .number(Double(measurement.size))), ("phase", .string(measurement.phase)),
                         ("ours", .array(measurement.ours.map(JSON.number))),
                         ("kiwi", measurement.kiwi.map { .array($0.map(JSON.number)) } ?? .null),
                         ("kiwi_note", measurement.kiwiNote.map(JSON.string) ?? .null)])
            })),
        ])
    }

    /// A log–log chart of median time against size, one panel per
    /// workload and phase, this project solid and kiwi dashed.
    var svg: String {
        let groups = series
        let panelWidth = 300.0, panelHeight = 220.0, columns = 3
        let rowsCount = (groups.count + columns - 1) / columns
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(panelWidth) * columns + 20)" height="\(Int(panelHeight) * rowsCount + 40)" font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="18" font-size="13">Median time against size (log–log): this solver (solid) and kiwisolver (dashed; none for L1, L4, S1, S2, T1, F1, F2)</text>

            """
        for (position, group) in groups.enumerated() {
            let originX = 10 + Double(position % columns) * panelWidth, originY = 30 + Double(position / columns) * panelHeight
            let ours = group.rows.map { (Double($0.size), Self.median($0.ours)) }
            let kiwi = group.rows.compactMap { row in row.kiwi.flatMap { $0.isEmpty ? nil : (Double(row.size), Self.median($0)) } }
            let all = ours + kiwi
            let (minX, maxX) = (log10(all.map(\.0).min()!), log10(all.map(\.0).max()!))
            let (minY, maxY) = (floor(log10(all.map(\.1).min()!)), ceil(log10(all.map(\.1).max()!)))
            let (left, right, top, bottom) = (originX + 50, originX + panelWidth - 15, originY + 20, originY + panelHeight - 35)
            func x(_ value: Double) -> Double { maxX == minX ? (left + right) / 2 : left + (log10(value) - minX) / (maxX - minX) * (right - left) }
            func y(_ value: Double) -> Double { bottom - (log10(value) - minY) / max(maxY - minY, 1) * (bottom - top) }
            out += "<text x=\"\(left)\" y=\"\(originY + 12)\" font-weight=\"bold\">\(group.workload) \(group.phase)</text>\n"
            out += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(right - left)\" height=\"\(bottom - top)\" fill=\"none\" stroke=\"#999\"/>\n"
            var decade = minY
            while decade <= maxY {
                let yy = y(pow(10, decade))
                out += "<line x1=\"\(left)\" y1=\"\(yy)\" x2=\"\(right)\" y2=\"\(yy)\" stroke=\"#eee\"/>"
                out += "<text x=\"\(left - 4)\" y=\"\(yy + 4)\" text-anchor=\"end\">\(Self.decade(pow(10, decade)))</text>\n"
                decade += 1
            }
            for (size, _) in ours {
                out += "<text x=\"\(x(size))\" y=\"\(bottom + 14)\" text-anchor=\"middle\">\(Int(size))</text>\n"
            }
            out += "<text x=\"\((left + right) / 2)\" y=\"\(bottom + 28)\" text-anchor=\"middle\" fill=\"#555\">\(group.workload == "W3" || group.workload == "W5" ? "cells" : "N")</text>\n"
            for (points, style) in [(ours, "stroke=\"#1f6fd1\""), (kiwi, "stroke=\"#d1501f\" stroke-dasharray=\"5,3\"")] where !points.isEmpty {
                let path = points.map { "\(x($0.0)),\(y($0.1))" }.joined(separator: " ")
                out += "<polyline points=\"\(path)\" fill=\"none\" stroke-width=\"2\" \(style)/>\n"
                for point in points {
                    out += "<circle cx=\"\(x(point.0))\" cy=\"\(y(point.1))\" r=\"3\" fill=\"\(style.contains("1f6fd1") ? "#1f6fd1" : "#d1501f")\"/>\n"
                }
            }
        }
        return out + "</svg>\n"
    }
}
