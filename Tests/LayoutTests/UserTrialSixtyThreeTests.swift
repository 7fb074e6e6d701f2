import Testing
@testable import Layout

/// Trial sixty-three, in Swift: the explanation of a value that a broken
/// constraint names says so, where it said only how the others decided
/// it; and a fix applied to another member of the conflict after the pass
/// that reported it takes effect at the next pass.
@Suite struct UserTrialSixtyThreeTests {
    /// x and y in a row 250 wide: 10 + 120 + 10 + 120 + 10 = 270, and
    /// y's trailing breaks: y is at 140…260. `--why` of y's right gives the
    /// arithmetic and then the broken constraint on it. Lowering x's width
    /// to 999 afterwards lets the next pass enforce the trailing again: x
    /// and y are (250 − 30) ÷ 2 = 110 wide, and nothing is broken.
    @Test func theExplanationOfADecidedValueNamesTheBrokenConstraintOnIt() throws {
        let (row, items) = try makeTree(width: 250, height: 10, children: ["x", "y"])
        let (x, y) = (items[0], items[1])
        let width = x.widthAnchor.constraint(equalToConstant: 120)
        let trailing = y.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -10)
        try LayoutConstraint.activate([
            x.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10), width,
            y.leadingAnchor.constraint(equalTo: x.trailingAnchor, constant: 10),
            y.widthAnchor.constraint(equalTo: x.widthAnchor), trailing,
            x.topAnchor.constraint(equalTo: row.topAnchor), y.topAnchor.constraint(equalTo: row.topAnchor),
            x.heightAnchor.constraint(equalToConstant: 10), y.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(row.layoutIfNeeded().first?.broken === trailing)
        #expect(trailing.isBroken)
        expectFrame(y, 140, 0, 120, 10)
        let why = y.explanation(of: .right)
        #expect(why.brokenConstraints.map { $0 === trailing } == [true])
        #expect(why.description.hasSuffix("""

            \(ValueExplanation.brokenAdvice)
              y.trailing == root.trailing - 10
            """), "\(why.description)")
        #expect(x.explanation(of: .width).brokenConstraints.isEmpty)
        width.priority = 999
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(!trailing.isBroken)
        expectFrame(x, 10, 0, 110, 10)
        expectFrame(y, 130, 0, 110, 10)
        #expect(y.explanation(of: .right).brokenConstraints.isEmpty)
    }
}
