/// Why a layout call was refused. Each case names the culprit; a refused
/// call changes nothing.
///
/// The error carries the culprit itself so that callers can compare it by
/// identity. Like the items it refers to, it belongs to the task that made
/// the call; it is marked `Sendable` only because `Error` requires it.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint relates regions that are in different trees.
    case noCommonAncestor(LayoutConstraint)
    /// The constraint relates a leading/trailing attribute to a left/right one.
    case mixedDirectionalAttributes(LayoutConstraint)
    /// The constraint relates attributes of different kinds (a position and
    /// a size, or two axes).
    case mismatchedAttributes(LayoutConstraint)
    /// The constraint names a second item but no attribute of it.
    case missingAttribute(LayoutConstraint)
    /// A constant, multiplier or priority is not a usable number.
    case invalidNumber(LayoutConstraint, String)
    /// The constraint refers to a guide that belongs to no item.
    case detachedGuide(LayoutConstraint, LayoutGuide)
    /// The constraint refers to an item that no longer exists (a constraint
    /// does not keep its items alive).
    case releasedItem(LayoutConstraint)

    /// The constraint the error names.
    public var constraint: LayoutConstraint {
        switch self {
        case let .noCommonAncestor(constraint), let .mixedDirectionalAttributes(constraint),
             let .mismatchedAttributes(constraint), let .missingAttribute(constraint),
             let .invalidNumber(constraint, _), let .detachedGuide(constraint, _), let .releasedItem(constraint):
            constraint
        }
    }

    /// The error in plain words, starting with the constraint.
    public var description: String { description(naming: constraint.description) }

    /// The error in plain words, naming the constraint as `name` (a layout
    /// document names it by its place and text: `constraint 2 ("a.width == 0*r.width")`).
    public func description(naming name: String) -> String {
        switch self {
        case let .noCommonAncestor(constraint):
            "\(name) relates items with no common ancestor: " + constraint.treesOfItems
        case .mixedDirectionalAttributes:
            "\(name) relates a leading/trailing attribute to a left/right one"
        case .mismatchedAttributes:
            "\(name) relates attributes of different kinds (a position and a size, or two axes)"
        case let .missingAttribute(constraint):
            "\(name) names the item \(constraint.secondItem?.name ?? "") without an attribute"
        case let .invalidNumber(_, message):
            "\(name): \(message)"
        case let .detachedGuide(_, guide):
            "\(name) refers to the guide \(guide.name), which belongs to no item"
        case .releasedItem:
            "\(name) refers to an item that no longer exists"
        }
    }
}

extension LayoutConstraint {
    /// Where each item of the constraint is (the root of its tree, and a
    /// guide's owner), for the error of items with no common ancestor:
    /// `ownersGuide belongs to owner, the root of a tree of its own; x is in root's tree`.
    fileprivate var treesOfItems: String {
        func place(of region: LayoutRegion) -> String {
            if let guide = region as? LayoutGuide {
                guard let owner = guide.owningItem else { return "\(guide.name) belongs to no item" }
                return "\(guide.name) belongs to \(owner.name), " + (owner.parent == nil
                    ? "the root of a tree of its own" : "which is in \(owner.rootItem.name)'s tree")
            }
            guard let item = region as? LayoutItem else { return region.name }
            return item.parent == nil ? "\(item.name) is the root of a tree of its own" : "\(item.name) is in \(item.rootItem.name)'s tree"
        }
        return ([firstItem] + (secondItem.map { [$0] } ?? [])).map(place(of:)).joined(separator: "; ")
    }
}
