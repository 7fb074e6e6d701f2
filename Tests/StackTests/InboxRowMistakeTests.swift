import Testing
import Stack

/// A mail list row built with the usual mistakes, as a new user debugs
/// it: a subject and a date that both resist compression at 750 in a row
/// too narrow for them, an icon with no vertical position or height, and a
/// width that cannot fit.
@Suite struct InboxRowMistakeTests {
    /// A 280-point row with margins of 8: subject (200 × 20) and date
    /// (90 × 20) 8 apart between the margins, an icon 24 wide before the
    /// subject.
    private static func row() throws -> (row: LayoutItem, subject: LayoutItem, date: LayoutItem, icon: LayoutItem) {
        let row = LayoutItem(name: "row")
        let subject = LayoutItem(name: "subject", intrinsicContentSize: IntrinsicSize(width: 200, height: 20))
        let date = LayoutItem(name: "date", intrinsicContentSize: IntrinsicSize(width: 90, height: 20))
        let icon = LayoutItem(name: "icon")
        for item in [subject, date, icon] { row.addChild(item) }
        try LayoutConstraint.activate([
            row.widthAnchor.constraint(equalToConstant: 280),
            row.heightAnchor.constraint(equalToConstant: 44),
            subject.leadingAnchor.constraint(equalTo: row.leadingMarginAnchor),
            date.leadingAnchor.constraint(equalTo: subject.trailingAnchor, constant: 8),
            date.trailingAnchor.constraint(equalTo: row.trailingMarginAnchor),
            subject.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            date.firstBaselineAnchor.constraint(equalTo: subject.firstBaselineAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.trailingAnchor.constraint(equalTo: subject.leadingAnchor),
        ])
        return (row, subject, date, icon)
    }

    /// The texts need 200 + 8 + 90 = 298 of the 264 between the margins;
    /// at equal compression resistance the 34 missing points may come from
    /// either, so each width is open: the subject's in 166...200, the
    /// date's in 56...90. `explanation(of:)` says so, with the range, as
    /// `ambiguities()` does, rather than a sum that holds by chance (the
    /// solver happened to squeeze the subject, a sum "280 − 90 − 8 − 8 − 8"
    /// that named the date's hugging as the reason).
    @Test func anOpenWidthIsExplainedAsOpenWithItsRange() throws {
        let (row, subject, date, icon) = try Self.row()
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(row.engine.ambiguities().map(\.description) == [
            "subject.width can be anything in 166...200",
            "date.left can be anything in 182...216",
            "date.width can be anything in 56...90",
            "icon.top can be anything in -∞...∞",
            "icon.height can be anything in 0...∞",
        ])
        let subjectWidth = subject.explanation(of: .width)
        #expect(!subjectWidth.isDetermined)
        #expect(subjectWidth.openRange == 166...200)
        #expect(subjectWidth.terms.isEmpty)
        #expect(subjectWidth.description == "subject.width = \(format(subject.frame.width)): the constraints do not "
            + "decide it (the layout is ambiguous there): anything in 166...200 satisfies them as well\n"
            + "These trade across that range at the same priority (a tie): give one of them another priority.\n"
            + "  subject-compression-horizontal: subject.width >= 200 @750\n"
            + "  date-compression-horizontal: date.width >= 90 @750")
        #expect(subjectWidth.tradingConstraints.map(\.identifier) == ["subject-compression-horizontal",
                                                                      "date-compression-horizontal"])
        #expect(date.explanation(of: .width).openRange == 56...90)
        #expect(icon.explanation(of: .height).openRange == 0...Double.infinity)
        // Nothing pulls the icon up or down: a constraint is missing, not tied.
        #expect(icon.explanation(of: .top).description.hasSuffix("anything in -∞...∞ satisfies them as well\n"
            + "Nothing pulls it anywhere in that range: a constraint that places it is missing "
            + "(on icon.top, icon.bottom or icon.centerY, say)."))
        #expect(icon.explanation(of: .top).tradingConstraints.isEmpty)

        // The fix the range points at: let the subject give way first.
        subject.setContentCompressionResistancePriority(749, for: .horizontal)
        icon.topAnchor.constraint(equalTo: subject.topAnchor).isActive = true
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor).isActive = true
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(row.engine.ambiguities().isEmpty)
        expectFrame(subject, Rect(x: 8, y: 12, width: 166, height: 20))
        expectFrame(date, Rect(x: 182, y: 12, width: 90, height: 20))
        expectFrame(icon, Rect(x: -16, y: 12, width: 24, height: 24))
        let decided = subject.explanation(of: .width)
        #expect(decided.isDetermined && decided.openRange == nil)
        #expect(decided.description.hasPrefix("subject.width = 280 − 90 − 8 − 8 − 8 = 166"))
    }

    /// A width that cannot fit: 300 for the subject where the margins and
    /// the gap leave 280 − 8 − 8 − 8 = 256 with the date at 0.
    @Test func aWidthThatCannotFitNamesTheRoomLeft() throws {
        let (row, subject, _, _) = try Self.row()
        try subject.widthAnchor.constraint(equalToConstant: 300).activate()
        let conflicts = row.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.arithmetic
            == "subject.width is at most 256 (left undetermined without this constraint: anything in 166...200) where the others"
                + " hold, but it must be equal to 300")
        #expect(conflicts.first?.constraints.map(\.description) == [
            "date-nonnegative-width: date.width >= 0", "row.width == 280", "subject.leading == row.leadingMargin",
            "date.leading == subject.trailing + 8", "date.trailing == row.trailingMargin", "subject.width == 300",
        ])
        expectFrame(subject, Rect(x: 8, y: 12, width: 166, height: 20))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
