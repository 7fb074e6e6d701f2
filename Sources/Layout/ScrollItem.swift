/// An item whose children lay out in a content area that can be larger than
/// the item, like UIKit's `UIScrollView`: a form taller than the screen, a
/// carousel wider than it.
///
/// The item's frame comes from its own constraints (to its parent, its
/// siblings, a size), never from its content. The content area's size, the
/// content size, comes from the constraints of the content, as in UIKit:
///
/// - Constraints between the item's edges or margins and the items inside
///   it attach to the content area (``contentLayoutGuide``): a stack pinned
///   to the item's four edges makes the content area the stack's size.
/// - Constraints between the item's width, height or centres and the items
///   inside it attach to its frame: `stack.width == scroll.width` makes a
///   column that scrolls vertically only.
/// - Constraints between the item and anything outside it, and the item's
///   own, attach to its frame, as any item's do. So do its own guides
///   (``LayoutItem/layoutMarginsGuide``, the safe-area and readable-content
///   guides): they are the visible area inset, and content pinned to them
///   does not scroll; the margin anchors (`topMarginAnchor`) are the
///   content area's.
///
/// ```swift
/// let scroll = ScrollItem(name: "scroll")
/// root.addChild(scroll)
/// scroll.addChild(form)                  // a vertical stack of rows
/// try LayoutConstraint.activate([
///     scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
///     scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
///     scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
///     form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// root.layoutIfNeeded()
/// scroll.contentSize                     // the form's size
/// ```
///
/// The unsafe areas (a notch, a home indicator) reach the content only
/// through the item: only where they reach into the item's frame, and not
/// on the edges the item takes into its content inset
/// (``contentInsetAdjustmentBehavior``; by default the top and the bottom),
/// so rows scrolling under the notch keep their margins.
///
/// The children's frames are in the content area's coordinates, which is
/// what UIKit's subviews' frames are too: scrolling (``contentOffset``,
/// zero to begin with, right to left too, as UIKit's) moves the scroll
/// view's bounds, not its subviews, so only what is tied to the visible
/// area (the ``frameLayoutGuide``, the item's other own guides, an item
/// outside) lays out again. A content size that the content's
/// constraints leave open is reported as the ``contentLayoutGuide``'s
/// ambiguity, as Xcode reports "Scrollable content size is ambiguous".
open class ScrollItem: LayoutItem {
    /// The content area, like `UIScrollView.contentLayoutGuide`: its top
    /// left corner is the item's, and its size (``contentSize``) is what the
    /// content's constraints make it.
    public private(set) lazy var contentLayoutGuide = systemGuide(.scrollContent, named: "content")

    /// The item's frame in its own coordinates, like
    /// `UIScrollView.frameLayoutGuide`: what content that should not scroll
    /// with the rest, or that should be as wide as the visible area, is
    /// constrained to.
    public private(set) lazy var frameLayoutGuide = systemGuide(.scrollFrame, named: "frame")

    /// Where the content is scrolled to, like `UIScrollView.contentOffset`:
    /// the content's point at the item's top left corner (0, 0 at rest). The
    /// content's frames do not move, as a scroll view's subviews' do not;
    /// what moves is where they are outside the item (``LayoutRegion/frameInRoot``,
    /// constraints between items inside and outside it), the
    /// ``frameLayoutGuide`` and the item's other own guides, so that content
    /// pinned to them stays in view.
    /// Setting an offset that is not finite traps.
    public var contentOffset: Point {
        get { contentOffsetForLayout }
        set {
            usagePrecondition(newValue.x.isFinite && newValue.y.isFinite, "\(name): the content offset \(newValue) is not finite")
            guard newValue != contentOffsetForLayout else { return }
            contentOffsetForLayout = newValue
            engineIfAttached?.contentOffsetChanged(in: self)
        }
    }

    /// Which of the item's safe-area insets it takes into its content inset
    /// (``adjustedContentInset``), so that its content gets none on those
    /// edges: `.automatic`, as in UIKit, takes the top and the bottom.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet {
            if contentInsetAdjustmentBehavior != oldValue { engineIfAttached?.safeAreaChanged() }
        }
    }

    /// The content area's size as of the last layout pass: UIKit's
    /// `contentSize` when the content is laid out with constraints.
    public var contentSize: Size { contentLayoutGuide.solvedRect.size }

    /// Creates a scroll item outside any tree.
    public override init(name: String, intrinsicContentSize: IntrinsicSize = .none) {
        super.init(name: name, intrinsicContentSize: intrinsicContentSize)
        contentArea = contentLayoutGuide
        // Made now, not at first use: a guide made after a layout has no
        // frame until the next one.
        _ = frameLayoutGuide
    }
}
