import Layout

/// The notes of a flex subtree's `STK-flex-size` and `STK-flex-position`
/// constraints: how the flex layout came to the length it gives each item
/// along its stack's axis (its basis, and what it grew or shrank by from
/// the room in its line), where room that no item took went, and that an
/// item with nothing to measure was measured as 0.
///
/// Made at every compilation of the subtree, read only when a report asks
/// (`layout run --why`, a conflict): it keeps the layout's boxes and
/// shares as they are and puts them in words then.
final class FlexSizeNotes: ConstraintNoteSource {
    private let nodes: [FlexNode]
    private let shares: [FlexShare?]
    /// Each box's item, by identity only: an item may be gone when a note
    /// is asked of another.
    private let identities: [ObjectIdentifier]
    private let emptyLeaves: Set<ObjectIdentifier>

    init(layout: FlexLayout, emptyLeaves: Set<ObjectIdentifier>) {
        nodes = layout.nodes
        shares = layout.shares
        identities = layout.nodes.map { ObjectIdentifier($0.item) }
        self.emptyLeaves = emptyLeaves
    }

    func note(for constraint: LayoutConstraint) -> String? {
        let item = constraint.firstItem
        let identity = ObjectIdentifier(item)
        let length = constraint.constant
        if constraint.firstAttribute.isDimension && length == 0 && emptyLeaves.contains(identity) {
            return "\(item.name) has no intrinsic size, measure function or children: its flex stack measured it as 0"
        }
        guard let index = identities.firstIndex(of: identity), let share = shares[index],
              let parent = nodes.firstIndex(where: { $0.container?.children.contains(index) == true }),
              let container = nodes[parent].container
        else { return nil }
        // The stack by the item's parent, which it is: the layout's boxes
        // hold items unowned, and only the constraint's is known alive.
        let stack = (item as? LayoutItem)?.parent?.name ?? "its stack"
        let takenByMargins = hasAutoMainMargin(container)
        switch constraint.firstAttribute {
        case container.axis == .horizontal ? .width : .height:
            let own = FlexLayout.ownRange(nodes[index], base: share.base)[container.axis]
            return Self.sizeText(share, own: own, item: item.name, stack: stack, length: length,
                                 takenByMargins: takenByMargins)
        case container.axis == .horizontal ? .left : .top:
            guard share.free >= FlexLayout.epsilon, share.total == 0, !takenByMargins, container.wrap == .noWrap
            else { return nil }
            return "the \(format(share.free)) points free in \(stack)'s line go to no item (none has flexGrow): "
                + Self.justified(container.justification)
        default:
            return nil
        }
    }

    /// Whether an item in the flow of the stack has an `auto` margin along
    /// its axis, which takes the room no item grows into.
    private func hasAutoMainMargin(_ container: FlexContainer) -> Bool {
        container.children.contains { child in
            let node = nodes[child]
            guard !node.isHidden, node.options.position == .relative else { return false }
            let margin = node.options.margin
            let edges: [FlexMargin?] = container.axis == .horizontal
                ? [margin.left, margin.right, margin.leading, margin.trailing] : [margin.top, margin.bottom]
            return edges.contains { $0 == .auto }
        }
    }

    /// Where a stack's justification puts the room of a line.
    private static func justified(_ justification: FlexJustification) -> String {
        switch justification {
        case .start: "justifyContent start leaves them after the last item"
        case .end: "justifyContent end puts them before the first item"
        case .center: "justifyContent center puts half before the first item and half after the last"
        case .spaceBetween: "justifyContent spaceBetween puts them between the items"
        case .spaceAround: "justifyContent spaceAround puts them around the items, half as much at the ends"
        case .spaceEvenly: "justifyContent spaceEvenly puts them evenly between and around the items"
        }
    }

    /// The share in words; nil when the line had no room to share.
    private static func sizeText(_ share: FlexShare, own: (minimum: Double, maximum: Double), item: String,
                                 stack: String, length: Double, takenByMargins: Bool) -> String? {
        let free = share.free
        guard abs(free) >= FlexLayout.epsilon else { return nil }
        var text = "\(item)'s flex basis is \(format(share.basis)); "
        if free > 0 {
            let room = "\(format(free)) points free in \(stack)'s line"
            if share.total == 0 {
                text += "the \(room) go to no item: none has flexGrow"
                    + (takenByMargins ? " (auto margins take them)" : "")
            } else if share.factor == 0 {
                text += "it does not grow (flexGrow 0): the \(room) go to the items that do"
            } else if share.factor == share.total {
                text += "it grew by all the \(room) (flexGrow \(format(share.factor)))"
            } else {
                text += "it grew by \(format(share.adjustment)) of the \(room) (flexGrow \(format(share.factor))"
                    + " of \(format(share.total)))"
            }
        } else {
            let overflow = "\(format(-free)) points by which \(stack)'s line overflows"
            if share.total == 0 {
                text += "no item of \(stack)'s line shrinks (none has flexShrink), which overflows by \(format(-free)) points"
            } else if share.factor == 0 {
                text += "it does not shrink (flexShrink 0): the \(overflow) come off the items that do"
            } else {
                text += "it shrank by \(format(-share.adjustment)) of the \(overflow)"
                    + " (flexShrink \(format(share.factor)) × its basis, of \(format(share.total)) in all)"
            }
        }
        // Texture's offer wins over the item's own bounds (CSS's would not).
        if length > own.maximum + FlexLayout.epsilon {
            text += "; as in Texture, growing takes it past its maximum, \(format(own.maximum))"
        } else if length < own.minimum - FlexLayout.epsilon {
            text += "; as in Texture, shrinking takes it below its minimum, \(format(own.minimum))"
        }
        return text
    }
}
