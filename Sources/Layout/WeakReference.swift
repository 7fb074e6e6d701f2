/// A reference that does not keep its object alive.
///
/// The engine is owned by the root of its tree, so everything it keeps
/// about the tree's regions refers to them weakly: a strong reference would
/// make a cycle (root → engine → region → … → root) that keeps a dropped
/// tree alive.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) { self.object = object }
}
