import Drawing
import Layout

/// The screen around the layout: the root's unsafe areas (outside its
/// safe area: a notch, a home indicator) and the keyboard, which explain
/// where the content stops.
extension LayoutPicture {
    static let unsafeAreaColor = "#7b2cbf"
    static let unsafeAreaTextColor = "#5a189a"
    static let keyboardColor = "#8e8e93"
    static let keyboardTextColor = "#3a3a3c"

    /// The root's non-zero safe-area insets as translucent violet bands
    /// along its edges, each labelled with its inset; drawn over the root
    /// and under its items, so that content reaching into an unsafe area
    /// covers it, as it covers the screen's notch.
    func drawUnsafeAreas(in svg: inout SVGWriter) {
        let insets = root.rootSafeAreaInsets, frame = root.frameInRoot
        // The side bands run between the top and bottom ones, so that no corner is shaded twice.
        let between = max(0, frame.height - insets.top - insets.bottom)
        let bands = [
            ("top", insets.top, Rect(x: frame.minX, y: frame.minY, width: frame.width, height: insets.top)),
            ("bottom", insets.bottom, Rect(x: frame.minX, y: frame.maxY - insets.bottom, width: frame.width, height: insets.bottom)),
            ("left", insets.left, Rect(x: frame.minX, y: frame.minY + insets.top, width: insets.left, height: between)),
            ("right", insets.right, Rect(x: frame.maxX - insets.right, y: frame.minY + insets.top, width: insets.right, height: between)),
        ]
        for (edge, inset, band) in bands where inset > 0 && band.height > 0 {
            let value = SVGWriter.number(inset)
            // Across the top and bottom there is room to say what the band is; a side band shows its width.
            let label = edge == "top" || edge == "bottom" ? "safe area \(value)" : value
            drawScreenArea(band, label: label, title: "\(root.name): unsafe area, \(edge) inset \(value)",
                           kind: "unsafe-area", color: Self.unsafeAreaColor, opacity: 0.15,
                           textColor: Self.unsafeAreaTextColor, in: &svg)
        }
    }

    /// The keyboard, when it is up, as a translucent gray rectangle across
    /// the bottom of the root, its height the keyboard's, labelled
    /// `keyboard 336`; drawn over the items (the keyboard hides what it
    /// covers) and under the names and constraints, which stay readable.
    func drawKeyboard(in svg: inout SVGWriter) {
        let height = root.rootKeyboardHeight, frame = root.frameInRoot
        guard height > 0 else { return }
        let shown = min(height, frame.height)
        let keyboard = Rect(x: frame.minX, y: frame.maxY - shown, width: frame.width, height: shown)
        let value = SVGWriter.number(height)
        // The pointer goes through to the items it covers, which a page's script selects.
        drawScreenArea(keyboard, label: "keyboard \(value)", title: "keyboard, \(value) high",
                       kind: "keyboard", color: Self.keyboardColor, opacity: 0.55,
                       textColor: Self.keyboardTextColor, passesPointer: true, in: &svg)
    }

    /// A screen area as a translucent rectangle with its label in the
    /// middle when the area is large enough to hold it, marked
    /// `class="kind"` for a page's style and tests; one that
    /// `passesPointer` leaves pointing and clicking to what is under it.
    private func drawScreenArea(_ area: Rect, label: String, title: String, kind: String, color: String,
                                opacity: Double, textColor: String, passesPointer: Bool = false,
                                in svg: inout SVGWriter) {
        var attributes: SVGAttributes = ["class": kind]
        if passesPointer { attributes["pointer-events"] = "none" }
        svg.beginGroup(title: title, attributes)
        svg.rect(x: area.minX, y: area.minY, width: area.width, height: area.height,
                 ["fill": color, "fill-opacity": opacity])
        // About 5 points a character at 9 points, and a line 10 high.
        if area.height >= 10, area.width >= 5 * Double(label.count) + 4 {
            svg.text(label, x: area.minX + area.width / 2, y: area.minY + area.height / 2 + 3.5,
                     ["text-anchor": "middle", "font-size": 9, "fill": textColor])
        }
        svg.endGroup()
    }
}
