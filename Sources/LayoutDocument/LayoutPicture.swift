import Drawing
import Stack

/// An SVG picture of a laid-out tree: every item as a labelled rectangle
/// in its place (root coordinates), its layout margins faintly, hidden
/// items (and everything inside them) unfilled, ambiguous items dashed,
/// baselines as thin dashed lines, the spacing between a
/// stack's items as shaded bands with their length, the root's unsafe
/// areas as violet bands under the items and the keyboard, when it is up,
/// as a gray rectangle over them, and the constraints of
/// conflicts as red lines between the anchors they join, the broken one
/// dashed, each tagged with its number in the list of ``constraints``.
///
/// Names never hide each other: one that would cover a name placed before
/// (a stack's, under its first item's) moves beside it or a line lower, on
/// a white halo. The items and constraints are marked for a page's script
/// (`class="item" data-item="title"`, `class="constraint"
/// data-constraint="3"`); with ``everyConstraint`` every listed constraint
/// is drawn, faintly where it is not in a conflict (the HTML report's
/// drawing).
public struct LayoutPicture {
    public var root: LayoutItem
    public var conflicts: [LayoutConflict] = []
    public var ambiguous: Set<ObjectIdentifier> = []
    /// How a constraint is labelled (as written in a document, say).
    public var label: (LayoutConstraint) -> String = { $0.description }
    /// The list that numbers the constraints, `[1]` first; the members of
    /// conflicts that it does not hold are numbered after it.
    public var constraints: [LayoutConstraint] = []
    /// Whether to draw every numbered constraint rather than only the
    /// conflicts' (and no legend: the page lists them).
    public var everyConstraint = false

    public init(root: LayoutItem, conflicts: [LayoutConflict] = [], ambiguous: [LayoutRegion] = [],
                constraints: [LayoutConstraint] = [], label: @escaping (LayoutConstraint) -> String = { $0.description }) {
        self.root = root
        self.conflicts = conflicts
        self.ambiguous = Set(ambiguous.map(ObjectIdentifier.init))
        self.constraints = constraints
        self.label = label
    }

    static let palette = ["#e8f1fb", "#fdf1e3", "#eaf7ea", "#f5ebf8", "#fbf7dc", "#e9f5f5"]
    static let padding = 24.0
    static let conflictColor = "#d0021b"
    static let constraintColor = "#5c6b7a"

    /// ``constraints`` and then the conflicts' members it lacks: the
    /// constraint numbered n is at n - 1.
    public var numberedConstraints: [LayoutConstraint] {
        var seen = Set(constraints.map(ObjectIdentifier.init))
        var list = constraints
        for conflict in conflicts {
            for constraint in conflict.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                list.append(constraint)
            }
        }
        return list
    }

    /// The picture as an SVG file.
    public var svg: String { svg(standalone: true) }

    /// The picture as SVG text; not `standalone`, it is an element to
    /// inline in an HTML page (no namespace, a label for assistive
    /// technology).
    public func svg(standalone: Bool) -> String {
        let items = root.subtree
        let bounds = items.reduce(root.frameInRoot) { union($0, $1.frameInRoot) }
        let numbered = numberedConstraints
        var numbers: [ObjectIdentifier: Int] = [:]
        for (index, constraint) in numbered.enumerated() { numbers[ObjectIdentifier(constraint)] = index + 1 }
        func tagged(_ constraint: LayoutConstraint) -> String {
            numbers[ObjectIdentifier(constraint)].map { "[\($0)] " } ?? ""
        }
        let showsLegend = !everyConstraint && !conflicts.isEmpty
        let legendHeight = showsLegend ? 16.0 * Double(conflicts.reduce(0) { $0 + $1.constraints.count } + conflicts.count) + 8 : 0
        // The legend's lines can be wider than the layout: about 6.5 points a character at 11 points.
        var legendCharacters = 0
        if showsLegend {
            for conflict in conflicts {
                let broken = tagged(conflict.broken) + label(conflict.broken)
                legendCharacters = max(legendCharacters, "Conflict (broke ):".count + broken.count)
                for constraint in conflict.constraints {
                    legendCharacters = max(legendCharacters, 2 + tagged(constraint).count + label(constraint).count)
                }
            }
        }
        let legendWidth = 6.5 * Double(legendCharacters)
        let width = max(bounds.width, legendWidth) + 2 * Self.padding, height = bounds.height + 2 * Self.padding + legendHeight
        var svg = SVGWriter()
        for item in items {
            let depth = depth(of: item)
            let frame = item.reportedFrameInRoot
            let fill = isHiddenInTree(item) ? "none" : Self.palette[depth % Self.palette.count]
            svg.beginGroup(title: "\(item.name) \(frame)", ["class": "item", "data-item": item.name])
            var style: SVGAttributes = ["fill": fill, "stroke": "#4a6fa5", "stroke-width": 1]
            if ambiguous.contains(ObjectIdentifier(item)) { style["stroke-dasharray"] = "5,3" }
            svg.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, style)
            let margins = item.marginsForLayout
            // Margins matter to items that hold others, except stacks that arrange by their edges.
            let usesMargins = (item as? StackItem).map(\.isLayoutMarginsRelativeArrangement) ?? !item.children.isEmpty
            if usesMargins, frame.width > margins.left + margins.right, frame.height > margins.top + margins.bottom {
                svg.rect(x: frame.minX + margins.left, y: frame.minY + margins.top,
                         width: frame.width - margins.left - margins.right, height: frame.height - margins.top - margins.bottom,
                         ["fill": "none", "stroke": "#4a6fa5", "stroke-opacity": 0.25, "stroke-dasharray": "2,2"])
            }
            for offset in Set([item.firstBaselineOffset, item.lastBaselineOffsetInLayout].compactMap { $0 }).sorted() {
                svg.line(x1: frame.minX, y1: frame.minY + offset, x2: frame.maxX, y2: frame.minY + offset,
                         ["stroke": "#2a9d8f", "stroke-width": 1, "stroke-dasharray": "3,2"])
            }
            svg.endGroup()
            if item === root { drawUnsafeAreas(in: &svg) }
        }
        for case let stack as StackItem in items where !isHiddenInTree(stack) {
            drawSpacingBands(of: stack, in: &svg)
        }
        drawKeyboard(in: &svg)
        // Names after the rectangles, with a white halo, so that no child's rectangle hides its parent's name;
        // the root's above it, and each where no name placed before is (a child's beside or under its parent's).
        // They are placed first, so that the constraints' tags keep clear of them, and drawn last, over the lines.
        var labels = LabelPlacer()
        let names = items.map { item in
            let frame = item.reportedFrameInRoot
            let y = item === root ? frame.minY - 5 : frame.minY + 12
            return labels.place(item.name, x: frame.minX + 3, y: y, maxX: max(frame.maxX, frame.minX + 3),
                                attempts: item === root ? 1 : 12)
        }
        // The constraints: the conflicts' in red over the others, each tagged with its number.
        let inConflict = Set(conflicts.flatMap(\.constraints).map(ObjectIdentifier.init))
        let broken = Set(conflicts.map(\.broken).map(ObjectIdentifier.init))
        let drawn = everyConstraint ? numbered : numbered.filter { inConflict.contains(ObjectIdentifier($0)) }
        let ordered = drawn.filter { !inConflict.contains(ObjectIdentifier($0)) } + drawn.filter { inConflict.contains(ObjectIdentifier($0)) }
        for constraint in ordered {
            let id = ObjectIdentifier(constraint)
            let number = numbers[id]!
            drawConstraint(constraint, number: number, conflicting: inConflict.contains(id), broken: broken.contains(id),
                           labels: &labels, in: &svg)
        }
        for (item, place) in zip(items, names) {
            svg.haloText(item.name, x: place.x, y: place.y, ["class": "label", "data-item": item.name, "fill": "#1d3557"])
        }
        if showsLegend {
            var legendY = bounds.maxY + Self.padding
            for conflict in conflicts {
                svg.text("Conflict (broke \(tagged(conflict.broken))\(label(conflict.broken))):", x: bounds.minX, y: legendY,
                         ["fill": Self.conflictColor, "font-weight": "bold"])
                legendY += 16
                for constraint in conflict.constraints {
                    let isBroken = constraint === conflict.broken
                    svg.text((isBroken ? "⤫ " : "• ") + tagged(constraint) + label(constraint), x: bounds.minX + 12, y: legendY,
                             ["fill": Self.conflictColor, "data-constraint": numbers[ObjectIdentifier(constraint)]!])
                    legendY += 16
                }
            }
        }
        var attributes: SVGAttributes = [:]
        if !standalone {
            // On a page, a small layout is shown larger: at least 480 points wide, at most twice its size.
            let shown = min(2 * width, max(width, 480))
            attributes = ["role": "group", "aria-label": "The layout of \(root.name): its items and constraints",
                          "style": "width: \(SVGWriter.number(shown))px"]
        }
        return svg.document(width: width, height: height, originX: bounds.minX - Self.padding,
                            originY: bounds.minY - Self.padding, fontSize: 11, standalone: standalone, attributes)
    }

    /// A constraint as a line between the anchors it joins (across the item
    /// for a size), dots at its ends and its number on a tag in the middle.
    func drawConstraint(_ constraint: LayoutConstraint, number: Int, conflicting: Bool, broken: Bool,
                        labels: inout LabelPlacer, in svg: inout SVGWriter) {
        let color = conflicting ? Self.conflictColor : Self.constraintColor
        var classes = ["constraint"]
        if conflicting { classes.append("conflict") }
        if broken { classes.append("broken") }
        svg.beginGroup(title: "[\(number)] \(label(constraint))" + (broken ? " (broken)" : ""),
                       ["class": classes.joined(separator: " "), "data-constraint": number])
        let (start, end) = endpoints(of: constraint)
        var style: SVGAttributes = ["stroke": color, "stroke-width": conflicting ? 2 : 1.5]
        if !conflicting { style["stroke-opacity"] = 0.7 }
        if broken { style["stroke-dasharray"] = "6,3" }
        svg.line(x1: start.x, y1: start.y, x2: end.x, y2: end.y, style)
        // A wide transparent line under the pointer: thin lines are easy to miss.
        svg.line(x1: start.x, y1: start.y, x2: end.x, y2: end.y, ["stroke": "transparent", "stroke-width": 8, "class": "hit"])
        for point in [start, end] {
            svg.circle(cx: point.x, cy: point.y, r: 2.5, ["fill": color, "class": "end"])
        }
        let text = String(number)
        let tagWidth = 6 + 5.6 * Double(text.count), tagHeight = 12.0
        // On the middle of the line, or above it when the line is too short to show past the tag.
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let middle = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 - (length < 2 * tagWidth ? tagHeight : 0))
        let place = labels.place(width: tagWidth, height: tagHeight, x: middle.x - tagWidth / 2, y: middle.y + tagHeight / 2,
                                 maxX: middle.x + tagWidth / 2 + 40, lineStep: 13, attempts: 4)
        svg.numberTag(text, x: place.x + tagWidth / 2, y: place.y - tagHeight / 2, color: color)
        svg.endGroup()
    }

    /// The gaps between a stack's consecutive visible items, as bands across
    /// the stack, or across their line in a flex stack that wraps, labelled
    /// with their length (overlaps, touching items and items on different
    /// lines have none).
    func drawSpacingBands(of stack: StackItem, in svg: inout SVGWriter) {
        let horizontal = stack.axis == .horizontal
        for (a, b, across) in neighbours(in: stack) {
            let (first, second) = (a.frameInRoot, b.frameInRoot)
            let band: Rect
            if horizontal {
                let (start, end) = first.maxX <= second.minX ? (first.maxX, second.minX) : (second.maxX, first.minX)
                band = Rect(x: start, y: across.start, width: end - start, height: across.end - across.start)
            } else {
                let (start, end) = first.maxY <= second.minY ? (first.maxY, second.minY) : (second.maxY, first.minY)
                band = Rect(x: across.start, y: start, width: across.end - across.start, height: end - start)
            }
            guard band.width > 0.5, band.height > 0.5 else { continue }
            let gap = horizontal ? band.width : band.height
            svg.beginGroup(title: "\(stack.name): \(SVGWriter.number(gap)) between \(a.name) and \(b.name)")
            svg.rect(x: band.minX, y: band.minY, width: band.width, height: band.height, ["fill": "#f4a261", "fill-opacity": 0.35])
            svg.text(SVGWriter.number(gap), x: band.minX + band.width / 2, y: band.minY + band.height / 2 + 4,
                     ["text-anchor": "middle", "font-size": 9, "fill": "#9c4a00"])
            svg.endGroup()
        }
    }

    /// A stack's consecutive visible items in the flow on the same line,
    /// with the extent across of that line: the stack's, or in a flex
    /// stack that wraps, what the line's items span. Such a stack starts a
    /// line wherever an item does not come after the one before it in the
    /// direction its lines run (leftwards right to left or reversed,
    /// upwards in a reversed column).
    private func neighbours(in stack: StackItem) -> [(LayoutItem, LayoutItem, across: (start: Double, end: Double))] {
        let isFlex = if case .flex = stack.distribution { true } else { false }
        // Absolute items leave the flow: nothing spaces them from their neighbours.
        let visible = stack.arrangedItems.filter { !$0.isHidden && !(isFlex && stack.flexOptions(for: $0).position == .absolute) }
        let horizontal = stack.axis == .horizontal
        func across(_ frames: [Rect]) -> (start: Double, end: Double) {
            horizontal ? (frames.map(\.minY).min()!, frames.map(\.maxY).max()!)
                       : (frames.map(\.minX).min()!, frames.map(\.maxX).max()!)
        }
        guard isFlex, stack.flexWrap != .noWrap else {
            let extent = across([stack.frameInRoot])
            return zip(visible, visible.dropFirst()).map { ($0, $1, extent) }
        }
        let backwards = horizontal ? (stack.effectiveLayoutDirection == .rightToLeft) != stack.isReversed : stack.isReversed
        func start(_ frame: Rect) -> Double {
            horizontal ? (backwards ? -frame.maxX : frame.minX) : (backwards ? -frame.maxY : frame.minY)
        }
        var lines: [[LayoutItem]] = []
        for item in visible {
            if let last = lines.last?.last, start(item.frameInRoot) > start(last.frameInRoot) {
                lines[lines.count - 1].append(item)
            } else {
                lines.append([item])
            }
        }
        return lines.flatMap { line in
            let extent = across(line.map(\.frameInRoot))
            return zip(line, line.dropFirst()).map { ($0, $1, extent) }
        }
    }

    /// Where a constraint's line starts and ends: on each anchor (a point on
    /// the edge or centre line it names, at the item's middle across); a
    /// size set to a constant spans the item, a quarter of the way from its
    /// bottom or right (away from the names, at the top left).
    func endpoints(of constraint: LayoutConstraint) -> (Point, Point) {
        guard let second = constraint.secondItem, let attribute = constraint.secondAttribute else {
            let frame = constraint.firstItem.frameInRoot
            switch constraint.firstAttribute {
            case .width:
                let y = frame.maxY - frame.height / 4
                return (Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))
            case .height:
                let x = frame.maxX - frame.width / 4
                return (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
            default:
                let start = point(constraint.firstItem, constraint.firstAttribute)
                return (start, start)
            }
        }
        return (point(constraint.firstItem, constraint.firstAttribute), point(second, attribute))
    }

    func point(_ region: LayoutRegion, _ attribute: LayoutAttribute) -> Point {
        let frame = region.frameInRoot
        let margins = region.marginsForLayout
        let rightToLeft = root.layoutDirection == .rightToLeft
        let midX = frame.minX + frame.width / 2, midY = frame.minY + frame.height / 2
        switch attribute {
        case .left: return Point(x: frame.minX, y: midY)
        case .right: return Point(x: frame.maxX, y: midY)
        case .leading: return Point(x: rightToLeft ? frame.maxX : frame.minX, y: midY)
        case .trailing: return Point(x: rightToLeft ? frame.minX : frame.maxX, y: midY)
        case .leftMargin: return Point(x: frame.minX + margins.left, y: midY)
        case .rightMargin: return Point(x: frame.maxX - margins.right, y: midY)
        case .leadingMargin: return Point(x: rightToLeft ? frame.maxX - margins.right : frame.minX + margins.left, y: midY)
        case .trailingMargin: return Point(x: rightToLeft ? frame.minX + margins.left : frame.maxX - margins.right, y: midY)
        case .centerX, .centerXWithinMargins, .width, .height: return Point(x: midX, y: midY)
        case .top: return Point(x: midX, y: frame.minY)
        case .bottom: return Point(x: midX, y: frame.maxY)
        case .topMargin: return Point(x: midX, y: frame.minY + margins.top)
        case .bottomMargin: return Point(x: midX, y: frame.maxY - margins.bottom)
        case .centerY, .centerYWithinMargins: return Point(x: midX, y: midY)
        case .firstBaseline:
            return Point(x: midX, y: frame.minY + ((region as? LayoutItem)?.firstBaselineOffset ?? 0))
        case .lastBaseline:
            return Point(x: midX, y: frame.minY + ((region as? LayoutItem)?.lastBaselineOffsetInLayout ?? frame.height))
        }
    }

    /// Whether the item is hidden or inside a hidden item: as in UIKit, a
    /// hidden item hides its subtree, so none of it is filled and its
    /// stacks draw no spacing bands.
    private func isHiddenInTree(_ item: LayoutItem) -> Bool {
        var current: LayoutItem? = item
        while let region = current {
            if region.isHidden { return true }
            current = region.parent
        }
        return false
    }

    private func depth(of item: LayoutItem) -> Int {
        var depth = 0, current = item.parent
        while let parent = current { depth += 1; current = parent.parent }
        return depth
    }

    private func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
