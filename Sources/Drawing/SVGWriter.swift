import Cassowary

/// An SVG document written element by element: the one place where the
/// package's pictures (laid-out documents, explained console logs) get
/// their markup, their escaping and their numbers.
///
/// ```swift
/// var svg = SVGWriter()
/// svg.rect(x: 0, y: 0, width: 120, height: 44, ["fill": "#e8f1fb", "stroke": "#4a6fa5"])
/// svg.text("title", x: 4, y: 14, ["fill": "#1d3557"])
/// let text = svg.document(width: 120, height: 44)
/// ```
///
/// Numbers print with at most two digits after the point; texts and
/// attribute values are escaped. Elements take any attribute, so a picture
/// can mark what it draws for a page's script (`["class": "item",
/// "data-item": "title"]`) without writing markup of its own.
package struct SVGWriter {
    /// The elements written so far, one a line.
    package private(set) var body = ""

    package init() {}

    /// A rectangle.
    package mutating func rect(x: Double, y: Double, width: Double, height: Double,
                               _ attributes: SVGAttributes = [:], title: String? = nil) {
        element("rect", ["x": x, "y": y, "width": width, "height": height], attributes, title: title)
    }

    /// A straight line from (x1, y1) to (x2, y2).
    package mutating func line(x1: Double, y1: Double, x2: Double, y2: Double,
                               _ attributes: SVGAttributes = [:], title: String? = nil) {
        element("line", ["x1": x1, "y1": y1, "x2": x2, "y2": y2], attributes, title: title)
    }

    /// A circle centred on (cx, cy).
    package mutating func circle(cx: Double, cy: Double, r: Double, _ attributes: SVGAttributes = [:]) {
        element("circle", ["cx": cx, "cy": cy, "r": r], attributes, title: nil)
    }

    /// A line of text whose baseline starts at (x, y).
    package mutating func text(_ content: String, x: Double, y: Double,
                               _ attributes: SVGAttributes = [:]) {
        body += "<text" + Self.attributes(["x": x, "y": y]) + Self.attributes(attributes) + ">"
            + Self.escape(content) + "</text>\n"
    }

    /// A text with a white halo (a wide white stroke painted under it), so
    /// that it stays readable over lines and rectangles.
    package mutating func haloText(_ content: String, x: Double, y: Double, _ attributes: SVGAttributes = [:]) {
        var style = attributes
        style["stroke"] = "white"
        style["stroke-width"] = 3
        style["stroke-linejoin"] = "round"
        style["paint-order"] = "stroke"
        text(content, x: x, y: y, style)
    }

    /// A constraint's number as a small white-on-colour tag centred on
    /// (x, y): `3` on a rounded rectangle of `color`.
    package mutating func numberTag(_ number: String, x: Double, y: Double, color: String,
                                    _ attributes: SVGAttributes = [:]) {
        let width = 6 + 5.6 * Double(number.count), height = 12.0
        var style = attributes
        style["class"] = "number-tag"
        beginGroup(style)
        rect(x: x - width / 2, y: y - height / 2, width: width, height: height,
             ["rx": 3, "fill": color, "stroke": "white", "stroke-width": 1])
        text(number, x: x, y: y + 3.5, ["text-anchor": "middle", "font-size": 9, "font-weight": "bold", "fill": "white"])
        endGroup()
    }

    /// Opens a group, with a tooltip when `title` is given; close it with
    /// ``endGroup()``. Its attributes mark what it draws for a page's script
    /// (`["class": "constraint", "data-constraint": 3]`).
    package mutating func beginGroup(title: String? = nil, _ attributes: SVGAttributes = [:]) {
        body += "<g" + Self.attributes(attributes) + ">"
        if let title { body += "<title>" + Self.escape(title) + "</title>" }
    }

    package mutating func endGroup() {
        body += "</g>\n"
    }

    /// Another writer's elements, moved by (x, y).
    package mutating func append(_ other: SVGWriter, translatedBy x: Double = 0, _ y: Double = 0) {
        if x == 0 && y == 0 {
            body += other.body
        } else {
            body += "<g transform=\"translate(\(Self.number(x)) \(Self.number(y)))\">\n" + other.body + "</g>\n"
        }
    }

    /// The whole document: a white background under the elements, the view
    /// box at (`originX`, `originY`).
    /// - Parameters:
    ///   - standalone: Whether the document is a file of its own, with the
    ///     SVG namespace; one inlined in an HTML page needs none.
    ///   - attributes: More attributes of the `svg` element (a role, a label).
    package func document(width: Double, height: Double, originX: Double = 0, originY: Double = 0,
                          fontSize: Double = 12, definitions: String = "", standalone: Bool = true,
                          _ attributes: SVGAttributes = [:]) -> String {
        let box = [originX, originY, width, height].map(Self.number).joined(separator: " ")
        var text = "<svg" + (standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : "")
            + Self.attributes(["width": width, "height": height, "viewBox": box,
                               "font-family": "Helvetica, Arial, sans-serif", "font-size": fontSize])
            + Self.attributes(attributes) + ">\n"
        if !definitions.isEmpty { text += "<defs>" + definitions + "</defs>\n" }
        text += "<rect" + Self.attributes(["x": originX, "y": originY, "width": width, "height": height, "fill": "white"])
            + "/>\n"
        return text + body + "</svg>\n"
    }

    // MARK: - Pieces

    private mutating func element(_ name: String, _ geometry: SVGAttributes,
                                  _ attributes: SVGAttributes, title: String?) {
        body += "<" + name + Self.attributes(geometry) + Self.attributes(attributes)
        if let title {
            body += "><title>" + Self.escape(title) + "</title></" + name + ">\n"
        } else {
            body += "/>\n"
        }
    }

    private static func attributes(_ attributes: SVGAttributes) -> String {
        var text = ""
        for (name, value) in attributes.pairs { text += " " + name + "=\"" + value.svgText + "\"" }
        return text
    }

    /// A coordinate, length or opacity: at most two digits after the point.
    package static func number(_ value: Double) -> String {
        NumberFormatting.string(value, fractionDigits: 2)
    }

    /// Text with `&`, `<`, `>` and `"` escaped, for content and attributes.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// An element's attributes, in the order they were given:
/// `["fill": "none", "stroke-width": 2]`.
package struct SVGAttributes: ExpressibleByDictionaryLiteral {
    fileprivate var pairs: [(name: String, value: any SVGValue)]

    package init(dictionaryLiteral elements: (String, any SVGValue)...) {
        pairs = elements.map { ($0.0, $0.1) }
    }

    /// Sets an attribute, in place if it is there, else at the end.
    package subscript(name: String) -> (any SVGValue)? {
        get { pairs.first { $0.name == name }?.value }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): pairs[index].value = value
            case let (index?, nil): pairs.remove(at: index)
            case let (nil, value?): pairs.append((name, value))
            case (nil, nil): break
            }
        }
    }
}

/// A value an SVG attribute can take: numbers print as coordinates, texts
/// escaped.
package protocol SVGValue {
    var svgText: String { get }
}

extension Double: SVGValue {
    package var svgText: String { SVGWriter.number(self) }
}

extension Int: SVGValue {
    package var svgText: String { String(self) }
}

extension String: SVGValue {
    package var svgText: String { SVGWriter.escape(self) }
}
