import Stack

extension LayoutDocument {
    /// Sets the document's text at `factor` times its size, as a larger or
    /// smaller Dynamic Type size sets a label's font: every item with
    /// `text` gets its words, spaces and line height scaled by `factor`,
    /// and its `baseline` offsets with them (the Model guide's "Text sizes").
    /// Items sized by `intrinsicSize` (icons, images) keep their size, as
    /// do margins and spacings. A factor that is not finite and positive
    /// traps.
    public mutating func scaleText(by factor: Double) {
        usagePrecondition(factor.isFinite && factor > 0, "the text size factor \(factor) is not a positive number")
        root.scaleText(by: factor)
    }
}

extension LayoutDocument.ItemSpec {
    fileprivate mutating func scaleText(by factor: Double) {
        if let text {
            self.text = text.scaled(by: factor)
            firstBaseline = firstBaseline.map { $0 * factor }
            lastBaseline = lastBaseline.map { $0 * factor }
        }
        for index in children.indices { children[index].scaleText(by: factor) }
    }
}
