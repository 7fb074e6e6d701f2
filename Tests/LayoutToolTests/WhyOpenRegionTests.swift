import Foundation
import JSON
import Testing
import LayoutTool

/// `--why` of a value left open because another region is: the answer
/// names the region whose own frame nothing decides, and the constraints
/// (or the parent) that tie the asked one to it, rather than a constraint
/// missing on the asked one.
@Suite struct WhyOpenRegionTests {
    /// The answer to `--why WHAT` on `document`, from the line that
    /// starts with `WHAT =`.
    private func why(_ what: String, _ document: String) throws -> String {
        let output = try runLayout(["run", "-", "--why", what], input: document)
        let text = output.standardOutput
        let start = try #require(text.range(of: "\n\(what) = "))
        return String(text[text.index(after: start.lowerBound)...])
    }

    /// A screen whose children are `children` (JSON objects), with
    /// `constraints`.
    private func screen(_ children: String, _ constraints: [String]) -> String {
        """
        { "root": { "name": "screen", "size": { "width": 320, "height": 400 }, "children": [\(children)] },
          "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))] }
        """
    }

    private static let box = #"{ "name": "box", "size": { "width": 200, "height": 100 } }"#
    private static let label = #"{ "name": "label", "intrinsicSize": { "width": 50, "height": 20 } }"#

    /// (a) A label placed from a box that nothing places across: the box
    /// is named, with the constraint that ties the label to it.
    @Test func aLabelHangingFromAnOpenBoxNamesTheBox() throws {
        let document = screen("\(Self.box), \(Self.label)",
                              ["box.top == screen.top + 20", "label.leading == box.leading + 8", "label.top == box.top + 8"])
        #expect(try why("label.leading", document) == """
            label.leading = 8: the constraints do not decide it (the layout is ambiguous there): \
            anything in -∞...∞ satisfies them as well
            It follows box, whose horizontal position nothing decides:
              label.leading == box.leading + 8
            A constraint that places box is missing (on box.leading, box.trailing or box.centerX, say).

            """)
        let output = try runLayout(["run", "-", "--why", "label.leading", "--json"], input: document)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["openRegions"] == .array([.object([
            ("region", .string("box")), ("open", .array([.string("left")])),
            ("decided", .null), ("missing", .array([.string("left")])),
            ("links", .array([.object([("from", .string("label")), ("to", .string("box")),
                                       ("constraints", .array([.string("label.leading == box.leading + 8")]))])])),
            ("broken", .array([])),
        ])]))
    }

    /// (b) A chain: the label follows the box, the box the card, and only
    /// the card is placed by nothing: the card is named, through both links.
    @Test func aChainNamesTheFirstRegionNothingPlaces() throws {
        let card = #"{ "name": "card", "size": { "width": 300, "height": 200 } }"#
        let document = screen("\(card), \(Self.box), \(Self.label)",
                              ["card.top == screen.top", "box.top == card.top", "label.top == box.top",
                               "label.leading == box.leading + 8", "box.leading == card.leading + 16"])
        // The value is wherever the solver left the chain; the rest is fixed.
        let answer = try why("label.leading", document)
        #expect(answer.hasSuffix("""
            : the constraints do not decide it (the layout is ambiguous there): \
            anything in -∞...∞ satisfies them as well
            It follows card, whose horizontal position nothing decides:
              label.leading == box.leading + 8
              box.leading == card.leading + 16
            A constraint that places card is missing (on card.leading, card.trailing or card.centerX, say).

            """), "\(answer)")
    }

    /// (c) A box placed in full whose child nothing places: a label tied
    /// to the child names the child, not the box that holds it; asked
    /// about the box, nothing is open.
    @Test func aPlacedItemWhoseChildIsOpenIsNotNamed() throws {
        let box = #"{ "name": "box", "size": { "width": 200, "height": 100 }, "#
            + #""children": [{ "name": "inner", "size": { "width": 40, "height": 40 } }] }"#
        let document = screen("\(box), \(Self.label)",
                              ["box.leading == screen.leading + 10", "box.top == screen.top", "inner.top == box.top",
                               "label.leading == inner.trailing + 4", "label.top == box.bottom"])
        let answer = try why("label.leading", document)
        #expect(answer.contains("""
            It follows inner, whose horizontal position nothing decides:
              label.leading == inner.trailing + 4
            A constraint that places inner is missing (on inner.leading, inner.trailing or inner.centerX, say).
            """), "\(answer)")
        #expect(!answer.contains("box"), "\(answer)")
        #expect(try why("box.leading", document) == "box.leading = 10\n  10  box.leading == screen.leading + 10\n")
    }

    /// (c) An open card whose title is pinned inside it: asked about the
    /// title, the card is named through the pin; asked about the card, the
    /// title (open only with it) is not, and the answer is today's.
    @Test func aChildPinnedInsideAnOpenItemNamesTheItem() throws {
        let card = #"{ "name": "card", "size": { "width": 200, "height": 100 }, "#
            + #""children": [{ "name": "title", "intrinsicSize": { "width": 80, "height": 20 } }] }"#
        let document = screen(card, ["card.top == screen.top", "title.leading == card.leading + 16",
                                     "title.top == card.top + 8"])
        #expect(try why("title.leading", document).contains("""
            It follows card, whose horizontal position nothing decides:
              title.leading == card.leading + 16
            A constraint that places card is missing
            """))
        #expect(try why("card.leading", document) == """
            card.leading = 0: the constraints do not decide it (the layout is ambiguous there): \
            anything in -∞...∞ satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that places it is missing \
            (on card.leading, card.trailing or card.centerX, say).

            """)
    }

    /// (d) A label pinned to an open card's safe area and margins guides:
    /// the card is named, not the guides, which the engine places in it.
    @Test(arguments: ["safeArea", "margins"])
    func aLabelPinnedToAnOpenItemsGuideNamesTheItem(_ guide: String) throws {
        let card = #"{ "name": "card", "size": { "width": 200, "height": 100 }, "margins": { "left": 12 } }"#
        let document = screen("\(card), \(Self.label)",
                              ["card.top == screen.top", "label.leading == card.\(guide).leading",
                               "label.top == card.\(guide).top"])
        let answer = try why("label.leading", document)
        #expect(answer.contains("""
            It follows card, whose horizontal position nothing decides:
              label.leading == card.\(guide).leading
              card.\(guide) is card's guide
            A constraint that places card is missing (on card.leading, card.trailing or card.centerX, say).
            """), "\(answer)")
        #expect(!answer.contains("places card.\(guide)"), "\(answer)")
    }

    /// A label placed from a guide declared on a placed card, a guide that
    /// nothing places across in its card: the guide is named, not the card.
    @Test func aLabelPinnedToAnOpenDeclaredGuideNamesTheGuide() throws {
        let card = #"{ "name": "card", "size": { "width": 200, "height": 100 }, "guides": [{ "name": "spacer" }] }"#
        let document = screen("\(card), \(Self.label)",
                              ["card.leading == screen.leading", "card.top == screen.top", "spacer.width == 20",
                               "spacer.top == card.top", "spacer.height == 10",
                               "label.leading == spacer.trailing", "label.top == card.bottom"])
        let answer = try why("label.leading", document)
        #expect(answer.hasSuffix("""
            It follows spacer, whose horizontal position nothing decides:
              label.leading == spacer.trailing
            A constraint that places spacer is missing (on spacer.leading, spacer.trailing or spacer.centerX, say).

            """), "\(answer)")
        #expect(!answer.contains("places card"), "\(answer)")
    }

    /// (e) A value open on its own, nothing relating it to anything: the
    /// answer is the constraint missing on it, as before.
    @Test func aValueOpenOnItsOwnKeepsTheMissingConstraint() throws {
        let document = screen(Self.label, ["label.top == screen.top"])
        #expect(try why("label.leading", document) == """
            label.leading = 0: the constraints do not decide it (the layout is ambiguous there): \
            anything in -∞...∞ satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that places it is missing \
            (on label.leading, label.trailing or label.centerX, say).

            """)
        let output = try runLayout(["run", "-", "--why", "label.leading", "--json"], input: document)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        // The label itself is the region nothing places: no links.
        #expect(why["openRegions"] == .array([.object([("region", .string("label")), ("open", .array([.string("left")])),
                                                       ("decided", .null), ("missing", .array([.string("left")])),
                                                       ("links", .array([])), ("broken", .array([]))])]))
    }

    /// A box pinned at its bottom with no height: its position and its
    /// height are open, but together, so one constraint (its height, or
    /// its top) is missing, not one of each; asked about the box itself,
    /// the answer is the same. The JSON says which edge is decided and
    /// what is missing.
    @Test func anOpenItemWithOneEdgePinnedMissesOnlyItsSize() throws {
        let box = #"{ "name": "box", "size": { "width": 200 } }"#
        let document = screen("\(box), \(Self.label)",
                              ["box.leading == screen.leading", "box.bottom == screen.bottom - 20",
                               "label.leading == box.leading", "label.top == box.top + 8"])
        let label = try why("label.top", document)
        #expect(label.hasSuffix("""
            It follows box, whose vertical position and height nothing decides:
              label.top == box.top + 8
            A constraint that sizes box is missing (on box.height or box.top, say; box.bottom is decided).

            """), "\(label)")
        let own = try why("box.top", document)
        #expect(own.hasSuffix("""
            Nothing pulls it anywhere in that range: a constraint that sizes it is missing \
            (on box.height or box.top, say; box.bottom is decided).

            """), "\(own)")
        let output = try runLayout(["run", "-", "--why", "label.top", "--json"], input: document)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["openRegions"] == .array([.object([
            ("region", .string("box")), ("open", .array([.string("top"), .string("height")])),
            ("decided", .string("bottom")), ("missing", .array([.string("height")])),
            ("links", .array([.object([("from", .string("label")), ("to", .string("box")),
                                       ("constraints", .array([.string("label.top == box.top + 8")]))])])),
            ("broken", .array([])),
        ])]))
    }

    /// The other edges: a box pinned at its top misses its height or its
    /// bottom; one centred misses its height or either edge; right to
    /// left, one pinned at its trailing edge (its left) misses its width
    /// or its leading edge.
    @Test(arguments: [
        (#"{ "width": 200 }"#, ["box.top == screen.top + 20", "box.leading == screen.leading",
                                "label.leading == box.leading", "label.bottom == box.bottom"],
         "label.top", "box.height or box.bottom, say; box.top is decided"),
        (#"{ "width": 200 }"#, ["box.centerY == screen.centerY", "box.leading == screen.leading",
                                "label.leading == box.leading", "label.bottom == box.bottom"],
         "label.top", "box.height, box.top or box.bottom, say; box.centerY is decided"),
        (#"{ "height": 100 }"#, ["box.trailing == screen.trailing - 20", "box.top == screen.top",
                                 "label.top == box.top", "label.trailing == box.leading"],
         "label.leading", "box.width or box.leading, say; box.trailing is decided"),
    ])
    func theDecidedEdgeNamesWhatIsLeft(_ size: String, _ constraints: [String], _ asked: String, _ missing: String) throws {
        let box = #"{ "name": "box", "size": "# + size + " }"
        let document = screen("\(box), \(Self.label)", constraints)
            .replacingOccurrences(of: "\"name\": \"screen\",", with: "\"name\": \"screen\", \"layoutDirection\": \"rightToLeft\",")
        let answer = try why(asked, document)
        #expect(answer.contains("A constraint that sizes box is missing (on \(missing))."), "\(answer)")
    }

    /// A width left open by the label's own free trailing edge, beside a
    /// leading edge tied to an open box: the box does not size the label,
    /// and is not named.
    @Test func aLinkThatDoesNotMoveTheValueIsNotFollowed() throws {
        let label = #"{ "name": "label" }"#
        let document = screen("\(Self.box), \(label)",
                              ["box.top == screen.top", "label.leading == box.leading", "label.top == box.bottom",
                               "label.height == 20"])
        let answer = try why("label.width", document)
        #expect(answer.contains("Nothing pulls it anywhere in that range: a constraint that sizes it is missing"), "\(answer)")
        #expect(!answer.contains("box"), "\(answer)")
    }
}
