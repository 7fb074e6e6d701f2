/// Text found in text, character by character: what the log reader and
/// the constraint-description parser look for (the words and punctuation
/// of a console log), without Foundation.
extension StringProtocol {
    /// The range of the first occurrence of `target`; nil when there is
    /// none or `target` is empty.
    func rangeOfFirst(_ target: some StringProtocol) -> Range<Index>? {
        guard !target.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if let end = endOfMatch(of: target, at: start) { return start..<end }
            formIndex(after: &start)
        }
        return nil
    }

    /// The range of the last occurrence of `target`; nil when there is
    /// none or `target` is empty.
    func rangeOfLast(_ target: some StringProtocol) -> Range<Index>? {
        guard !target.isEmpty else { return nil }
        var start = endIndex
        while start > startIndex {
            formIndex(before: &start)
            if let end = endOfMatch(of: target, at: start) { return start..<end }
        }
        return nil
    }

    /// Where `target` ends when it occurs at `start`, else nil.
    private func endOfMatch(of target: some StringProtocol, at start: Index) -> Index? {
        var index = start
        for character in target {
            guard index < endIndex, self[index] == character else { return nil }
            formIndex(after: &index)
        }
        return index
    }
}
