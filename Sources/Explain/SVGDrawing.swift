import Cassowary
import Drawing

extension LogExplanation {
    /// An SVG drawing of every block: its views as rectangles where the
    /// engine places them once the broken constraint (or, without one,
    /// another member) is left out, the conflict's constraints as red
    /// dimension lines labelled with their line number and constant (the
    /// left-out one dashed, with the value it wanted and the value it gets),
    /// a title with the failing arithmetic and a legend.
    ///
    /// Positions the log leaves open are filled with weak preferences (a
    /// 120 × 44 size, the origin), so a drawing shows one possible layout.
    public func svg() -> String {
        let panels = reports.enumerated().map { SVGPanel(report: $1, number: $0 + 1, namer: namer) }
        let width = panels.map(\.width).max() ?? SVGPanel.width
        var svg = SVGWriter()
        var top = 0.0
        for panel in panels {
            svg.append(panel.svg, translatedBy: 0, top)
            top += panel.height
        }
        return svg.document(width: width, height: max(top, 40))
    }
}

/// The drawing of one block, in its own coordinates.
struct SVGPanel {
    static let width = 820.0
    private static let margin = 24.0
    private static let fills = ["#e8f0fe", "#fef3e2", "#e6f4ea", "#f3e8fd", "#e0f7fa", "#fff8c5", "#fce8e6"]
    private static let conflictColor = "#d62728"

    private(set) var svg = SVGWriter()
    private(set) var height = 0.0
    /// The frames drawn, by name: one layout the block allows.
    private(set) var frames: [(name: String, x: Double, y: Double, width: Double, height: Double)] = []
    private var labels = LabelPlacer()
    /// The lowest point drawn so far.
    private var lowest = 0.0
    var width: Double { Self.width }

    /// The panel as an SVG element of its own, to inline in an HTML page.
    var inlineSVG: String {
        svg.document(width: width, height: height, standalone: false,
                     ["role": "group", "aria-label": "A drawing of the block's views and its conflict"])
    }

    init(report: BlockReport, number: Int, namer: ViewNamer) {
        let writer = ExplanationWriter(report: report, namer: namer)
        var title = "Block \(number), line \(report.block.lineNumber): "
        if let arithmetic = report.arithmetic {
            title += writer.sentence(for: arithmetic)
        } else {
            title += report.conflict == nil ? "no conflict as printed" : "a conflict"
        }
        text(Self.wrap(title), x: Self.margin, weight: "bold")
        if let layout = DrawingLayout(report: report, namer: namer) {
            draw(layout, report: report, writer: writer)
        }
        height += Self.margin
    }

    // MARK: - Pieces

    private mutating func draw(_ layout: DrawingLayout, report: BlockReport, writer: ExplanationWriter) {
        let frames = layout.items.map { layout.frame(of: $0) }
        let minX = frames.map(\.x).min() ?? 0, minY = frames.map(\.y).min() ?? 0
        let maxX = frames.map { $0.x + $0.width }.max() ?? 1, maxY = frames.map { $0.y + $0.height }.max() ?? 1
        let scale = min(4, (Self.width - 2 * Self.margin - 160) / max(maxX - minX, 1), 360 / max(maxY - minY, 1))
        let originY = height + 12
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (Self.margin + 20 + (x - minX) * scale, originY + 20 + (y - minY) * scale)
        }
        let implicitItems = Set(report.conflict?.implicitRules.map(\.item.key) ?? [])
        let order = layout.items.indices.sorted { frames[$0].width * frames[$0].height > frames[$1].width * frames[$1].height }
        self.frames = layout.items.indices.map { index in
            let frame = frames[index]
            return (layout.namer.name(of: layout.items[index]), frame.x, frame.y, frame.width, frame.height)
        }
        for index in order {
            let frame = frames[index], item = layout.items[index], name = layout.namer.name(of: item)
            let (x, y) = point(frame.x, frame.y)
            let stroke = implicitItems.contains(item.key) ? Self.conflictColor : "#555"
            let (width, height) = (frame.width * scale, frame.height * scale)
            svg.beginGroup(title: "\(name): \(Numbers.text(frame.x)), \(Numbers.text(frame.y)),"
                           + " \(Numbers.text(frame.width)) × \(Numbers.text(frame.height))",
                           ["class": "item", "data-item": name])
            if width == 0 || height == 0 {
                // SVG does not draw a rectangle without area: a view of zero width or height is a thick line.
                svg.line(x1: x, y1: y, x2: x + width, y2: y + height, ["stroke": stroke, "stroke-width": 3])
            } else {
                svg.rect(x: x, y: y, width: width, height: height,
                         ["fill": Self.fills[index % Self.fills.count], "fill-opacity": 0.8, "stroke": stroke, "stroke-width": 1.5])
            }
            svg.endGroup()
        }
        for index in order {
            let (x, y) = point(frames[index].x, frames[index].y)
            let name = layout.namer.name(of: layout.items[index])
            label(name, x: x + 4, y: y + 13, color: "#333", maxX: x + max(frames[index].width * scale, 0),
                  ["class": "label", "data-item": name])
        }
        let members = Set(report.conflict?.lines ?? [])
        var stagger: [String: Int] = [:]
        for line in layout.drawnLines {
            guard let equation = report.lines[line].parsed?.equation else { continue }
            let dropped = layout.dropped.contains(line)
            var classes = ["constraint"]
            if members.contains(line) { classes.append("conflict") }
            if dropped { classes.append("broken") }
            svg.beginGroup(title: "[\(line + 1)] " + writer.readable(equation) + (dropped ? " (left out; dashed)" : ""),
                           ["class": classes.joined(separator: " "), "data-constraint": line + 1])
            defer { svg.endGroup() }
            var text = "[\(line + 1)] " + Self.amount(equation)
            if dropped, let actual = layout.actual(of: line) { text += ", is " + Numbers.text(actual) }
            let axis = equation.first.attribute.axis
            let key = equation.first.item.key + axis.rawValue
            let step = Double(stagger[key, default: 0] % 8)
            stagger[key, default: 0] += 1
            let frame = layout.frame(of: equation.first.item)
            let (start, end): (Double, Double)
            if equation.first.attribute.isSize || equation.second == nil {
                (start, end) = axis == .horizontal ? (frame.x, frame.x + frame.width) : (frame.y, frame.y + frame.height)
            } else {
                (start, end) = (layout.coordinate(equation.second!), layout.coordinate(equation.first))
            }
            if axis == .horizontal {
                let (x1, top) = point(start, frame.y), (x2, bottom) = point(end, frame.y + frame.height)
                let y = bottom - top > 40 + 18 * step ? top + 32 + 18 * step : bottom + 14 + 18 * step
                dimension(from: (x1, y), to: (x2, y), label: text, dashed: dropped)
            } else {
                let (right, y1) = point(frame.x + frame.width, start), (_, y2) = point(frame.x, end)
                let x = right + 12 + 16 * step
                dimension(from: (x, y1), to: (x, y2), label: text, dashed: dropped)
            }
        }
        height = max(point(0, maxY).1, lowest) + 12
        var legend = layout.drawnLines.map { line in
            "[\(line + 1)] " + (report.lines[line].parsed.map { writer.readable($0.equation) } ?? "")
                + (layout.dropped.contains(line) ? (line == report.broken?.line ? "   (broken by \(report.block.platform.framework); dashed)" : "   (left out; dashed)") : "")
        }
        legend += (report.conflict?.implicitRules ?? []).map {
            "never printed: \($0.text(naming: layout.namer.name(of: $0.item))) (\($0.reason); red outline)"
        }
        text(legend, x: Self.margin, color: Self.conflictColor)
    }

    /// A dimension line with end ticks and a label.
    private mutating func dimension(from start: (Double, Double), to end: (Double, Double), label: String, dashed: Bool) {
        lowest = max(lowest, start.1 + 5, end.1 + 5)
        let horizontal = start.1 == end.1
        let tick = 5.0
        var style: SVGAttributes = ["stroke": Self.conflictColor, "stroke-width": 2]
        if dashed { style["stroke-dasharray"] = "5 3" }
        svg.line(x1: start.0, y1: start.1, x2: end.0, y2: end.1, style)
        for (x, y) in [start, end] {
            let (dx, dy) = horizontal ? (0.0, tick) : (tick, 0.0)
            svg.line(x1: x - dx, y1: y - dy, x2: x + dx, y2: y + dy, ["stroke": Self.conflictColor, "stroke-width": 2])
        }
        let (x, y) = horizontal
            ? (max(2, (start.0 + end.0) / 2 - Self.textWidth(label) / 2), start.1 - 4)
            : (start.0 + 5, (start.1 + end.1) / 2 + 4)
        self.label(label, x: x, y: y, color: Self.conflictColor)
    }

    /// Places a label at (x, y), or beside (within `maxX`) or lower where
    /// it would cover another one, on a white halo.
    private mutating func label(_ text: String, x: Double, y: Double, color: String, maxX: Double? = nil,
                                _ attributes: SVGAttributes = [:]) {
        let place = labels.place(text, x: x, y: y, maxX: maxX)
        lowest = max(lowest, place.y + 3)
        var style = attributes
        style["font-size"] = 11
        style["fill"] = color
        svg.haloText(text, x: place.x, y: place.y, style)
    }

    private mutating func text(_ lines: [String], x: Double, weight: String = "normal", color: String = "#222") {
        for line in lines {
            height += 16
            svg.text(line, x: x, y: height, ["font-weight": weight, "fill": color])
        }
    }

    // MARK: - Helpers

    /// What a constraint asks for, shortly: `300`, `>= 36`, `× 0.28125`.
    private static func amount(_ equation: LayoutEquation) -> String {
        let relation = equation.relation == .equal ? "" : "\(equation.relation) "
        if equation.multiplier != 1 {
            return relation + "× " + Numbers.text(equation.multiplier)
                + (equation.constant == 0 ? "" : " + " + Numbers.text(equation.constant))
        }
        return relation + Numbers.text(equation.constant)
    }

    private static func wrap(_ text: String, width: Int = 104) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width {
                lines.append(current)
                current = "    "
            }
            current += (current.isEmpty || current == "    " ? "" : " ") + word
        }
        return lines + [current]
    }

    /// About how wide a text of 11 points is.
    private static func textWidth(_ text: String) -> Double { LabelPlacer.width(of: text) }
}

/// One layout of a block for drawing: the conflict resolved by leaving out
/// the broken constraint (or the arithmetic's pivot, or the last member, and
/// more while conflicts remain), open positions filled by weak preferences.
struct DrawingLayout {
    let namer: ViewNamer
    let items: [LoggedItem]
    /// The conflict's lines and the lines left out, in order.
    let drawnLines: [Int]
    let dropped: Set<Int>
    private let system: BlockSystem
    private let solver: Solver

    init?(report: BlockReport, namer: ViewNamer) {
        let system = BlockSystem(lines: report.lines.map(\.parsed), namer: namer, margins: report.marginReading)
        var dropped: Set<Int> = []
        if let conflict = report.conflict {
            let broken = report.broken?.line.flatMap { conflict.lines.contains($0) ? $0 : nil }
            if let first = broken ?? report.arithmetic?.pivot.line ?? conflict.lines.last { dropped.insert(first) }
        }
        var outcome = system.solver(excluding: dropped)
        while case let .conflicts(members) = outcome, let line = members.compactMap(\.line).last {
            dropped.insert(line)
            outcome = system.solver(excluding: dropped)
        }
        guard case let .holds(solver) = outcome else { return nil }
        var items: [LoggedItem] = []
        for index in system.constraints.keys.sorted() {
            for item in system.parsed[index]!.equation.items where !items.contains(item) { items.append(item) }
        }
        guard !items.isEmpty else { return nil }
        for item in items {
            let frame = system.model.frameExpressions(of: item)
            for (expression, value, priority) in [(frame[2], 120.0, 10.0), (frame[3], 44, 10), (frame[0], 0, 1), (frame[1], 0, 1)] {
                try? solver.addConstraint(Constraint(expression, .equal, Expression(value), priority: Priority(priority)))
            }
        }
        self.namer = namer
        self.items = items
        self.dropped = dropped
        self.system = system
        self.solver = solver
        drawnLines = Set(report.conflict?.lines ?? []).union(dropped).sorted()
    }

    func value(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The frame of an item: x, y, width, height.
    func frame(of item: LoggedItem) -> (x: Double, y: Double, width: Double, height: Double) {
        let values = system.model.frameExpressions(of: item).map(value)
        return (values[0], values[1], max(0, values[2]), max(0, values[3]))
    }

    /// Where an attribute is, on its axis.
    func coordinate(_ reference: AttributeReference) -> Double {
        value(system.model.coordinate(of: reference))
    }

    /// The value a left-out line's quantity has in this layout.
    func actual(of line: Int) -> Double? {
        system.constraints[line] == nil ? nil : value(system.quantity(of: line))
    }
}
