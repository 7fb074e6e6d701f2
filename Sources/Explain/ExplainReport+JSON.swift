import JSON

extension LogExplanation {
    /// The reports as JSON, in the shape `Docs/Formats/ExplainReport.md`
    /// gives: `{ "reports": [ { "constraints", "conflict", "broken",
    /// "explanation", … } ] }`, lines as written. Besides those keys each
    /// report has `unparsed` (lines that could not be read) with
    /// `unparsedReasons`, `cutShort` (lines read although cut short),
    /// `assumption` (the default layout margins a conflict rests on),
    /// `assumedSuperview` (the view taken for a superview the log leaves
    /// unnamed),
    /// `implicit` (unprinted rules in the conflict),
    /// `line`, `platform`, `process` (when the header's prefix names it),
    /// `truncated`, `readable` (each line with view names), `arithmetic`,
    /// `duplicates`, `fixes` and `causes`.
    public var json: JSON {
        .object([("reports", .array(reports.map { $0.json(namer: namer) }))])
    }
}

extension BlockReport {
    func json(namer: ViewNamer) -> JSON {
        let writer = ExplanationWriter(report: self, namer: namer)
        let text = { (index: Int) in JSON.string(lines[index].entry.text) }
        var members: [(key: String, value: JSON)] = [
            ("constraints", .array(lines.indices.map(text))),
            ("conflict", .array((conflict?.lines ?? []).map(text))),
            ("broken", broken.map { .string($0.entry.text) } ?? .null),
            ("explanation", .string(explanation)),
            ("line", .number(Double(block.lineNumber))),
            ("platform", .string(block.platform.rawValue)),
            ("truncated", .bool(block.isTruncated)),
            ("readable", .array(lines.map { $0.parsed.map { .string(writer.readable($0.equation)) } ?? .null })),
        ]
        if let process = block.process {
            members.append(("process", .string(process)))
        }
        if !cutShortLines.isEmpty {
            members.append(("cutShort", .array(cutShortLines.map(text))))
        }
        if !unparsedLines.isEmpty {
            members.append(("unparsed", .array(unparsedLines.map(text))))
            members.append(("unparsedReasons", .array(unparsedLines.map { .string(lines[$0].unreadable?.reason ?? "") })))
        }
        if let assumption = writer.marginAssumptionPhrase {
            members.append(("assumption", .string(assumption)))
        }
        if let assumed = superviewAssumption {
            members.append(("assumedSuperview", .object([
                ("view", .string(namer.name(of: assumed.subview))), ("superview", .string(namer.name(of: assumed.superview))),
            ])))
        }
        if let conflict {
            members.append(("implicit", .array(conflict.implicitRules.map { .string($0.text(naming: namer.name(of: $0.item))) })))
        }
        if let arithmetic {
            members.append(("arithmetic", .object([
                ("sentence", .string(writer.sentence(for: arithmetic))),
                ("terms", .array(arithmetic.terms.map { .number($0.value) })),
                ("total", .number(arithmetic.total)),
                ("bound", .string(arithmetic.bound.rawValue)),
            ])))
        }
        if !duplicates.isEmpty {
            members.append(("duplicates", .array(duplicates.map { duplicate in
                .object([("constraints", .array(duplicate.lines.map(text))), ("identical", .bool(duplicate.isIdentical))])
            })))
        }
        if conflict != nil {
            members.append(("fixes", .array(fixes.map { fix in fix.json(constraint: text(fix.line)) })))
            members.append(("causes", .array(causes.map { .string($0.name) })))
        }
        return .object(members)
    }
}

extension Fix {
    func json(constraint: JSON) -> JSON {
        var members: [(key: String, value: JSON)] = [("constraint", constraint), ("system", .bool(isSystem))]
        switch action {
        case .lowerPriority:
            members.append(("action", .string("lowerPriority")))
            members.append(("to", .number(999)))
        case let .changeConstant(from, to):
            members.append(("action", .string("changeConstant")))
            members.append(("from", .number(from)))
            members.append(("min", to.lower.map(JSON.number) ?? .null))
            members.append(("max", to.upper.map(JSON.number) ?? .null))
            if let alone = targetForConflictAlone {
                members.append(("conflictMin", alone.lower.map(JSON.number) ?? .null))
                members.append(("conflictMax", alone.upper.map(JSON.number) ?? .null))
            }
        case let .changeMultiplier(from, to):
            members.append(("action", .string("changeMultiplier")))
            members.append(("from", .number(from)))
            members.append(("to", .number(to)))
        }
        return .object(members)
    }
}

extension ConflictCause {
    /// The cause's name in JSON reports: `duplicate`, `containerSize`…
    public var name: String {
        switch self {
        case .duplicate: "duplicate"
        case .autoresizingLeftOn: "autoresizingLeftOn"
        case .containerSize: "containerSize"
        case .temporarySize: "temporarySize"
        case .fittingSize: "fittingSize"
        case .hiddenInStackView: "hiddenInStackView"
        case .insetInStackView: "insetInStackView"
        case .sizeInFillEqually: "sizeInFillEqually"
        case .unequalSizesInFillEqually: "unequalSizesInFillEqually"
        case .sizeInFillAlignment: "sizeInFillAlignment"
        case .sizesInStackView: "sizesInStackView"
        case .stackViewArrangement: "stackViewArrangement"
        case .negativeSize: "negativeSize"
        case .shownByKeyboard: "shownByKeyboard"
        case .systemOnly: "systemOnly"
        }
    }
}
