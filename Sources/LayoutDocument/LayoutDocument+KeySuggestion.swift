extension LayoutDocument {
    /// The allowed key that `unknown` most likely misspells, for an
    /// unknown key's or attribute's message (`"hiden"`: did you mean
    /// `"hidden"`?): one
    /// that differs only in case, or else the nearest by edit distance
    /// (insertions, deletions and substitutions, case ignored), at most 1
    /// for keys of up to 4 letters and 2 for longer ones, the first of
    /// equals in `allowed`; nil when none is that near, so that a key from
    /// another vocabulary (`"colour"`) is only named, not explained by chance.
    static func closestKey(to unknown: String, among allowed: [String]) -> String? {
        let typed = Array(unknown.lowercased())
        let limit = typed.count <= 4 ? 1 : 2
        var best: (key: String, distance: Int)?
        for key in allowed {
            let distance = editDistance(typed, Array(key.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max { best = (key, distance) }
        }
        return best?.key
    }

    /// Levenshtein distance between two strings of characters, one row at a time.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
