import Testing
@testable import Explain

/// Blocks as logs really print them (`Docs/Formats/ConsoleLog.md`, "Blocks"): prefixes, headers,
/// trailers, corruptions, redaction and logs cut short.
@Suite struct LogReaderTests {
    static let entry = #""<NSLayoutConstraint:0x6000 UIView:0x7fb1.width == 300   (active)>","#
    static let last = #""<NSLayoutConstraint:0x6001 UIView:0x7fb1.width == 320   (active)>""#
    static let broken = "<NSLayoutConstraint:0x6001 UIView:0x7fb1.width == 320   (active)>"

    /// A block with every line behind `prefix`, as syslog and os_log print them.
    static func block(prefix: String, header: String = "Unable to simultaneously satisfy constraints.") -> String {
        [header, "(", "    " + entry, "    " + last, ")", "Will attempt to recover by breaking constraint ", broken,
         "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."]
            .map { prefix + $0 }.joined(separator: "\n")
    }

    @Test(arguments: [
        "",
        "[LayoutConstraints] ",
        "2014-04-26 09:02:58.687 BBCNews[32058:60b] ",
        "2016-10-03 21:31:44.046091 Segmentio_Example[2981:1278057] [LayoutConstraints] ",
        "2018-02-04 14:48:19.693248-0800 Trust[94453:6174594] [LayoutConstraints] ",
        "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567] <Warning>: \t",
        "11/15/14 7:37:32.893 AM AutoPkgr[23288]: ",
    ])
    func readsEveryPrefix(_ prefix: String) throws {
        let blocks = LogReader.blocks(in: Self.block(prefix: prefix))
        let block = try #require(blocks.first)
        #expect(blocks.count == 1)
        #expect(block.platform == .iOS)
        #expect(block.entries.map(\.text) == ["<NSLayoutConstraint:0x6000 UIView:0x7fb1.width == 300   (active)>", Self.broken])
        #expect(block.broken?.text == Self.broken)
        #expect(!block.isTruncated)
        #expect(LogExplanation(log: Self.block(prefix: prefix)).exitStatus == 0)
    }

    /// The process in the header's prefix, which says whether one of
    /// Apple's own apps (SpringBoard) printed the block.
    @Test(arguments: zip([
        "",
        "[LayoutConstraints] ",
        "2014-04-26 09:02:58.687 BBCNews[32058:60b] ",
        "2018-02-04 14:48:19.693248-0800 Trust[94453:6174594] [LayoutConstraints] ",
        "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567] <Warning>: \t",
        "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: ",
        "11/15/14 7:37:32.893 AM AutoPkgr[23288]: ",
    ], [nil, nil, "BBCNews", "Trust", "SpringBoard", "SpringBoard", "AutoPkgr"] as [String?]))
    func readsTheProcess(_ prefix: String, _ process: String?) throws {
        let block = try #require(LogReader.blocks(in: Self.block(prefix: prefix)).first)
        #expect(block.process == process)
        #expect(block.isFromSystemProcess == (process == "SpringBoard"))
    }

    /// Recent AppKit prints the recovery on one line, without `constraint`:
    /// `Will attempt to recover by breaking <…>.` It names the block's
    /// broken constraint, and before any header (a copy that starts after a
    /// block's list) it is the end of a block the copy left out, not a list.
    @Test func theOneLineRecoveryOfRecentAppKit() throws {
        let oneLine = "Will attempt to recover by breaking \(Self.broken)."
        let log = [oneLine, "Unable to simultaneously satisfy constraints:", "(", "    " + Self.entry, "    " + Self.last, ")", oneLine]
            .joined(separator: "\n")
        let blocks = LogReader.blocks(in: log)
        let block = try #require(blocks.first)
        #expect(blocks.count == 1)
        #expect(block.lineNumber == 2)
        #expect(block.broken?.text == Self.broken)
        #expect(!block.isTruncated)
    }

    @Test func headersTellThePlatform() {
        let macOS = LogReader.blocks(in: Self.block(prefix: "", header: "[Layout] Unable to simultaneously satisfy constraints:"))
        #expect(macOS.map(\.platform) == [.macOS])
        let bare = LogReader.blocks(in: Self.block(prefix: "", header: "Unable to simultaneously satisfy constraints"))
        #expect(bare.map(\.platform) == [.unknown])
        let chatty = LogReader.blocks(in: Self.block(prefix: "", header: "Unable to simultaneously satisfy constraints.....blah blah...."))
        #expect(chatty.map(\.platform) == [.iOS])
    }

    @Test func severalBlocksWithTrailersBeforeTheirHeaders() {
        let trailer = "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger."
        let log = [trailer, Self.block(prefix: ""), trailer, Self.block(prefix: "x[1]: "), "unrelated output"].joined(separator: "\n")
        let blocks = LogReader.blocks(in: log)
        #expect(blocks.map(\.lineNumber) == [2, 11])
        #expect(blocks.map(\.entries.count) == [2, 2])
        #expect(blocks.allSatisfy { $0.broken != nil && !$0.isTruncated })
    }

    @Test func listsWithoutAHeaderAsPastedIntoIssues() throws {
        let pasted = "(\n" + Self.entry + "\n" + Self.last + "\n)\n"
        let block = try #require(LogReader.blocks(in: pasted).first)
        #expect(!block.hasHeader)
        #expect(block.platform == .unknown)
        #expect(block.entries.count == 2)
        #expect(block.broken == nil)
        #expect(!block.isTruncated)
        let bare = try #require(LogReader.blocks(in: Self.entry + "\n" + Self.last).first)
        #expect(bare.entries.count == 2)
        #expect(bare.lineNumber == 1)
    }

    @Test func corruptionsOfCopiedLogs() throws {
        // `}` for `)`, a blank line before the broken constraint (24); a
        // numbered list (29); a blank line before `)` (15); the broken
        // constraint on the recovery line (29); a space after `<`.
        let log = """
            Unable to simultaneously satisfy constraints.
            1: (
                "< NSLayoutConstraint:0x1 UIView:0x10.width == 300>",

                "<NSLayoutConstraint:0x2 UIView:0x10.width == 320>"

            }
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x2 UIView:0x10.width == 320>
            """
        let block = try #require(LogReader.blocks(in: log).first)
        #expect(block.entries.map(\.lineNumber) == [3, 5])
        #expect(block.broken?.lineNumber == 8)
        #expect(!block.isTruncated)
        let report = try singleReport(log).0
        #expect(report.lines[0].parsed?.equation.constant == 300)
        #expect(report.broken?.line == 1)
    }

    @Test func markdownDecorationsAreRemoved() throws {
        let log = #"Unable to simultaneously satisfy constraints."# + "\n(\n"
            + #"    "\<NSLayoutConstraint:0x1 UIView:0x10.width == ~~300~~\>","# + "\n)"
        let block = try #require(LogReader.blocks(in: log).first)
        #expect(block.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UIView:0x10.width == 300>"])
    }

    @Test func theListsEscapesAreDecodedButTheBrokenLineIsNot() throws {
        let log = iOSLog([#"<NSLayoutConstraint:0x1 UILabel:0x10'couldn\U2019t \"say\" \\n'.width == 300>"#],
                         broken: "<NSLayoutConstraint:0x1 UILabel:0x10'couldn’t \"say\" \\n'.width == 300>")
        let block = try #require(LogReader.blocks(in: log).first)
        #expect(block.entries[0].decodedText == #"<NSLayoutConstraint:0x1 UILabel:0x10'couldn’t "say" \n'.width == 300>"#)
        #expect(block.entries[0].text.contains(#"\U2019"#))
        #expect(block.broken?.decodedText == block.broken?.text)
        #expect(LogReader.decodeEscapes(#"a\U00e9\\b\q\U12"#) == #"aé\b\q\U12"#)
    }

    @Test func logsCutShort() throws {
        let insideTheList = "Unable to simultaneously satisfy constraints.\n(\n" + Self.entry + "\n    \"<NSLayoutConstraint:0x2 UIView:0x10.wid"
        let cut = try #require(LogReader.blocks(in: insideTheList).first)
        #expect(cut.isTruncated)
        #expect(!cut.listIsClosed)
        #expect(cut.entries.last?.text == "<NSLayoutConstraint:0x2 UIView:0x10.wid")
        let report = try singleReport(insideTheList).0
        #expect(report.unparsedLines == [1])
        #expect(report.lines[1].unreadable?.reason == "cut short: the description has no closing '>'")
        #expect(report.explanation.hasPrefix("The log is cut short inside the list"))
        #expect(LogExplanation(log: insideTheList).exitStatus == 1)

        let beforeTheRecovery = "Unable to simultaneously satisfy constraints.\n(\n" + Self.entry + "\n)"
        let ended = try #require(LogReader.blocks(in: beforeTheRecovery).first)
        #expect(ended.isTruncated && ended.listIsClosed)

        let headerOnly = try #require(LogReader.blocks(in: "Unable to simultaneously satisfy constraints.\n\tProbably at least one").first)
        #expect(headerOnly.entries.isEmpty && headerOnly.isTruncated)
        #expect(try singleReport("Unable to simultaneously satisfy constraints.").0.explanation
            == "The log is cut short inside the list: constraints after the cut are missing.\nThe block lists no constraints.")
    }

    @Test func aLineCutAfterItsConstraintIsRead() throws {
        // The log ends in the last line's `(active)`: the line is read, and
        // the block conflicts (a width of 0 for 4 + 10 of insets).
        let log = "Unable to simultaneously satisfy constraints.\n(\n"
            + #"    "<NSLayoutConstraint:0x1 H:|-(4)-[UIStackView:0xA]   (active, names: '|':UIView:0xB )>","# + "\n"
            + #"    "<NSLayoutConstraint:0x2 H:[UIStackView:0xA]-(>=10)-|   (active, names: '|':UIView:0xB )>","# + "\n"
            + #"    "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xB.width == 0   (act"#
        let block = try #require(LogReader.blocks(in: log).first)
        #expect(block.isTruncated && !block.listIsClosed)
        #expect(block.entries[2].text == "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xB.width == 0   (act")
        let explanation = LogExplanation(log: log)
        #expect(explanation.exitStatus == 0)
        let report = explanation.reports[0]
        #expect(report.cutShortLines == [2])
        #expect(report.conflict?.lines == [0, 1, 2])
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.explanation.contains("Read although the log cuts it short: [3]"))
        #expect(explanation.text.contains("[3]  * UIView #1.width == 0   (system: the size the container gives the view; cut short after the constraint)"))
        #expect(explanation.json["reports"]?.array?.first?["cutShort"]
            == .array([.string("<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xB.width == 0   (act")]))
    }

    @Test func aLineCutBeforeItsNamesBlockSaysWhichViewIsTheSuperview() throws {
        // A `>=` in a line cut short is not its closing `>`.
        let block = try #require(LogReader.blocks(in: #"("<NSLayoutConstraint:0x1 H:|-(>=36)-[UIView:0xA]   (act"#).first)
        #expect(block.entries.map(\.text) == ["<NSLayoutConstraint:0x1 H:|-(>=36)-[UIView:0xA]   (act"])
        // `|` cut off in [2]: [1] names the stack view's superview.
        let lines = ["<NSLayoutConstraint:0x1 H:|-(4)-[UIStackView:0xA]   (active, names: '|':UIView:0xB )>",
                     "<NSLayoutConstraint:0x2 H:[UIStackView:0xA]-(10)-|   (active, names: '|':UIV",
                     "<NSLayoutConstraint:0x3 UIView:0xB.width == 0   (active)>"]
        let resolved = try singleReport(iOSLog(lines, broken: lines[0])).0
        #expect(resolved.unparsedLines.isEmpty)
        #expect(resolved.lines[1].parsed?.equation.first.item == LoggedItem(address: "0xB"))
        #expect(resolved.conflict?.lines == [0, 1, 2])
        // No other line names it: the line is not read.
        let alone = try singleReport(iOSLog([lines[1], lines[2]], broken: lines[2])).0
        #expect(alone.unparsedLines == [0])
        #expect(alone.lines[0].unreadable?.reason
            == "cut short inside its names block: the view '|' stands for was cut off, and no other line of the block names it")
    }

    @Test func aLineInTheListThatIsNoConstraintIsKept() throws {
        let log = "Unable to simultaneously satisfy constraints.\n(\n" + Self.entry + "\n    garbage in the list\n" + Self.last + "\n)"
        let report = try singleReport(log).0
        #expect(report.lines.map(\.entry.text)[1] == "garbage in the list")
        #expect(report.unparsedLines == [1])
        #expect(report.lines[1].unreadable?.reason == "not an Auto Layout constraint description (no Class:address at the start)")
    }

    @Test func redactedBlocks() throws {
        let log = "2017-01-01 10:00:00.000000+0100 App[1:2] [Layout] Unable to simultaneously satisfy constraints:\n<private>\n"
            + "Will attempt to recover by breaking constraint \n<private>"
        let block = try #require(LogReader.blocks(in: log).first)
        #expect(block.platform == .macOS)
        #expect(block.entries.map(\.text) == ["<private>"])
        #expect(block.broken?.text == "<private>")
        let explanation = LogExplanation(log: log)
        #expect(explanation.exitStatus == 1)
        #expect(explanation.reports[0].lines[0].unreadable?.reason == "redacted by the system log: <private>")
        #expect(explanation.reports[0].explanation.hasPrefix("The system log redacted this block's constraints"))
    }

    @Test func aLogWithoutBlocks() {
        #expect(LogReader.blocks(in: "").isEmpty)
        #expect(LogReader.blocks(in: "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.\n(\n)").isEmpty)
        #expect(LogReader.blocks(in: "(lldb) po array\n(\n    first,\n    second\n)").isEmpty)
        let explanation = LogExplanation(log: "2016-01-01 App[1:2] nothing to see\n<Warning>: hello")
        #expect(explanation.reports.isEmpty)
        #expect(explanation.exitStatus == 2)
    }

    @Test func windowsLineEndings() throws {
        let block = try #require(LogReader.blocks(in: Self.block(prefix: "").replacingOccurrences(of: "\n", with: "\r\n")).first)
        #expect(block.entries.count == 2)
        #expect(block.broken?.text == Self.broken)
    }
}
