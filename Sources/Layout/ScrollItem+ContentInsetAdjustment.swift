extension ScrollItem {
    /// Which of a scroll item's safe-area insets it takes into its content
    /// inset, like `UIScrollView.ContentInsetAdjustmentBehavior`. An edge the
    /// item takes in this way is covered for its content by the content
    /// inset, so the content gets no safe-area inset on it: rows that scroll
    /// under the notch or the home indicator keep their margins, as a table
    /// view's cells do.
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// The top and bottom insets always, and the left and right ones
        /// when the content is wider than the item (it scrolls sideways):
        /// UIKit's choice for a screen's scroll view.
        case automatic
        /// The insets along each axis the content scrolls, that is, where
        /// it is longer than the item.
        case scrollableAxes
        /// All four insets.
        case always
        /// None: the content takes the insets of the unsafe areas it
        /// crosses, as any item does.
        case never
    }

    /// The safe-area insets the item takes into its content inset, by its
    /// ``contentInsetAdjustmentBehavior``, as of the last layout pass; like
    /// UIKit's `adjustedContentInset` with no `contentInset` of its own.
    ///
    /// The content's top left corner shows below the notch when scrolled to
    /// `contentOffset.y == -adjustedContentInset.top`, and its end above the
    /// home indicator at `contentSize.height - frame.height +
    /// adjustedContentInset.bottom`.
    public var adjustedContentInset: EdgeInsets {
        let insets = safeAreaInsets, edges = adjustedEdges
        return EdgeInsets(top: edges.vertical ? insets.top : 0, left: edges.horizontal ? insets.left : 0,
                          bottom: edges.vertical ? insets.bottom : 0, right: edges.horizontal ? insets.right : 0)
    }

    /// Whether the item takes its top and bottom insets, and its left and
    /// right ones, into its content inset.
    private var adjustedEdges: (vertical: Bool, horizontal: Bool) {
        let content = contentSize, visible = frame.size
        switch contentInsetAdjustmentBehavior {
        case .automatic: return (true, content.width > visible.width)
        case .scrollableAxes: return (content.height > visible.height, content.width > visible.width)
        case .always: return (true, true)
        case .never: return (false, false)
        }
    }
}
