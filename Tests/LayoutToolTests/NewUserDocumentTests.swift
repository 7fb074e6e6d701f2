import Foundation
import Testing
@testable import LayoutTool

/// Screens written as layout and constraint-system documents and run
/// through the `layout` command, as a new user would after reading the
/// command's guide; every number is worked out by hand in the comments.
@Suite struct NewUserDocumentTests {
    /// The settings form of `NewUserScreenTests` as a document: nested
    /// stacks, a hidden row and text that wraps.
    static let settingsForm = """
        {
          "root": {
            "name": "screen", "size": { "width": 375, "height": 667 },
            "children": [
              { "name": "form",
                "stack": { "axis": "vertical", "spacing": 12, "customSpacing": { "emailRow": 24 }, "marginsRelative": true },
                "margins": { "top": 8, "left": 16, "bottom": 8, "right": 16 },
                "children": [
                  { "name": "nameRow", "stack": { "alignment": "center", "spacing": 8 },
                    "children": [ { "name": "nameLabel", "intrinsicSize": { "width": 60, "height": 20 } },
                                  { "name": "nameControl", "intrinsicSize": { "width": null, "height": 34 } } ] },
                  { "name": "emailRow", "stack": { "alignment": "center", "spacing": 8 },
                    "children": [ { "name": "emailLabel", "intrinsicSize": { "width": 50, "height": 20 } },
                                  { "name": "emailControl", "intrinsicSize": { "width": null, "height": 34 } } ] },
                  { "name": "notifyRow", "stack": { "alignment": "center", "spacing": 8 },
                    "children": [ { "name": "notifyLabel", "intrinsicSize": { "width": 110, "height": 20 } },
                                  { "name": "notifyControl", "intrinsicSize": { "width": 51, "height": 31 } } ] },
                  { "name": "passcodeRow", "hidden": true, "stack": { "alignment": "center", "spacing": 8 },
                    "children": [ { "name": "passcodeLabel", "intrinsicSize": { "width": 80, "height": 20 } },
                                  { "name": "passcodeControl", "intrinsicSize": { "width": 51, "height": 31 } } ] },
                  { "name": "footnote", "text": { "words": [40,40,40,40,40,40,40,40,40,40,40,40], "lineHeight": 18 } }
                ] }
            ]
          },
          "constraints": [
            "form.leading == screen.leading",
            "form.trailing == screen.trailing",
            "form.top == screen.top",
            "emailLabel.width == nameLabel.width"
          ]
        }
        """

    /// Rows 343 wide at x = 16 (the form arranges within margins of 16);
    /// fields take what their labels leave (343 − 60 − 8 = 275); 24 after
    /// the email row; the notify label stretches, first of equal huggings
    /// (343 − 8 − 51 = 284); the hidden row is 0 tall half a spacing after
    /// the notify row; the footnote wraps seven words of 40 a line (304).
    @Test func aSettingsFormDocumentRuns() {
        let output = runInProcess(["run", "-"], input: Self.settingsForm)
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item               x      y  width  height
            screen             0      0    375     667
            form               0      0    375     199
            nameRow           16      8    343      34
            nameLabel         16     15     60      20
            nameControl       84      8    275      34
            emailRow          16     54    343      34
            emailLabel        16     61     60      20
            emailControl      84     54    275      34
            notifyRow         16    112    343      31
            notifyLabel       16  117.5    284      20
            notifyControl    308    112     51      31
            passcodeRow       16    149    343       0
            passcodeLabel     16    149    284       0
            passcodeControl  308    149     51       0
            footnote          16    155    343      36

            hidden: passcodeRow (holding passcodeLabel, passcodeControl)

            """)
    }

    /// The flex toolbar of `NewUserScreenTests` as a document.
    static let toolbar = """
        { "root": { "name": "toolbar", "size": { "width": 375 },
            "flexStack": { "spacing": 8, "alignItems": "center", "padding": { "left": 8, "right": 8 } },
            "children": [
              { "name": "back", "intrinsicSize": { "width": 32, "height": 32 } },
              { "name": "title", "text": { "words": [60, 50, 70, 80], "lineHeight": 22 }, "flexGrow": 1, "flexShrink": 1 },
              { "name": "search", "intrinsicSize": { "width": 32, "height": 32 } },
              { "name": "more", "intrinsicSize": { "width": 32, "height": 32 } }
            ] } }
        """

    /// `--width` resizes the toolbar: the title's room is the width − 16 of
    /// padding − 96 of buttons − 24 of spacing, and its words wrap there.
    @Test func aFlexToolbarDocumentFollowsTheWidthItIsGiven() {
        let standard = runInProcess(["run", "-"], input: Self.toolbar)
        #expect(standard.status == 0)
        // 239 of room: the title wraps after its third word (188), two lines of 22.
        #expect(standard.standardOutput == """
            item       x  y  width  height
            toolbar    0  0    375      44
            back       8  6     32      32
            title     48  0    239      44
            search   295  6     32      32
            more     335  6     32      32

            """)
        // 364 of room: one line of 272 grows to 364; the buttons make the bar 32 tall.
        let wide = runInProcess(["run", "-", "--width", "500"], input: Self.toolbar)
        #expect(wide.standardOutput == """
            item       x  y  width  height
            toolbar    0  0    500      32
            back       8  0     32      32
            title     48  5    364      22
            search   420  0     32      32
            more     460  0     32      32

            """)
        // 64 of room: every word on a line of its own, four lines of 22;
        // the 70 and the 80 are cut across, and the run says the widest is.
        let narrow = runInProcess(["run", "-", "--width", "200"], input: Self.toolbar)
        #expect(narrow.standardOutput == """
            item       x   y  width  height
            toolbar    0   0    200      88
            back       8  28     32      32
            title     48   0     64      88
            search   120  28     32      32
            more     160  28     32      32

            squeezed below their content: title (width 64 of 80)

            """)
    }

    /// The toolbar's row as a constraint system: the title gets what the
    /// buttons and spacing leave, 343 − 16 − 64 = 263, against a weak wish
    /// for 400; asking for at least 300 cannot hold.
    @Test func aToolbarRowAsAConstraintSystem() {
        let row = """
            { "constraints": [
              { "expr": "back + 8 + title + 8 + more == 343", "id": "row" },
              { "expr": "back == 32" }, { "expr": "more == 32" },
              { "expr": "title >= 100" },
              { "expr": "title == 400", "priority": "weak", "id": "wish" }
            ] }
            """
        let output = runInProcess(["solve", "-"], input: row)
        #expect(output.status == 0)
        #expect(output.standardOutput == "back   32\ntitle  263\nmore   32\n")
        let tooWide = runInProcess(["solve", "-"], input: row.replacingOccurrences(of: "title >= 100", with: "title >= 300"))
        #expect(tooWide.status == 1)
        #expect(tooWide.standardOutput.hasPrefix("error: the required constraint title >= 300 cannot hold"))
    }
}
