import Testing
import Stack

/// A stack's generated constraints are members of the conflicts they
/// take part in like any other: a stack setting that changes them lets
/// the next pass try the application's broken constraint again.
@Suite struct StackConflictRetryTests {
    /// Two items filling a 320-point row equally are 160 wide each, so
    /// `a.width == 150` breaks (it fights the stack's UISV-fill-equally).
    /// A spacing of 20 makes them (320 − 20) / 2 = 150: the stack's
    /// constraints change, the next pass enforces the width again, and
    /// nothing is reported; b starts at 150 + 20 = 170.
    @Test func aNewSpacingLetsTheBrokenWidthHoldAgain() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .fillEqually
        root.addChild(row)
        let width = a.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320), root.heightAnchor.constraint(equalToConstant: 40),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor), row.heightAnchor.constraint(equalToConstant: 40),
            width,
        ])
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.map { $0.broken === width } == [true])
        #expect(conflicts.first?.stackRulesFought == ["UISV-fill-equally"])
        expectFrame(a, Rect(x: 0, y: 0, width: 160, height: 40))
        #expect(root.layoutIfNeeded().isEmpty && width.isBroken)
        row.spacing = 20
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(!width.isBroken)
        expectFrame(a, Rect(x: 0, y: 0, width: 150, height: 40))
        expectFrame(b, Rect(x: 170, y: 0, width: 150, height: 40))
    }
}
