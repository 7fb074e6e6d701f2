extension LayoutDocument {
    /// The allowed key that `unknown` most likely misspells, for an
    /// unknown key's or attribute's message (`"hiden"`: did you mean
    /// `"hidden"`?): one
    /// that differs only in case, or else the nearest by edit distance
    /// (insertions, deletions, substitutions and swaps of two neighbouring
    /// letters, case ignored), at most 1 for keys of up to 4 letters and 2
    /// for longer ones, the first of equals in `allowed`; or else the one
    /// key that begins with it, when it has three letters or more (`"lead"`
    /// for `"leading"`); nil when none is that near, so that a key from
    /// another vocabulary (`"colour"`) is only named, not explained by chance.
    static func closestKey(to unknown: String, among allowed: [String]) -> String? {
        let typed = Array(unknown.lowercased())
        let limit = typed.count <= 4 ? 1 : 2
        var best: (key: String, distance: Int)?
        for key in allowed {
            let distance = editDistance(typed, Array(key.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max { best = (key, distance) }
        }
        if let best { return best.key }
        guard typed.count >= 3 else { return nil }
        let extending = allowed.filter { $0.lowercased().hasPrefix(unknown.lowercased()) }
        return extending.count == 1 ? extending[0] : nil
    }

    /// The optimal string alignment distance between two strings of
    /// characters: Levenshtein's, with a swap of two neighbouring
    /// characters counted as one edit (`"widht"` is one edit from
    /// `"width"`, and two from `"right"`). One row at a time.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                var distance = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                if i > 0, j > 0, x == b[j - 1], a[i - 1] == y { distance = Swift.min(distance, beforePrevious[j - 1] + 1) }
                current.append(distance)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
