/// Writes the ``LayoutConstraint/note`` of constraints it generated, when a
/// report reads it (a flex stack's layout, which knows how it came to each
/// size it gives).
package protocol ConstraintNoteSource: AnyObject {
    /// What a report should add about `constraint`; nil when nothing.
    func note(for constraint: LayoutConstraint) -> String?
}
