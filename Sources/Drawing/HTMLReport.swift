import JSON

/// A self-contained HTML page for a person debugging a layout: for each
/// section (a laid-out document, a block of a console log), the drawing,
/// the list of constraints, the frames as a table, and headed notes
/// (conflicts, ambiguities, explanations, fixes).
///
/// Everything is inline (the CSS, a small script, the SVG drawings): the
/// page loads nothing, so it can be mailed or attached to an issue. The
/// script links what shows the same thing: list entries and drawing
/// elements carry `data-constraint="3"`, items (drawn rectangles, the
/// frames' rows) `data-item="title"`, and a constraint's entry lists its
/// items as JSON (`data-items='["title","image"]'`). Pointing at or
/// selecting a constraint highlights its items and its line in the
/// drawing; an item, its constraints. The list entries and rows are
/// buttons, and the script makes the drawing's items and constraints
/// focusable buttons too, so Tab and Enter or Space do the same.
///
/// ```swift
/// var section = HTMLReport.Section(id: "s1", heading: "card.json")
/// section.drawing = picture.svg   // SVGWriter.document(standalone: false)
/// section.constraints = [.init(id: "1", text: "title.top == image.bottom + 12", items: ["title", "image"])]
/// let html = HTMLReport(title: "layout run card.json", sections: [section]).html
/// ```
package struct HTMLReport {
    /// One constraint of a section's list.
    package struct Constraint {
        /// What links it to the drawing (`data-constraint`): its number.
        package var id: String
        /// How the list shows the number: `[3]`.
        package var label: String
        /// The constraint, as written or made readable.
        package var text: String
        /// The names of the items it joins (`data-item` values).
        package var items: [String]
        /// Short facts shown beside it (`conflict`, `broken`): each is
        /// also a class of its entry, made of its letters.
        package var tags: [String]
        /// A longer remark, after the tags.
        package var note: String?

        package init(id: String, label: String? = nil, text: String, items: [String], tags: [String] = [], note: String? = nil) {
            self.id = id
            self.label = label ?? "[\(id)]"
            self.text = text
            self.items = items
            self.tags = tags
            self.note = note
        }
    }

    /// One row of a section's frames table.
    package struct Frame {
        package var item: String
        package var x, y, width, height: Double
        /// A remark (`ambiguous`), shown in the last column.
        package var note: String?

        package init(item: String, x: Double, y: Double, width: Double, height: Double, note: String? = nil) {
            self.item = item
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
            self.note = note
        }
    }

    /// A headed block of text: paragraphs or a list.
    package struct Note {
        /// One paragraph or list entry; entries about one constraint or
        /// item are linked like the list's (a fix, an ambiguous item).
        package struct Entry {
            package var text: String
            package var constraint: String?
            package var item: String?

            package init(_ text: String, constraint: String? = nil, item: String? = nil) {
                self.text = text
                self.constraint = constraint
                self.item = item
            }
        }

        package var heading: String
        /// `conflicts`, `fixes`: a class of the block, for style and tests.
        package var kind: String
        package var entries: [Entry]
        /// Whether the entries are a list rather than paragraphs.
        package var isList: Bool

        package init(heading: String, kind: String, entries: [Entry], isList: Bool = false) {
            self.heading = heading
            self.kind = kind
            self.entries = entries
            self.isList = isList
        }
    }

    /// One laid-out document or one block of a log.
    package struct Section {
        /// Unique in the page, made of letters, digits and `-`: the element
        /// ids of the section start with it.
        package var id: String
        package var heading: String
        /// Lines under the heading (what the arithmetic says, say).
        package var summary: [String] = []
        /// An SVG element (`SVGWriter.document(standalone: false)`).
        package var drawing: String?
        /// What the drawing shows, as its caption.
        package var drawingCaption = ""
        package var constraints: [Constraint] = []
        package var constraintsHeading = "Constraints"
        package var frames: [Frame] = []
        package var framesHeading = "Frames"
        /// What the frames are (root coordinates, one possible layout).
        package var framesCaption = ""
        /// The notes, in order, after the drawing and lists.
        package var notes: [Note] = []

        package init(id: String, heading: String) {
            self.id = id
            self.heading = heading
        }
    }

    package var title: String
    /// Lines under the page's title (what was laid out or explained).
    package var subtitle: [String]
    package var sections: [Section]

    package init(title: String, subtitle: [String] = [], sections: [Section]) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
    }

    // MARK: - Writing

    /// The page.
    package var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>
            \(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>\(Self.escape(title))</h1>

            """
        for line in subtitle { page += "<p class=\"subtitle\">\(Self.escape(line))</p>\n" }
        page += "<p class=\"hint\">Point at or select a constraint or an item (Tab, then Enter or Space) to see what it joins;"
            + " Escape clears the selection.</p>\n</header>\n<main>\n"
        if sections.isEmpty { page += "<p>Nothing to show.</p>\n" }
        for section in sections { page += write(section) }
        page += "</main>\n<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return page
    }

    private func write(_ section: Section) -> String {
        let id = section.id
        let known = Set(section.constraints.map(\.id))
        var html = "<section class=\"report\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n"
            + "<h2 id=\"\(id)-heading\">\(Self.escape(section.heading))</h2>\n"
        for line in section.summary { html += "<p class=\"summary\">\(Self.linked(line, known: known))</p>\n" }
        html += "<p class=\"status\" role=\"status\" id=\"\(id)-status\">Nothing selected.</p>\n<div class=\"columns\">\n"
        if let drawing = section.drawing {
            html += "<figure class=\"drawing\" id=\"\(id)-drawing\">\n" + drawing
            if !section.drawingCaption.isEmpty {
                html += "<figcaption>\(Self.escape(section.drawingCaption))</figcaption>\n"
            }
            html += "</figure>\n"
        }
        html += "<div class=\"side\">\n"
        if !section.constraints.isEmpty {
            html += "<h3 id=\"\(id)-constraints-heading\">\(Self.escape(section.constraintsHeading))</h3>\n"
                + "<ul class=\"constraints\" aria-labelledby=\"\(id)-constraints-heading\">\n"
            for constraint in section.constraints { html += write(constraint, section: id) }
            html += "</ul>\n"
        }
        if !section.frames.isEmpty { html += writeFrames(section) }
        html += "</div>\n</div>\n"
        for note in section.notes { html += write(note, known: known) }
        return html + "</section>\n"
    }

    private func write(_ constraint: Constraint, section: String) -> String {
        let classes = (["constraint-entry"] + constraint.tags.map(Self.className)).joined(separator: " ")
        var html = "<li><button type=\"button\" class=\"\(classes)\" id=\"\(section)-c\(Self.className(constraint.id))\""
            + " data-constraint=\"\(Self.escape(constraint.id))\" data-items=\"\(Self.escape(Self.json(constraint.items)))\""
            + " aria-pressed=\"false\">"
            + "<span class=\"number\">\(Self.escape(constraint.label))</span> <span class=\"body\"><code>\(Self.escape(constraint.text))</code>"
        for tag in constraint.tags { html += " <span class=\"tag \(Self.className(tag))\">\(Self.escape(tag))</span>" }
        if let note = constraint.note { html += " <span class=\"note\">\(Self.escape(note))</span>" }
        return html + "</span></button></li>\n"
    }

    private func writeFrames(_ section: Section) -> String {
        let id = section.id
        var html = "<h3 id=\"\(id)-frames-heading\">\(Self.escape(section.framesHeading))</h3>\n"
            + "<table class=\"frames\" aria-labelledby=\"\(id)-frames-heading\">\n"
        if !section.framesCaption.isEmpty { html += "<caption>\(Self.escape(section.framesCaption))</caption>\n" }
        html += "<thead><tr><th scope=\"col\">item</th><th scope=\"col\">x</th><th scope=\"col\">y</th>"
            + "<th scope=\"col\">width</th><th scope=\"col\">height</th><th scope=\"col\"><span class=\"visually-hidden\">notes</span></th></tr></thead>\n<tbody>\n"
        for (index, frame) in section.frames.enumerated() {
            let item = Self.escape(frame.item)
            html += "<tr data-item=\"\(item)\" id=\"\(id)-item-\(index + 1)\"><th scope=\"row\">"
                + "<button type=\"button\" data-item=\"\(item)\" aria-pressed=\"false\">\(item)</button></th>"
            for value in [frame.x, frame.y, frame.width, frame.height] { html += "<td>\(SVGWriter.number(value))</td>" }
            html += "<td>\(Self.escape(frame.note ?? ""))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private func write(_ note: Note, known: Set<String>) -> String {
        var html = "<div class=\"note \(Self.className(note.kind))\">\n<h3>\(Self.escape(note.heading))</h3>\n"
        html += note.isList ? "<ul>\n" : ""
        for entry in note.entries {
            var attributes = ""
            if let constraint = entry.constraint { attributes += " data-constraint=\"\(Self.escape(constraint))\"" }
            if let item = entry.item { attributes += " data-item=\"\(Self.escape(item))\"" }
            let tag = note.isList ? "li" : "p"
            html += "<\(tag)\(attributes)>\(Self.linked(entry.text, known: known))</\(tag)>\n"
        }
        html += note.isList ? "</ul>\n" : ""
        return html + "</div>\n"
    }

    // MARK: - Text

    /// Text and attribute values with `&`, `<`, `>` and `"` escaped.
    package static func escape(_ text: String) -> String { SVGWriter.escape(text) }

    /// Escaped text whose references to listed constraints (`[3]`) point
    /// at them.
    static func linked(_ text: String, known: Set<String>) -> String {
        var html = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let number = String(rest[rest.index(after: open)..<close])
            html += escape(String(rest[..<open]))
            if known.contains(number), number.allSatisfy(\.isNumber) {
                html += "<span class=\"ref\" data-constraint=\"\(number)\">[\(number)]</span>"
            } else {
                html += escape(String(rest[open...close]))
            }
            rest = rest[rest.index(after: close)...]
        }
        return html + escape(String(rest))
    }

    /// A name as a class or id part: letters and digits, the rest `-`.
    static func className(_ text: String) -> String {
        String(text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }

    /// Strings as a JSON array.
    static func json(_ strings: [String]) -> String {
        "[" + strings.map(JSON.quote).joined(separator: ",") + "]"
    }
}
