import Testing
@testable import LayoutTool

/// The keyboard-avoiding form of `KeyboardFormScreenTests` as a layout
/// document: the input bar 302 points above the safe area's bottom (a
/// 336-point keyboard over a 34-point home indicator), the form scrolled
/// 83 points up, under the 47-point notch.
@Suite struct KeyboardFormDocumentTests {
    static let form = """
        { "root": { "name": "screen", "size": { "width": 390, "height": 844 },
            "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 },
            "children": [
              { "name": "header" },
              { "name": "scroll", "children": [
                { "name": "form", "stack": { "axis": "vertical", "spacing": 12, "marginsRelative": true },
                  "margins": { "top": 16, "left": 16, "bottom": 16, "right": 16 },
                  "children": [
                    { "name": "row1", "intrinsicSize": { "width": null, "height": 44 } },
                    { "name": "row2", "intrinsicSize": { "width": null, "height": 44 } },
                    { "name": "notes", "text": { "words": [50,50,50,50,50,50,50,50,50,50], "spaceWidth": 5 } }
                  ] } ] },
              { "name": "inputBar", "children": [
                { "name": "field", "intrinsicSize": { "width": null, "height": 36 } },
                { "name": "send", "intrinsicSize": { "width": 60, "height": 36 } } ] }
            ] },
          "constraints": [
            "header.top == screen.safeArea.top", "header.leading == screen.leading", "header.trailing == screen.trailing", "header.height == 44",
            "scroll.top == header.bottom", "scroll.leading == screen.leading", "scroll.trailing == screen.trailing", "scroll.bottom == inputBar.top",
            "inputBar.leading == screen.leading", "inputBar.trailing == screen.trailing",
            { "id": "keyboard", "constraint": "inputBar.bottom == screen.safeArea.bottom - 302" },
            "field.leading == inputBar.leadingMargin", "send.leading == field.trailing + 8", "send.trailing == inputBar.trailingMargin",
            "field.top == inputBar.topMargin", "inputBar.bottomMargin == field.bottom", "send.centerY == field.centerY",
            "form.leading == scroll.leading", "form.width == scroll.width", "form.top == scroll.top - 83"
          ] }
        """

    /// The form's top is at 91 − 83 = 8, 39 points into the notch: its
    /// margins grow by 39, so its rows start 16 + 39 = 55 below its top and
    /// it is 223 high (184 + 39). With `"marginsFromSafeArea": false` they
    /// keep their 16: rows at 8 + 16 = 24 and 24 + 44 + 12 = 80, the note's
    /// ten words of 50 on two lines at 136, the form 184 high.
    @Test func scrolledContentKeepsItsMarginsWhenTheDocumentSaysSo() {
        let inset = runInProcess(["run", "-"], input: Self.form)
        #expect(inset.status == 0)
        #expect(inset.standardOutput == """
            item        x    y  width  height
            screen      0    0    390     844
            header      0   47    390      44
            scroll      0   91    390     365
            form        0    8    390     223
            row1       16   63    358      44
            row2       16  119    358      44
            notes      16  175    358      40
            inputBar    0  456    390      52
            field       8  464    306      36
            send      322  464     60      36

            """)
        let kept = runInProcess(["run", "-"], input: Self.form.replacingOccurrences(
            of: "\"name\": \"form\", ", with: "\"name\": \"form\", \"marginsFromSafeArea\": false, "))
        #expect(kept.status == 0)
        #expect(kept.standardOutput.hasSuffix("""
            form        0    8    390     184
            row1       16   24    358      44
            row2       16   80    358      44
            notes      16  136    358      40
            inputBar    0  456    390      52
            field       8  464    306      36
            send      322  464     60      36

            """))
    }

    @Test func marginsFromSafeAreaIsABoolean() {
        let output = runInProcess(["run", "-"], input: Self.form.replacingOccurrences(
            of: "\"name\": \"form\", ", with: "\"name\": \"form\", \"marginsFromSafeArea\": \"no\", "))
        #expect(output.status == 2)
        #expect(output.standardError == "layout: item \"form\": \"marginsFromSafeArea\" must be true or false\n")
    }
}
