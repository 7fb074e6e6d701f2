extension LayoutItem {
    /// How a margin attribute's distance from its frame edge splits between
    /// the item's own layout margin and the safe-area inset that
    /// ``insetsLayoutMarginsFromSafeArea`` adds to it on that edge; nil
    /// when the safe area adds nothing there (or for an attribute that is
    /// not a margin edge: the centres within the margins sit between two
    /// edges).
    ///
    /// A margin that grew by the safe area reads as an unexplained number
    /// in a report: the login form's `root.leftMargin` is 63 in landscape,
    /// the 16 of its layout margins and the 47 of the notch.
    package func safeAreaShare(of attribute: LayoutAttribute) -> (layoutMargin: Double, safeArea: Double)? {
        guard insetsLayoutMarginsFromSafeArea, safeAreaInsets != .zero else { return nil }
        guard let edge = marginEdge(of: attribute) else { return nil }
        // Margins are measured from the frame, which the alignment insets
        // move away from the edge the layout places: the two shares would
        // not add up to the distance a report prints.
        guard alignmentInsetsForLayout[keyPath: edge] == 0 else { return nil }
        let safeArea = safeAreaInsets[keyPath: edge]
        guard safeArea != 0 else { return nil }
        // Where the parent's margin reaches further in, that reach is the
        // distance, and neither share explains it.
        guard !preservesSuperviewLayoutMargins
            || superviewMarginReach[keyPath: edge] <= ownMarginsForLayout[keyPath: edge] else { return nil }
        return (layoutMargins[keyPath: edge], safeArea)
    }

    /// A note for a report on a margin attribute that the safe area moved
    /// (see ``safeAreaShare(of:)``): `root.leftMargin is 63 in from the
    /// edge: its layout margin 16 and the safe area's 47`; nil otherwise.
    package func safeAreaNote(on attribute: LayoutAttribute) -> String? {
        guard let (margin, safeArea) = safeAreaShare(of: attribute) else { return nil }
        return "\(name).\(attribute.rawValue) is \(format(margin + safeArea)) in from the edge: "
            + "its layout margin \(format(margin)) and the safe area's \(format(safeArea))"
    }

    /// A note for a report on a margin attribute that the parent's margin
    /// decides (``preservesSuperviewLayoutMargins``): `contentView.leftMargin
    /// is 20 in from the edge: the margin of its parent cell reaches that
    /// far into it`; nil where the item's own margin is as large, and for
    /// other attributes.
    package func superviewMarginNote(on attribute: LayoutAttribute) -> String? {
        guard preservesSuperviewLayoutMargins, let parent, let edge = marginEdge(of: attribute),
              alignmentInsetsForLayout[keyPath: edge] == 0 else { return nil }
        let reach = superviewMarginReach[keyPath: edge]
        guard reach > ownMarginsForLayout[keyPath: edge] else { return nil }
        return "\(name).\(attribute.rawValue) is \(format(reach)) in from the edge: "
            + "the margin of its parent \(parent.name) reaches that far into it"
    }

    /// The edge of ``EdgeInsets`` a margin attribute is measured on, in the
    /// item's direction; nil for an attribute that is not a margin edge.
    private func marginEdge(of attribute: LayoutAttribute) -> KeyPath<EdgeInsets, Double>? {
        let rightToLeft = effectiveLayoutDirection == .rightToLeft
        switch attribute {
        case .leftMargin: return \EdgeInsets.left
        case .rightMargin: return \EdgeInsets.right
        case .topMargin: return \EdgeInsets.top
        case .bottomMargin: return \EdgeInsets.bottom
        case .leadingMargin: return rightToLeft ? \EdgeInsets.right : \EdgeInsets.left
        case .trailingMargin: return rightToLeft ? \EdgeInsets.left : \EdgeInsets.right
        default: return nil
        }
    }
}
