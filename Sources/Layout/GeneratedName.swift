/// The identifier of a constraint the engine makes for an item: the item's
/// name as it was then, and what the constraint is for
/// (`title-hugging-horizontal`). A constraint keeps the two parts and
/// composes its ``LayoutConstraint/identifier`` when it is read.
struct GeneratedName {
    /// The item's name when the constraint was made.
    let itemName: String
    let role: Role

    /// What a generated constraint is for: the identifier's suffix.
    enum Role: String {
        case nonnegativeWidth = "-nonnegative-width"
        case nonnegativeHeight = "-nonnegative-height"
        case huggingHorizontal = "-hugging-horizontal"
        case huggingVertical = "-hugging-vertical"
        case compressionHorizontal = "-compression-horizontal"
        case compressionVertical = "-compression-vertical"
    }

    /// Whether the name is an item's non-negative floor along either axis.
    var isNonNegativeFloor: Bool { role == .nonnegativeWidth || role == .nonnegativeHeight }

    /// Whether the name is an item's non-negative floor along `axis`.
    func isNonNegativeFloor(along axis: LayoutAxis) -> Bool {
        role == (axis == .horizontal ? .nonnegativeWidth : .nonnegativeHeight)
    }

    /// The identifier: `NAME-ROLE`.
    var text: String { itemName + role.rawValue }
}
