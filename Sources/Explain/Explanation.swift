import Cassowary

extension LogExplanation {
    /// The explanation as text: for each block its lines (conflict members
    /// marked `*`, lines that could not be read `?`) and the explanation.
    public var text: String {
        reports.enumerated().map { index, report in
            let writer = ExplanationWriter(report: report, namer: namer)
            return writer.listing(number: index + 1) + "\n" + report.explanation
        }.joined(separator: "\n\n")
    }
}

/// Writes a block's findings in plain words: the failing arithmetic, the
/// broken constraint and what the layout becomes without it, the smallest
/// fixes and the usual cause.
struct ExplanationWriter {
    let report: BlockReport
    let namer: ViewNamer

    // MARK: - Whole texts

    /// The explanation paragraphs, one line each (fixes one per line).
    var explanation: String {
        var paragraphs: [String] = []
        if !report.lines.isEmpty, report.lines.allSatisfy({ $0.entry.text == "<private>" }) {
            return "The system log redacted this block's constraints (<private>): capture the log with private"
                + " data shown (in Xcode's console, say) to explain it."
        }
        if report.block.isTruncated {
            paragraphs.append(report.block.listIsClosed
                ? "The log ends before it says which constraint \(report.block.platform.framework) broke."
                : "The log is cut short inside the list: constraints after the cut are missing.")
        }
        if !report.unparsedLines.isEmpty {
            let list = report.unparsedLines.map { "[\($0 + 1)] (\(report.lines[$0].unreadable?.reason ?? "unreadable"))" }
            paragraphs.append("Left out, because they could not be read: " + list.joined(separator: ", ") + ".")
        }
        if !report.cutShortLines.isEmpty {
            let list = report.cutShortLines.map { "[\($0 + 1)]" }.joined(separator: ", ")
            paragraphs.append(report.cutShortLines.count == 1
                ? "Read although the log cuts it short: \(list). The cut falls after its constraint, in the (active, names: …) that follows."
                : "Read although the log cuts them short: \(list). The cuts fall after their constraints, in the (active, names: …) that follows.")
        }
        guard let conflict = report.conflict else {
            paragraphs.append(notConflicting)
            if let broken = brokenParagraph { paragraphs.append(broken) }
            return paragraphs.joined(separator: "\n")
        }
        if let assumed = assumedMargins { paragraphs.append(assumed) }
        if let assumed = report.superviewAssumption {
            paragraphs.append("Assumed: the log does not name the superview of \(namer.name(of: assumed.subview)), which its frame"
                + " is measured from; taken to be \(namer.name(of: assumed.superview)), the first of the block's views"
                + " (those it is constrained to first) with which the lines conflict.")
        }
        paragraphs += report.duplicates.filter {
            Set($0.lines).isSubset(of: Set(conflict.lines)) && $0.isTheAppsToResolve(kind: { report.lines[$0].parsed?.kind })
        }.map(duplicate)
        if let arithmetic = report.arithmetic { paragraphs.append("Why: " + sentence(for: arithmetic) + ".") }
        // The assumed margins have their paragraph.
        let otherRules = conflict.implicitRules.filter { .implicit($0) != report.arithmetic?.pivot && $0.kind != .defaultMargin }
        if !otherRules.isEmpty {
            paragraphs.append("The conflict also rests on rules Auto Layout never prints: "
                + otherRules.map { "\($0.text(naming: namer.name(of: $0.item))) (\($0.reason))" }.joined(separator: "; ") + ".")
        }
        if let broken = brokenParagraph { paragraphs.append(broken) }
        paragraphs.append(fixes)
        paragraphs += report.causes.map { "Likely cause: " + cause($0) }
        return paragraphs.joined(separator: "\n")
    }

    /// The block's heading and its lines, for the text output.
    func listing(number: Int) -> String {
        let count = report.lines.count
        var heading = "Block \(number), line \(report.block.lineNumber)"
        if report.block.platform != .unknown { heading += " (\(report.block.platform.rawValue))" }
        heading += ": \(count) constraint" + (count == 1 ? "" : "s")
        if let conflict = report.conflict {
            heading += "; a minimal conflict of \(conflict.members.count)"
            if let assumption = marginAssumptionPhrase { heading += ", " + assumption }
        } else if report.unparsedLines.count < report.lines.count {
            heading += "; no conflict as printed"
        }
        var lines = [heading]
        let members = Set(report.conflict?.lines ?? [])
        for (index, line) in report.lines.enumerated() {
            let marker = members.contains(index) ? "*" : " "
            let label = "[\(index + 1)]".padded(toWidth: 5)
            guard let parsed = line.parsed else {
                lines.append("  \(label)? \(line.entry.text)")
                continue
            }
            var text = "  \(label)\(marker) \(readable(parsed.equation))"
            var notes: [String] = []
            if parsed.kind.isSystem { notes.append("system: \(parsed.kind.summary)") }
            if parsed.isCutShort { notes.append("cut short after the constraint") }
            if !parsed.isActive { notes.append("inactive") } else if parsed.priority < 1000 {
                notes.append("priority \(Numbers.text(parsed.priority)), cannot conflict")
            }
            if report.broken?.line == index { notes.append("broken by \(report.block.platform.framework)") }
            if !notes.isEmpty { text += "   (" + notes.joined(separator: "; ") + ")" }
            lines.append(text)
        }
        for rule in report.conflict?.implicitRules ?? [] {
            let note = rule.kind == .defaultMargin ? rule.reason : "never printed: \(rule.reason)"
            lines.append("       * \(rule.text(naming: namer.name(of: rule.item)))   (\(note))")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Paragraphs

    /// `assuming the default layout margins of 8`, when the conflict rests
    /// on margins the log does not print.
    var marginAssumptionPhrase: String? {
        guard let assumption = report.marginAssumption else { return nil }
        guard let root = assumption.rootSides else { return "assuming the default layout margins of 8" }
        return "assuming the default layout margins (" + (assumption.rules.contains { !$0.isRootView } ? "8, and " : "")
            + "\(Numbers.text(root)) on the sides of a view controller's root view)"
    }

    /// The paragraph that says which margins were assumed, and why.
    private var assumedMargins: String? {
        guard let assumption = report.marginAssumption else { return nil }
        var views: [LoggedItem] = []
        for rule in assumption.rules where !views.contains(rule.item) { views.append(rule.item) }
        var text = "Assumed: the log does not print the layout margins of \(list(views)). With any margins of 0 or more"
            + " the printed constraints could hold; with UIKit's defaults they conflict: "
        var defaults: [String] = []
        if assumption.rules.contains(where: { !$0.isRootView }) { defaults.append("8 on each side of a view (its layoutMargins)") }
        if let root = assumption.rootSides {
            let roots = views.filter { view in assumption.rules.contains { $0.isRootView && $0.item == view } }
            let (sizeClass, other, otherClass) = root == 20 ? ("regular", 16.0, "compact") : ("compact", 20.0, "regular")
            defaults.append("\(Numbers.text(root)) on the left and right of a view controller's root view in a \(sizeClass) width"
                + " (\(list(roots)), taken for one as its size is UIView-Encapsulated-Layout-*); with \(Numbers.text(other)),"
                + " a \(otherClass) width, they " + (assumption.otherRootSidesConflict == true ? "conflict too" : "hold"))
        }
        text += defaults.joined(separator: "; ") + "."
        return text
    }

    private var notConflicting: String {
        guard !report.lines.isEmpty else { return "The block lists no constraints." }
        let readable = report.lines.count - report.unparsedLines.count
        guard readable > 0 else { return "None of the constraints could be read, so there is nothing to solve." }
        var text = "No conflict as printed: the \(readable) constraint\(readable == 1 ? "" : "s") that could be read"
            + (readable == 1 ? " holds" : " hold together") + " (with every width and height at least 0"
        if report.unprintedMargins.any {
            let defaults = (report.unprintedMargins.plain ? ["8 on each side of a view"] : [])
                + (report.unprintedMargins.rootSides ? ["16 or 20 on the sides of a view controller's root view"] : [])
            text += ", and with UIKit's default layout margins, which the log does not print"
                + (defaults.isEmpty ? "" : ": " + defaults.joined(separator: ", "))
        }
        text += "), so what \(report.block.platform.framework) saw lies outside the list:"
            + " a constraint it did not print, constants rounded in printing, or pixel alignment."
        if !report.unparsedLines.isEmpty { text += " The lines that could not be read may be part of it." }
        for duplicate in report.duplicates where duplicate.isIdentical {
            text += " [\(duplicate.lines[0] + 1)] and [\(duplicate.lines[1] + 1)] are the same constraint twice,"
                + " a duplicate that cannot conflict by itself."
        }
        return text
    }

    private func duplicate(_ duplicate: Duplicate) -> String {
        let (i, j) = (duplicate.lines[0], duplicate.lines[1])
        guard let a = report.lines[i].parsed?.equation, let b = report.lines[j].parsed?.equation.aligned(with: a) else { return "" }
        let pair = "[\(i + 1)] and [\(j + 1)]"
        if duplicate.isIdentical { return "Duplicate: \(pair) are the same constraint twice (redundant)." }
        guard let agreement = duplicate.agreement, let second = a.second else {
            let quantity = quantityText(of: a)
            return "Duplicate: \(pair) both set \(quantity), to \(Numbers.text(a.constant)) and to \(Numbers.text(b.constant))."
        }
        var text = "Duplicate: \(pair) both set \(reference(a.first)), to \(Numbers.text(a.multiplier)) × and to"
            + " \(Numbers.text(b.multiplier)) × \(reference(second)); both hold only when \(reference(second)) is \(Numbers.text(agreement))"
        if let others = duplicate.othersRange, !others.contains(agreement) {
            text += ", but the rest of the block makes it \(others)"
        }
        return text + "."
    }

    /// `UIView #1.width = 15 + 300 + 15 = 330, but [4] 'UIView-Encapsulated-Layout-Width' needs 320`.
    func sentence(for arithmetic: ConflictArithmetic) -> String {
        let verb = switch arithmetic.bound {
        case .exactly: "="
        case .atMost: "at most"
        case .atLeast: "at least"
        }
        // Numbers that differ only past 6 digits (printed constants rounded,
        // 3 × 94.3333 against 283) are shown with 10.
        let needed = arithmetic.pivot.line.flatMap { report.lines[$0].parsed?.equation.constant } ?? 0
        let digits = Numbers.text(arithmetic.total) == Numbers.text(needed) ? 10 : 6
        var sum = arithmetic.terms.enumerated().map { term($1, first: $0 == 0, digits: digits) }.joined()
        if arithmetic.terms.count != 1 || abs(abs(arithmetic.terms[0].factor) - 1) > 1e-9 {
            sum += (sum.isEmpty ? "" : " = ") + Numbers.text(arithmetic.total, digits: digits)
        }
        let requirement: String
        switch arithmetic.pivot {
        case let .implicit(rule):
            requirement = rule.reason + sizesLeftOut(of: arithmetic.pivot)
        case let .line(index):
            let equation = report.lines[index].parsed!.equation
            requirement = "\(lineReference(index)) needs \(qualifier(equation.relation))\(Numbers.text(needed, digits: digits))"
        }
        return "the rest of the conflict makes \(quantityText(of: arithmetic.pivot)) \(verb) \(sum), but \(requirement)"
    }

    /// For a conflict that rests on an unprinted `size >= 0`, the block's
    /// lines that set that same size but are not in the conflict, which a
    /// reader looks for there (`UIImageView #1.width == 29`): `, so the
    /// conflict holds whatever [3] UIImageView #1.width == 29 says`; empty
    /// when there is none.
    private func sizesLeftOut(of pivot: ConflictMember) -> String {
        let quantity = quantityText(of: pivot)
        let members = Set(report.conflict?.lines ?? [])
        let lines = report.lines.indices.filter { index in
            guard !members.contains(index), let equation = report.lines[index].parsed?.equation,
                  equation.second == nil else { return false }
            return quantityText(of: equation) == quantity
        }
        guard !lines.isEmpty else { return "" }
        return ", so the conflict holds whatever " + lines.map(lineReference).joined(separator: " and ")
            + (lines.count == 1 ? " says" : " say")
    }

    private func term(_ term: ConflictArithmetic.Term, first: Bool, digits: Int) -> String {
        let factor = abs(term.factor), constant = Numbers.text(abs(term.constant), digits: digits)
        let body: String
        if abs(factor - 1) < 1e-9 {
            body = constant
        } else if factor < 1, abs(1 / factor - (1 / factor).rounded()) < 1e-6 {
            body = "\(constant) / \(Numbers.text(1 / factor))"
        } else {
            body = "\(Numbers.text(factor, digits: digits)) × \(constant)"
        }
        if first { return (term.value < 0 ? "-" : "") + body }
        return (term.value < 0 ? " - " : " + ") + body
    }

    private var brokenParagraph: String? {
        guard let broken = report.broken else {
            // Whatever the block lacks (a header, a recovery line, or both, as in
            // a pasted list), the choice is unknown; a truncated block says so
            // in its own paragraph.
            return report.block.isTruncated ? nil : "The log does not say which constraint \(report.block.platform.framework) broke."
        }
        var text = "Broken: \(report.block.platform.framework) broke "
        switch (broken.match, broken.line) {
        case let (.address, line?):
            text += lineReference(line) + (broken.isCutShort ? " (its line is cut short in the log; found by its address)" : "")
        case let (.form, line?):
            text += lineReference(line) + " (printed with other addresses: another occurrence of the same constraint)"
        default:
            if let parsed = broken.parsed {
                return text + readable(parsed.equation) + ", which is not in the list."
            }
            return text + "a constraint that cannot be read: \(broken.entry.text) (\(broken.unreadable?.reason ?? "unreadable"))."
        }
        text += "."
        if let line = broken.line, let conflict = report.conflict, !conflict.lines.contains(line) {
            text += " It is not in the minimal conflict shown here; \(report.block.platform.framework)'s choice among the constraints is its own."
        }
        if let relaxation = report.withoutBroken, let equation = report.lines[relaxation.line].parsed?.equation {
            text += " Without it, " + outcome(of: relaxation, equation: equation) + "."
        }
        return text
    }

    /// What the others leave for a constraint's quantity.
    private func outcome(of relaxation: Relaxation, equation: LayoutEquation) -> String {
        if relaxation.othersStillConflict { return "the other constraints still conflict" }
        if equation.multiplier != 1, let second = equation.second,
           let firstValue = relaxation.first?.value, let secondValue = relaxation.second?.value {
            let constant = equation.constant
            let ratio = constant != 0
                ? " where it asks \(Numbers.text(equation.multiplier)) × \(Numbers.text(secondValue))"
                    + " \(constant < 0 ? "−" : "+") \(Numbers.text(abs(constant)))"
                    + " = \(Numbers.text(equation.multiplier * secondValue + constant))"
                : secondValue == 0 ? "" : ": a ratio of \(Numbers.text(firstValue / secondValue))"
                    + " instead of \(Numbers.text(equation.multiplier))"
            return "\(reference(equation.first)) is \(Numbers.text(firstValue)) and \(reference(second)) is"
                + " \(Numbers.text(secondValue))" + ratio
        }
        guard let quantity = relaxation.quantity, !quantity.isUnbounded else {
            return "the listed constraints leave \(quantityText(of: equation)) free"
        }
        return "\(quantityText(of: equation)) is \(quantity) instead of \(qualifier(equation.relation))\(Numbers.text(equation.constant))"
    }

    private var fixes: String {
        guard !report.fixes.isEmpty else {
            return "No change to a single constraint resolves this block: it holds more than one conflict."
        }
        var lines = ["Fixes, each enough by itself:"]
        for fix in report.fixes {
            let reference = lineReference(fix.line)
            let kind = report.lines[fix.line].parsed!.kind
            switch fix.action {
            case .lowerPriority:
                lines.append("  - lower the priority of \(reference) to 999, or remove it"
                    + (fix.line == report.broken?.line ? " (what \(report.block.platform.framework) did)" : ""))
            case let .changeConstant(from, to):
                let target = targetText(to)
                lines.append(fix.isSystem
                    ? "  - \(reference) is \(kind.summary), set by the system; it would have to be \(target)"
                    : "  - change \(Numbers.text(from)) to \(target) in \(reference)"
                        + (fix.targetForConflictAlone.map {
                            " (this conflict alone would take \(targetText($0)); the block's other lines narrow it"
                                + " to \(target))"
                        } ?? ""))
            case let .changeMultiplier(from, to):
                lines.append(fix.isSystem
                    ? "  - \(reference) is \(kind.summary), set by the system; its multiplier would have to be \(Numbers.text(to))"
                    : "  - change the multiplier \(Numbers.text(from)) to \(Numbers.text(to)) in \(reference)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `290`, `at least 30`, `a value from 0 to 42`.
    private func targetText(_ range: ValueRange) -> String {
        range.lower != nil && range.upper != nil && range.value == nil ? "a value \(range)" : "\(range)"
    }

    private func cause(_ cause: ConflictCause) -> String {
        switch cause {
        case .duplicate:
            return "a duplicate: the same attribute is constrained twice. Keep one; often an older constraint"
                + " was not deactivated when a new one was added."
        case let .negativeSize(line):
            return "\(lineReference(line)) asks for a negative size, which usually comes from arithmetic on a size"
                + " that is still 0 (a container's width minus insets, computed before the first layout)."
        case let .autoresizingLeftOn(views):
            func text(_ masks: Set<AutoresizingMask>) -> String {
                masks.sorted { $0.description < $1.description }
                    .map { "\($0): \($0.summary(for: .horizontal)); \($0.summary(for: .vertical))" }.joined(separator: "; ")
            }
            let framework = report.block.platform.framework
            // Without a constraint of the app's in the conflict, the frames
            // disagree among themselves: a view too small for the fixed
            // margins of a view inside it. Every frame's mask takes part.
            if let lines = report.conflict?.lines, lines.allSatisfy({ report.lines[$0].parsed?.kind == .autoresizing }) {
                return "only frames conflict here: translatesAutoresizingMaskIntoConstraints is on for \(list(views)), and"
                    + " \(framework) turned the frames into constraints (\(text(Set(report.lines.compactMap { $0.parsed?.autoresizingMask }))))"
                    + " that disagree with each other, with no constraint of the app's among them: a view is too small for"
                    + " the fixed margins of the views inside it, often a frame of 0 or so given before its real size is"
                    + " known. Give it a frame that fits (the fixes say how large) before it is laid out."
            }
            // The masks of the views named, not those of a window or of
            // UIKit's private views in the same block.
            let masks = Set(report.lines.compactMap { line in
                line.parsed.flatMap { views.contains($0.framedView) ? $0.autoresizingMask : nil }
            })
            return "translatesAutoresizingMaskIntoConstraints is on for \(list(views)): \(framework) turned the frame into"
                + " constraints (\(text(masks))) that fight the others. Set it to false on views laid out with constraints."
                + windowFrames
        case let .containerSize(view, isZero, container):
            let name = namer.name(of: view), source = container?.source ?? "its container"
            // With only the system's constraints there is nothing of the app's to lower.
            let systemOnly = report.causes.contains(.systemOnly)
            if isZero {
                return "\(name) gets a size of 0 from \(source) (UIView-Encapsulated-Layout-*) in a first layout pass,"
                    + " before its real size is known. Usually harmless"
                    + (systemOnly ? ", and only the system's constraints take part: none of the app's to lower."
                        : ": lower the priority of one of your constraints along that axis (the trailing or bottom one,"
                        + " say) to 999 so that it can give way.")
            }
            let detail = container?.detail ?? "a table or collection view cell's size, a view controller's root view"
            return "\(name)'s size comes from \(source) (UIView-Encapsulated-Layout-*: \(detail)), and the constraints"
                + " inside need another. "
                + (systemOnly ? "Only the system's constraints take part: none of the app's to lower or change."
                    : container?.remedy ?? (view.isCellView
                        ? "Make them agree (the size from sizeForItemAt, the row height), or lower the priority of one"
                            + " of yours to 999."
                        : "If it is a view controller's root view, its container (the screen, a sheet, a navigation or"
                            + " tab bar's area) sets that size: let the constraints inside fit it, pinned to its edges"
                            + " rather than sized on their own; in a cell, make them agree (the size from sizeForItemAt,"
                            + " the row height). Or lower the priority of one of yours to 999."))
        case let .temporarySize(view):
            return "\(namer.name(of: view)) has a temporary size UIKit sets before its first layout"
                + " (_UITemporaryLayoutWidth/Height: a titleView, a bar item, a view just added). Usually harmless:"
                + " lower the priority of one of your constraints to 999."
        case let .fittingSize(view):
            return "\(namer.name(of: view)) is sized by systemLayoutSizeFitting with a target width (fittingSizeHTarget)"
                + " the constraints cannot meet. Lower the priority of one of them to 999, or fit with another target."
        case let .hiddenInStackView(view, axis):
            return "a stack view hides \(namer.name(of: view)) (isHidden = true) and gives it a"
                + " \(axis == .vertical ? "height" : "width") of 0 (UISV-hiding), but the constraints inside it need room."
                + " Lower the priority of one of them (the \(axis == .vertical ? "bottom" : "trailing") one, say) to 999."
        case let .insetInStackView(line, view, stackView, edge, inset):
            let stack = namer.name(of: stackView), amount = Numbers.text(inset)
            return "\(lineReference(line)) holds \(namer.name(of: view)) \(amount) from \(stack)'s \(edge.rawValue) edge,"
                + " but \(stack) arranges it and holds it at that edge itself (UISV-canvas-connection). To inset what a"
                + " stack view arranges, give \(stack) layoutMargins (\(edge.rawValue) \(amount)) and set"
                + " isLayoutMarginsRelativeArrangement = true, then remove \(lineReference(line))."
        case let .sizeInFillEqually(line, view, attribute):
            return "\(lineReference(line)) fixes the \(attribute.rawValue) of \(namer.name(of: view)), but a fillEqually stack view"
                + " arranges it and makes it as \(attribute == .width ? "wide" : "high") as the views beside it (UISV-fill-equally),"
                + " sharing the stack view's \(attribute.rawValue). Size the stack view rather than the view: remove"
                + " \(lineReference(line)), or use the fill distribution to let this view's \(attribute.rawValue) stand."
        case let .unequalSizesInFillEqually(line, first, second, attribute):
            let wide = attribute == .width ? "wide" : "high"
            return "\(lineReference(line)) makes the \(attribute.rawValue) of \(namer.name(of: first)) other than that of"
                + " \(namer.name(of: second)), but a fillEqually stack view arranges both and makes them as \(wide) as each other"
                + " (UISV-fill-equally). To give one view a share of another's \(attribute.rawValue) (a double-width key), use"
                + " the fill distribution and make the equal \(attribute.rawValue)s constraints of your own, or remove"
                + " \(lineReference(line))."
        case let .sizeInFillAlignment(line, view, attribute):
            let name = namer.name(of: view), height = attribute == .height
            return "\(lineReference(line)) fixes the \(attribute.rawValue) of \(name), but the stack view arranging it aligns"
                + " its \(height ? "top and bottom" : "leading and trailing") edges with the views beside it (UISV-alignment,"
                + " the fill alignment), so \(name) spans the stack view, whose \(attribute.rawValue) its container decides."
                + " Give the stack view another alignment (\(height ? ".center, .top or .bottom" : ".center, .leading or .trailing"))"
                + " so that \(name) keeps its own \(attribute.rawValue), or lower the priority of \(lineReference(line)) to 999."
        case let .sizesInStackView(lines, attribute):
            let listed = AutoresizingMask.Axis.list(lines.map(lineReference)), both = lines.count == 2 ? "both" : "all"
            return "\(listed) \(both) set the \(attribute.rawValue) of a view that a stack view arranges, side by side"
                + " (UISV-spacing between them): with the spacing they need more than the stack view's \(attribute.rawValue),"
                + " which its container decides. Let one give way: lower its priority to 999 or less, or remove it and let"
                + " the view's content size (hugging and compression resistance) decide its \(attribute.rawValue)."
        case .stackViewArrangement:
            return "some of these are a UIStackView's own constraints (UISV-*: spacing, alignment, canvas):"
                + " what the stack view arranges does not fit the room it has."
        case let .shownByKeyboard(view):
            return "\(namer.name(of: view)) is shown by the keyboard (an inputView or inputAccessoryView): UIKit pins its"
                + " bottom to UIInputSetHostView's, in the keyboard's own window (UIRemoteKeyboardWindow), whose safe area"
                + " keeps room for the home indicator. Constraints that hold it to another edge there cannot all hold:"
                + " constrain its content to its own safeAreaLayoutGuide, or lower the priority of one of yours to 999."
        case .systemOnly:
            if report.block.isFromSystemProcess, let process = report.block.process {
                return "\(process), one of Apple's own apps, printed this block: every view here is the system's, so this"
                    + " is not a bug in the app's constraints and the app cannot fix it."
            }
            let items = report.conflict?.lines.flatMap { report.lines[$0].parsed?.equation.items ?? [] } ?? []
            let owner = items.contains(where: \.isSpringBoardItem) ? "UIKit or to SpringBoard" : "UIKit"
            return "every view here is private to \(owner), so this is not a bug in the app's constraints and the app cannot fix it."
        }
    }

    /// After the views to turn the flag off for: the windows (and UIKit's
    /// containers) whose frames take part too, which are to stay as they are.
    private var windowFrames: String {
        let lines = report.conflict?.lines.compactMap { report.lines[$0].parsed } ?? []
        var windows: [LoggedItem] = []
        for line in lines where line.kind == .autoresizing && line.framedView.isFramedBySystem
            && !windows.contains(line.framedView) { windows.append(line.framedView) }
        guard !windows.isEmpty else { return "" }
        let frames = windows.count == 1 ? "frame of \(list(windows)) is" : "frames of \(list(windows)) are"
        return " The \(frames) the system's (a window's size, or a container UIKit places), not one"
            + " this flag turns off: leave \(windows.count == 1 ? "it" : "them")."
    }

    // MARK: - Names

    /// `UILabel #1.width`.
    func reference(_ reference: AttributeReference) -> String {
        namer.name(of: reference.item) + "." + reference.attribute.rawValue
    }

    /// `UILabel #1.leading == UIView #1.leading + 15`.
    func readable(_ equation: LayoutEquation) -> String {
        var text = "\(reference(equation.first)) \(equation.relation) "
        if let second = equation.second {
            if equation.multiplier != 1 { text += "\(Numbers.text(equation.multiplier)) * " }
            text += reference(second)
            if equation.constant != 0 {
                text += (equation.constant < 0 ? " - " : " + ") + Numbers.text(abs(equation.constant))
            }
        } else {
            text += Numbers.text(equation.constant)
        }
        return text + (equation.isSystemSpacing ? " (system spacing)" : "")
    }

    /// `[4] 'UIView-Encapsulated-Layout-Width'` or `[2] UILabel #1.width == 300`.
    func lineReference(_ index: Int) -> String {
        guard let parsed = report.lines[index].parsed else { return "[\(index + 1)]" }
        return "[\(index + 1)] " + (parsed.identifier.map { "'\($0)'" } ?? readable(parsed.equation))
    }

    /// The quantity a constraint sets: `UILabel #1.width`, `A.leading - B.leading`, `A.height - 0.5 × B.height`.
    func quantityText(of equation: LayoutEquation) -> String {
        guard let second = equation.second else { return reference(equation.first) }
        let factor = equation.multiplier == 1 ? "" : "\(Numbers.text(equation.multiplier)) × "
        return "\(reference(equation.first)) - \(factor)\(reference(second))"
    }

    private func quantityText(of member: ConflictMember) -> String {
        switch member {
        case let .line(index): return quantityText(of: report.lines[index].parsed!.equation)
        case let .implicit(rule):
            let name = namer.name(of: rule.item)
            switch rule.kind {
            case .nonNegativeWidth: return name + ".width"
            case .nonNegativeHeight: return name + ".height"
            case .firstBaselineBelowTop: return "\(name).firstBaseline - \(name).top"
            case .lastBaselineBelowTop: return "\(name).lastBaseline - \(name).top"
            case .nonNegativeMargin, .defaultMargin: return "\(name).\(rule.margin?.rawValue ?? "margin") inset"
            }
        }
    }

    private func qualifier(_ relation: Relation) -> String {
        switch relation {
        case .equal: ""
        case .greaterThanOrEqual: "at least "
        case .lessThanOrEqual: "at most "
        }
    }

    private func list(_ items: [LoggedItem]) -> String {
        AutoresizingMask.Axis.list(items.map { namer.name(of: $0) })
    }
}
