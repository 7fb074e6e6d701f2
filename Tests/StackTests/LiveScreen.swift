import Testing
import Stack

/// A screen an app keeps on screen and changes live, built from a state it
/// can also be built afresh from: after each change the live screen must
/// lay out as a fresh one in the same state.
protocol LiveScreen: AnyObject {
    associatedtype State
    var state: State { get }
    var root: LayoutItem { get }
    init(_ state: State) throws
}

extension LiveScreen {
    /// Lays the live screen out after `step` and expects no conflict and
    /// every frame within 1e-6 of a screen built afresh in the same state.
    func expectLaysOutAsFresh(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(root.layoutIfNeeded().isEmpty, "\(step): the live screen conflicts", sourceLocation: sourceLocation)
        // The dynamic type: a list screen's subclass makes its own rows.
        let fresh = try type(of: self).init(state)
        expectSameFrames(root, asFresh: fresh.root, step, tolerance: 1e-6, sourceLocation: sourceLocation)
    }
}
