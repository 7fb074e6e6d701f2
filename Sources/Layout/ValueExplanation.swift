/// Why an attribute has its value in the current layout: the constraints
/// that decide it (the binding ones, not every constraint on its axis) and
/// the arithmetic that combines them.
///
/// ```swift
/// let why = root.engine.explanation(of: .width, for: name)
/// print(why)
/// // name.width = 375 − 80 − 16 − 64 − 12 − 16 − 8 = 179
/// //    375  header.width == 375
/// //   − 80  follow-compression-horizontal: follow.width >= 80 @750
/// //   …
/// ```
///
/// Each term is one constraint's share of the value: its constant (with
/// the margins or baseline offsets its attributes add) weighed by how the
/// constraint enters the value, and, for an optional constraint that does
/// not hold exactly, by how far it misses. The terms add up to the value.
/// UIKit's `constraintsAffectingLayout(for:)` lists every constraint on an
/// axis, unranked; this keeps those that decide the value, with numbers.
public struct ValueExplanation: CustomStringConvertible {
    /// One constraint's share of the value.
    public struct Term {
        /// The constraint.
        public let constraint: LayoutConstraint
        /// What it adds to the value (negative: what it takes away).
        public let amount: Double
        /// How its equation is weighed in the value: −1 or 1 for most, a
        /// multiplier's share when another constraint scales it (`× 0.5`).
        public let factor: Double
        /// The offsets its margin and baseline attributes carry, which its
        /// amount includes beside its constant: `time.lastBaseline ==
        /// message.lastBaseline` adds the distance between the two
        /// baselines' offsets. Empty when its attributes carry none.
        public let offsets: [AttributeOffset]
        /// How much of ``amount`` the content offsets of ``scrollItems``
        /// make, for a constraint that ties an item inside scrolled content
        /// to one outside it (a header that follows a list's top): the
        /// content moves by the offset, no constant of the constraint's.
        /// 0 for a constraint that scrolling does not move.
        public let contentOffsetShare: Double
        /// The scroll items, scrolled away from zero, whose offsets make
        /// ``contentOffsetShare``; empty when it is 0.
        public let scrollItems: [ScrollItem]
        /// The constant the solver held for ``constraint`` where its share
        /// was worked out, when that is not the constraint's own
        /// ``LayoutConstraint/constant``: a wrapping note (``Wrapping``)
        /// holds the text's hugging and compression resistance at its
        /// content's width offered any width, where the layout holds its
        /// measured, wrapped, width. Nil for a term the layout holds as it is.
        public internal(set) var heldConstant: Double? = nil

        /// The constraint as `naming` writes it, or, for one held at another
        /// constant (``heldConstant``), as the solver held it, with the
        /// constant the layout holds beside it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            guard let heldConstant else { return naming(constraint) }
            return constraint.description(constant: heldConstant) + "  (its content's width offered any width; "
                + "\(format(constraint.constant)) in the layout, its measured width)"
        }

        /// `(−68 of it from scroll's contentOffset (0, 68))`, or nothing
        /// when scrolling does not move the constraint.
        var scrollingNote: String? {
            guard contentOffsetShare != 0 else { return nil }
            let share = contentOffsetShare < 0 ? "−" + format(-contentOffsetShare) : format(contentOffsetShare)
            return "\(share) of it from " + ValueExplanation.offsetsText(of: scrollItems)
        }
    }

    /// How far a margin or baseline attribute sits from the frame edge it
    /// is measured from: `message.lastBaseline` is `message.top + 55` when
    /// its text shows three lines of 20 with the baseline 15 into the last.
    /// A baseline that a stack vends is measured from the item it vends:
    /// a form's last baseline is `label.top + 35`, its last row's label's.
    public struct AttributeOffset {
        /// The region whose attribute it is.
        public let region: LayoutRegion
        /// The margin or baseline attribute.
        public let attribute: LayoutAttribute
        /// The region whose ``base`` it is measured from: ``region`` itself,
        /// or for a baseline the item that ``region`` vends it from
        /// (``LayoutItem/forFirstBaselineLayout``, followed as far as it
        /// goes).
        public let baseRegion: LayoutRegion
        /// The frame attribute it is measured from: `top` for a baseline,
        /// the matching edge or center for a margin.
        public let base: LayoutAttribute
        /// Its distance from `base`, in the root's coordinates.
        public let amount: Double
        /// For a margin, how much of ``amount`` is the safe-area inset that
        /// the item's margins grew by (its
        /// ``LayoutItem/insetsLayoutMarginsFromSafeArea``); 0 when the safe
        /// area adds nothing there, and for a baseline.
        public let safeAreaInset: Double

        /// `message.lastBaseline = message.top + 55`, and for a margin that
        /// the safe area moved, its two shares: `root.leftMargin = root.left
        /// + 63 (layout margin 16, safe area 47)`.
        public var description: String {
            let sign = amount < 0 ? " − " : " + "
            let text = "\(region.name).\(attribute.rawValue) = \(baseRegion.name).\(base.rawValue)\(sign)\(format(abs(amount)))"
            guard safeAreaInset != 0 else { return text }
            return text + " (layout margin \(format(abs(amount) - safeAreaInset)), safe area \(format(safeAreaInset)))"
        }
    }

    /// The region whose attribute is explained.
    public let region: LayoutRegion
    /// The attribute.
    public let attribute: LayoutAttribute
    /// Its value in the current layout (root coordinates for positions).
    public let value: Double
    /// The constraints that decide it, each with its share: what adds
    /// first, then what takes away, each in activation order, then those
    /// that add 0. A constraint that adds 0 is left out when others add
    /// something, but for a constraint with a multiplier, which scales
    /// another's share, and, when shares are scaled, for one that makes two
    /// lengths equal (a stack's equal gaps), which splits them, for one that
    /// centres, for one that names ``region``, which ties it to the rest
    /// (`body.leading == detail.readableContent.leading`), and for one with
    /// a ``LayoutConstraint/note``, which says what its 0 stands for (a
    /// keyboard guide of no height while the keyboard is down); when none
    /// adds anything (`a.top == r.top` at 0), all are listed. Empty when
    /// the constraints leave the value open (an ambiguous layout, see
    /// ``isDetermined``), or in the rare case that they decide it in a way
    /// that cannot be split into shares.
    public let terms: [Term]
    /// What the attribute adds itself, beyond its frame: the margins of a
    /// margin attribute, the offset of a baseline.
    public let offset: Double
    /// How far the content offsets of ``scrollItems`` move the value: a
    /// position inside scrolled content, in the root's coordinates, is the
    /// offset higher (or further left) than in the content. 0 for a value
    /// that scrolling does not move.
    public let contentOffsetShare: Double
    /// The scroll items, scrolled away from zero, that hold the region and
    /// make ``contentOffsetShare``; empty when it is 0.
    public let scrollItems: [ScrollItem]
    /// For a last baseline, how far below the top the last line shown
    /// starts, when the item's measured content shows more than one line:
    /// part of ``offset`` (the rest is the baseline's place in that line).
    public let linesAboveLastBaseline: Double
    /// For a margin attribute whose margin the safe area grew, how much of
    /// ``offset`` is that safe-area inset (`hero.topMargin` 55 in from a
    /// frame under a 47-point notch: its layout margin 8 and the safe
    /// area's 47); 0 otherwise.
    public var offsetSafeAreaInset = 0.0
    /// Whether the value is decided: it cannot move without a constraint
    /// being less satisfied, as ``LayoutEngine/ambiguities()`` tells.
    public var isDetermined: Bool { openRange == nil }
    /// When the constraints leave the value open, every value it could take
    /// as well (infinite where unbounded; a position in the root's
    /// coordinates), as an ``Ambiguity`` gives it; nil when they decide it.
    /// Two labels of equal compression resistance in a row too narrow for
    /// both leave each width open between its squeezed and its full length.
    public let openRange: ClosedRange<Double>?
    /// When the constraints leave the value open, the optional ones that
    /// trade across ``openRange``: each is less satisfied at one end of the
    /// range and more at the other, at the same priority, so that every
    /// value there is as good. Two labels of equal compression resistance
    /// (750 and 750) are such a tie; give one of them another priority.
    /// Empty when the value is open and nothing pulls it anywhere in the
    /// range (a constraint that places or sizes it is missing, see
    /// `missingConstraint`), and when the value is decided.
    public let tradingConstraints: [LayoutConstraint]
    /// When optional constraints trade across ``openRange``, the others at
    /// the highest priority among them that are in the same tie: each
    /// could give way in the stead of the one that gives way now (and
    /// relieve it) with every constraint at that priority and above as
    /// satisfied as before, so that only lower priorities chose which
    /// gives way. A square artwork's full width at 750 in a column of
    /// compression resistances at 750 is such a party: lower it to 749 to
    /// make it give way first, or raise the ones that should hold to 751.
    /// In activation order; empty when the value is decided, when nothing
    /// trades, and when no other constraint is in the tie.
    public let tiedConstraints: [LayoutConstraint]
    /// The broken constraints, in activation order, that name the region
    /// along the attribute's axis when the value is open (unless optional
    /// constraints trade across its range), and that name the attribute
    /// itself when the others decide it: often the ones meant to place or
    /// size it, which the engine broke in a conflict and which stay broken
    /// after the constraints they conflicted with go or give way (a new
    /// set of constraints activated before the old one was deactivated,
    /// or a conflict's other member lowered, with a layout pass between).
    /// Empty otherwise.
    public let brokenConstraints: [LayoutConstraint]
    /// When the constraints leave the value open, nothing pulls it, and the
    /// region already has constraints on the edges that would place or size
    /// it (a detail pane pinned after a divider and to the window's edge),
    /// the other regions, outside its own subtree, whose size along the
    /// same axis moves with it: the missing constraint may size one of
    /// them instead (the divider, given no width). In the tree's order;
    /// empty otherwise.
    public let sizesMovingWithIt: [LayoutRegion]
    /// When the constraints leave the value open and no optional ones
    /// trade across the range, the regions whose own frame is open along
    /// the attribute's axis and moves the value (see ``OpenRegion``): the
    /// region itself when nothing places or sizes it, and those it follows
    /// (by its constraints, or as their child) that nothing places or
    /// sizes, each with the links to it. Empty otherwise, and when the
    /// regions could not be told.
    public let openRegions: [OpenRegion]
    /// That the region is hidden or inside a hidden item, and whether a
    /// stack's collapse of that item is why it has its value; nil for a
    /// region that is shown.
    public let hiding: Hiding?
    /// The measured content among the deciding constraints that wrapped:
    /// for each item whose hugging or compression resistance decides the
    /// value and whose content measures otherwise at the width it got than
    /// offered any width, what it wanted and what its constraints gave it.
    /// Empty when no such content decides the value.
    public let wrapping: [Wrapping]
    /// For the width or height of an item with measured content, that the
    /// content does not all show in it (cut to its `maxLines`, or the item
    /// shorter than its lines) in the current layout, also when the value
    /// is open (see ``Clipping/openRange``); nil when it does, for other
    /// attributes, and for content ``wrapping`` notes.
    public let clipping: Clipping?
    /// For the width or height of an item shown at another length than
    /// its intrinsic one, its compression resistance or hugging and the
    /// optional constraints it gives way to, when the terms do not name
    /// them all; nil otherwise, and for a value left open.
    public let givingWay: GivingWay?
    /// The deciding constraints whose multiplier scales a position, with
    /// the closest common ancestor of their items that the position is
    /// measured from and its value there; empty when none does.
    public let scaledPositions: [ScaledPosition]
    /// For the width of an item with measured content that only its
    /// content decides and that reaches past its parent, that nothing
    /// limits it (see ``UnboundedWidth``); nil otherwise.
    public internal(set) var unboundedWidth: UnboundedWidth?
    /// The items whose margins the deciding constraints name where the
    /// safe area adds to them, and that nothing places along that axis:
    /// how far the safe area reaches into each, and so the value, depends
    /// on where the layout happened to leave it (a form with no top
    /// constraint lies at 0, under the notch, and its top margin takes the
    /// safe area's 47). Empty otherwise, and for a value left open.
    public internal(set) var unplaced: [Unplaced] = []

    /// An item nothing places along an axis (see ``unplaced``).
    public struct Unplaced {
        /// The item.
        public let item: LayoutItem
        /// The axis along which nothing places it.
        public let axis: LayoutAxis

        /// `Note: nothing places form vertically: …, and so this value,
        /// through its margins; a constraint that places it is missing (…).`
        var text: String {
            "Note: " + LayoutEngine.unplacedText(item, axis, deciding: ", and so this value, through its margins")
        }
    }

    /// `name.width = 375 − 16 − 64 = 295`, then a line per constraint.
    public var description: String { text(naming: \.description) }

    /// The description with each constraint written as `naming` writes it
    /// (as a layout document wrote it, say).
    public func text(naming: (LayoutConstraint) -> String) -> String {
        let heldBelowRequired = terms.first { $0.constraint.holdsHiddenItem && $0.constraint !== hiding?.holding }?.constraint
        let hidden = hiding.map {
            "\nNote: " + $0.text(region: region, attribute: attribute, value: value, heldBelowRequired: heldBelowRequired,
                                 naming: naming) + "."
        } ?? ""
        return arithmetic(naming: naming) + hidden
    }

    /// What the reports say above ``tradingConstraints`` when there are any.
    package static let tieAdvice = "These trade across that range at the same priority (a tie): give one of them another priority."

    /// What the reports say above ``brokenConstraints`` when there are any.
    package static let brokenAdvice = brokenAdvice(on: "it")

    /// What the reports say above the broken constraints on the region
    /// called `subject` (`it`, or an open region's name).
    package static func brokenAdvice(on subject: String) -> String {
        "These constraints on \(subject) are broken: each conflicts with required constraints (the pass reports"
            + " which), and the pass after one of those changes tries it again:"
    }

    /// For a value left open with nothing pulling it, what is missing and
    /// where it could go: a size, or a position by any of the attributes
    /// along its axis (`Nothing pulls it anywhere in that range: a
    /// constraint that places it is missing (on form.top, form.bottom or
    /// form.centerY, say).`).
    package var missingConstraint: String {
        // With an edge decided, what is missing is its size, whichever
        // attribute is asked about.
        let decided = openRegions.first { $0.region === region }?.decidedEdge
        let moving = sizesMovingWithIt.map { "\($0.name).\(attribute.axis == .horizontal ? "width" : "height")" }
        let elsewhere = moving.isEmpty ? ""
            : ", or one that sizes what moves with it: " + Self.listed(moving, atMost: Self.sizesMovingListed)
        return "Nothing pulls it anywhere in that range: a "
            + Self.missingConstraint(of: region.name, attribute.axis, sizes: attribute.isDimension || decided != nil,
                                     decided: decided, calling: "it")
            + elsewhere + "."
    }

    /// How many of ``sizesMovingWithIt`` the text names before `and N more`.
    static let sizesMovingListed = 4

    /// `a, b and c`, or the first `limit` and `and N more`.
    static func listed(_ names: [String], atMost limit: Int) -> String {
        let shown = Array(names.prefix(limit))
        let rest = names.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// `constraint that places it is missing (on form.top, form.bottom or
    /// form.centerY, say)`: what is missing on the region named `name`
    /// along `axis`, a size (`sizes`) or a position, calling the region
    /// `subject`. With an edge or centre `decided` (see
    /// ``OpenRegion/decidedEdge``), a size goes on the size or another
    /// edge: `constraint that sizes sheet is missing (on sheet.height or
    /// sheet.top, say; sheet.bottom is decided)`.
    static func missingConstraint(of name: String, _ axis: LayoutAxis, sizes: Bool, decided: LayoutAttribute? = nil,
                                  calling subject: String) -> String {
        if sizes, let decided {
            let edges: [LayoutAttribute] = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
            let places = [axis == .horizontal ? "width" : "height"] + edges.filter { $0 != decided }.map(\.rawValue)
            let written = places.map { "\(name).\($0)" }
            return "constraint that sizes \(subject) is missing (on \(written.dropLast().joined(separator: ", ")) or "
                + "\(written.last!), say; \(name).\(decided.rawValue) is decided)"
        }
        let whereItGoes = switch (axis, sizes) {
        case (.horizontal, true): "sizes \(subject) is missing (on \(name).width, or on both \(name).leading and \(name).trailing, say)"
        case (.vertical, true): "sizes \(subject) is missing (on \(name).height, or on both \(name).top and \(name).bottom, say)"
        case (.horizontal, false): "places \(subject) is missing (on \(name).leading, \(name).trailing or \(name).centerX, say)"
        case (.vertical, false): "places \(subject) is missing (on \(name).top, \(name).bottom or \(name).centerY, say)"
        }
        return "constraint that \(whereItGoes)"
    }

    /// The value and the constraints' shares in it, with the notes of the
    /// constraints.
    private func arithmetic(naming: (LayoutConstraint) -> String) -> String {
        let head = "\(region.name).\(attribute.rawValue)"
        if let openRange {
            let open = "\(head) = \(format(value)): the constraints do not decide it (the layout is ambiguous there): "
                + "anything in \(formatBound(openRange.lowerBound))...\(formatBound(openRange.upperBound)) satisfies them as well"
            guard !tradingConstraints.isEmpty else {
                let broken = brokenConstraints.isEmpty ? [] : [Self.brokenAdvice] + brokenConstraints.map { "  " + naming($0) }
                return ([open] + openText(naming: naming) + broken + [clipping?.text].compactMap { $0 })
                    .joined(separator: "\n")
            }
            return ([open, Self.tieAdvice] + tradingConstraints.map { "  " + naming($0) } + tiedText(naming: naming)
                    + [clipping?.text].compactMap { $0 }).joined(separator: "\n")
        }
        guard !terms.isEmpty || offset != 0 || contentOffsetShare != 0 else {
            return "\(head) = \(format(value)): the constraints decide it, but their shares could not be worked out"
        }
        var ownOffsets: [(amount: Double, what: String)] = []
        if offset != 0 {
            var what = "\(region.name)'s own \(attribute.rawValue) offset"
            if offsetSafeAreaInset != 0 {
                what += " (layout margin \(format(abs(offset) - offsetSafeAreaInset)), safe area \(format(offsetSafeAreaInset)))"
            }
            if linesAboveLastBaseline != 0 {
                what += " (its last line shown starts \(format(linesAboveLastBaseline)) below its top,"
                    + " the baseline \(format(offset - linesAboveLastBaseline)) into that line)"
            }
            ownOffsets.append((offset, what))
        }
        if contentOffsetShare != 0 { ownOffsets.append((contentOffsetShare, Self.offsetsText(of: scrollItems))) }
        var lines = Self.sum(head: head, value: value, terms: terms, ownOffsets: ownOffsets, naming: naming)
        // What a generated term cannot say in its arithmetic (a flex stack
        // measured an item with nothing to measure as 0), as a conflict adds it.
        // Constraints of one rule share a note (a stack's equal gaps): once.
        var noted: Set<String> = []
        lines += terms.compactMap(\.constraint.note).filter { noted.insert($0).inserted }.map { "Note: \($0)." }
        lines += wrapping.map { $0.text(naming: naming) }
        lines += scaledPositions.map { $0.text(naming: naming) }
        if let clipping { lines.append(clipping.text) }
        if let givingWay { lines.append(givingWay.text(naming: naming)) }
        if let unboundedWidth { lines.append(unboundedWidth.text) }
        lines += unplaced.map(\.text)
        if !brokenConstraints.isEmpty { lines += [Self.brokenAdvice] + brokenConstraints.map { "  " + naming($0) } }
        return lines.joined(separator: "\n")
    }

    /// For a value left open with nothing pulling it, what leaves it open:
    /// the constraint missing on the region itself when its own frame is
    /// open, and each other region it follows whose own frame is
    /// (``openRegions``). Reports in other forms (the HTML page) write the
    /// lines that name a constraint their own way.
    package func openLines(naming: (LayoutConstraint) -> String) -> [OpenLine] {
        let others = openRegions.filter { $0.region !== region }
        let own = others.count == openRegions.count && !others.isEmpty ? [] : [OpenLine(missingConstraint)]
            + (unarrangedNote.map { [OpenLine($0)] } ?? [])
        return own + others.flatMap { $0.lines(also: !own.isEmpty, naming: naming) }
    }

    /// For an item left open in a stack that does not arrange it, that the
    /// stack places only its arranged items: one taken out with
    /// `removeArrangedItem(_:)` stays a child that nothing places (`Note:
    /// gym is a child of events, which does not arrange it: ...`). Nil for
    /// any other region.
    var unarrangedNote: String? {
        guard let item = region as? LayoutItem, let stack = item.parent as? any ArrangingItem, !stack.arranges(item)
        else { return nil }
        return "Note: \(item.name) is a child of \(stack.name), which does not arrange it: a stack places only its arranged "
            + "items, and one taken out with removeArrangedItem(_:) stays a child that nothing places. Take it out of "
            + "the tree with removeFromParent(), or give it constraints of its own."
    }

    /// ``openLines(naming:)`` as the text writes them.
    func openText(naming: (LayoutConstraint) -> String) -> [String] {
        openLines(naming: naming).map(\.text)
    }

    /// `scroll's contentOffset (0, 68)`, for each scroll item.
    static func offsetsText(of scrollItems: [ScrollItem]) -> String {
        scrollItems.map { "\($0.name)'s contentOffset (\(format($0.contentOffset.x)), \(format($0.contentOffset.y)))" }
            .joined(separator: " and ")
    }

    /// A term's factor as a fraction where its decimals run on and a
    /// denominator up to 12 gives it (`2/3`, a share of three; `2/7`, of a
    /// week's seven days), else as a number (`0.375`, `0.458333`).
    static func factorText(_ factor: Double) -> String {
        let decimal = format(factor)
        guard decimal.count > 5 else { return decimal }
        for denominator in 2...12 {
            let numerator = (factor * Double(denominator)).rounded()
            if numerator > 0, abs(numerator / Double(denominator) - factor) < 1e-9 {
                return "\(Int(numerator))/\(denominator)"
            }
        }
        return decimal
    }

    /// `head = a + b − c = value`, then a line per term with its amount
    /// (and `ownOffsets`, what the attribute adds itself and what scrolling
    /// moves it by, last). Terms of one form that add the same amount (each
    /// row's height and each spacing down a long list), at least
    /// ``repeatedTermsCollapsed`` of them, are written once in the sum
    /// (`20 × 29`) and listed by their first two and last, where the first
    /// of them stands.
    static func sum(head: String, value: Double, terms: [Term], ownOffsets: [(amount: Double, what: String)],
                    naming: (LayoutConstraint) -> String) -> [String] {
        var rows = terms.map { term in
            let scaled = abs(abs(term.factor) - 1) > 1e-9 && term.amount != 0
            var what = term.text(naming: naming) + (scaled ? "  (× \(factorText(abs(term.factor))))" : "")
            let notes = term.offsets.map(\.description) + [term.scrollingNote].compactMap { $0 }
            if !notes.isEmpty { what += "  (" + notes.joined(separator: ", ") + ")" }
            return (amount: term.amount, what: what)
        }
        rows += ownOffsets
        let runs = RepeatedTerms(rows.map { ($0.amount, $0.what) }, atLeast: repeatedTermsCollapsed)
        var sum = ""
        for run in runs.items where run.amount != 0 {
            let amount = sum.isEmpty ? (run.amount < 0 ? "−" : "") + format(abs(run.amount))
                : (run.amount < 0 ? " − " : " + ") + format(abs(run.amount))
            sum += run.rows.count > 1 ? amount + " × \(run.rows.count)" : amount
        }
        let written = rows.map { $0.amount < 0 ? "− " + format(-$0.amount) : format($0.amount) }
        let width = written.map(\.count).max() ?? 0
        func line(_ index: Int) -> String {
            "  " + String(repeating: " ", count: width - written[index].count) + written[index] + "  " + rows[index].what
        }
        // A single amount (or none, when every term adds 0) is the value itself: no sum to show.
        let amounts = rows.filter { $0.amount != 0 }.count
        var lines = [amounts <= 1 ? "\(head) = \(format(value))" : "\(head) = \(sum) = \(format(value))"]
        for run in runs.items {
            guard run.rows.count > 1 else {
                lines.append(line(run.rows[0]))
                continue
            }
            lines += run.rows.prefix(2).map(line)
            lines.append("  " + String(repeating: " ", count: width) + "  … \(run.rows.count - 3) more of the same form")
            lines.append(line(run.rows.last!))
        }
        return lines
    }

    /// How many terms of one form adding the same amount ``sum(head:value:terms:ownOffsets:naming:)``
    /// writes once.
    static let repeatedTermsCollapsed = 6
}

/// The rows of a sum with those of one form and amount gathered, when
/// there are enough of them: each item is a row alone, or the rows of a
/// form, in the order of the first row of each.
struct RepeatedTerms {
    /// An item of the sum: its amount, and the indices of its rows.
    struct Item {
        var amount: Double
        var rows: [Int]
    }

    let items: [Item]

    init(_ rows: [(amount: Double, text: String)], atLeast minimum: Int) {
        // The form: the text with every number, and every name before a
        // dot or a dash, written `#` (`row7.height >= 20` and
        // `row8.height >= 20` are one form; so are a stack's spacings
        // between its keys, `w.leading == q.trailing + 6` and
        // `e.leading == w.trailing + 6`, and the margins of its rows,
        // `wifi-margins-guide: …` and `privacy-margins-guide: …`).
        func numbersWritten(_ text: String) -> String {
            var result = "", inNumber = false
            for character in text {
                if character.isNumber {
                    if !inNumber { result.append("#") }
                    inNumber = true
                } else {
                    result.append(character)
                    inNumber = false
                }
            }
            return result
        }
        func form(_ text: String) -> String {
            var result = "", word = ""
            for character in text {
                if character.isLetter || character == "_" || (character.isNumber && !word.isEmpty) {
                    word.append(character)
                    continue
                }
                result += (character == "." || character == "-") && !word.isEmpty ? "#" : word
                result.append(character)
                word = ""
            }
            return numbersWritten(result + word)
        }
        var members: [String: [Int]] = [:]
        // By the amount as printed: a sum's terms carry rounding.
        let keys = rows.map { format($0.amount) + " " + form($0.text) }
        for (index, key) in keys.enumerated() { members[key, default: []].append(index) }
        var items: [Item] = []
        for (index, key) in keys.enumerated() {
            let group = members[key]!
            if group.count < minimum {
                items.append(Item(amount: rows[index].amount, rows: [index]))
            } else if group[0] == index {
                items.append(Item(amount: rows[index].amount, rows: group))
            }
        }
        self.items = items
    }
}
