extension LayoutConstraint {
    /// Whether the engine made this constraint to keep an item's width or
    /// height from going negative (`NAME-nonnegative-width`, `-height`): a
    /// rule that holds for every item, so a report never offers changing it
    /// as a fix.
    package var isNonNegativeFloor: Bool { generatedName?.isNonNegativeFloor == true }
}
