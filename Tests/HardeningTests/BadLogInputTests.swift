import Explain
import Testing

/// Bad input to `layout explain`: a line of a block that cannot be read is
/// kept and listed by number with the reason (exit status 1), never dropped
/// or fatal; input without a block exits with status 2
/// (`Docs/Formats/ExplainReport.md`). `LogReaderTests`, `RobustnessTests` and
/// `ConstraintDescriptionParserTests` in ExplainTests cover cut, damaged,
/// redacted and decorated logs.
@Suite struct BadLogInputTests {
    /// A block whose first line is `description` and whose second line reads.
    static func block(_ description: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "\(description)",
            "<NSLayoutConstraint:0x9 UIView:0x2.width == 10   (active)>"
        )
        """
    }

    /// A log, or one line of a block, that is not what `layout explain` expects.
    struct BadLog: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The start of the reason an unreadable line is given.
        var reason = ""

        var testDescription: String { name }
    }

    /// 100 000 opening parentheses.
    static let deep = String(repeating: "(", count: 100_000)

    /// Lines of a block that are no constraint the reader knows.
    static let unreadableLines = [
        BadLog(name: "a constant that is no number", text: "<NSLayoutConstraint:0x1 UIView:0x2.width == nan   (active)>",
               reason: "the constant nan is not a number"),
        BadLog(name: "a constant too large for a double", text: "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e400   (active)>",
               reason: "the constant 1e400 is not finite"),
        BadLog(name: "an added constant that is not finite",
               text: "<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width - inf   (active)>",
               reason: "the constant inf is not finite"),
        BadLog(name: "a multiplier that is no number",
               text: "<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width*nan   (active)>",
               reason: "the multiplier nan is not a number"),
        BadLog(name: "100 000 parentheses after the relation",
               text: "<NSLayoutConstraint:0x1 UIView:0x2.width == \(deep)   (active)>", reason: "no known attribute in '((("),
        BadLog(name: "100 000 parentheses before the first item",
               text: "<NSLayoutConstraint:0x1 \(deep)UIView:0x2.width == 3   (active)>",
               reason: "a general expression over several anchors"),
        BadLog(name: "binary garbage inside the list", text: "<NSLayoutConstraint:0x1 \u{0}\u{1}\u{FFFD}\u{7F} == 3>",
               reason: "no known attribute in"),
    ]

    /// A line that cannot be read is kept, listed by number with its reason,
    /// and the lines around it are still read.
    @Test(arguments: unreadableLines)
    func anUnreadableLineIsKeptWithItsReason(_ line: BadLog) throws {
        let explanation = LogExplanation(log: Self.block(line.text))
        #expect(explanation.exitStatus == 1)
        let report = try #require(explanation.reports.first)
        #expect(report.unparsedLines == [0])
        let reason = try #require(report.lines.first?.unreadable?.reason)
        #expect(reason.hasPrefix(line.reason), "\(reason.prefix(200))")
        #expect(report.lines[1].parsed != nil)
    }

    /// A constant beyond `Int64` (2^63 and more) is read and printed as
    /// the solver prints numbers, not trapped on.
    @Test func aConstantBeyondInt64IsExplained() throws {
        let log = #"(\#n    "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e19   (active)>"\#n)"#
        let explanation = LogExplanation(log: log)
        let report = try #require(explanation.reports.first)
        #expect(report.lines.first?.parsed?.equation.constant == 1e19)
        #expect(explanation.text.contains("UIView #1.width == 1e+19"), "\(explanation.text)")
    }

    /// Input with no block at all exits with status 2, however odd it is.
    @Test(arguments: [BadLog(name: "nothing", text: ""),
                      BadLog(name: "binary garbage", text: "\u{0}\u{1}\u{FFFD}\u{7F}garbage\u{FFFD}"),
                      BadLog(name: "100 000 nested parentheses", text: deep),
                      BadLog(name: "a layout document", text: #"{ "root": { "name": "r" } }"#)])
    func inputWithoutABlockHasNoReport(_ log: BadLog) {
        let explanation = LogExplanation(log: log.text)
        #expect(explanation.reports.isEmpty)
        #expect(explanation.exitStatus == 2)
    }
}
