import Testing
import LayoutDocument
import struct LayoutDocument.ParsedConstraint

/// A document's multiplier written as a fraction, `N/M*ITEM.ATTRIBUTE`:
/// the ratios a calendar or an aspect ratio needs (`9/24`, `16/9`) that
/// have no short decimal; and a factor written after the attribute, as
/// code writes it, refused with the form to write instead.
@Suite struct FractionMultiplierTests {
    @Test func aFractionIsTheMultiplier() throws {
        let hour = try ParsedConstraint(parsing: "event.top == 9/24*column.bottom + 2 @750")
        #expect(hour.multiplier == 9.0 / 24)
        #expect(hour.secondItem == "column" && hour.secondAttribute == .bottom)
        #expect(hour.constant == 2 && hour.priority == 750)
        let ratio = try ParsedConstraint(parsing: "image.width == 16 / 9 * image.height")
        #expect(ratio.multiplier == 16.0 / 9)
    }

    /// An event at 10/24 of a 96-point column: 40 down, 4 high, a third of 100 wide.
    @Test func aDocumentPlacesByAFraction() throws {
        let document = try LayoutDocument(parsing: """
            { "root": { "name": "column", "size": { "width": 100, "height": 96 }, "children": [{ "name": "event" }] },
              "constraints": ["event.top == 10/24*column.bottom", "event.height == 1/24*column.height",
                              "event.leading == column.leading", "event.width == 1/3*column.width"] }
            """)
        let run = try document.run()
        let event = try #require(run.items.first { $0.name == "event" })
        #expect(event.frameInRoot.minY == 40 && event.frameInRoot.height == 4)
        #expect(abs(event.frameInRoot.width - 100.0 / 3) < 1e-9)
    }

    @Test(arguments: [
        ("a.width == 1/0*b.width", "the fraction divides by 0", 14),
        ("a.width == 1/*b.width", "expected a number after '/'", 14),
        ("a.width == 3/4", "expected '*' and ITEM.ATTRIBUTE after the fraction: a fraction is a multiplier", 15),
        ("event.top == column.bottom / 24", "a multiplier goes before the attribute it scales: write 1/24*column.bottom", 28),
        ("a.width == b.height * 2 + 4", "a multiplier goes before the attribute it scales: write 2*b.height", 21),
        ("a.width == b.height * c.width", "unexpected '*': a multiplier goes before the attribute it scales", 21),
    ])
    func aFractionOrFactorOutOfPlaceIsRefused(text: String, message: String, column: Int) {
        Self.expectRefused(text, message, column: column)
    }

    /// Expects the constraint text refused with `message` at `column`.
    static func expectRefused(_ text: String, _ message: String, column: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try ParsedConstraint(parsing: text)
        } throws: { error in
            (error as? ParsedConstraint.Failure).map { $0.message == message && $0.column == column } ?? false
        }
    }
}
