import Testing
import SeededRandom
@testable import Layout

/// `SparseElimination` performs the steps of a dense Gauss–Jordan
/// elimination with partial pivoting, so its weights are those of the dense
/// matrix (`dense(_:columns:rows:)`, written here as the reference), on
/// systems like an explanation's: sparse, sometimes dependent, sometimes
/// without a combination.
@Suite struct SparseEliminationTests {
    /// The reference: the dense elimination, entry by entry.
    static func dense(_ entries: [(row: Int, column: Int, value: Double)], columns: Int, rows: Int) -> [Double]? {
        var matrix = Array(repeating: Array(repeating: 0.0, count: columns + 1), count: rows)
        for entry in entries { matrix[entry.row][entry.column] += entry.value }
        var pivotColumns: [Int] = []
        var row = 0
        for column in 0..<columns where row < rows {
            guard let pivot = (row..<rows).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-12 else { continue }
            matrix.swapAt(row, pivot)
            for other in 0..<rows where other != row && matrix[other][column] != 0 {
                let factor = matrix[other][column] / matrix[row][column]
                for entry in column...columns { matrix[other][entry] -= factor * matrix[row][entry] }
            }
            pivotColumns.append(column)
            row += 1
        }
        for leftover in row..<rows where abs(matrix[leftover][columns]) > 1e-9 { return nil }
        var weights = Array(repeating: 0.0, count: columns)
        for (pivotRow, column) in pivotColumns.enumerated() {
            weights[column] = matrix[pivotRow][columns] / matrix[pivotRow][column]
        }
        return weights
    }

    static func sparse(_ entries: [(row: Int, column: Int, value: Double)], columns: Int, rows: Int) -> [Double]? {
        var system = SparseElimination(rows: rows, columns: columns)
        for entry in entries { system.add(entry.value, row: entry.row, column: entry.column) }
        return system.solve()
    }

    /// A chain of links `x(k+1) − x(k) = c` and `x0 = c`: the last
    /// variable is the sum of every link, each with weight 1.
    @Test func aChainsEndIsEveryLinkOnce() {
        let links = 200
        var entries: [(row: Int, column: Int, value: Double)] = [(0, 0, 1)]
        for k in 1...links { entries += [(k, k, 1), (k - 1, k, -1)] }
        entries.append((links, links + 1, 1))
        let weights = Self.sparse(entries, columns: links + 1, rows: links + 1)
        #expect(weights == Array(repeating: 1.0, count: links + 1))
        #expect(weights == Self.dense(entries, columns: links + 1, rows: links + 1))
    }

    /// Random sparse systems of small integers and halves, with repeated
    /// and dependent columns, and targets that some systems cannot give.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func randomSystemsGiveTheDenseWeights(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for trial in 0..<200 {
            let rows = Int.random(in: 1...9, using: &random), columns = Int.random(in: 1...8, using: &random)
            var entries: [(row: Int, column: Int, value: Double)] = []
            for column in 0...columns {
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let value = Double(Int.random(in: -4...4, using: &random)) / [1, 2, 4][Int.random(in: 0...2, using: &random)]
                    entries.append((Int.random(in: 0..<rows, using: &random), column, value))
                }
            }
            if trial % 5 == 0, columns > 1 {
                // A column repeated: a dependent equation, whose weight is free.
                entries += entries.filter { $0.column == 0 }.map { ($0.row, columns - 1, $0.value) }
            }
            let expected = Self.dense(entries, columns: columns, rows: rows)
            let found = Self.sparse(entries, columns: columns, rows: rows)
            #expect(found == expected, "seed \(seed), trial \(trial): \(entries)")
        }
    }
}
