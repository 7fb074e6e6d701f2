import Testing

/// Weak references to the objects a test made, each with a name, to check
/// that nothing else keeps them alive once the test lets go of them.
final class LifetimeTracker {
    private var references: [(name: String, object: () -> AnyObject?)] = []

    /// Watches `object` (without keeping it alive) and returns it.
    @discardableResult
    func track<Object: AnyObject>(_ object: Object, _ name: String) -> Object {
        references.append((name, { [weak object] in object }))
        return object
    }

    /// How many objects are tracked.
    var count: Int { references.count }

    /// The names of the tracked objects still alive.
    var alive: [String] { references.filter { $0.object() != nil }.map(\.name) }

    /// Records an issue naming the tracked objects still alive (the first
    /// few of them, and how many there are).
    func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        let survivors = alive
        guard !survivors.isEmpty else { return }
        let shown = survivors.prefix(8).joined(separator: ", ") + (survivors.count > 8 ? ", …" : "")
        Issue.record("\(survivors.count) of \(count) objects still alive: \(shown)", sourceLocation: sourceLocation)
    }
}
