import Testing
import Stack

/// `explanation(of:)` writes a baseline that a stack vends as an offset
/// from the item it vends, whose top it is measured from, not from the
/// stack's own top.
@Suite struct VendedBaselineExplanationTests {
    /// A column of two 20-point labels (baselines 15 into them, 10 apart)
    /// at the top of the root, and a note whose first baseline is 24 below
    /// the column's last: the column's last baseline is the second label's,
    /// 30 + 15 = 45, 15 below that label's top (30 below the column's), and
    /// the note's top 45 + 24 − 12 = 57.
    @Test func aColumnsLastBaselineIsMeasuredFromItsLastItem() throws {
        let root = LayoutItem(name: "root")
        let labels = ["first", "second"].map { name in
            let label = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
            label.firstBaselineOffset = 15
            label.lastBaselineOffset = 15
            return label
        }
        let column = StackItem(name: "column", arrangedItems: labels)
        column.axis = .vertical
        column.spacing = 10
        let note = LayoutItem(name: "note", intrinsicContentSize: IntrinsicSize(width: 80, height: 16))
        note.firstBaselineOffset = 12
        root.addChild(column)
        root.addChild(note)
        try LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            note.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            note.firstBaselineAnchor.constraint(equalTo: column.lastBaselineAnchor, constant: 24),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(note.frame.minY == 57)
        let explanation = note.explanation(of: .top)
        let term = try #require(explanation.terms.first { $0.constraint.secondAttribute == .lastBaseline })
        let offset = try #require(term.offsets.first { $0.attribute == .lastBaseline })
        #expect(offset.baseRegion === labels[1])
        #expect(offset.description == "column.lastBaseline = second.top + 15")
        #expect(explanation.description.contains("(note.firstBaseline = note.top + 12, column.lastBaseline = second.top + 15)"))
    }
}
