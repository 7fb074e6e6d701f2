/// Work arrays lent out of ``Scratch``: a hot path takes one, fills it and
/// gives it back emptied, so its storage is allocated once per tableau
/// instead of once per use. (Taking it out, rather than using it in
/// place, keeps the tableau free to be mutated while it is in use.)
extension Array {
    /// Moves the array out, leaving an empty one in its place.
    @inline(__always)
    mutating func take() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self)
        return taken
    }

    /// Puts back an array taken with ``take()``, emptied, keeping its
    /// storage. Emptied where it is, before it moves: emptied after, it
    /// would still be shared with the caller's variable, and emptying it
    /// would copy it.
    @inline(__always)
    mutating func give(back array: inout [Element]) {
        array.removeAllKeepingStorage()
        swap(&self, &array)
    }

    /// Empties the array, keeping its storage. `removeAll(keepingCapacity:)`
    /// is a generic call of some 300 instructions, even on an empty array;
    /// the few entries a solver call leaves in a work list are cheaper to pop.
    @inline(__always)
    mutating func removeAllKeepingStorage() {
        if count > 8 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
