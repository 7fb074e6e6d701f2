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

    /// Puts back an array taken with ``take()``, emptied, keeping its storage.
    @inline(__always)
    mutating func give(back array: [Element]) {
        self = array
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
