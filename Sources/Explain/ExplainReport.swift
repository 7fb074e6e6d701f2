import Cassowary

/// One constraint line of a block: what the log wrote and what was read.
public struct ConstraintLine: Sendable, Hashable {
    /// The line as written.
    public var entry: LogEntry
    /// The constraint, when the line could be read.
    public var parsed: LoggedConstraint?
    /// Why the line could not be read, when it could not.
    public var unreadable: UnreadableConstraint?
}

/// The constraint the log says UIKit broke to recover.
public struct BrokenConstraint: Sendable, Hashable {
    /// How the broken constraint was found in the list.
    public enum Match: String, Sendable, Hashable {
        /// By its address (the usual case, and the only way for a line cut short).
        case address
        /// By its form: same classes, attributes and numbers, other addresses
        /// (a different occurrence; `Docs/Formats/ConsoleLog.md`, "The broken
        /// constraint").
        case form
        /// Not in the list.
        case none
    }

    /// The line as written after "Will attempt to recover by breaking constraint".
    public var entry: LogEntry
    /// The constraint, when the line could be read.
    public var parsed: LoggedConstraint?
    /// Why it could not be read, when it could not.
    public var unreadable: UnreadableConstraint?
    /// The index of the block line it is, when found.
    public var line: Int?
    /// How it was found.
    public var match: Match

    /// Whether the log cut the line short (no closing `>`).
    public var isCutShort: Bool { !entry.text.hasSuffix(">") }
}

/// A minimal conflicting subset of a block's printed lines: with every
/// unprinted rule in place (sizes are never negative, …), its lines cannot
/// all hold, and without any one of them the rest can. Its members are
/// those lines and the unprinted rules the conflict rests on: without any
/// one member the other members can hold.
public struct Conflict: Sendable, Hashable {
    /// The members: block lines in order, then unprinted rules.
    public var members: [ConflictMember]
    /// The solver constraints of the members, in the same order, to check
    /// the conflict on a fresh ``Cassowary/Solver``.
    public var constraints: [Constraint]
    /// The solver constraints of every unprinted rule of the block, in or
    /// out of the conflict: the background the lines are minimal against.
    public var background: [Constraint]

    /// The indices of the block lines in the conflict.
    public var lines: [Int] { members.compactMap(\.line) }

    /// The unprinted rules in the conflict.
    public var implicitRules: [ImplicitRule] {
        members.compactMap { if case let .implicit(rule) = $0 { rule } else { nil } }
    }
}

/// The layout margins a conflict rests on that the log does not print,
/// assumed at UIKit's defaults (`Docs/Formats/ConsoleLog.md`, "What the
/// explanation assumes"): with any margins of 0 or more the printed lines
/// could hold, with the defaults they conflict.
public struct MarginAssumption: Sendable, Hashable {
    /// The default margins in the conflict (rules of kind `defaultMargin`).
    public var rules: [ImplicitRule]
    /// When a view controller's root view's side margin is among them: the
    /// value shown (16, a compact width, unless only 20 conflicts).
    public var rootSides: Double?
    /// With `rootSides`: whether the other size class's value (20, or 16)
    /// conflicts too.
    public var otherRootSidesConflict: Bool?
}

/// What `layout explain` says about one block of a log.
public struct BlockReport: Sendable {
    /// The block as read.
    public var block: LogBlock
    /// Its constraint lines, read or not.
    public var lines: [ConstraintLine]
    /// The constraint UIKit broke, when the log says.
    public var broken: BrokenConstraint?
    /// A minimal conflict, nil when the lines that could be read hold together.
    public var conflict: Conflict?
    /// The arithmetic that fails, for a conflict.
    public var arithmetic: ConflictArithmetic?
    /// The duplicate pairs among the lines.
    public var duplicates: [Duplicate]
    /// What the block becomes without the broken constraint.
    public var withoutBroken: Relaxation?
    /// Single changes that resolve the block.
    public var fixes: [Fix]
    /// The usual causes recognised in the conflict.
    public var causes: [ConflictCause]
    /// The default layout margins the conflict rests on, when it conflicts
    /// only with them.
    public var marginAssumption: MarginAssumption?
    /// The view taken for a superview the log leaves unnamed, when the
    /// lines conflict only with it.
    public var superviewAssumption: SuperviewAssumption?
    /// The explanation in plain words.
    public var explanation: String
    /// How the margins the log does not print were read for the conflict
    /// (and the fixes and the drawing).
    let marginReading: MarginReading
    /// Whether the lines use margins the log does not print: of views
    /// (default 8), of the sides of a view controller's root view (16 or 20).
    let unprintedMargins: (any: Bool, plain: Bool, rootSides: Bool)

    /// The indices of the lines that could not be read.
    public var unparsedLines: [Int] { lines.indices.filter { lines[$0].parsed == nil } }

    /// The indices of the lines read although the log cut them short (after
    /// the constraint, in its `(active, names: …)`).
    public var cutShortLines: [Int] { lines.indices.filter { lines[$0].parsed?.isCutShort == true } }

    /// Whether a line of the block, or its broken constraint, could not be read.
    public var hasUnparsedLines: Bool {
        !unparsedLines.isEmpty || (broken.map { $0.parsed == nil && $0.match == .none } ?? false)
    }

    init(block: LogBlock, lines: [ConstraintLine], broken: BrokenConstraint?, namer: ViewNamer) {
        self.block = block
        self.broken = broken
        var lines = lines
        // Margins the log does not print are at least 0: a conflict then
        // holds for every margin. Only when there is none are UIKit's
        // defaults tried (for a root view's sides, 16 and then 20).
        var system = BlockSystem(lines: lines.map(\.parsed), namer: namer)
        var members = system.smallestConflict()
        unprintedMargins = (system.model.usesUnprintedMargins, system.model.usesPlainMargins, system.model.usesRootSideMargins)
        if members == nil, unprintedMargins.any {
            var found: [(rootSides: Double, system: BlockSystem, members: [ConflictMember])] = []
            for rootSides in unprintedMargins.rootSides ? [16.0, 20] : [16] {
                let candidate = BlockSystem(lines: lines.map(\.parsed), namer: namer, margins: .defaults(rootSides: rootSides))
                if let conflict = candidate.smallestConflict() { found.append((rootSides, candidate, conflict)) }
            }
            if let first = found.first {
                system = first.system
                members = first.members
                let rules = first.members.compactMap { member -> ImplicitRule? in
                    guard case let .implicit(rule) = member, rule.kind == .defaultMargin else { return nil }
                    return rule
                }
                let restsOnRootSides = rules.contains(where: \.isRootView)
                marginAssumption = MarginAssumption(rules: rules, rootSides: restsOnRootSides ? first.rootSides : nil,
                                                    otherRootSidesConflict: restsOnRootSides ? found.count == 2 : nil)
            }
        }
        // A superview the log does not name is one of the views it does.
        if members == nil {
            for assumption in SuperviewAssumption.candidates(in: lines) {
                let assumed = assumption.applied(to: lines)
                let candidate = BlockSystem(lines: assumed.map(\.parsed), namer: namer)
                guard let conflict = candidate.smallestConflict() else { continue }
                (lines, system, members, superviewAssumption) = (assumed, candidate, conflict, assumption)
                break
            }
        }
        self.lines = lines
        marginReading = system.model.margins
        duplicates = system.duplicates()
        conflict = members.map { Conflict(members: $0, constraints: $0.map(system.constraint(of:)), background: system.background) }
        let brokenLine = broken?.line.flatMap { system.constraints[$0] != nil ? $0 : nil }
        let held = HeldLines(system: system)
        withoutBroken = members == nil ? nil : brokenLine.map { system.relaxation(without: $0, in: held) }
        if let conflict {
            arithmetic = ConflictArithmetic(conflict: conflict.members, system: system, broken: brokenLine)
            let known = withoutBroken
            let relaxations = conflict.lines.map { line in
                known.flatMap { $0.line == line ? $0 : nil } ?? system.relaxation(without: line, in: held)
            }
            fixes = system.fixes(from: relaxations, conflict: conflict.lines)
            causes = ConflictCause.of(conflict: conflict.lines, parsed: system.parsed, duplicates: duplicates)
        } else {
            fixes = []
            causes = []
        }
        // The writer reads the finished report.
        explanation = ""
        explanation = ExplanationWriter(report: self, namer: namer).explanation
    }
}

/// Everything `layout explain` says about a log: one report per block.
///
/// ```swift
/// let explanation = LogExplanation(log: text)
/// for report in explanation.reports { print(report.explanation) }
/// explanation.exitStatus   // 0, 1 (a line unparsed) or 2 (no block)
/// ```
public struct LogExplanation: Sendable {
    /// One report per block, in order.
    public var reports: [BlockReport]
    /// The names given to the log's views.
    public var namer: ViewNamer

    /// Reads and explains a log.
    public init(log: String) {
        let blocks = LogReader.blocks(in: log)
        let parsedBlocks = blocks.map { block in
            // Every view of a block one of Apple's own apps printed is the
            // system's; one an app printed holds no SpringBoard view.
            let read = { (entry: LogEntry) in
                var line = Self.read(entry)
                if block.process != nil { line.parsed = line.parsed?.printed(byApple: block.isFromSystemProcess) }
                return line
            }
            let lines = block.entries.map(read)
            let superviews = Self.superviews(in: lines)
            return (lines.map { Self.resolvingCutSuperview($0, superviews) },
                    block.broken.map { Self.resolvingCutSuperview(read($0), superviews) })
        }
        var items: [LoggedItem] = []
        var positions: [String: Int] = [:]
        for (lines, broken) in parsedBlocks {
            for line in lines + [broken].compactMap({ $0 }) {
                for item in line.parsed.map({ $0.equation.items }) ?? [] {
                    if let position = positions[item.key] {
                        items[position].merge(item)
                    } else {
                        positions[item.key] = items.count
                        items.append(item)
                    }
                }
            }
        }
        let namer = ViewNamer(items: items)
        self.namer = namer
        reports = zip(blocks, parsedBlocks).map { block, parsed in
            BlockReport(block: block, lines: parsed.0, broken: parsed.1.map { Self.match($0, in: parsed.0) },
                        namer: namer)
        }
    }

    /// 0 when every block was read, 1 when a line could not be read, 2 when
    /// the log holds no block (`Docs/Formats/ExplainReport.md`).
    public var exitStatus: Int32 {
        if reports.isEmpty { return 2 }
        return reports.contains(where: \.hasUnparsedLines) ? 1 : 0
    }

    private static func read(_ entry: LogEntry) -> ConstraintLine {
        switch ConstraintDescriptionParser.parse(entry.decodedText) {
        case let .success(parsed): ConstraintLine(entry: entry, parsed: parsed)
        case let .failure(reason): ConstraintLine(entry: entry, unreadable: reason)
        }
    }

    /// The superview of each view whose `|` a names block in the lines gives.
    private static func superviews(in lines: [ConstraintLine]) -> [String: LoggedItem] {
        var superviews: [String: LoggedItem] = [:]
        for link in lines.compactMap({ $0.parsed?.superviewLink }) where superviews[link.subview.key] == nil {
            superviews[link.subview.key] = link.superview
        }
        return superviews
    }

    /// A line cut short in its names block before `|` was named: `|` is the
    /// superview another line of the block names for the same view (a view
    /// has one superview), else the line cannot be read.
    private static func resolvingCutSuperview(_ line: ConstraintLine, _ superviews: [String: LoggedItem]) -> ConstraintLine {
        guard var parsed = line.parsed, parsed.isCutShort,
              let unnamed = parsed.equation.items.first(where: { $0.address == nil && $0.superviewOf != nil }) else { return line }
        guard let superview = superviews[unnamed.superviewOf!] else {
            return ConstraintLine(entry: line.entry, unreadable: UnreadableConstraint(
                "cut short inside its names block: the view '|' stands for was cut off, and no other line of the block names it"))
        }
        if parsed.equation.first.item == unnamed { parsed.equation.first.item = superview }
        if parsed.equation.second?.item == unnamed { parsed.equation.second?.item = superview }
        return ConstraintLine(entry: line.entry, parsed: parsed)
    }

    /// Finds the broken constraint in the list: by address, else by form.
    private static func match(_ line: ConstraintLine, in lines: [ConstraintLine]) -> BrokenConstraint {
        var broken = BrokenConstraint(entry: line.entry, parsed: line.parsed, unreadable: line.unreadable, match: .none)
        if let address = ConstraintDescriptionParser.constraintAddress(in: line.entry.text),
           let index = lines.firstIndex(where: { $0.parsed?.address == address }) {
            broken.line = index
            broken.match = .address
        } else if let parsed = line.parsed,
                  let index = lines.firstIndex(where: { $0.parsed?.hasSameForm(as: parsed) == true }) {
            broken.line = index
            broken.match = .form
        }
        return broken
    }
}
