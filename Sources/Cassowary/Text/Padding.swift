extension String {
    /// The string followed by spaces up to `width` characters, or as it is
    /// when it is that long already: the left-aligned column of every table
    /// the package prints.
    package func padded(toWidth width: Int) -> String {
        let missing = width - count
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
