import Cassowary

/// Why a constraint description could not be read.
public struct UnreadableConstraint: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason in plain words: `cut short: no closing '>'`.
    public var reason: String

    /// Creates a reason.
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}

/// Reads one constraint description, the text between `<` and `>` of a log
/// line, in every form `Docs/Formats/ConsoleLog.md` documents: equations
/// with prefix or postfix multipliers, constants and system spacing; VFL
/// spacing and size forms with relations, priorities and direction
/// suffixes; autoresizing flags; identifiers; the `names:` block; SnapKit
/// and Masonry priorities.
///
/// ```swift
/// let parsed = try ConstraintDescriptionParser.parse(
///     "<NSLayoutConstraint:0x6000 H:|-(15)-[UILabel:0x7fb1'Hi']   (active, names: '|':UIView:0x7fb0 )>").get()
/// parsed.equation.constant   // 15
/// ```
///
/// The steps, in order: class and address, autoresizing flags,
/// identifier, then the `(active, names: …)` block and a priority are
/// stripped from the end, and the body is read as a VFL size, a VFL spacing
/// or an equation.
public enum ConstraintDescriptionParser {
    /// Parses a description (with or without the enclosing `<` `>`; escapes
    /// of the quoted list already decoded).
    public static func parse(_ description: String) -> Result<LoggedConstraint, UnreadableConstraint> {
        do {
            return .success(try read(Substring(description)))
        } catch {
            return .failure(error)
        }
    }

    /// The constraint's address at the start of a description, even one cut
    /// short: `0x165aa7b0` in `<NSLayoutConstraint:0x165aa7b0 Segmentio…`.
    public static func constraintAddress(in description: String) -> String? {
        let text = Substring(description).trimmed.drop { $0 == "<" || $0 == " " }
        guard let colon = text.firstIndex(of: ":"), isClassName(text[..<colon]) else { return nil }
        let address = text[text.index(after: colon)...].prefix { !$0.isWhitespace && $0 != "@" && $0 != ">" }
        return address.hasPrefix("0x") && address.count > 2 ? String(address) : nil
    }

    private static func read(_ description: Substring) throws(UnreadableConstraint) -> LoggedConstraint {
        var text = description.trimmed
        if text.hasPrefix("<") { text = text.dropFirst().trimmed }
        if text == "private>" { throw UnreadableConstraint("redacted by the system log: <private>") }
        guard let colon = text.firstIndex(of: ":"), isClassName(text[..<colon]) else {
            throw UnreadableConstraint("not an Auto Layout constraint description (no Class:address at the start)")
        }
        // A description cut short is read when the cut falls in its
        // `(active, names: …)` block, after the constraint is complete.
        var cut: Info?
        if text.hasSuffix(">") {
            text = text.dropLast().trimmed
        } else {
            guard let info = unfinishedInfo(text) else {
                throw UnreadableConstraint("cut short: the description has no closing '>'")
            }
            cut = info
            text = info.body
        }
        let className = String(text[..<colon])
        var rest = text[text.index(after: colon)...]
        let address = rest.prefix { !$0.isWhitespace && $0 != "@" }
        rest = rest.dropFirst(address.count)
        var sourceLocation: String?
        if rest.first == "@" {
            let location = rest.dropFirst().prefix { !$0.isWhitespace }
            sourceLocation = String(location)
            rest = rest.dropFirst(location.count + 1)
        }
        rest = rest.trimmed

        var mask: AutoresizingMask?
        if rest.hasPrefix("h=") {
            let flags = rest.prefix(11)
            let parts = flags.split(separator: " ")
            guard parts.count == 2, parts[1].hasPrefix("v="),
                  let parsed = AutoresizingMask(horizontal: parts[0].dropFirst(2), vertical: parts[1].dropFirst(2)) else {
                throw UnreadableConstraint("unreadable autoresizing flags '\(flags)'")
            }
            mask = parsed
            rest = rest.dropFirst(11).trimmed
        }

        var identifier: String?
        if rest.first == "'" {
            guard let end = rest.dropFirst().rangeOfFirst("' ") else {
                throw UnreadableConstraint("the identifier's closing quote is missing")
            }
            identifier = String(rest[rest.index(after: rest.startIndex)..<end.lowerBound])
            rest = rest[end.upperBound...].trimmed
        }

        let info = cut.map { Info(body: rest, isActive: $0.isActive, names: $0.names, namesAreCut: $0.namesAreCut) }
            ?? splitInfo(rest)
        let (body, priority) = try splitPriority(info.body)
        let context = ItemContext(names: try parseNames(info.names, cut: info.namesAreCut), namesAreCut: info.namesAreCut)
        let isAutoresizing = mask != nil
        let statement: Statement
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            statement = try readVisualFormat(body, context: context, frameBased: isAutoresizing)
        } else {
            statement = try readEquation(body, context: context)
        }
        var superviewLink: SuperviewLink?
        if let superview = context.superview, statement.equation.items.contains(superview),
           let subview = statement.equation.items.first(where: { $0 != superview }) {
            superviewLink = SuperviewLink(subview: subview, superview: superview)
        }
        return LoggedConstraint(
            className: className, address: address.isEmpty ? nil : String(address),
            sourceLocation: sourceLocation, autoresizingMask: mask, identifier: identifier,
            equation: statement.equation, priority: statement.priority ?? priority,
            form: statement.form, direction: statement.direction, isActive: info.isActive,
            isCutShort: cut != nil, superviewLink: superviewLink)
    }

    /// What a body says, before the description's other parts are added.
    private struct Statement {
        var equation: LayoutEquation
        var form: LoggedConstraint.Form
        var priority: Double?
        var direction: LoggedDirection?
    }

    // MARK: - The (active, names: …) block and priorities

    /// What the `(active, names: …)` block says, and the text before it.
    private struct Info {
        var body: Substring
        var isActive: Bool
        var names: Substring?
        /// Whether the log cut the block short: its last name may be cut.
        var namesAreCut = false
    }

    /// For a description without its closing `>`: the text before its
    /// `(active, names: …)` block and what the block says, when the cut
    /// falls inside that block (whitespace, `(`, then the start of
    /// `active`, `inactive`, `names:` or `Names:` and what follows), so
    /// that the constraint before it is complete; nil when the cut may fall
    /// inside the constraint.
    private static func unfinishedInfo(_ text: Substring) -> Info? {
        guard let open = text.lastIndex(of: "("), open > text.startIndex,
              text[text.index(before: open)].isWhitespace else { return nil }
        let inside = text[text.index(after: open)...]
        let before = text[..<open].trimmed
        if inside.hasSuffix(")") {
            // Only the `>` is missing.
            let info = splitInfo(text)
            return info.body == text ? nil : info
        }
        for word in ["active", "inactive"] {
            if word.hasPrefix(inside) { return Info(body: before, isActive: word == "active", names: nil, namesAreCut: true) }
            guard inside.hasPrefix(word) else { continue }
            let tail = inside.dropFirst(word.count)
            if ", names: ".hasPrefix(tail) { return Info(body: before, isActive: word == "active", names: nil, namesAreCut: true) }
            if tail.hasPrefix(", names: ") {
                return Info(body: before, isActive: word == "active", names: tail.dropFirst(9), namesAreCut: true)
            }
        }
        for word in ["names:", "Names:"] {
            if word.hasPrefix(inside) && !inside.isEmpty { return Info(body: before, isActive: true, names: nil, namesAreCut: true) }
            if inside.hasPrefix(word) {
                return Info(body: before, isActive: true, names: inside.dropFirst(word.count), namesAreCut: true)
            }
        }
        return nil
    }

    private static func splitInfo(_ text: Substring) -> Info {
        guard text.hasSuffix(")") else { return Info(body: text, isActive: true) }
        let openings = ["(active", "(inactive", "(Names:", "(names:"]
        var start: Substring.Index?
        for opening in openings {
            var searchRange = text.startIndex..<text.endIndex
            while let found = text[searchRange].rangeOfFirst(opening) {
                if found.lowerBound > text.startIndex, text[text.index(before: found.lowerBound)].isWhitespace,
                   start.map({ found.lowerBound > $0 }) ?? true {
                    start = found.lowerBound
                }
                searchRange = found.upperBound..<text.endIndex
            }
        }
        guard let start else { return Info(body: text, isActive: true) }
        let inside = text[text.index(after: start)..<text.index(before: text.endIndex)]
        var names: Substring?
        if let label = inside.rangeOfFirst("names: ") ?? inside.rangeOfFirst("Names: ") {
            names = inside[label.upperBound...].trimmed
        }
        return Info(body: text[..<start].trimmed, isActive: !inside.hasPrefix("inactive"), names: names)
    }

    private static func splitPriority(_ text: Substring) throws(UnreadableConstraint) -> (Substring, Double) {
        if let caret = text.rangeOfLast(" ^") {
            let value = text[caret.upperBound...]
            let named: [Substring: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250,
                                              "fitting size": 50, "fittingSize": 50]
            guard let priority = named[value] ?? number(value) else {
                throw UnreadableConstraint("unreadable priority '^\(value)'")
            }
            return (text[..<caret.lowerBound].trimmed, priority)
        }
        if let hug = text.rangeOfFirst(" Hug:") {
            let resistance = text.rangeOfFirst("CompressionResistance:").flatMap { number(text[$0.upperBound...]) }
            return (text[..<hug.lowerBound].trimmed, resistance ?? 750)
        }
        if let label = text.rangeOfLast(" priority:"), let priority = number(text[label.upperBound...]) {
            return (text[..<label.lowerBound].trimmed, priority)
        }
        return (text, 1000)
    }

    // MARK: - Items and the names block

    /// How bare names and `|` resolve within one description.
    private struct ItemContext {
        var names: [Substring: LoggedItem]
        /// Whether the names block was cut short, so that a name it does
        /// not resolve may have been cut off.
        var namesAreCut = false

        /// The item `|` stands for, when the names block says.
        var superview: LoggedItem? { names["'|'"] }

        func item(_ text: Substring) throws(UnreadableConstraint) -> LoggedItem {
            let text = text.trimmed
            if let named = names[text] { return named }
            if let colon = text.firstIndex(of: ":"), isClassName(text[..<colon]) {
                let afterColon = text[text.index(after: colon)...]
                let address = afterColon.prefix { $0 != "'" }
                let remainder = afterColon.dropFirst(address.count)
                if !address.isEmpty, !address.contains(where: \.isWhitespace),
                   remainder.isEmpty || (remainder.count >= 2 && remainder.last == "'") {
                    return LoggedItem(className: String(text[..<colon]), address: String(address),
                                      text: remainder.isEmpty ? nil : String(remainder.dropFirst().dropLast()))
                }
            }
            guard !text.isEmpty, !text.contains("[") else { throw UnreadableConstraint("unreadable item '\(text)'") }
            if namesAreCut {
                throw UnreadableConstraint("cut short inside its names block: which view '\(text)' is was cut off")
            }
            return LoggedItem(name: String(text))
        }

        func superview(of item: LoggedItem) -> LoggedItem {
            superview ?? LoggedItem(superviewOf: item.key)
        }
    }

    /// Reads `'|':UIView:0x7fa6, My cool view:0x7fa5` into items by key.
    /// In a block the log `cut` short, only the pairs followed by `,` or a
    /// space count: the last one's address may be cut.
    private static func parseNames(_ text: Substring?, cut: Bool = false) throws(UnreadableConstraint) -> [Substring: LoggedItem] {
        guard let text, !text.isEmpty else { return [:] }
        var names: [Substring: LoggedItem] = [:]
        var pairStart = text.startIndex
        var searchStart = text.startIndex
        while let marker = text[searchStart...].rangeOfFirst(":0x") {
            let hexEnd = text[marker.upperBound...].firstIndex { !$0.isHexDigit } ?? text.endIndex
            searchStart = marker.upperBound
            let following = text[hexEnd...]
            let ends = cut ? following.first.map { $0 == "," || $0.isWhitespace } ?? false
                : following.isEmpty || following.hasPrefix(",")
            guard hexEnd > marker.upperBound, ends else { continue }
            let pair = text[pairStart..<hexEnd].trimmed
            let address = String(text[text.index(after: marker.lowerBound)..<hexEnd])
            let key = pair[..<pair.index(pair.endIndex, offsetBy: -(address.count + 1))]
            if key.hasPrefix("'|':") {
                let name = key.dropFirst(4)
                names["'|'"] = LoggedItem(className: String(name), address: address)
            } else {
                names[key] = LoggedItem(address: address, name: String(key))
            }
            pairStart = following.isEmpty ? hexEnd : text.index(after: hexEnd)
            searchStart = pairStart
        }
        guard !names.isEmpty || cut else { throw UnreadableConstraint("unreadable names block '\(text)'") }
        return names
    }

    // MARK: - VFL forms

    private static func readVisualFormat(_ body: Substring, context: ItemContext,
                                         frameBased: Bool) throws(UnreadableConstraint) -> Statement {
        let axis: LoggedAxis = body.hasPrefix("H:") ? .horizontal : .vertical
        var rest = body.dropFirst(2)
        var direction: LoggedDirection?
        for candidate in [LoggedDirection.leftToRight, .rightToLeft] where rest.hasSuffix("(\(candidate.rawValue))") {
            direction = candidate
            rest = rest.dropLast(5)
        }
        if rest.hasPrefix("["), rest.hasSuffix(")]"), !rest.contains("]-("), !rest.contains(")-[") {
            let inner = rest.dropFirst().dropLast()
            guard let open = inner.lastIndex(of: "(") else { throw UnreadableConstraint("unreadable VFL size '\(body)'") }
            let item = try context.item(inner[..<open])
            let predicate = try Predicate(inner[inner.index(after: open)..<inner.index(before: inner.endIndex)])
            let attribute: LoggedAttribute = axis == .horizontal ? .width : .height
            let equation = LayoutEquation(AttributeReference(item, attribute), predicate.relation, nil,
                                          constant: predicate.amount, isSystemSpacing: predicate.isSystemSpacing)
            return Statement(equation: equation, form: .size, priority: predicate.priority, direction: direction)
        }

        let leadingText: Substring?
        if rest.hasPrefix("|") {
            leadingText = nil
            rest = rest.dropFirst()
        } else if rest.hasPrefix("["), let close = rest.rangeOfFirst("]-(") {
            leadingText = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
            rest = rest[rest.index(after: close.lowerBound)...]
        } else {
            throw UnreadableConstraint("unreadable VFL '\(body)'")
        }
        guard rest.hasPrefix("-("),
              let gapEnd = [rest.rangeOfFirst(")-["), rest.rangeOfFirst(")-|")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
        else { throw UnreadableConstraint("unreadable VFL spacing '\(body)'") }
        let predicate = try Predicate(rest[rest.index(rest.startIndex, offsetBy: 2)..<gapEnd.lowerBound])
        let trailing = rest[rest.index(gapEnd.lowerBound, offsetBy: 2)...]
        let trailingText: Substring?
        if trailing == "|" {
            trailingText = nil
        } else if trailing.hasPrefix("["), trailing.hasSuffix("]") {
            trailingText = trailing.dropFirst().dropLast()
        } else {
            throw UnreadableConstraint("unreadable VFL endpoint '\(trailing)'")
        }
        guard leadingText != nil || trailingText != nil else { throw UnreadableConstraint("a VFL spacing between two '|'") }

        let (startAttribute, endAttribute) = frameBased || axis == .vertical
            ? AutoresizingMask.frameEdges(axis) : (LoggedAttribute.leading, LoggedAttribute.trailing)
        let leadingItem = try leadingText.map { text throws(UnreadableConstraint) in try context.item(text) }
        let trailingItem = try trailingText.map { text throws(UnreadableConstraint) in try context.item(text) }
        // H:[A]-(c)-[B] is B.leading == A.trailing + c; `|` is the other item's superview.
        let before = leadingItem.map { AttributeReference($0, endAttribute) }
            ?? AttributeReference(context.superview(of: trailingItem!), startAttribute)
        let after = trailingItem.map { AttributeReference($0, startAttribute) }
            ?? AttributeReference(context.superview(of: leadingItem!), endAttribute)
        let equation = LayoutEquation(after, predicate.relation, before, constant: predicate.amount,
                                      isSystemSpacing: predicate.isSystemSpacing)
        return Statement(equation: equation, form: .spacing, priority: predicate.priority, direction: direction)
    }

    /// A VFL predicate: `>=36`, `NSSpace(8)`, `0@250`.
    private struct Predicate {
        var relation = Relation.equal
        var amount: Double
        var isSystemSpacing = false
        var priority: Double?

        init(_ text: Substring) throws(UnreadableConstraint) {
            var text = text.trimmed
            for (prefix, relation) in [("<=", Relation.lessThanOrEqual), (">=", .greaterThanOrEqual), ("==", .equal)]
            where text.hasPrefix(prefix) {
                self.relation = relation
                text = text.dropFirst(2).trimmed
            }
            if let at = text.lastIndex(of: "@") {
                guard let priority = number(text[text.index(after: at)...]) else {
                    throw UnreadableConstraint("unreadable VFL priority '\(text)'")
                }
                self.priority = priority
                text = text[..<at]
            }
            if let spacing = systemSpacing(text) {
                amount = spacing
                isSystemSpacing = true
            } else if let value = number(text) {
                amount = value
            } else {
                throw UnreadableConstraint("unreadable VFL amount '\(text)'")
            }
        }
    }

    // MARK: - Equations

    private static func readEquation(_ body: Substring, context: ItemContext) throws(UnreadableConstraint) -> Statement {
        let operators: [(String, Relation)] = [(" == ", .equal), (" <= ", .lessThanOrEqual), (" >= ", .greaterThanOrEqual)]
        let found = operators.compactMap { op, relation in body.rangeOfFirst(op).map { ($0, relation) } }
            .min { $0.0.lowerBound < $1.0.lowerBound }
        guard let (range, relation) = found else {
            throw UnreadableConstraint("no relation (==, <=, >=) in '\(body)'")
        }
        if body.hasPrefix("(") {
            throw UnreadableConstraint("a general expression over several anchors (NSGridView), which is not supported")
        }
        let first = try attributeReference(body[..<range.lowerBound], context: context)
        var right = body[range.upperBound...].trimmed
        var constant = 0.0, multiplier = 1.0, isSystemSpacing = false
        if let space = right.rangeOfLast(" NS"),
           let amount = systemSpacing(right[right.index(after: space.lowerBound)...]) {
            constant = amount
            isSystemSpacing = true
            right = right[..<space.lowerBound].trimmed
        }
        if let value = try finiteNumber(right, role: "constant") {
            // Only autoresizing constraints print a constant position.
            let second = first.attribute.isSize ? nil
                : AttributeReference(context.superview(of: first.item), AutoresizingMask.origin(first.attribute.axis))
            let equation = LayoutEquation(first, relation, second, constant: constant + value, isSystemSpacing: isSystemSpacing)
            return Statement(equation: equation, form: .equation)
        }
        for sign in [" + ", " - "] {
            if let operatorRange = right.rangeOfLast(sign),
               let value = try finiteNumber(right[operatorRange.upperBound...], role: "constant") {
                constant += sign == " + " ? value : -value
                right = right[..<operatorRange.lowerBound].trimmed
                break
            }
        }
        if let star = right.lastIndex(of: "*"), let value = try finiteNumber(right[right.index(after: star)...], role: "multiplier") {
            multiplier = value
            right = right[..<star].trimmed
        } else if let star = right.firstIndex(of: "*"), let value = try finiteNumber(right[..<star], role: "multiplier") {
            multiplier = value
            right = right[right.index(after: star)...].trimmed
        }
        let second = try attributeReference(right, context: context)
        let equation = LayoutEquation(first, relation, multiplier: multiplier, second,
                                      constant: constant, isSystemSpacing: isSystemSpacing)
        return Statement(equation: equation, form: .equation)
    }

    /// `UILabel:0x7f'Loading...'.width`: split at the last `.attribute`.
    private static func attributeReference(_ text: Substring, context: ItemContext) throws(UnreadableConstraint) -> AttributeReference {
        let text = text.trimmed
        guard let dot = text.lastIndex(of: "."),
              let attribute = LoggedAttribute(rawValue: String(text[text.index(after: dot)...])) else {
            throw UnreadableConstraint("no known attribute in '\(text)'")
        }
        return AttributeReference(try context.item(text[..<dot]), attribute)
    }

    // MARK: - Tokens

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the amount.
    private static func systemSpacing(_ text: Substring) -> Double? {
        for name in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where text.hasPrefix(name) && text.hasSuffix(")") {
            return number(text.dropFirst(name.count).dropLast())
        }
        return nil
    }

    /// A number as logs print them: `8`, `-7`, `- 16`, `+ 70`, `187.5`, `2.22507e-308`.
    static func number(_ text: Substring) -> Double? {
        var text = text.trimmed
        var sign = 1.0
        if let first = text.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst().trimmed
        }
        guard let value = NumberScanning.number(in: text, allowingSign: false), value.isFinite else { return nil }
        return sign * value
    }

    /// A number as ``number(_:)`` reads it, or nil when the text is none;
    /// a number that is not finite (`nan`, `inf`, `1e400`) is an error
    /// naming it and its role in the equation.
    private static func finiteNumber(_ text: Substring, role: String) throws(UnreadableConstraint) -> Double? {
        if let value = number(text) { return value }
        let written = text.trimmed
        let unsigned = written.first == "-" || written.first == "+" ? written.dropFirst().trimmed : written
        let value = NumberScanning.number(in: unsigned, allowingSign: false) ?? Double(String(unsigned))
        guard let value, !value.isFinite else { return nil }
        throw UnreadableConstraint("the \(role) \(written) is \(value.isNaN ? "not a number" : "not finite")")
    }

    /// Whether the text is an Objective-C or Swift class name as logs print them.
    static func isClassName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" || first == "$" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "_.$".contains($0) }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
