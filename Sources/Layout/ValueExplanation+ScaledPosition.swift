extension ValueExplanation {
    /// A deciding constraint whose multiplier scales a position, and what
    /// it scales: as in UIKit, the position is measured from the closest
    /// common ancestor of the constraint's two items, which the shares
    /// alone do not show. An event pinned to `9/24*column.bottom` but
    /// added beside the column rather than inside it is placed at 9/24 of
    /// the column's bottom as measured from their parent, the day:
    ///
    /// ```
    /// standup.top = 316.5 − 6 = 310.5
    ///   316.5  day.height == 844  (× 0.375)
    ///     − 6  column.bottom == day.bottom - 16  (× 0.375)
    ///       0  standup.top == 9/24*column.bottom
    /// Note: a multiplier scales a position from the closest common ancestor of the items, day: in standup.top == 9/24*column.bottom, column.bottom is 828 from day's top, × 0.375 = 310.5.
    /// ```
    public struct ScaledPosition {
        /// The constraint with the multiplier.
        public let constraint: LayoutConstraint
        /// The region its positions are measured from: the closest common
        /// ancestor of its two items (either of them included).
        public let ancestor: LayoutRegion
        /// Its second attribute's position, measured from ``ancestor``'s
        /// top (or left), before the multiplier scales it.
        public let position: Double

        /// The note's line, the constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let second = "\(constraint.secondItem?.name ?? "").\(constraint.secondAttribute?.rawValue ?? "")"
            let origin = constraint.firstAttribute.axis == .horizontal ? "left" : "top"
            return "Note: a multiplier scales a position from the closest common ancestor of the items, \(ancestor.name): "
                + "in \(naming(constraint)), \(second) is \(format(position)) from \(ancestor.name)'s \(origin), "
                + "× \(format(constraint.multiplier)) = \(format(position * constraint.multiplier))."
        }
    }
}

extension LayoutEngine {
    /// The constraints among `terms` whose multiplier scales a position,
    /// each with the ancestor it is measured from and the position it
    /// scales (see ``ValueExplanation/ScaledPosition``). A constraint read
    /// right to left on leading or trailing, measured in a mirrored space,
    /// is left out.
    func scaledPositions(among terms: [ValueExplanation.Term]) -> [ValueExplanation.ScaledPosition] {
        terms.compactMap { term in
            let constraint = term.constraint
            guard constraint.multiplier != 1, !constraint.firstAttribute.isDimension,
                  let secondAttribute = constraint.secondAttribute, !secondAttribute.isDimension,
                  case let items = constraint.items, let second = items.second,
                  !(items.first.isRightToLeft && (constraint.firstAttribute.isDirectional || secondAttribute.isDirectional)),
                  let ancestor = Self.closestCommonAncestor(of: items.first, second).region
            else { return nil }
            let origin: LayoutAttribute = secondAttribute.axis == .horizontal ? .left : .top
            let position = evaluate(expression(second, secondAttribute, mirrored: false))
                - evaluate(expression(ancestor, origin, mirrored: false))
            return .init(constraint: constraint, ancestor: ancestor, position: position)
        }
    }
}
