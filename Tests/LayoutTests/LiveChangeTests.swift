import Testing
import Layout

/// Changes made to a live tree leave it as a fresh layout of the same state.
@Suite struct LiveChangeTests {
    /// In a 320-wide bar, `a` pinned 10 from the leading edge and 30 from the
    /// trailing one is 280 wide in either direction, switched back and forth
    /// on the live tree; no constraint breaks.
    @Test func switchingTheDirectionReExpressesEveryConstraintTogether() throws {
        let bar = LayoutItem(name: "bar")
        let a = LayoutItem(name: "a")
        bar.addChild(a)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 320),
            a.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            a.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -30),
        ])
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 0))
        bar.layoutDirection = .rightToLeft
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 30, y: 0, width: 280, height: 0))
        bar.layoutDirection = .leftToRight
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 0))
        #expect(bar.engine.brokenConstraints.isEmpty)
    }

    /// A constraint broken in one direction gets another try in the other:
    /// `a.leading == bar.leading + 10` cannot hold right to left beside
    /// `a.left == 10` and `a.width == 0` (it asks for a.left 310), and holds
    /// again left to right.
    @Test func aConstraintBrokenInOneDirectionHoldsInTheOther() throws {
        let bar = LayoutItem(name: "bar")
        let a = LayoutItem(name: "a")
        bar.addChild(a)
        try LayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 320),
                                       a.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 10),
                                       a.widthAnchor.constraint(equalToConstant: 0)])
        bar.layoutDirection = .rightToLeft
        let leading = a.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10)
        try leading.activate()
        #expect(bar.layoutIfNeeded().map(\.broken) .contains { $0 === leading })
        bar.layoutDirection = .leftToRight
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(!leading.isBroken)
    }
}
