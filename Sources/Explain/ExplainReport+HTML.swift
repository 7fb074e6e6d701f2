import Drawing

extension LogExplanation {
    /// The explanation as one self-contained HTML page (`layout explain
    /// --html`): for each block its drawing, its constraints (conflict
    /// members, the broken one, the rules never printed), the frames drawn,
    /// the explanation and the fixes. Selecting a constraint highlights its
    /// views and its line in the drawing; a view, its constraints.
    /// - Parameter source: What was explained (a file name), for the title.
    public func html(source: String) -> String {
        let sections = reports.enumerated().map { index, report in
            section(for: report, number: index + 1)
        }
        let count = reports.count
        let subtitle = count == 0 ? "No \"Unable to simultaneously satisfy constraints\" block."
            : "\(count) block\(count == 1 ? "" : "s") of \"Unable to simultaneously satisfy constraints\"."
        return HTMLReport(title: "layout explain \(source)", subtitle: [subtitle], sections: sections).html
    }

    private func section(for report: BlockReport, number: Int) -> HTMLReport.Section {
        let writer = ExplanationWriter(report: report, namer: namer)
        let panel = SVGPanel(report: report, number: number, namer: namer)
        var section = HTMLReport.Section(id: "block-\(number)",
                                         heading: writer.listing(number: number).split(separator: "\n").first.map(String.init) ?? "")
        section.drawing = panel.inlineSVG
        section.drawingCaption = "One layout the block allows: the broken constraint (or another member) left out, positions"
            + " the log leaves open filled in (a 120 × 44 size, the origin). The conflict's constraints are red dimension"
            + " lines with their number and constant; the left-out one is dashed."
        let members = Set(report.conflict?.lines ?? [])
        section.constraints = report.lines.enumerated().map { index, line in
            guard let parsed = line.parsed else {
                return HTMLReport.Constraint(id: String(index + 1), text: line.entry.text, items: [], tags: ["unreadable"],
                                             note: line.unreadable?.reason)
            }
            var tags: [String] = [], notes: [String] = []
            if members.contains(index) { tags.append("conflict") }
            if report.broken?.line == index { tags.append("broken"); notes.append("broken by \(report.block.platform.framework)") }
            if parsed.kind.isSystem { tags.append("system"); notes.append(parsed.kind.summary) }
            if !parsed.isActive {
                tags.append("inactive")
            } else if parsed.priority < 1000 {
                tags.append("optional")
                notes.append("priority \(Numbers.text(parsed.priority)), cannot conflict")
            }
            var items: [String] = []
            for item in parsed.equation.items where !items.contains(namer.name(of: item)) { items.append(namer.name(of: item)) }
            return HTMLReport.Constraint(id: String(index + 1), text: writer.readable(parsed.equation), items: items,
                                         tags: tags, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
        }
        for (index, rule) in (report.conflict?.implicitRules ?? []).enumerated() {
            let name = namer.name(of: rule.item)
            section.constraints.append(HTMLReport.Constraint(id: "implicit-\(index + 1)", label: "*", text: rule.text(naming: name),
                                                             items: [name], tags: ["conflict", "never printed"],
                                                             note: rule.reason))
        }
        section.framesHeading = "Frames drawn"
        section.framesCaption = "One possible layout, in the coordinates of the views' common space."
        section.frames = panel.frames.map { HTMLReport.Frame(item: $0.name, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        // The explanation's lines: paragraphs, and the fixes as a list linked to their constraints.
        var paragraphs: [HTMLReport.Note.Entry] = [], fixes: [HTMLReport.Note.Entry] = [], fixHeading: String?
        for line in report.explanation.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("Fixes") && line.hasSuffix(":") {
                fixHeading = String(line.dropLast())
            } else if fixHeading != nil, line.hasPrefix("  - ") {
                let fix = fixes.count < report.fixes.count ? report.fixes[fixes.count] : nil
                fixes.append(HTMLReport.Note.Entry(String(line.dropFirst(4)), constraint: fix.map { String($0.line + 1) }))
            } else {
                paragraphs.append(HTMLReport.Note.Entry(line))
            }
        }
        section.notes.append(HTMLReport.Note(heading: "Explanation", kind: "explanation", entries: paragraphs))
        if let fixHeading {
            section.notes.append(HTMLReport.Note(heading: fixHeading, kind: "fixes", entries: fixes, isList: true))
        }
        return section
    }
}
