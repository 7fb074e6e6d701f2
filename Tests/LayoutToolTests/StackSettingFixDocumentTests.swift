import Foundation
import Testing
@testable import LayoutTool

/// A conflict's fixes that change a stack's setting, in documents: each
/// offered setting tried at the value it implies ends the conflict, and a
/// setting withheld ends it at no value (every other value tried).
@Suite struct StackSettingFixDocumentTests {
    /// The fix lines of `layout run`'s first conflict that name a stack's setting.
    static func settingFixes(_ document: String) -> [String] {
        let output = runInProcess(["run", "-"], input: document)
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").dropFirst().first ?? ""
        return fixes.components(separatedBy: "\n").prefix { !$0.isEmpty }.filter { $0.contains("comes from") && $0.contains("'s \"") }
    }

    static func status(_ document: String) -> Int32 {
        runInProcess(["run", "-"], input: document).status
    }

    /// Two items 10 high in a centred row 30 high, `a` 5 below `b`: every
    /// alignment puts their tops (or centres, or baselines, which are
    /// their bottoms) level, so none is offered.
    @Test func noAlignmentIsOfferedWhereEveryAlignmentLinesTheItemsUp() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"alignment":"ALIGNMENT"},"children":[{"name":"a","size":{"width":20,"height":10}},"#
            + #"{"name":"b","size":{"width":20,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.height == 30","a.top == b.top + 5"]}"#
        #expect(Self.settingFixes(document.replacingOccurrences(of: "ALIGNMENT", with: "center")) == [])
        for alignment in ["fill", "leading", "trailing", "firstBaseline", "lastBaseline"] {
            #expect(Self.status(document.replacingOccurrences(of: "ALIGNMENT", with: alignment)) == 1, "\(alignment)")
        }
    }

    /// A hidden item keeps its alignment across the axis: `h` 20 after
    /// `a`'s leading edge fits no alignment of the column.
    @Test func aHiddenItemStaysAligned() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":300},"children":[{"name":"col","#
            + #""stack":{"axis":"vertical","alignment":"ALIGNMENT"},"children":[{"name":"a","size":{"width":30,"height":20}},"#
            + #"{"name":"h","size":{"width":30,"height":20},"hidden":true}]}]},"#
            + #""constraints":["col.leading == screen.leading","col.top == screen.top","col.width == 100","h.leading == a.leading + 20"]}"#
        #expect(Self.settingFixes(document.replacingOccurrences(of: "ALIGNMENT", with: "leading")) == [])
        for alignment in ["fill", "center", "trailing"] {
            #expect(Self.status(document.replacingOccurrences(of: "ALIGNMENT", with: alignment)) == 1, "\(alignment)")
        }
    }

    /// A `fill` row 100 wide of items 50 and 30 spaced 10: a spacing of
    /// 20 fits them, and so does a distribution that lets the gap grow
    /// (`equalSpacing`: 50 + 20 + 30).
    @Test func anExactGapStandsForTheSpacingAndTheDistribution() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"spacing":10},"children":[{"name":"a","size":{"width":50,"height":20}},"#
            + #"{"name":"b","size":{"width":30,"height":20}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100"]}"#
        #expect(Self.settingFixes(document) == [
            #"  - [12] UISV-spacing: b.leading == a.trailing + 10 comes from row's "spacing" (10): change it to 20"#,
            #"  - [12] UISV-spacing: b.leading == a.trailing + 10 comes from row's "distribution" (fill): change it"#,
        ])
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":10"#, with: #""spacing":20"#)) == 0)
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":10"#,
                                                          with: #""spacing":10,"distribution":"equalSpacing""#)) == 0)
    }

    /// Three items 30 wide in an `equalSpacing` row 100 wide with a
    /// minimum of 20: the gaps are (100 − 90) ÷ 2 = 5, so the spacing must
    /// be at most 5; the distribution is no fix (the loosest already).
    @Test func aMinimumSpacingGivesItsLargestValue() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":300},"children":[{"name":"row","#
            + #""stack":{"distribution":"equalSpacing","spacing":20},"children":[{"name":"a","size":{"width":30,"height":10}},"#
            + #"{"name":"b","size":{"width":30,"height":10}},{"name":"c","size":{"width":30,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100"]}"#
        #expect(Self.settingFixes(document) == [
            #"  - [14] UISV-spacing: c.leading >= b.trailing + 20 comes from row's "spacing" (20): change it to at most 5"#,
        ])
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":20"#, with: #""spacing":5"#)) == 0)
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":20"#, with: #""spacing":6"#)) == 1)
    }

    /// A flex item's own height that another constraint reaching outside
    /// the item contradicts: the flex layout measures the item under its
    /// own constraints alone, so without `box.height == 30` it would place
    /// the item at its content's 20, and removing it is no fix.
    @Test func aFlexItemsOwnSizeIsNoFixWhereItsMeasurementWouldNotSeeTheBrokenOne() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":300},"children":[{"name":"col","size":{"width":200},"#
            + #""flexStack":{"direction":"vertical"},"children":[{"name":"box","intrinsicSize":{"width":50,"height":20}}]},"#
            + #"{"name":"d","size":{"width":10,"height":40}}]},"constraints":["col.top == screen.top","col.leading == screen.leading","#
            + #""d.top == screen.top","d.trailing == screen.trailing",OWN"box.height == d.height"]}"#
        let output = runInProcess(["run", "-"], input: document.replacingOccurrences(of: "OWN", with: #""box.height == 30","#))
        #expect(output.status == 1)
        #expect(!output.standardOutput.contains("make [5] box.height == 30 optional"), "\(output.standardOutput)")
        #expect(Self.status(document.replacingOccurrences(of: "OWN", with: "")) == 1)
    }

    /// A `fillProportionally` row 100 wide of items sized 100 and 50
    /// (intrinsic widths 10 and 10): only a spacing of −50 fits them, at
    /// which its fractions' denominator, 20 − 50, turns the lengths equal,
    /// so no spacing is offered. Sized 60 and 30, a spacing of 10 fits and
    /// keeps the lengths' rule.
    @Test func aProportionalRowsSpacingKeepsItsLengthsRule() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"distribution":"fillProportionally","spacing":8},"children":["#
            + #"{"name":"a","intrinsicSize":{"width":10,"height":10},"size":{"width":A}},"#
            + #"{"name":"b","intrinsicSize":{"width":10,"height":10},"size":{"width":B}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100"]}"#
        func sized(_ a: Int, _ b: Int) -> String {
            document.replacingOccurrences(of: "width\":A", with: "width\":\(a)").replacingOccurrences(of: "width\":B", with: "width\":\(b)")
        }
        #expect(!Self.settingFixes(sized(100, 50)).contains { $0.contains("\"spacing\"") })
        #expect(Self.status(sized(100, 50).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":-50"#)) == 1)
        #expect(Self.settingFixes(sized(60, 30)).contains(
            #"  - [10] UISV-spacing: b.leading == a.trailing + 8 comes from row's "spacing" (8): change it to 10"#))
        #expect(Self.status(sized(60, 30).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":10"#)) == 0)
    }
}
