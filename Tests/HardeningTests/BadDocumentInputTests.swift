import Foundation
import JSON
import LayoutTool
import Testing

/// Malformed files for `layout solve` and `layout run`, run through the
/// command as a user would (`--json`, in process). A document that cannot
/// be read exits with status 2 and `{ "error": "parse", "message": … }`
/// naming the key, item, step or constraint at fault, before anything is
/// built or run; a well-formed system whose numbers the solver refuses
/// exits with status 1 and the error kind (`Docs/Formats/ConstraintSystem.md`
/// and `Docs/Formats/LayoutDocument.md`). `DocumentTests`, `StackDocumentTests` and
/// `SolveCommandTests` cover further cases.
@Suite struct BadDocumentInputTests {
    /// A document, the command that reads it, and what the command must answer.
    struct BadDocument: Sendable, CustomTestStringConvertible {
        let name: String
        let command: String
        let text: String
        let status: Int32
        let error: String
        /// The message, or its start where the rest is not the point.
        let message: String

        var testDescription: String { "\(command): \(name)" }
    }

    /// Documents that fail as a whole, whatever the command: the JSON itself.
    static let unreadable: [BadDocument] = ["solve", "run"].flatMap { command in [
        BadDocument(name: "an empty file", command: command, text: "", status: 2, error: "parse",
                    message: "invalid JSON at line 1, column 1: the text ends where a value should be"),
        BadDocument(name: "not JSON", command: command, text: "root: r", status: 2, error: "parse",
                    message: "invalid JSON at line 1, column 1: unexpected character where a value should be"),
        BadDocument(name: "a repeated key", command: command, text: #"{ "a": 1, "a": 2 }"#, status: 2, error: "parse",
                    message: #"invalid JSON at line 1, column 11: the key "a" appears twice"#),
        BadDocument(name: "100 000 nested arrays", command: command,
                    text: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                    status: 2, error: "parse", message: "invalid JSON at line 1, column 513: values are nested more than 512 deep"),
        BadDocument(name: "not an object", command: command, text: "[]", status: 2, error: "parse",
                    message: "the document must be a JSON object"),
    ] }

    /// Constraint-system documents with wrong types, unknown or mixed keys,
    /// bad names and numbers.
    static let badSystems: [BadDocument] = ([
        ("both forms", #"{ "constraints": [], "steps": [] }"#, #"the document has an unknown key "constraints""#),
        ("constraints not a list", #"{ "constraints": {} }"#, #""constraints" must be an array"#),
        ("a constraint as a string", #"{ "constraints": ["x == 1"] }"#, "constraint 0 must be an object"),
        ("an expression as a number", #"{ "constraints": [{ "expr": 5 }] }"#, #"constraint 0 needs "expr", a string"#),
        ("a weight as a string", #"{ "constraints": [{ "expr": "x == 1", "weight": "heavy" }] }"#,
         #"constraint 0 ("x == 1"): "weight" must be a number"#),
        ("edits not a list", #"{ "constraints": [], "edits": {} }"#, #""edits" must be an array"#),
        ("a suggestion that is no number", #"{ "constraints": [], "edits": [{ "variable": "x", "suggest": ["a"] }] }"#,
         #"edit 0: "suggest" must be an array of numbers"#),
        ("an edit of a bad name", #"{ "constraints": [], "edits": [{ "variable": "9x" }] }"#,
         #"edit 0: "9x" is not a variable name ([A-Za-z_][A-Za-z0-9_.]*)"#),
        ("a step that is no object", #"{ "steps": [5] }"#, "step 0 must be an object"),
        ("a suggested value as a string", #"{ "steps": [{ "suggest": "x", "value": "big" }] }"#,
         #"step 0 needs "value", a number"#),
        ("an id as a number", #"{ "steps": [{ "add": "x == 1", "id": 3 }] }"#, #"step 0 ("x == 1"): "id" must be a string"#),
        ("a removal by number", #"{ "steps": [{ "remove": 3 }] }"#, #"step 0: "remove" must be a constraint id"#),
        ("a number too large in an expression", #"{ "steps": [{ "add": "x == 1e400" }] }"#,
         #"step 0 ("x == 1e400"): the number 1e400 is not finite at column 6"#),
        ("100 000 nested parentheses", #"{ "constraints": [{ "expr": "\#(String(repeating: "(", count: 100_000))x == 1" }] }"#,
         #"constraint 0 ("\#(String(repeating: "(", count: 59))…"): parentheses are nested more than 512 deep at column 513"#),
        ("a product too large", #"{ "constraints": [{ "expr": "x == 1e300*1e300" }] }"#,
         #"constraint 0 ("x == 1e300*1e300"): the result is not a finite number at column 11"#),
    ] as [(String, String, String)]).map { BadDocument(name: $0.0, command: "solve", text: $0.1, status: 2, error: "parse", message: $0.2) }

    /// Well-formed systems the solver refuses: the first failure ends the run.
    static let refusedSystems: [BadDocument] = ([
        ("a duplicate id", #"{ "constraints": [{ "expr": "x == 1", "id": "a" }, { "expr": "x >= 0", "id": "a" }] }"#,
         "duplicateConstraint", #"a constraint with id "a" is already in the solver"#),
        ("a priority of 1e400", #"{ "constraints": [{ "expr": "x == 1", "priority": 1e400 }] }"#,
         "invalidNumber", "the priority inf of x == 1 @inf is outside (0, 1000]"),
        ("a weight of 1e400", #"{ "constraints": [{ "expr": "x == 1", "weight": 1e400 }] }"#,
         "invalidNumber", "the weight inf of x == 1 is not a positive finite number"),
        ("a suggestion of 1e400", #"{ "constraints": [], "edits": [{ "variable": "x", "suggest": [1e400] }] }"#,
         "invalidNumber", "the suggested value inf for x is not finite"),
        ("a relation of constants that fails", #"{ "constraints": [{ "expr": "x - x == 1" }] }"#,
         "unsatisfiable", "the required constraint x - x == 1 cannot hold; these constraints conflict:\n  x - x == 1"),
    ] as [(String, String, String, String)]).map { BadDocument(name: $0.0, command: "solve", text: $0.1, status: 1, error: $0.2, message: $0.3) }

    /// Layout documents with wrong types, unknown keys, duplicate names,
    /// unknown references and numbers that are not finite.
    static let badLayouts: [BadDocument] = ([
        ("no root", "{}", #"the document needs "root", an item"#),
        ("an unknown key", #"{ "root": { "name": "r" }, "extra": 1 }"#, #"the document has an unknown key "extra""#),
        ("a root that is no object", #"{ "root": [] }"#, "root must be an object"),
        ("a name that is a number", #"{ "root": { "name": 5 } }"#, #"root needs "name", a non-empty string"#),
        ("an empty name", #"{ "root": { "name": "" } }"#, #"root needs "name", a non-empty string"#),
        ("a child that is no object", #"{ "root": { "name": "r", "children": [true] } }"#,
         #"child 0 of item "r" must be an object"#),
        ("children not a list", #"{ "root": { "name": "r", "children": {} } }"#, #"item "r": "children" must be an array"#),
        ("an unknown item key", #"{ "root": { "name": "r", "colour": "red" } }"#, #"item "r" has an unknown key "colour""#),
        ("CSS's width", #"{ "root": { "name": "r", "width": 390 } }"#,
         #"item "r" has an unknown key "width": an item's size is "size": {"width": …, "height": …}"#),
        ("CSS's gap", #"{ "root": { "name": "s", "flexStack": { "gap": 8 } } }"#,
         #"item "s" flexStack has an unknown key "gap": a flexStack's gap between items is "spacing", between lines "lineSpacing""#),
        ("CSS's wrap", #"{ "root": { "name": "s", "flexStack": { "wrap": "wrap" } } }"#,
         #"item "s" flexStack has an unknown key "wrap": a flexStack wraps with "flexWrap""#),
        ("CSS's flex", #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "flex": 1 }] } }"#,
         #"item "a" has an unknown key "flex": a flexStack's child takes "flexGrow", "flexShrink" and "flexBasis""#),
        ("a duplicate name", #"{ "root": { "name": "r", "children": [{ "name": "a" }, { "name": "a" }] } }"#,
         #"the name "a" is used twice"#),
        ("a size that is no object", #"{ "root": { "name": "r", "size": 5 } }"#, #"item "r": "size" must be an object"#),
        ("a width as a string", #"{ "root": { "name": "r", "size": { "width": "wide" } } }"#,
         #"item "r": "size.width" must be a finite number or null"#),
        ("a width of 1e400", #"{ "root": { "name": "r", "minSize": { "width": 1e400 } } }"#,
         #"item "r": "minSize.width" must be a finite number or null"#),
        ("a depth", #"{ "root": { "name": "r", "size": { "depth": 3 } } }"#, #"item "r" size has an unknown key "depth""#),
        ("a margin of 1e400", #"{ "root": { "name": "r", "margins": { "top": 1e400 } } }"#,
         #"item "r": margin "top" must be a finite number"#),
        ("a hugging priority of 0", #"{ "root": { "name": "r", "hugging": { "horizontal": 0 } } }"#,
         #"item "r": "hugging" priorities must be in (0, 1000]"#),
        ("a compression resistance above 1000", #"{ "root": { "name": "r", "compressionResistance": { "vertical": 1001 } } }"#,
         #"item "r": "compressionResistance" priorities must be in (0, 1000]"#),
        ("an unknown direction", #"{ "root": { "name": "r", "layoutDirection": "up" } }"#,
         #"item "r": "layoutDirection" must be leftToRight, rightToLeft, inherit, forceLeftToRight or forceRightToLeft"#),
        ("a tree direction on a child", #"{ "root": { "name": "r", "children": [{ "name": "a", "layoutDirection": "rightToLeft" }] } }"#,
         #"item "a": "layoutDirection" must be inherit, forceLeftToRight or forceRightToLeft (the root's sets the tree's)"#),
        ("margins both ways", #"{ "root": { "name": "r", "margins": { "left": 4, "leading": 8 } } }"#,
         #"item "r": "margins" takes left and right or leading and trailing, not both"#),
        ("hidden as a string", #"{ "root": { "name": "r", "hidden": "yes" } }"#, #"item "r": "hidden" must be true or false"#),
        ("text that is no object", #"{ "root": { "name": "r", "text": "hello" } }"#, #"item "r": "text" must be an object"#),
        ("text without words", #"{ "root": { "name": "r", "text": { "lineHeight": 20 } } }"#,
         #"item "r": "text" needs "words", an array of word widths"#),
        ("a word of negative width", #"{ "root": { "name": "r", "text": { "words": [10, -2] } } }"#,
         #"item "r": word 1 of "text" must be a width: a finite number, not negative"#),
        ("a line height of 1e400", #"{ "root": { "name": "r", "text": { "words": [10], "lineHeight": 1e400 } } }"#,
         #"item "r": "text.lineHeight" must be a finite number, not negative"#),
        ("half a line", #"{ "root": { "name": "r", "text": { "words": [10], "maxLines": 1.5 } } }"#,
         #"item "r": "text.maxLines" must be a whole number, 0 for no limit"#),
        ("an unknown text key", #"{ "root": { "name": "r", "text": { "words": [10], "font": "Helvetica" } } }"#,
         #"item "r" text has an unknown key "font""#),
        ("text and an intrinsic size", #"{ "root": { "name": "r", "text": { "words": [10] }, "intrinsicSize": { "width": 4 } } }"#,
         #"item "r" has both "text" and "intrinsicSize"; the text's measure is its intrinsic size"#),
        ("an aspect ratio of 0", #"{ "root": { "name": "r", "aspectRatio": 0 } }"#,
         #"item "r": "aspectRatio" must be a positive number (width ÷ height)"#),
        ("a percentage outside a flex stack", #"{ "root": { "name": "r", "maxSize": { "height": "50%" } } }"#,
         #"item "r": "maxSize.height" is a percentage, which only a child of a flexStack may use"#),
        ("a stack spacing of 1e400", #"{ "root": { "name": "r", "stack": { "spacing": 1e400 } } }"#,
         #"item "r" stack: "spacing" must be a finite number or "system""#),
        ("a negative flex basis", #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "flexBasis": -30 }] } }"#,
         #"item "a": "flexBasis" cannot be negative"#),
        ("a negative percentage basis", #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "flexBasis": "-10%" }] } }"#,
         #"item "a": "flexBasis" cannot be negative"#),
        ("a negative percentage size",
         #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "size": { "width": "-10%" } }] } }"#,
         #"item "a": "size.width" cannot be negative"#),
        ("a flex grow of 1e400", #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "flexGrow": 1e400 }] } }"#,
         #"item "a": "flexGrow" must be a finite number"#),
        ("a flex basis of nan%", #"{ "root": { "name": "s", "flexStack": {}, "children": [{ "name": "a", "flexBasis": "nan%" }] } }"#,
         #"item "a": "flexBasis" must be a number of points or a percentage such as "50%""#),
        ("constraints not a list", #"{ "root": { "name": "r" }, "constraints": {} }"#, #""constraints" must be an array"#),
        ("a constraint as a number", #"{ "root": { "name": "r" }, "constraints": [5] }"#,
         "constraint 1 must be a string or an object"),
        ("a constraint object without text", #"{ "root": { "name": "r" }, "constraints": [{ "id": "w" }] }"#,
         #"constraint 1 needs "constraint", a string"#),
        ("an id as a number", #"{ "root": { "name": "r" }, "constraints": [{ "constraint": "r.width == 1", "id": 7 }] }"#,
         #"constraint 1: "id" must be a string"#),
        ("a priority key in a constraint object",
         #"{ "root": { "name": "r" }, "constraints": [{ "constraint": "r.width == 1", "priority": 750 }] }"#,
         #"constraint 1 has an unknown key "priority""#),
        ("an unknown item", #"{ "root": { "name": "r" }, "constraints": ["r.width == b.height"] }"#,
         #"constraint 1 ("r.width == b.height") names an unknown item or guide "b""#),
        ("a guide of an unknown item", #"{ "root": { "name": "r" }, "constraints": ["r.width == b.safeArea.width"] }"#,
         #"constraint 1 ("r.width == b.safeArea.width") names an unknown item or guide "b.safeArea""#),
        ("a guide no item has", #"{ "root": { "name": "r" }, "constraints": ["r.notch.top == 10"] }"#,
         #"constraint 1 ("r.notch.top == 10") names an unknown item or guide "r.notch""#),
        ("a guide's margin", #"{ "root": { "name": "r" }, "constraints": ["r.safeArea.topMargin == 10"] }"#,
         #"constraint 1 ("r.safeArea.topMargin == 10"): a guide (r.safeArea) has no topMargin; guides have edges, centres and sizes"#),
        ("a guide's baseline", #"{ "root": { "name": "r" }, "constraints": ["r.top == r.readableContent.firstBaseline"] }"#,
         #"constraint 1 ("r.top == r.readableContent.firstBaseline"): a guide (r.readableContent) has no firstBaseline; guides have edges, centres and sizes"#),
        ("alignment insets as a number", #"{ "root": { "name": "r", "alignmentInsets": 4 } }"#,
         #"item "r": "alignmentInsets" must be an object"#),
        ("an alignment inset that is not a number", #"{ "root": { "name": "r", "alignmentInsets": { "top": "2" } } }"#,
         #"item "r": alignment inset "top" must be a finite number"#),
        ("an unknown alignment inset", #"{ "root": { "name": "r", "alignmentInsets": { "leading": 2 } } }"#,
         #"item "r" alignmentInsets has an unknown key "leading""#),
        ("a safe area off the root", #"{ "root": { "name": "r", "children": [{ "name": "c", "safeArea": { "top": 1 } }] } }"#,
         #"item "c": only the root has a "safeArea""#),
        ("a negative safe area", #"{ "root": { "name": "r", "safeArea": { "top": -1, "left": 0, "bottom": 0, "right": 0 } } }"#,
         #"item "r": "safeArea" needs "top", a finite number, not negative"#),
        ("a safe area without an edge", #"{ "root": { "name": "r", "safeArea": { "top": 47, "bottom": 34 } } }"#,
         #"item "r": "safeArea" needs "left", a finite number, not negative"#),
        ("a guide named as an item", #"{ "root": { "name": "r", "guides": [{ "name": "r" }] } }"#,
         #"the name "r" is used twice"#),
        ("a guide without a name", #"{ "root": { "name": "r", "guides": [{ "id": "g" }] } }"#,
         #"guide 0 of item "r" has an unknown key "id""#),
        ("guides as an object", #"{ "root": { "name": "r", "guides": { "name": "g" } } }"#,
         #"item "r": "guides" must be an array"#),
        ("a declared guide's margin", #"{ "root": { "name": "r", "guides": [{ "name": "g" }] }, "constraints": ["g.leadingMargin == 0"] }"#,
         #"constraint 1 ("g.leadingMargin == 0"): the guide g has no leadingMargin; guides have edges, centres and sizes"#),
        ("a readable width of zero", #"{ "root": { "name": "r", "readableWidth": 0 } }"#,
         #"item "r": "readableWidth" must be a positive number"#),
        ("an unknown attribute", #"{ "root": { "name": "r" }, "constraints": ["r.size == 10"] }"#,
         #"constraint 1 ("r.size == 10"): unknown attribute "size" at column 3"#),
        ("a visual format", #"{ "root": { "name": "r", "children": [{ "name": "a" }] }, "constraints": ["H:|-16-[a]-16-|"] }"#,
         #"constraint 1 ("H:|-16-[a]-16-|"): a document does not read the visual format language (the Swift API's"#
            + #" LayoutConstraint.constraints(withVisualFormat:) does): write each constraint, such as"#
            + #" a.leading == s.leading + 16 at column 1"#),
        ("no relation", #"{ "root": { "name": "r" }, "constraints": ["r.width = 10"] }"#,
         #"constraint 1 ("r.width = 10"): expected ==, <= or >= at column 9"#),
        ("a product of two attributes", #"{ "root": { "name": "r" }, "constraints": ["r.width == r.height * 2"] }"#,
         #"constraint 1 ("r.width == r.height * 2"): a multiplier goes before the attribute it scales: write 2*r.height at column 21"#),
        ("a sum of attributes", #"{ "root": { "name": "r" }, "constraints": ["r.width == r.height - r.top"] }"#,
         #"constraint 1 ("r.width == r.height - r.top"): a constraint relates one ITEM.ATTRIBUTE on each side, as"#
            + #" Auto Layout's do (a.width == 2*b.width + 8): relate their edges instead (a.leading == b.trailing + 8),"#
            + #" or span them with a guide; expected a number at column 23"#),
        ("a name where the constant goes", #"{ "root": { "name": "r" }, "constraints": ["r.width == r.height - x"] }"#,
         #"constraint 1 ("r.width == r.height - x"): expected a number at column 23"#),
        ("a position and a size", #"{ "root": { "name": "r" }, "constraints": ["r.top == r.width"] }"#,
         #"constraint 1 ("r.top == r.width") relates attributes of different kinds (top and width)"#),
        ("leading and left", #"{ "root": { "name": "r" }, "constraints": ["r.leading == r.left"] }"#,
         #"constraint 1 ("r.leading == r.left") relates a leading/trailing attribute to a left/right one"#),
        ("a priority of 0", #"{ "root": { "name": "r" }, "constraints": ["r.width == 10 @0"] }"#,
         #"constraint 1 ("r.width == 10 @0"): the priority 0 is outside (0, 1000] at column 16"#),
        ("a priority above 1000", #"{ "root": { "name": "r" }, "constraints": ["r.width == 10 @1001"] }"#,
         #"constraint 1 ("r.width == 10 @1001"): the priority 1001 is outside (0, 1000] at column 16"#),
        ("a constant of 1e400", #"{ "root": { "name": "r" }, "constraints": ["r.width == 1e400"] }"#,
         #"constraint 1 ("r.width == 1e400"): the number 1e400 is not finite at column 12"#),
        ("an added constant of 1e400", #"{ "root": { "name": "r" }, "constraints": ["r.width == r.height + 1e400"] }"#,
         #"constraint 1 ("r.width == r.height + 1e400"): the number 1e400 is not finite at column 23"#),
        ("a multiplier of 1e400", #"{ "root": { "name": "r" }, "constraints": ["r.width == 1e400*r.height"] }"#,
         #"constraint 1 ("r.width == 1e400*r.height"): the number 1e400 is not finite at column 12"#),
        ("a priority of 1e400", #"{ "root": { "name": "r" }, "constraints": ["r.width == 10 @1e400"] }"#,
         #"constraint 1 ("r.width == 10 @1e400"): the number 1e400 is not finite at column 16"#),
        ("a multiplier of 0 on a position", #"{ "root": { "name": "r", "children": [{ "name": "a" }] }, "constraints": ["a.top == 0*r.bottom"] }"#,
         #"constraint 1 ("a.top == 0*r.bottom"): the multiplier is 0 on a position; relate the attribute to a constant instead"#),
    ] as [(String, String, String)]).map { BadDocument(name: $0.0, command: "run", text: $0.1, status: 2, error: "parse", message: $0.2) }

    /// A layout that cannot hold is laid out without the constraint that
    /// breaks it, with status 1: a negative size is one.
    static let refusedLayouts: [BadDocument] = [
        BadDocument(name: "a negative size", command: "run", text: #"{ "root": { "name": "r", "size": { "width": -5 } } }"#,
                    status: 1, error: "unsatisfiable",
                    message: "Unable to satisfy r.width == -5: r.width is at least 0 where the others hold, but it must be equal to -5\n"
                        + "These constraints conflict (removing any one lets the rest hold):\n"
                        + "  r-nonnegative-width: r.width >= 0\n  r.width == -5\n"),
    ]

    @Test(arguments: unreadable + badSystems + refusedSystems + badLayouts + refusedLayouts)
    func aBadDocumentIsRefusedByName(_ document: BadDocument) throws {
        let output = LayoutCommand.run([document.command, "-", "--json"], readStandardInput: { document.text })
        #expect(output.status == document.status)
        #expect(output.standardError.isEmpty)
        let json = try JSON(parsing: output.standardOutput)
        #expect(json["error"]?.string == document.error)
        let message = try #require(json["message"]?.string)
        #expect(message.hasPrefix(document.message), "\(message)")
    }

    /// Bytes that are not UTF-8 at all, read from a file: solve and run
    /// report invalid JSON, explain finds no block; nothing crashes.
    @Test(arguments: [("solve", "layout: invalid JSON at line 1, column 1: unexpected character where a value should be"),
                      ("run", "layout: invalid JSON at line 1, column 1: unexpected character where a value should be"),
                      ("explain", #"layout: no "Unable to simultaneously satisfy constraints" block in "#)])
    func binaryGarbageIsNotADocument(_ command: String, _ message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID()).bin")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 0x80) }).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = LayoutCommand.run([command, file.path])
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    }
}
