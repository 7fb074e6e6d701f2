import Drawing
import Stack

/// An SVG picture of a laid-out tree: every item as a labelled rectangle
/// in its place (root coordinates), its layout margins faintly, ambiguous
/// items dashed, baselines as thin dashed lines, the spacing between a
/// stack's items as shaded bands with their length, and the constraints of conflicts as red lines between the
/// anchors they join, the broken one dashed.
public struct LayoutPicture {
    public var root: LayoutItem
    public var conflicts: [LayoutConflict] = []
    public var ambiguous: Set<ObjectIdentifier> = []
    /// How a constraint is labelled (as written in a document, say).
    public var label: (LayoutConstraint) -> String = { $0.description }

    public init(root: LayoutItem, conflicts: [LayoutConflict] = [], ambiguous: [LayoutItem] = [],
                label: @escaping (LayoutConstraint) -> String = { $0.description }) {
        self.root = root
        self.conflicts = conflicts
        self.ambiguous = Set(ambiguous.map(ObjectIdentifier.init))
        self.label = label
    }

    static let palette = ["#e8f1fb", "#fdf1e3", "#eaf7ea", "#f5ebf8", "#fbf7dc", "#e9f5f5"]
    static let padding = 24.0

    /// The picture as SVG text.
    public var svg: String {
        let items = root.subtree
        let bounds = items.reduce(root.frameInRoot) { union($0, $1.frameInRoot) }
        let legendHeight = conflicts.isEmpty ? 0.0 : 16.0 * Double(conflicts.reduce(0) { $0 + $1.constraints.count } + conflicts.count) + 8
        // The legend's lines can be wider than the layout: about 6.5 points a character at 11 points.
        var legendCharacters = 0
        for conflict in conflicts {
            legendCharacters = max(legendCharacters, "Conflict (broke ):".count + label(conflict.broken).count)
            for constraint in conflict.constraints { legendCharacters = max(legendCharacters, 4 + label(constraint).count) }
        }
        let legendWidth = 6.5 * Double(legendCharacters)
        let width = max(bounds.width, legendWidth) + 2 * Self.padding, height = bounds.height + 2 * Self.padding + legendHeight
        var svg = SVGWriter()
        for item in items {
            let depth = depth(of: item)
            let frame = item.frameInRoot
            let fill = item.isHidden ? "none" : Self.palette[depth % Self.palette.count]
            svg.beginGroup(title: "\(item.name) \(frame)")
            var style: SVGAttributes = ["fill": fill, "stroke": "#4a6fa5", "stroke-width": 1]
            if ambiguous.contains(ObjectIdentifier(item)) { style["stroke-dasharray"] = "5,3" }
            svg.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, style)
            let margins = item.layoutMargins
            // Margins matter to items that hold others, except stacks that arrange by their edges.
            let usesMargins = (item as? StackItem).map(\.isLayoutMarginsRelativeArrangement) ?? !item.children.isEmpty
            if usesMargins, frame.width > margins.left + margins.right, frame.height > margins.top + margins.bottom {
                svg.rect(x: frame.minX + margins.left, y: frame.minY + margins.top,
                         width: frame.width - margins.left - margins.right, height: frame.height - margins.top - margins.bottom,
                         ["fill": "none", "stroke": "#4a6fa5", "stroke-opacity": 0.25, "stroke-dasharray": "2,2"])
            }
            for offset in Set([item.firstBaselineOffset, item.lastBaselineOffset].compactMap { $0 }).sorted() {
                svg.line(x1: frame.minX, y1: frame.minY + offset, x2: frame.maxX, y2: frame.minY + offset,
                         ["stroke": "#2a9d8f", "stroke-width": 1, "stroke-dasharray": "3,2"])
            }
            svg.endGroup()
        }
        // Names last, with a white halo, so that no child's rectangle hides its parent's name; the root's above it.
        for item in items {
            let frame = item.frameInRoot
            let y = item === root ? frame.minY - 5 : frame.minY + 12
            svg.text(item.name, x: frame.minX + 3, y: y,
                     ["fill": "#1d3557", "stroke": "white", "stroke-width": 3, "stroke-linejoin": "round", "paint-order": "stroke"])
        }
        for case let stack as StackItem in items {
            drawSpacingBands(of: stack, in: &svg)
        }
        var legendY = bounds.maxY + Self.padding
        for conflict in conflicts {
            svg.text("Conflict (broke \(label(conflict.broken))):", x: bounds.minX, y: legendY,
                     ["fill": "#d0021b", "font-weight": "bold"])
            legendY += 16
            for constraint in conflict.constraints {
                let isBroken = constraint === conflict.broken
                let (start, end) = endpoints(of: constraint)
                var style: SVGAttributes = ["stroke": "#d0021b", "stroke-width": 2,
                                            "marker-start": "url(#dot)", "marker-end": "url(#dot)"]
                if isBroken { style["stroke-dasharray"] = "6,3" }
                svg.line(x1: start.x, y1: start.y, x2: end.x, y2: end.y, style, title: label(constraint))
                svg.text((isBroken ? "⤫ " : "• ") + label(constraint), x: bounds.minX + 12, y: legendY, ["fill": "#d0021b"])
                legendY += 16
            }
        }
        let dot = "<marker id=\"dot\" viewBox=\"0 0 8 8\" refX=\"4\" refY=\"4\" markerWidth=\"6\" markerHeight=\"6\">"
            + "<circle cx=\"4\" cy=\"4\" r=\"3\" fill=\"#d0021b\"/></marker>"
        return svg.document(width: width, height: height, originX: bounds.minX - Self.padding,
                            originY: bounds.minY - Self.padding, fontSize: 11, definitions: dot)
    }

    /// The gaps between a stack's consecutive visible items, as bands across
    /// the stack labelled with their length (overlaps and touching items
    /// have none).
    func drawSpacingBands(of stack: StackItem, in svg: inout SVGWriter) {
        let visible = stack.arrangedItems.filter { !$0.isHidden }
        let frame = stack.frameInRoot
        for (a, b) in zip(visible, visible.dropFirst()) {
            let (first, second) = (a.frameInRoot, b.frameInRoot)
            let band: Rect
            if stack.axis == .horizontal {
                let (start, end) = first.maxX <= second.minX ? (first.maxX, second.minX) : (second.maxX, first.minX)
                band = Rect(x: start, y: frame.minY, width: end - start, height: frame.height)
            } else {
                band = Rect(x: frame.minX, y: first.maxY, width: frame.width, height: second.minY - first.maxY)
            }
            guard band.width > 0.5, band.height > 0.5 else { continue }
            let gap = stack.axis == .horizontal ? band.width : band.height
            svg.beginGroup(title: "\(stack.name): \(SVGWriter.number(gap)) between \(a.name) and \(b.name)")
            svg.rect(x: band.minX, y: band.minY, width: band.width, height: band.height, ["fill": "#f4a261", "fill-opacity": 0.35])
            svg.text(SVGWriter.number(gap), x: band.minX + band.width / 2, y: band.minY + band.height / 2 + 4,
                     ["text-anchor": "middle", "font-size": 9, "fill": "#9c4a00"])
            svg.endGroup()
        }
    }

    /// Where a constraint's line starts and ends: on each anchor (a point on
    /// the edge or centre line it names, at the item's middle across), or
    /// the item's centre for a size.
    func endpoints(of constraint: LayoutConstraint) -> (Point, Point) {
        let start = point(constraint.firstItem, constraint.firstAttribute)
        guard let second = constraint.secondItem, let attribute = constraint.secondAttribute else {
            return (start, start)
        }
        return (start, point(second, attribute))
    }

    func point(_ region: LayoutRegion, _ attribute: LayoutAttribute) -> Point {
        let frame = region.frameInRoot
        let margins = (region as? LayoutItem)?.layoutMargins ?? .zero
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
            return Point(x: midX, y: frame.minY + ((region as? LayoutItem)?.firstBaselineOffset ?? frame.height))
        case .lastBaseline:
            return Point(x: midX, y: frame.minY + ((region as? LayoutItem)?.lastBaselineOffset ?? frame.height))
        }
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
