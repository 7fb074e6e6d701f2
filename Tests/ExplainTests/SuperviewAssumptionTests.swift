import Testing
@testable import Explain

/// An autoresizing constraint without a names block measures its view's
/// frame from a superview the log does not name. UIKit prints only the
/// conflict's constraints, so that superview is one of the block's views:
/// when the lines hold as read, the first with which they conflict (those
/// the view is constrained to first) is taken, and the report says so.
@Suite struct SuperviewAssumptionTests {
    /// NVActivityIndicatorView's issue 117: the label's centre is 486.912
    /// down its superview, and it is centred on a view that fills a window
    /// 736 high (368). Its superview is taken to be that view.
    @Test func theLabelsSuperviewIsTheViewItIsCentredOn() throws {
        let (report, explanation) = try singleReport(
            try bundledLog("68-nvactivityindicatorview-117-autoresizing-label-unnamed-superview.log"))
        let assumption = try #require(report.superviewAssumption)
        #expect(explanation.namer.name(of: assumption.subview) == "UILabel 'Signing you in!'")
        #expect(explanation.namer.name(of: assumption.superview) == "UIView #1")
        #expect(report.explanation.contains("""
            Assumed: the log does not name the superview of UILabel 'Signing you in!', which its frame is measured from; \
            taken to be UIView #1, the first of the block's views (those it is constrained to first) with which the lines conflict.
            """))
        expectMinimalConflict(try #require(report.conflict))
        let json = try #require(explanation.json["reports"]?.array?.first?["assumedSuperview"])
        #expect(json["view"]?.string == "UILabel 'Signing you in!'")
        #expect(json["superview"]?.string == "UIView #1")
    }

    /// A frame that fits every candidate superview is no conflict: the
    /// report says so, and assumes nothing.
    @Test func noViewMakesTheLinesConflict() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xA.midY == 20   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xA.centerY == UIView:0xB.centerY   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xB.height == 40   (active)>",
        ], broken: nil))
        #expect(report.conflict == nil)
        #expect(report.superviewAssumption == nil)
        #expect(report.explanation.contains("No conflict as printed"))
    }
}
