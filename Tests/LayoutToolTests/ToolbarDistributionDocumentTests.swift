import Testing
@testable import LayoutTool

/// A screen of three `UIStackView` toolbars as a layout document, each
/// with a distribution that leaves the items their own lengths or sets them
/// from their intrinsic ones: `equalSpacing` with a hidden button,
/// `equalCentering`, and `fillProportionally` 300 wide with spacing.
@Suite struct ToolbarDistributionDocumentTests {
    static let toolbars = """
        {
          "root": {
            "name": "screen", "size": { "width": 375 },
            "children": [
              { "name": "spaced", "stack": { "distribution": "equalSpacing", "alignment": "center", "spacing": 8 },
                "children": [
                  { "name": "back", "intrinsicSize": { "width": 44, "height": 44 } },
                  { "name": "share", "intrinsicSize": { "width": 44, "height": 44 } },
                  { "name": "edit", "intrinsicSize": { "width": 60, "height": 30 }, "hidden": true },
                  { "name": "trash", "intrinsicSize": { "width": 44, "height": 44 } },
                  { "name": "more", "intrinsicSize": { "width": 44, "height": 44 } }
                ] },
              { "name": "centred", "stack": { "distribution": "equalCentering", "alignment": "center", "spacing": 8 },
                "children": [
                  { "name": "c1", "intrinsicSize": { "width": 30, "height": 30 } },
                  { "name": "c2", "intrinsicSize": { "width": 80, "height": 30 } },
                  { "name": "c3", "intrinsicSize": { "width": 50, "height": 30 } },
                  { "name": "c4", "intrinsicSize": { "width": 40, "height": 30 } }
                ] },
              { "name": "proportional", "stack": { "distribution": "fillProportionally", "alignment": "fill", "spacing": 10 },
                "children": [
                  { "name": "p1", "intrinsicSize": { "width": 40, "height": 30 } },
                  { "name": "p2", "intrinsicSize": { "width": 80, "height": 30 } },
                  { "name": "p3", "intrinsicSize": { "width": 120, "height": 30 } }
                ] }
            ]
          },
          "constraints": [
            "spaced.leading == screen.leadingMargin", "spaced.trailing == screen.trailingMargin", "spaced.top == screen.top",
            "centred.leading == screen.leadingMargin", "centred.trailing == screen.trailingMargin", "centred.top == spaced.bottom + 10",
            "proportional.leading == screen.leadingMargin", "proportional.width == 300", "proportional.top == centred.bottom + 10",
            "screen.bottom == proportional.bottom"
          ]
        }
        """

    /// equalSpacing: four visible 44-point buttons in 359 leave 183 for
    /// three gaps of 61 (x = 8, 113, 218, 323); the hidden edit button is 0
    /// wide half a spacing after share (157 + 4). equalCentering: centres
    /// 15 and 339 from the stack's start for the first and last, so
    /// (339 − 15) / 3 = 108 apart: 123 and 231, the items 80 and 50 wide
    /// around them (8 + 83, 8 + 206). fillProportionally: D = 40 + 80 +
    /// 120 + 2 × 10 = 260, so 300 × 40 / 260 = 46.15 and 300 × 80 / 260 =
    /// 92.31; the last takes what the spacing leaves, 300 − 20 − 138.46.
    @Test func theDistributionsPlaceTheButtons() {
        let output = runInProcess(["run", "-"], input: Self.toolbars)
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item                    x   y        width  height
            screen                  0   0          375     124
            spaced                  8   0          359      44
            back                    8   0           44      44
            share                 113   0           44      44
            edit                  161   7            0      30
            trash                 218   0           44      44
            more                  323   0           44      44
            centred                 8  54          359      30
            c1                      8  54           30      30
            c2                     91  54           80      30
            c3                    214  54           50      30
            c4                    327  54           40      30
            proportional            8  94          300      30
            p1                      8  94  46.15384615      30
            p2            64.15384615  94  92.30769231      30
            p3            166.4615385  94  141.5384615      30

            hidden: edit

            """)
    }

    /// Squeezed to 200, the equal-centering row is 24 short of its 200 of
    /// content and 24 of spacing: the items give it up (their compression
    /// resistances tie at 750) where the centres stay equally apart the
    /// longest, the first two gaps (c2 76 wide, c3 30). With p2 hidden the
    /// proportions are of 40 + 120 + 10: 300 × 40 / 170 = 70.59, and p3 the
    /// rest, 300 − 10 − 70.59.
    @Test func squeezedAndHiddenItemsKeepTheRules() {
        let squeezed = Self.toolbars
            .replacingOccurrences(of: "centred.trailing == screen.trailingMargin", with: "centred.width == 200")
            .replacingOccurrences(of: "{ \"name\": \"p2\", ", with: "{ \"name\": \"p2\", \"hidden\": true, ")
        let output = runInProcess(["run", "-"], input: squeezed)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
            centred                 8  54          200      30
            c1                      8  54           30      30
            c2                     46  54           76      30
            c3                    130  54           30      30
            c4                    168  54           40      30
            proportional            8  94          300      30
            p1                      8  94  70.58823529      30
            p2            83.58823529  94            0      30
            p3            88.58823529  94  219.4117647      30

            squeezed below their content: c2 (width 76 of 80), c3 (width 30 of 50)
            hidden: edit, p2

            """))
    }

    /// `--why` of a button in the equal-spacing row: the room the stack
    /// leaves, shared by three gaps, so each length enters at a third; the
    /// rules that make the gaps equal (`UISV-fill-equally`) add nothing of
    /// their own but are what splits the room, and are listed, as are the
    /// edges that put share between its gaps, which tie it to the rest.
    /// A note says the share in plain numbers: (359 − 4 × 44) ÷ 3 = 61,
    /// and share is at 8 + 44 + 61 = 113.
    @Test func whyShowsTheEqualGapsThatSplitTheRoom() {
        let output = runInProcess(["run", "-", "--why", "share.left"], input: Self.toolbars)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            share.left = 29.333333 + 125 + 5.333333 − 14.666667 − 14.666667 − 14.666667 − 2.666667 = 113
                29.333333  back-compression-horizontal: back.width >= 44 @750  (× 2/3)
                      125  screen.width == 375  (× 1/3)
                 5.333333  spaced.leading == screen.leadingMargin  (× 2/3)  (screen.leadingMargin = screen.leading + 8)
              − 14.666667  share-compression-horizontal: share.width >= 44 @750  (× 1/3)
              − 14.666667  trash-compression-horizontal: trash.width >= 44 @750  (× 1/3)
              − 14.666667  more-compression-horizontal: more.width >= 44 @750  (× 1/3)
               − 2.666667  spaced.trailing == screen.trailingMargin  (× 1/3)  (screen.trailingMargin = screen.trailing − 8)
                        0  UISV-distributing-edge: spaced.UISV-distributing(back).trailing == share.leading
                        0  UISV-distributing-edge: spaced.UISV-distributing(share).leading == share.trailing
                        0  UISV-fill-equally: spaced.UISV-distributing(share).width == spaced.UISV-distributing(back).width
                        0  UISV-fill-equally: spaced.UISV-distributing(trash).width == spaced.UISV-distributing(back).width
            Note: spaced spaces its items equally (equalSpacing): (359 (spaced's width) − 44 (back's width) \
            − 44 (share's width) − 44 (trash's width) − 44 (more's width)) ÷ 3 = 61 between each two.

            """))
    }
}
