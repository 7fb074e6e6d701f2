/// An item that lays out some of its hidden children with no length along
/// an axis, in a layout of its own: a flex stack, whose layout gives a
/// hidden child no room, as Texture and Yoga do.
package protocol HiddenChildCollapsing: LayoutItem {
    /// The axis along which the item lays out `child`, one of its hidden
    /// children, with no length; nil when it places that child by
    /// constraints alone.
    func axisCollapsing(hiddenChild child: LayoutItem) -> LayoutAxis?
}

extension LayoutItem {
    /// The axis along which the item's parent lays it out with no length
    /// because it is hidden (``HiddenChildCollapsing``); nil for an item
    /// that is not hidden.
    package var collapsedAxis: LayoutAxis? {
        guard isHidden, let parent = parent as? any HiddenChildCollapsing else { return nil }
        return parent.axisCollapsing(hiddenChild: self)
    }

    /// The frame in the root's coordinate space as a report of the layout
    /// gives it: ``LayoutRegion/frameInRoot``, but 0 long along the axis of
    /// a flex stack that arranges the item hidden, where the stack's layout
    /// puts it. The engine holds that length at 999.999 (`STK-flex-size`,
    /// as `UISV-hiding` holds a hidden item's), so a size the item requires
    /// of itself (a label pinned within its margins) keeps its frame that
    /// wide, out of sight; Texture and Yoga lay a hidden child out with no
    /// length whatever it holds, and so does this frame.
    public var reportedFrameInRoot: Rect { collapsing(frameInRoot) }

    /// ``LayoutRegion/frame``, in the parent's coordinate space, collapsed
    /// as ``reportedFrameInRoot`` is.
    public var reportedFrame: Rect { collapsing(frame) }

    private func collapsing(_ frame: Rect) -> Rect {
        guard let axis = collapsedAxis else { return frame }
        var collapsed = frame
        if axis == .horizontal { collapsed.size.width = 0 } else { collapsed.size.height = 0 }
        return collapsed
    }
}
