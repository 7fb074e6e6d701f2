import JSON
import Layout

/// A constraint as layout documents write it:
/// `ITEM.ATTRIBUTE RELATION [MULTIPLIER*]ITEM.ATTRIBUTE [+|- CONSTANT] [@PRIORITY]`
/// or `ITEM.ATTRIBUTE RELATION CONSTANT [@PRIORITY]`. Item names may contain
/// dots; the attribute is what follows the last one. A multiplier may be a
/// fraction, `N/M*` (`9/24*column.bottom`, `16/9*image.height`), for the
/// ratios that have no short decimal.
public struct ParsedConstraint: Sendable, Equatable {
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var multiplier: Double
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var constant: Double
    public var priority: Priority

    /// A malformed constraint text, with the column (from 1) of the fault.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var column: Int
    }

    /// Reads the text.
    public init(parsing text: String) throws(Failure) {
        if ["H:", "V:", "|", "["].contains(where: text.hasPrefix) {
            throw Failure(message: "a document does not read the visual format language (the Swift API's"
                          + " LayoutConstraint.constraints(withVisualFormat:) does): write each constraint,"
                          + " such as a.leading == s.leading + 16", column: 1)
        }
        var scanner = Scanner(Array(text))
        (firstItem, firstAttribute) = try scanner.anchor()
        relation = try scanner.relation()
        multiplier = 1
        secondItem = nil
        secondAttribute = nil
        constant = 0
        priority = .required
        let start = scanner.index
        try Self.refuseCalculatorForms(&scanner)
        if let number = try scanner.number() {
            let denominator = try scanner.denominator()
            if scanner.take("*") {
                multiplier = number / (denominator ?? 1)
                (secondItem, secondAttribute) = try scanner.anchor()
                try readConstant(&scanner)
            } else if denominator != nil {
                throw scanner.failure("expected '*' and ITEM.ATTRIBUTE after the fraction: a fraction is a multiplier")
            } else {
                constant = number
            }
        } else if scanner.peekIsNameStart {
            (secondItem, secondAttribute) = try scanner.anchor()
            try readConstant(&scanner)
        } else {
            scanner.index = start
            throw scanner.failure("expected ITEM.ATTRIBUTE or a number")
        }
        if scanner.take("@") {
            scanner.skipSpaces()
            let start = scanner.index
            guard let value = try scanner.number() else { throw scanner.failure("expected a priority after '@'") }
            guard Priority(value).isValid else {
                scanner.index = start
                throw scanner.failure("the priority \(JSON.formatNumber(value)) is outside (0, 1000]")
            }
            priority = Priority(value)
        }
        scanner.skipSpaces()
        guard scanner.atEnd else { throw scanner.failure("unexpected '\(scanner.characters[scanner.index])'") }
    }

    private mutating func readConstant(_ scanner: inout Scanner) throws(Failure) {
        scanner.skipSpaces()
        try refuseTrailingFactor(&scanner)
        let sign: Double
        if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return }
        scanner.skipSpaces()
        var name = scanner
        if name.peekIsNameStart, (try? name.anchor()) != nil {
            // A sum of attributes (`a.width == s.width - b.width`), as
            // arithmetic would write it: Auto Layout relates two.
            throw scanner.failure("a constraint relates one ITEM.ATTRIBUTE on each side, as Auto Layout's do"
                + " (a.width == 2*b.width + 8): relate their edges instead (a.leading == b.trailing + 8),"
                + " or span them with a guide; expected a number")
        }
        guard let value = try scanner.number() else { throw scanner.failure("expected a number") }
        constant = sign * value
    }

    /// Refuses a factor written after the second attribute, as code and
    /// other tools write it (`r.height * 2`, `column.bottom / 24`), saying
    /// where the grammar wants it: before, `2*r.height`, `1/24*column.bottom`.
    private func refuseTrailingFactor(_ scanner: inout Scanner) throws(Failure) {
        let start = scanner.index
        guard scanner.take("*") || scanner.take("/") else { return }
        let divides = scanner.characters[start] == "/"
        scanner.skipSpaces()
        let numberStart = scanner.index
        let factor = (try? scanner.number()) ?? nil
        let written = String(scanner.characters[numberStart..<scanner.index])
        scanner.index = start
        let second = "\(secondItem ?? "").\(secondAttribute?.rawValue ?? "")"
        guard factor != nil else {
            throw scanner.failure("unexpected '\(divides ? "/" : "*")': a multiplier goes before the attribute it scales")
        }
        throw scanner.failure("a multiplier goes before the attribute it scales: write \(divides ? "1/" : "")\(written)*\(second)")
    }

    /// Refuses a multiplier written as a percentage (`20%*track.width`, as
    /// a flex stack's sizes are) or in parentheses (`(4/20)*track.width`,
    /// as code computes it), saying the form to write, `0.2*track.width`
    /// or `4/20*track.width`; leaves the scanner where it was otherwise.
    private static func refuseCalculatorForms(_ scanner: inout Scanner) throws(Failure) {
        scanner.skipSpaces()
        var probe = scanner
        let parenthesised = probe.take("(")
        probe.skipSpaces()
        let numberStart = probe.index
        guard let number = (try? probe.number()) ?? nil else {
            if parenthesised { throw scanner.failure("parentheses are not read: write a multiplier as N or N/M before ITEM.ATTRIBUTE") }
            return
        }
        let percent = !parenthesised && probe.take("%")
        if parenthesised { _ = (try? probe.denominator()) ?? nil }
        let written = String(probe.characters[numberStart..<probe.index]).filter { !$0.isWhitespace }
        guard percent || (parenthesised && probe.take(")")) else {
            if parenthesised { throw scanner.failure("parentheses are not read: write a multiplier as N or N/M before ITEM.ATTRIBUTE") }
            return
        }
        let factor = percent ? JSON.formatNumber(number / 100) : written
        let second = probe.take("*") ? (try? probe.anchor()).map { "*\($0.0).\($0.1.rawValue)" } : nil
        throw scanner.failure((percent ? "a percentage in a constraint is a multiplier" : "parentheses are not read")
            + ": write \(factor)\(second ?? "*ITEM.ATTRIBUTE")")
    }

    /// Why the attributes cannot be related, if they cannot.
    public var kindProblem: String? {
        guard let secondAttribute else {
            return nil
        }
        if firstAttribute.isDimension != secondAttribute.isDimension
            || (!firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis) {
            return "relates attributes of different kinds (\(firstAttribute.rawValue) and \(secondAttribute.rawValue))"
        }
        if (firstAttribute.isDirectional && secondAttribute.isPhysicalHorizontal)
            || (firstAttribute.isPhysicalHorizontal && secondAttribute.isDirectional) {
            return "relates a leading/trailing attribute to a left/right one"
        }
        return nil
    }
}

/// A character scanner for constraint texts.
private struct Scanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }

    func failure(_ message: String) -> ParsedConstraint.Failure {
        ParsedConstraint.Failure(message: message, column: index + 1)
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    mutating func take(_ text: String) -> Bool {
        skipSpaces()
        let wanted = Array(text)
        guard index + wanted.count <= characters.count, Array(characters[index..<index + wanted.count]) == wanted else {
            return false
        }
        index += wanted.count
        return true
    }

    var peekIsNameStart: Bool {
        var probe = self
        probe.skipSpaces()
        guard let character = probe.atEnd ? nil : probe.characters[probe.index] else { return false }
        return character.isLetter || character == "_"
    }

    mutating func relation() throws(ParsedConstraint.Failure) -> Relation {
        if take("==") { return .equal }
        if take("<=") { return .lessThanOrEqual }
        if take(">=") { return .greaterThanOrEqual }
        skipSpaces()
        throw failure("expected ==, <= or >=")
    }

    /// `ITEM.ATTRIBUTE`, split at the last dot.
    mutating func anchor() throws(ParsedConstraint.Failure) -> (String, LayoutAttribute) {
        skipSpaces()
        let start = index
        while index < characters.count,
              characters[index].isLetter || characters[index].isNumber || "_.-".contains(characters[index]) {
            // A '-' only inside a name, never as the start of an operator.
            if characters[index] == "-" && (index + 1 >= characters.count || characters[index + 1].isWhitespace) { break }
            index += 1
        }
        let word = String(characters[start..<index])
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex else {
            index = start
            throw failure("expected ITEM.ATTRIBUTE")
        }
        let name = String(word[..<dot]), attributeName = String(word[word.index(after: dot)...])
        guard let attribute = LayoutAttribute(rawValue: attributeName) else {
            index = start + name.count + 1
            if let anchor = Self.uikitAnchor(name, attributeName) {
                throw failure("unknown attribute \"\(attributeName)\" (UIKit's anchor; here write \"\(anchor)\")")
            }
            let nearMiss = LayoutDocument.closestKey(to: attributeName, among: LayoutAttribute.allCases.map(\.rawValue))
            throw failure("unknown attribute \"\(attributeName)\"" + (nearMiss.map { " (did you mean \"\($0)\"?)" } ?? ""))
        }
        return (name, attribute)
    }

    /// A UIKit anchor (`title.leadingAnchor`, `view.layoutMarginsGuide.topAnchor`,
    /// `view.safeAreaLayoutGuide.bottomAnchor`) as a document writes it
    /// (`title.leading`, `view.margins.top`, `view.safeArea.bottom`); nil
    /// for any other name, and for an anchor a guide does not have (a
    /// baseline).
    static func uikitAnchor(_ name: String, _ attributeName: String) -> String? {
        guard attributeName.hasSuffix("Anchor"), let base = LayoutAttribute(rawValue: String(attributeName.dropLast(6)))
        else { return nil }
        guard let (owner, guide) = RegionName.uikitGuide(in: name) else {
            return name.hasSuffix("Guide") ? nil : "\(name).\(base.rawValue)"
        }
        let guideHasIt = !base.rawValue.contains("Baseline") && !base.rawValue.contains("Margin")
        return guideHasIt ? "\(owner).\(guide.rawValue).\(base.rawValue)" : nil
    }

    /// The `/M` of a fraction `N/M`, or nil (reading nothing) when no `/`
    /// follows; a denominator that is missing or 0 is an error.
    mutating func denominator() throws(ParsedConstraint.Failure) -> Double? {
        guard take("/") else { return nil }
        skipSpaces()
        let start = index
        guard let value = try number() else { throw failure("expected a number after '/'") }
        guard value != 0 else {
            index = start
            throw failure("the fraction divides by 0")
        }
        return value
    }

    /// A number, or nil (reading nothing) when the text has none here; a
    /// number that is not finite (`1e400`) is an error at its start.
    mutating func number() throws(ParsedConstraint.Failure) -> Double? {
        skipSpaces()
        guard let (value, end) = NumberScanning.scan(characters, from: index) else { return nil }
        guard value.isFinite else { throw failure("the number \(String(characters[index..<end])) is not finite") }
        index = end
        return value
    }
}
