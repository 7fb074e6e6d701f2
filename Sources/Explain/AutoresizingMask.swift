/// The `h=XYZ v=XYZ` flags of an `NSAutoresizingMaskLayoutConstraint`.
///
/// Three characters per axis, in the order leading margin, size, trailing
/// margin; `-` is fixed and `&` flexible (`Docs/Formats/ConsoleLog.md`).
/// `h=--&` is what a view created in code shows: a fixed left margin and
/// width, a flexible right margin. UIKit turns the view's frame into required constraints on
/// the fixed parts; the log prints each of them as an ordinary body
/// (`V:[View(416)]`, `View.midX == Super.midX - 105`), which is the
/// constraint the line stands for.
public struct AutoresizingMask: Sendable, Hashable, CustomStringConvertible {
    /// One axis of the mask.
    public struct Axis: Sendable, Hashable {
        /// Whether the left (top) margin is fixed.
        public var leadingMarginIsFixed: Bool
        /// Whether the width (height) is fixed.
        public var sizeIsFixed: Bool
        /// Whether the right (bottom) margin is fixed.
        public var trailingMarginIsFixed: Bool

        init?(_ flags: Substring) {
            let characters = Array(flags)
            guard characters.count == 3, characters.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
            leadingMarginIsFixed = characters[0] == "-"
            sizeIsFixed = characters[1] == "-"
            trailingMarginIsFixed = characters[2] == "-"
        }

        var flags: String {
            [leadingMarginIsFixed, sizeIsFixed, trailingMarginIsFixed].map { $0 ? "-" : "&" }.joined()
        }

        /// `fixed left margin and width, flexible right margin`.
        func summary(_ axis: LoggedAxis) -> String {
            let names = axis == .horizontal ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
            let fixed = [leadingMarginIsFixed, sizeIsFixed, trailingMarginIsFixed]
            let held = zip(names, fixed).filter { $0.1 }.map(\.0)
            let free = zip(names, fixed).filter { !$0.1 }.map(\.0)
            var parts: [String] = []
            if !held.isEmpty { parts.append("fixed " + Self.list(held)) }
            if !free.isEmpty { parts.append("flexible " + Self.list(free)) }
            return parts.joined(separator: ", ")
        }

        static func list(_ words: [String]) -> String {
            words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
        }
    }

    /// The `h=` flags.
    public var horizontal: Axis
    /// The `v=` flags.
    public var vertical: Axis

    /// Reads `h=--&` and `v=-&-` flag pairs; nil when they are malformed.
    public init?(horizontal: Substring, vertical: Substring) {
        guard let horizontal = Axis(horizontal), let vertical = Axis(vertical) else { return nil }
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The mask as printed: `h=--& v=--&`.
    public var description: String { "h=\(horizontal.flags) v=\(vertical.flags)" }

    /// The mask in words for one axis: `fixed left margin and width, flexible right margin`.
    public func summary(for axis: LoggedAxis) -> String {
        (axis == .horizontal ? horizontal : vertical).summary(axis)
    }
}

extension AutoresizingMask {
    /// The edges a VFL body of a frame-based constraint names, start then
    /// end: `H:|-(0)-[ClipView]` is the left margin, not the leading one,
    /// because frames do not flip with the layout direction.
    static func frameEdges(_ axis: LoggedAxis) -> (start: LoggedAttribute, end: LoggedAttribute) {
        axis == .horizontal ? (.left, .right) : (.top, .bottom)
    }

    /// The superview's edge a constant position is measured from: a frame
    /// is in the superview's bounds, so `midX == 228.5` is 228.5 from its
    /// left edge and `minY == 0` on its top edge.
    static func origin(_ axis: LoggedAxis) -> LoggedAttribute {
        frameEdges(axis).start
    }
}
