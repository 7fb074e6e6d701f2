/// A line of what leaves an open value open (see
/// ``ValueExplanation/openRegions``): a sentence, or a constraint as the
/// text writes it, indented, with the constraint, so that a report in
/// another form (the HTML page) can point at the constraint instead.
package struct OpenLine {
    /// The line as the text writes it.
    package let text: String
    /// The constraint the line writes; nil for a sentence.
    package let constraint: LayoutConstraint?

    /// A sentence.
    init(_ text: String) {
        self.text = text
        constraint = nil
    }

    /// A constraint, written `written`, indented.
    init(_ written: String, constraint: LayoutConstraint) {
        text = "  " + written
        self.constraint = constraint
    }
}
