import Foundation
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
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="\(n(bounds.minX - Self.padding)) \(n(bounds.minY - Self.padding)) \(n(width)) \(n(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">
            <defs><marker id="dot" viewBox="0 0 8 8" refX="4" refY="4" markerWidth="6" markerHeight="6">\
            <circle cx="4" cy="4" r="3" fill="#d0021b"/></marker></defs>
            <rect x="\(n(bounds.minX - Self.padding))" y="\(n(bounds.minY - Self.padding))" width="\(n(width))" height="\(n(height))" fill="white"/>

            """
        for item in items {
            let depth = depth(of: item)
            let frame = item.frameInRoot
            let dashed = ambiguous.contains(ObjectIdentifier(item)) ? " stroke-dasharray=\"5,3\"" : ""
            let fill = item.isHidden ? "none" : Self.palette[depth % Self.palette.count]
            out += "<g><title>\(escape(item.name)) \(frame)</title>"
            out += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
            out += "fill=\"\(fill)\" stroke=\"#4a6fa5\" stroke-width=\"1\"\(dashed)/>"
            let margins = item.layoutMargins
            // Margins matter to items that hold others, except stacks that arrange by their edges.
            let usesMargins = (item as? StackItem).map(\.isLayoutMarginsRelativeArrangement) ?? !item.children.isEmpty
            if usesMargins, frame.width > margins.left + margins.right, frame.height > margins.top + margins.bottom {
                out += "<rect x=\"\(n(frame.minX + margins.left))\" y=\"\(n(frame.minY + margins.top))\" "
                out += "width=\"\(n(frame.width - margins.left - margins.right))\" height=\"\(n(frame.height - margins.top - margins.bottom))\" "
                out += "fill=\"none\" stroke=\"#4a6fa5\" stroke-opacity=\"0.25\" stroke-dasharray=\"2,2\"/>"
            }
            for offset in Set([item.firstBaselineOffset, item.lastBaselineOffset].compactMap { $0 }).sorted() {
                out += "<line x1=\"\(n(frame.minX))\" y1=\"\(n(frame.minY + offset))\" x2=\"\(n(frame.maxX))\" "
                out += "y2=\"\(n(frame.minY + offset))\" stroke=\"#2a9d8f\" stroke-width=\"1\" stroke-dasharray=\"3,2\"/>"
            }
            out += "</g>\n"
        }
        // Names last, with a white halo, so that no child's rectangle hides its parent's name; the root's above it.
        for item in items {
            let frame = item.frameInRoot
            let y = item === root ? frame.minY - 5 : frame.minY + 12
            out += "<text x=\"\(n(frame.minX + 3))\" y=\"\(n(y))\" fill=\"#1d3557\" stroke=\"white\" stroke-width=\"3\" "
            out += "stroke-linejoin=\"round\" paint-order=\"stroke\">\(escape(item.name))</text>\n"
        }
        for case let stack as StackItem in items {
            out += spacingBands(of: stack)
        }
        var legendY = bounds.maxY + Self.padding
        for conflict in conflicts {
            out += "<text x=\"\(n(bounds.minX))\" y=\"\(n(legendY))\" fill=\"#d0021b\" font-weight=\"bold\">Conflict (broke \(escape(label(conflict.broken)))):</text>\n"
            legendY += 16
            for constraint in conflict.constraints {
                let isBroken = constraint === conflict.broken
                let (start, end) = endpoints(of: constraint)
                let style = isBroken ? " stroke-dasharray=\"6,3\"" : ""
                out += "<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\" stroke=\"#d0021b\" "
                out += "stroke-width=\"2\" marker-start=\"url(#dot)\" marker-end=\"url(#dot)\"\(style)><title>\(escape(label(constraint)))</title></line>\n"
                out += "<text x=\"\(n(bounds.minX + 12))\" y=\"\(n(legendY))\" fill=\"#d0021b\">\(isBroken ? "⤫ " : "• ")\(escape(label(constraint)))</text>\n"
                legendY += 16
            }
        }
        return out + "</svg>\n"
    }

    /// The gaps between a stack's consecutive visible items, as bands across
    /// the stack labelled with their length (overlaps and touching items
    /// have none).
    func spacingBands(of stack: StackItem) -> String {
        let visible = stack.arrangedItems.filter { !$0.isHidden }
        let frame = stack.frameInRoot
        var out = ""
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
            out += "<g><title>\(escape(stack.name)): \(n(gap)) between \(escape(a.name)) and \(escape(b.name))</title>"
            out += "<rect x=\"\(n(band.minX))\" y=\"\(n(band.minY))\" width=\"\(n(band.width))\" height=\"\(n(band.height))\" "
            out += "fill=\"#f4a261\" fill-opacity=\"0.35\"/>"
            out += "<text x=\"\(n(band.minX + band.width / 2))\" y=\"\(n(band.minY + band.height / 2 + 4))\" "
            out += "text-anchor=\"middle\" font-size=\"9\" fill=\"#9c4a00\">\(n(gap))</text></g>\n"
        }
        return out
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

    private func n(_ value: Double) -> String {
        String(format: "%.1f", value).replacingOccurrences(of: ".0", with: "")
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
