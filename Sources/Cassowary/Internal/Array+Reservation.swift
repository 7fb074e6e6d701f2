extension Array {
    /// Makes room for `additional` more elements, at least doubling the
    /// capacity when it grows: reserving exactly what each of many batches
    /// needs would copy the array at every batch.
    @inlinable
    package mutating func reserve(additional: Int) {
        let needed = count + additional
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
