import Drawing
import Stack

extension LayoutDocumentRun {
    /// The run as one self-contained HTML page (`layout run --html`): the
    /// drawing with every constraint numbered as in the list beside it,
    /// the frames as a table, the conflicts with the fixes each allows, the
    /// ambiguities and what the layout passes met. Selecting a constraint
    /// highlights its items and its line; an item, its constraints.
    /// - Parameter source: What was laid out (a file name), for the title.
    public func html(source: String) -> String {
        var picture = LayoutPicture(root: root, conflicts: conflicts, ambiguous: ambiguous, constraints: constraints,
                                    label: name(of:))
        picture.everyConstraint = true
        let numbered = picture.numberedConstraints
        var numbers: [ObjectIdentifier: Int] = [:]
        for (index, constraint) in numbered.enumerated() { numbers[ObjectIdentifier(constraint)] = index + 1 }
        func reference(_ constraint: LayoutConstraint) -> String {
            "[\(numbers[ObjectIdentifier(constraint)]!)] \(name(of: constraint))"
        }
        let listed = Set(constraints.map(ObjectIdentifier.init))
        let inConflict = Set(conflicts.flatMap(\.constraints).map(ObjectIdentifier.init))
        let broken = Set(conflicts.map(\.broken).map(ObjectIdentifier.init))
        let ambiguousItems = Set(ambiguous.map(ObjectIdentifier.init))

        var section = HTMLReport.Section(id: "layout", heading: "The layout of \(root.name)")
        section.summary = [summary]
        section.drawing = picture.svg(standalone: false)
        section.drawingCaption = "Each item in its frame (root coordinates) with its margins dotted and baselines dashed,"
            + " a stack's gaps shaded, ambiguous items dashed; each constraint a line between the anchors it joins,"
            + " tagged with its number in the list, a conflict's in red and the broken one dashed."
        if root.rootSafeAreaInsets != .zero {
            section.drawingCaption += " The violet bands along the root's edges are outside its safe area (a notch, a home"
                + " indicator), labelled with their insets."
        }
        if root.rootKeyboardHeight > 0 {
            section.drawingCaption += " The gray rectangle across the bottom is the keyboard, labelled with its height."
        }
        section.constraints = numbered.map { constraint in
            let id = ObjectIdentifier(constraint)
            var tags: [String] = []
            if inConflict.contains(id) { tags.append("conflict") }
            if broken.contains(id) { tags.append("broken") }
            var note: String?
            if let origin = settingOrigin(of: constraint) {
                note = "from " + origin.text
            } else if !listed.contains(id) {
                note = Self.whose(constraint)
            }
            return HTMLReport.Constraint(id: String(numbers[id]!), text: name(of: constraint),
                                         items: [constraint.firstItem.name] + (constraint.secondItem.map { [$0.name] } ?? []),
                                         tags: tags, note: note)
        }
        section.framesCaption = "Root coordinates" + (conflicts.isEmpty ? "." : ", laid out without the broken constraints.")
        let squeezed = squeezed, overflowing = overflowing
        section.frames = items.map { item in
            let frame = item.reportedFrameInRoot
            var notes: [String] = []
            if ambiguousItems.contains(ObjectIdentifier(item)) { notes.append("ambiguous") }
            for squeeze in squeezed where squeeze.item === item {
                notes.append("squeezed: " + squeeze.lengths)
            }
            let overflows = overflowing.filter { $0.item === item }
            if !overflows.isEmpty { notes.append("overflowing: " + Self.overflowText(overflows)) }
            if item.isHidden { notes.append("hidden") }
            // As the text output prints it after the frames.
            if let scroll = item as? ScrollItem { notes.append(Self.contentLine(of: scroll)) }
            return HTMLReport.Frame(item: item.name, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                                    note: notes.isEmpty ? nil : notes.joined(separator: ", "))
        }
        for (index, conflict) in conflicts.enumerated() {
            let number = String(numbers[ObjectIdentifier(conflict.broken)]!)
            var entries = [HTMLReport.Note.Entry("Unable to satisfy \(reference(conflict.broken)): \(conflict.arithmetic).",
                                                 constraint: number),
                           HTMLReport.Note.Entry("These constraints conflict (removing any one lets the rest hold):")]
            entries += conflict.constraints.map {
                HTMLReport.Note.Entry("• " + reference($0), constraint: String(numbers[ObjectIdentifier($0)]!))
            }
            entries += conflict.remarks(naming: reference).map { HTMLReport.Note.Entry($0) }
            entries.append(HTMLReport.Note.Entry("Broke \(reference(conflict.broken)) and laid out the rest.", constraint: number))
            section.notes.append(HTMLReport.Note(heading: conflicts.count == 1 ? "Conflict" : "Conflict \(index + 1)",
                                                 kind: "conflicts", entries: entries))
            section.notes.append(HTMLReport.Note(heading: "Fixes, each enough for this conflict", kind: "fixes",
                                                 entries: fixes(for: conflict, reference: reference).map {
                                                     HTMLReport.Note.Entry($0.text, constraint: String(numbers[ObjectIdentifier($0.constraint)]!))
                                                 },
                                                 isList: true))
        }
        if !ambiguous.isEmpty {
            var entries: [HTMLReport.Note.Entry] = []
            // A constraint named under an ambiguity points at its entry in the list, as the conflicts' do.
            let bullet = { (constraint: LayoutConstraint) -> HTMLReport.Note.Entry in
                let number = numbers[ObjectIdentifier(constraint)]
                return HTMLReport.Note.Entry("• " + (number == nil ? name(of: constraint) : reference(constraint)),
                                             constraint: number.map(String.init))
            }
            for ambiguity in ambiguities {
                entries.append(HTMLReport.Note.Entry(ambiguity.description, item: ambiguity.region.name))
                // What leaves it open: a tie between optional constraints, or nothing at all.
                let why = ambiguity.region.explanation(of: ambiguity.attribute)
                let trading = why.tradingConstraints
                if trading.isEmpty {
                    entries += why.openLines(naming: name(of:)).map { line in
                        line.constraint.map(bullet) ?? HTMLReport.Note.Entry(line.text)
                    }
                    if !why.brokenConstraints.isEmpty { entries.append(HTMLReport.Note.Entry(ValueExplanation.brokenAdvice)) }
                    entries += why.brokenConstraints.map(bullet)
                } else {
                    entries.append(HTMLReport.Note.Entry(ValueExplanation.tieAdvice))
                    entries += trading.map(bullet)
                    if let priority = why.tiePriority, !why.tiedConstraints.isEmpty {
                        entries.append(HTMLReport.Note.Entry(ValueExplanation.tiedAdvice(at: priority)))
                        entries += why.tiedConstraints.map(bullet)
                        entries.append(HTMLReport.Note.Entry(ValueExplanation.tieChoice(at: priority)))
                    }
                }
            }
            entries.append(HTMLReport.Note.Entry("The frames in the table are one layout of many: each open value needs a"
                + " constraint more (an edge, a centre or a size), or a tie between optional constraints broken by"
                + " giving one a higher priority."))
            section.notes.append(HTMLReport.Note(heading: "Ambiguities", kind: "ambiguities", entries: entries))
        }
        if !passes.isClean {
            var entries: [HTMLReport.Note.Entry] = []
            if !passes.unsettledItems.isEmpty {
                entries.append(HTMLReport.Note.Entry("Did not settle in \(LayoutEngine.maximumPasses) layout passes: "
                    + passes.unsettledItems.map(\.name).joined(separator: ", ")))
                if let loop = safeAreaLoopText { entries.append(HTMLReport.Note.Entry(loop)) }
            }
            entries += passes.invalidMeasurements.map { HTMLReport.Note.Entry($0.description, item: $0.item.name) }
            section.notes.append(HTMLReport.Note(heading: "Layout passes", kind: "passes", entries: entries))
        }
        return HTMLReport(title: "layout run \(source)", subtitle: [], sections: [section]).html
    }

    /// One line about the run: whether the layout holds.
    private var summary: String {
        var text = "\(items.count) item\(items.count == 1 ? "" : "s"), \(constraints.count) constraint"
            + (constraints.count == 1 ? "" : "s") + "; "
        if conflicts.isEmpty {
            text += "the layout holds"
        } else {
            text += conflicts.count == 1 ? "required constraints conflict: the engine broke one and laid out the rest"
                : "required constraints conflict \(conflicts.count) times: the engine broke one each time and laid out the rest"
        }
        if !ambiguous.isEmpty { text += "; ambiguous: " + ambiguous.map(\.name).joined(separator: ", ") }
        return text + "."
    }

    /// Whose a constraint the document did not write is, for the page and
    /// the fixes.
    static func whose(_ constraint: LayoutConstraint) -> String {
        switch constraint.origin {
        case let .stack(rule): "the stack's (\(rule))"
        case .contentSize: "\(constraint.firstItem.name)'s content size"
        case .autoresizingMask: "\(constraint.firstItem.name)'s frame (autoresizing mask)"
        case .engine, .user: "the engine's"
        }
    }
}
