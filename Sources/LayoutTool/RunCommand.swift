import CommandLineOptions
import JSON
import LayoutDocument
import Stack

/// `layout run FILE [--json] [--svg OUT.svg] [--html OUT.html] [--strict] [--width W] [--height H] [--safe-area T,L,B,R] [--keyboard H] [--text-size F] [--right-to-left] [--hide NAME,…] [--why NAME.ATTRIBUTE] [--trace]`:
/// lays out a layout document and prints every item's frame (root
/// coordinates).
///
/// Exit status 0 when the layout holds, 1 when required constraints
/// conflicted (the engine broke one and laid out the rest; with `--strict`
/// no frames are printed) or the layout did not settle, 2 for bad usage, a
/// file that cannot be read or a malformed document.
enum RunCommand {
    static let subcommand = LayoutCommand.Subcommand(command: command, run: run)

    static let command = Command(
        name: "layout run",
        abstract: "Lay out a layout document and print every item's frame.",
        discussion: "Prints every item's frame in the root's coordinates, then the ambiguous items, the items"
            + " squeezed below their content, those overflowing their flex stack, those past the root's edges, the"
            + " hidden items, and each"
            + " conflict in words (Docs/Formats/LayoutDocument.md).",
        arguments: [Argument("FILE", help: "The layout document, or - for standard input.")],
        options: [
            .flag("--json", help: #"Print JSON: { "frames", "ambiguous" }, or the conflict when required"#
                + " constraints conflicted."),
            .value("--svg", "OUT.svg", help: "Also draw the layout into OUT.svg: names, margins, baselines, stack gaps,"
                + " ambiguous items dashed, a conflict's constraints in red, the root's unsafe areas and the keyboard."),
            .value("--html", "OUT.html", help: "Also write a self-contained HTML report into OUT.html: the picture,"
                + " the frames, and each conflict and ambiguous item in words."),
            .flag("--strict", help: "Leave out the frames when required constraints conflicted: only the conflict."),
            .value("--width", "W", help: "Make the root W points wide: a required constraint, in place of the"
                + " root's own width, added before the document's constraints."),
            .value("--height", "H", help: "Make the root H points high, as --width does."),
            .value("--safe-area", "T,L,B,R", help: "Give the root this safe area, the unsafe area on its top, left,"
                + " bottom and right edges (0,47,21,47: a phone in landscape), in place of its own \"safeArea\";"
                + " 0,0,0,0 for none."),
            .value("--keyboard", "H", help: "Bring the keyboard up H points high (0: down), in place of the root's"
                + " own \"keyboard\": every ITEM.keyboard guide follows it."),
            .value("--text-size", "F", help: "Set every item's \"text\" at F times its size (1.5: half as large"
                + " again), its words, spaces, line height and baselines, as a Dynamic Type size does; items sized by"
                + " \"intrinsicSize\" keep theirs."),
            .flag("--right-to-left", help: "Lay the tree out right to left, in place of the root's own"
                + " \"layoutDirection\", as a right-to-left language does; items that force a direction keep it."),
            .value("--hide", "NAME,…", help: "Hide these items, as their \"hidden\": true would: an arranged item"
                + " takes no space in its stack."),
            .value("--why", "NAME.ATTRIBUTE", help: "Also say why an attribute has its value: the constraints that"
                + " decide it, each with its share, and the arithmetic (name.width = 375 − 16 − 64 = 295)."),
            .flag("--trace", help: "Also print the layout trace: the tree with frames, ambiguous and broken items"
                + " marked, as UIKit's _autolayoutTrace."),
        ],
        exitStatuses: [
            ExitStatus(0, "The layout holds, ambiguous or not."),
            ExitStatus(1, "Required constraints conflicted (the engine broke one and laid out the rest), or the"
                + " layout did not settle, or content measured an unusable size; the output says which."),
            ExitStatus(2, "Bad usage, the file cannot be read, the SVG or HTML cannot be written, or the document is malformed."),
        ],
        helpHint: "layout help run")

    static func run(_ options: ParsedArguments, readStandardInput: () -> String) throws(UsageError) -> LayoutCommand.Output {
        let json = options.flag("--json"), strict = options.flag("--strict")
        let width = try size(options, "--width"), height = try size(options, "--height")
        let keyboard = try size(options, "--keyboard")
        let safeArea = try insets(options, "--safe-area")
        let hidden = options["--hide"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        if let hidden, hidden.contains(where: \.isEmpty) {
            throw UsageError("--hide needs item names separated by commas (badge,showMore), not '\(options["--hide"]!)'")
        }
        let textSize = try number(options, "--text-size", needs: "a factor greater than 0 (1.5, say)") { $0 > 0 }
        let text: String
        switch LayoutCommand.read(options.positionals[0], readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return SolveCommand.failure("io", error.message, json: json)
        }
        var document: LayoutDocument
        do {
            document = try LayoutDocument(parsing: text)
        } catch {
            return SolveCommand.failure("parse", error.message, json: json)
        }
        // The root's own size makes the first constraints of the run.
        if let width {
            document.root.size.width = width
            document.rootSizeGivenBy.width = "--width \(format(width))"
        }
        if let height {
            document.root.size.height = height
            document.rootSizeGivenBy.height = "--height \(format(height))"
        }
        // The keyboard comes up from outside too, as the window's size.
        if let keyboard { document.root.keyboard = keyboard }
        if let safeArea { document.root.safeArea = safeArea }
        if let textSize { document.scaleText(by: textSize) }
        // A right-to-left language is the user's setting, as the text size is.
        if options.flag("--right-to-left") { document.root.layoutDirection = .rightToLeft }
        if let hidden, let unknown = document.hide(named: hidden).first {
            throw UsageError("--hide: the document has no item named '\(unknown)'")
        }
        let result: LayoutDocumentRun
        do {
            result = try document.run()
        } catch {
            return SolveCommand.failure("parse", error.message, json: json)
        }
        if let path = options["--svg"] {
            let picture = LayoutPicture(root: result.root, conflicts: result.conflicts, ambiguous: result.ambiguous,
                                        constraints: result.constraints, label: result.name(of:))
            do {
                try TextFiles.store(picture.svg, atPath: path)
            } catch {
                return SolveCommand.failure("io", "cannot write \(path)", json: json)
            }
        }
        if let path = options["--html"] {
            do {
                // The options that change the layout, as the page's title names what was laid out.
                var source = options.positionals[0] == "-" ? "standard input" : options.positionals[0]
                for (option, value) in [("--width", width), ("--height", height), ("--keyboard", keyboard),
                                        ("--text-size", textSize)] {
                    if let value { source += " \(option) \(format(value))" }
                }
                if let safeArea = options["--safe-area"] { source += " --safe-area \(safeArea)" }
                if options.flag("--right-to-left") { source += " --right-to-left" }
                if let hide = options["--hide"] { source += " --hide \(hide)" }
                try TextFiles.store(result.html(source: source), atPath: path)
            } catch {
                return SolveCommand.failure("io", "cannot write \(path)", json: json)
            }
        }
        var why: ValueExplanation?
        if let target = options["--why"] {
            why = try explanation(of: target, in: result)
        }
        let trace = options.flag("--trace") ? result.root.layoutTrace() : nil
        var output: String
        if json {
            var members = result.json(strict: strict).members ?? []
            if let why { members.append(("why", whyJSON(why, result))) }
            if let trace { members.append(("trace", .string(trace))) }
            output = JSON.object(members).formatted(indent: 2)
        } else {
            output = result.text(strict: strict)
            if let why { output += "\n\n" + why.text(naming: result.name(of:)) }
            if let trace { output += "\n\n" + trace }
        }
        output.append("\n")
        LayoutCommand.leaveToExit((text, result))
        return LayoutCommand.Output(standardOutput: output, status: result.exitStatus)
    }

    /// The explanation `--why NAME.ATTRIBUTE` asks for: NAME as the
    /// document's constraints name items and guides.
    private static func explanation(of target: String, in result: LayoutDocumentRun) throws(UsageError) -> ValueExplanation {
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
            throw UsageError("--why needs NAME.ATTRIBUTE (such as title.width), not '\(target)'")
        }
        let attributeName = String(target[target.index(after: dot)...])
        guard let attribute = LayoutAttribute(rawValue: attributeName) else {
            throw UsageError("--why: unknown attribute '\(attributeName)' (\(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        do {
            return result.root.engine.explanation(of: attribute, for: try result.region(named: String(target[..<dot]), attribute: attribute))
        } catch {
            throw UsageError("--why: \(error.message)")
        }
    }

    /// `{ "value", "terms": [{ "constraint", "amount", "offsets"?, "contentOffset"? }], "offset", "offsetSafeArea"?,
    /// "contentOffset"?, "open"?, "hiding"?, "text" }`,
    /// a term's `offsets` (`[{ "attribute", "base", "amount", "safeArea"? }]`,
    /// `safeArea` the part of a margin that is the safe-area inset it grew
    /// by) only when its attributes carry margins or baselines;
    /// `offsetSafeArea`, the same part of the value's own `offset`, only
    /// when it is not 0; `contentOffset`, the share
    /// that scroll items' content offsets make, only when it is not 0; `open` (`[low, high]`, null
    /// for no bound) and `trading` (the optional constraints that tie across
    /// that range, as written; empty when nothing pulls the value), `tied`
    /// (the other constraints at the tie's priority that could give way in
    /// their stead, as written; empty when there are none) and
    /// `broken` (the broken constraints on it along that axis, as
    /// written; empty unless nothing pulls the value), `movingSizes`
    /// (the sizes along that axis, outside the region, that move with it,
    /// `divider.width`; empty unless nothing pulls the value and the
    /// region's own edges are constrained) and `openRegions`
    /// (`[{ "region", "open", "decided", "missing", "links": [{ "from", "to", "constraints" }], "broken" }]`:
    /// the regions whose own frame is open and leaves the value open, the
    /// region itself among them when nothing places it, `open` their open
    /// frame attributes (`left`, `width`, …), `decided` the edge or centre
    /// the constraints decide while the size is open (`bottom`; null when
    /// none is), `missing` the attributes a constraint is missing on, one
    /// each (the size alone when an edge is decided), `links` the steps from the
    /// region asked about, `constraints` those that place `from` from `to`
    /// as written, empty where `from` is inside `to`, `broken` the broken
    /// constraints on the region along that axis; empty unless nothing
    /// pulls the value) only when the
    /// constraints leave the value open;
    /// `hiding` (`{ "item", "inside", "collapsedBy", "collapses", "decidesValue" }`,
    /// `collapsedBy` null when no stack collapses the item) only for a
    /// hidden region or one inside a hidden item; `wrapping` (`[{ "item",
    /// "sizeAtAnyWidth", "widthGiven", "widthTerms", "sizeWithinWidthGiven",
    /// "truncatedWithinWidthGiven", "size" }]`, sizes as `[width, height]`,
    /// `widthTerms` as `terms` (the text's own hugging or compression
    /// resistance written as held there, at its width offered any width,
    /// with `constantInLayout` the measured width the layout holds),
    /// `truncatedWithinWidthGiven` whether the
    /// content says it is cut short there, as text past its `maxLines` is)
    /// only when measured content
    /// that did not get the width it wants decides the value; `clipping`
    /// (`{ "item", "contentSize", "size", "truncated" }`, and for an open
    /// value `showsAllFrom`, the least value in its range at which the
    /// content all shows, null for none) only for the width or height of an
    /// item whose measured content does not all show in it;
    /// `givingWay` (`{ "item", "constraint", "wish", "intrinsic", "tie", "length",
    /// "rivals": [{ "constraint", "miss", "growth" }] }`) only for the width
    /// or height of an item shown at another length than its intrinsic one
    /// (`wish` `intrinsicLength`, `tie` true when its rivals at its
    /// priority would miss by as much if it held, `heldByRequired` true
    /// when the required constraints squeeze it), by constraints the terms
    /// do not all name, or by required constraints that squeeze it, or of
    /// one whose optional constraint on its length gives way to
    /// something outside it or to the required constraints (`otherLength`,
    /// no `intrinsic`, but `wished`, the length it asks for, and
    /// `heldByRequired`, true with no rivals when the required constraints
    /// leave no room towards it; the growth is per point);
    /// `scaledPositions` (`[{ "constraint", "ancestor", "position" }]`) only
    /// when a deciding constraint's multiplier scales a position, measured
    /// from the items' closest common ancestor.
    private static func whyJSON(_ why: ValueExplanation, _ result: LayoutDocumentRun) -> JSON {
        var members: [(String, JSON)] = [
            ("attribute", .string("\(why.region.name).\(why.attribute.rawValue)")),
            ("value", .number(why.value)),
            ("terms", .array(why.terms.map { termJSON($0, result) })),
            ("offset", .number(why.offset)),
        ]
        if why.offsetSafeAreaInset != 0 { members.append(("offsetSafeArea", .number(why.offsetSafeAreaInset))) }
        if why.contentOffsetShare != 0 { members.append(("contentOffset", .number(why.contentOffsetShare))) }
        if let open = why.openRange {
            let bound = { (value: Double) -> JSON in value.isFinite ? .number(value) : .null }
            members.append(("open", .array([bound(open.lowerBound), bound(open.upperBound)])))
            members.append(("trading", .array(why.tradingConstraints.map { .string(result.text(of: $0)) })))
            members.append(("tied", .array(why.tiedConstraints.map { .string(result.text(of: $0)) })))
            members.append(("broken", .array(why.brokenConstraints.map { .string(result.text(of: $0)) })))
            let size = why.attribute.axis == .horizontal ? "width" : "height"
            members.append(("movingSizes", .array(why.sizesMovingWithIt.map { .string("\($0.name).\(size)") })))
            members.append(("openRegions", .array(why.openRegions.map { open in
                .object([("region", .string(open.region.name)),
                         ("open", .array(open.attributes.map { .string($0.rawValue) })),
                         ("decided", open.decidedEdge.map { .string($0.rawValue) } ?? .null),
                         ("missing", .array(open.missing.map { .string($0.rawValue) })),
                         ("links", .array(open.links.map { link in
                             .object([("from", .string(link.from.name)), ("to", .string(link.to.name)),
                                      ("constraints", .array(link.constraints.map { .string(result.text(of: $0)) }))])
                         })),
                         ("broken", .array(open.brokenConstraints.map { .string(result.text(of: $0)) }))])
            })))
        }
        if let hiding = why.hiding {
            members.append(("hiding", .object([
                ("item", .string(hiding.item.name)),
                ("inside", .bool(!hiding.isRegion)),
                ("collapsedBy", hiding.holding.map { .string(result.text(of: $0)) } ?? .null),
                ("collapses", .bool(hiding.collapses)),
                ("decidesValue", .bool(hiding.decidesValue)),
            ])))
        }
        if !why.wrapping.isEmpty {
            let size = { (size: Size) -> JSON in .array([.number(size.width), .number(size.height)]) }
            members.append(("wrapping", .array(why.wrapping.map { wrapping in
                .object([("item", .string(wrapping.item.name)),
                         ("sizeAtAnyWidth", size(wrapping.sizeAtAnyWidth)),
                         ("widthGiven", .number(wrapping.widthGiven)),
                         ("widthTerms", .array(wrapping.widthTerms.map { termJSON($0, result) })),
                         ("sizeWithinWidthGiven", size(wrapping.sizeWithinWidthGiven)),
                         ("truncatedWithinWidthGiven", .bool(wrapping.truncationWithinWidthGiven != nil)),
                         ("size", size(wrapping.size))])
            })))
        }
        if let clipping = why.clipping {
            members.append(("clipping", .object([
                ("item", .string(clipping.item.name)),
                ("contentSize", .array([.number(clipping.contentSize.width), .number(clipping.contentSize.height)])),
                ("size", .array([.number(clipping.size.width), .number(clipping.size.height)])),
                ("truncated", .bool(clipping.truncation != nil)),
            ] + (clipping.openRange.map { [("showsAllFrom", $0.showsAllFrom.map(JSON.number) ?? .null)] } ?? []))))
        }
        if let unbounded = why.unboundedWidth {
            members.append(("unboundedWidth", .object([("item", .string(unbounded.item.name)),
                                                       ("parent", .string(unbounded.parent.name)),
                                                       ("reach", .number(unbounded.reach))])))
        }
        if !why.unplaced.isEmpty {
            members.append(("unplaced", .array(why.unplaced.map { unplaced in
                .object([("item", .string(unplaced.item.name)),
                         ("axis", .string(unplaced.axis == .vertical ? "vertical" : "horizontal"))])
            })))
        }
        if let givingWay = why.givingWay {
            members.append(("givingWay", .object([
                ("item", .string(givingWay.item.name)),
                ("constraint", .string(result.text(of: givingWay.constraint))),
                ("wish", .string(givingWay.wish == .intrinsicLength ? "intrinsicLength" : "otherLength")),
            ] + (givingWay.wish == .intrinsicLength
                    ? [("intrinsic", .number(givingWay.intrinsicLength)), ("tie", .bool(givingWay.isTie)),
                       ("heldByRequired", .bool(givingWay.isHeldByRequired))]
                    : [("wished", .number(givingWay.wishedLength)), ("heldByRequired", .bool(givingWay.isHeldByRequired))]) + [
                ("length", .number(givingWay.length)),
                ("rivals", .array(givingWay.rivals.map { rival in
                    .object([("constraint", .string(result.text(of: rival.constraint))),
                             ("miss", .number(rival.miss)), ("growth", .number(rival.growth))])
                })),
            ])))
        }
        if !why.scaledPositions.isEmpty {
            members.append(("scaledPositions", .array(why.scaledPositions.map { scaled in
                .object([("constraint", .string(result.text(of: scaled.constraint))),
                         ("ancestor", .string(scaled.ancestor.name)),
                         ("position", .number(scaled.position))])
            })))
        }
        members.append(("text", .string(why.text(naming: result.name(of:)))))
        return .object(members)
    }

    /// One term of an explanation, `{ "constraint", "amount", "offsets"?,
    /// "contentOffset"?, "constantInLayout"? }`: the same for the value's
    /// terms and a wrapping's `widthTerms`, whose text shows the margins and
    /// baselines they carry as the value's do. A wrapping's text's own
    /// hugging or compression resistance is written at the constant its
    /// probe held (the content's width offered any width), and
    /// `constantInLayout` gives the one the layout holds.
    private static func termJSON(_ term: ValueExplanation.Term, _ result: LayoutDocumentRun) -> JSON {
        // A constraint held at another constant where its share was worked
        // out is written as held, with the constant the layout holds.
        let text = term.heldConstant.map { term.constraint.description(constant: $0) } ?? result.text(of: term.constraint)
        var members: [(String, JSON)] = [("constraint", .string(text)), ("amount", .number(term.amount))]
        if term.heldConstant != nil {
            members.append(("constantInLayout", .number(term.constraint.constant)))
        }
        if !term.offsets.isEmpty {
            members.append(("offsets", .array(term.offsets.map { offset in
                var fields: [(String, JSON)] = [
                    ("attribute", .string("\(offset.region.name).\(offset.attribute.rawValue)")),
                    ("base", .string("\(offset.baseRegion.name).\(offset.base.rawValue)")),
                    ("amount", .number(offset.amount)),
                ]
                if offset.safeAreaInset != 0 { fields.append(("safeArea", .number(offset.safeAreaInset))) }
                return .object(fields)
            })))
        }
        if term.contentOffsetShare != 0 { members.append(("contentOffset", .number(term.contentOffsetShare))) }
        return .object(members)
    }

    /// The value of `--width`, `--height` or `--keyboard`: a number of
    /// points, 0 or more.
    private static func size(_ options: ParsedArguments, _ name: String) throws(UsageError) -> Double? {
        try number(options, name, needs: "a number of points (0 or more)") { $0 >= 0 }
    }

    /// The value of `--safe-area`: four numbers of points, 0 or more,
    /// separated by commas, for the top, left, bottom and right edges.
    private static func insets(_ options: ParsedArguments, _ name: String) throws(UsageError) -> EdgeInsets? {
        try options.value(name, needs: "four numbers of points (0 or more) for the top, left, bottom and right edges,"
                          + " separated by commas (0,47,21,47)") { text in
            let values = text.split(separator: ",", omittingEmptySubsequences: false).map { part -> Double? in
                guard !part.isEmpty, part.allSatisfy({ "0123456789.eE+-".contains($0) }) else { return nil }
                return Double(part).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            }
            guard values.count == 4, case let numbers = values.compactMap({ $0 }), numbers.count == 4 else { return nil }
            return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        }
    }

    /// The option's value as a finite decimal number that `accepted`
    /// takes. Swift's `Double` also reads hexadecimal (`0x10` is 16), which
    /// no one means by a size in points or a factor.
    private static func number(_ options: ParsedArguments, _ name: String, needs: String,
                               accepting accepted: (Double) -> Bool) throws(UsageError) -> Double? {
        try options.value(name, needs: needs) { text in
            guard text.allSatisfy({ "0123456789.eE+-".contains($0) }) else { return nil }
            return Double(text).flatMap { $0.isFinite && accepted($0) ? $0 : nil }
        }
    }
}
