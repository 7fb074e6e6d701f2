/// Gauss–Jordan elimination with partial pivoting on a sparse matrix: one
/// row a variable, one column an equation, and a last column for the
/// target. It finds the weights of the equations that combine to the
/// target, as ``LayoutEngine/explanation(of:for:)`` needs.
///
/// The deciding constraints of a value at the end of a long chain (the top
/// of the last message of a chat) are as many as the chain's links, each
/// naming two or three of as many variables: a dense matrix of them held
/// millions of zeros and its elimination scanned them all. Stored by row
/// and by column, the elimination touches only the entries there are and
/// the few it fills in. It performs the dense elimination's steps, in its
/// order and with its arithmetic, so the weights are the same: the pivot of
/// a column is its largest entry among the rows not yet pivoted (the first
/// of equal ones, in the order the row swaps of the dense version leave),
/// and a column whose largest is at most 1e-12 has no pivot (its weight is
/// 0).
struct SparseElimination {
    private let columns: Int
    /// Each row's entries by column.
    private var rows: [[Int: Double]]
    /// The rows with an entry in each column.
    private var rowsOfColumn: [Set<Int>]
    /// Where each row stands in the order the dense elimination's swaps
    /// leave, and the row at each place.
    private var place: [Int]
    private var rowAt: [Int]

    /// A system of `rows` variables and `columns` equations, all zero.
    init(rows: Int, columns: Int) {
        self.columns = columns
        self.rows = Array(repeating: [:], count: rows)
        rowsOfColumn = Array(repeating: [], count: columns + 1)
        place = Array(0..<rows)
        rowAt = Array(0..<rows)
    }

    /// Adds `value` to the entry at `row` and `column` (`columns`: the target).
    mutating func add(_ value: Double, row: Int, column: Int) {
        rows[row][column, default: 0] += value
        rowsOfColumn[column].insert(row)
    }

    /// The weights of the equations (0 for those without a pivot), or nil
    /// when no combination gives the target.
    mutating func solve() -> [Double]? {
        var pivots: [(row: Int, column: Int)] = []
        var next = 0
        for column in 0..<columns where next < rows.count {
            var pivot = -1, largest = 0.0
            for row in rowsOfColumn[column] where place[row] >= next {
                let magnitude = abs(rows[row][column] ?? 0)
                if pivot < 0 || magnitude > largest || (magnitude == largest && place[row] < place[pivot]) {
                    (pivot, largest) = (row, magnitude)
                }
            }
            guard pivot >= 0, largest > 1e-12 else { continue }
            swapPlaces(pivot, rowAt[next])
            let pivotValue = rows[pivot][column]!
            let pivotEntries = rows[pivot].filter { $0.key >= column }
            for other in rowsOfColumn[column] where other != pivot {
                guard let entry = rows[other][column], entry != 0 else { continue }
                let factor = entry / pivotValue
                for (target, value) in pivotEntries {
                    let updated = (rows[other][target] ?? 0) - factor * value
                    if updated == 0 {
                        rows[other][target] = nil
                        rowsOfColumn[target].remove(other)
                    } else {
                        if rows[other][target] == nil { rowsOfColumn[target].insert(other) }
                        rows[other][target] = updated
                    }
                }
            }
            pivots.append((pivot, column))
            next += 1
        }
        // Rows left with no pivot must ask for nothing.
        for position in next..<rows.count where abs(rows[rowAt[position]][columns] ?? 0) > 1e-9 { return nil }
        var weights = Array(repeating: 0.0, count: columns)
        for (row, column) in pivots { weights[column] = (rows[row][columns] ?? 0) / rows[row][column]! }
        return weights
    }

    private mutating func swapPlaces(_ first: Int, _ second: Int) {
        let (a, b) = (place[first], place[second])
        place[first] = b
        place[second] = a
        rowAt[a] = second
        rowAt[b] = first
    }
}
