/// Reads a visual format string into a ``VisualFormat``, resolving view
/// and metric names as it goes; the first fault is thrown with its offset.
///
/// A recursive-descent parser of Apple's grammar, one method per rule.
/// Spaces between tokens are skipped (Apple allows none); a token (a
/// name, a number, a relation) cannot contain one.
struct VisualFormatParser {
    private let source: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: LayoutRegion]
    /// The offset of the next character to read.
    private var position = 0

    init(format: String, metrics: [String: Double], views: [String: LayoutRegion]) {
        source = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        guard peek() != nil else { throw failure("The format is empty", at: 0) }
        var result = VisualFormat(text: source)
        try parseOrientation(into: &result)
        if peek() == "|" {
            let bar = position
            position += 1
            result.leadingSuperview = (try parseConnection(), bar)
        }
        result.views.append(try parseView())
        while peek() != nil {
            let spacing = try parseConnection()
            if peek() == "|" {
                let bar = position
                position += 1
                guard peek() == nil else { throw failure("'|' can only begin or end a format", at: bar) }
                result.trailingSuperview = (spacing, bar)
            } else {
                result.connections.append(spacing)
                result.views.append(try parseView())
            }
        }
        return result
    }

    /// `(H|V):`, when the format starts with a name and a colon.
    private mutating func parseOrientation(into result: inout VisualFormat) throws(VisualFormatError) {
        guard let first = peek(), first.startsName else { return }
        let start = position
        let name = scanName()
        guard peek() == ":" else {
            // No format starts with a name but for its orientation: `V|[a]|`
            // lacks the colon, which is what to say rather than a view.
            if name == "H" || name == "V" { throw failure("Expected ':' after '\(name)' to give the orientation") }
            position = start
            return
        }
        position += 1
        switch name {
        case "H": result.axis = .horizontal
        case "V": result.axis = .vertical
        default: throw failure("Unknown orientation '\(name)': expected H or V", at: start)
        }
        result.axisOffset = start
    }

    /// `[<viewName>(<predicateListWithParens>)?]`
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        guard peek() == "[" else { throw failure("Expected a view") }
        position += 1
        guard let first = peek(), first.startsName else { throw failure("Expected a view name") }
        let offset = position
        let name = scanName()
        guard let region = views[name] else {
            throw failure("'\(name)' is not a key in the views dictionary", at: offset)
        }
        let predicates = peek() == "(" ? try parsePredicateList(inView: true) : []
        guard peek() == "]" else { throw failure("Expected ']'") }
        position += 1
        return VisualFormat.View(region: region, name: name, offset: offset, predicates: predicates)
    }

    /// `-<predicateList>-`, `-` (the standard spacing) or nothing (flush).
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Spacing {
        guard peek() == "-" else { return .flush }
        position += 1
        let spacing: VisualFormat.Spacing
        switch peek() {
        case "[", "|":
            return .standard
        case "(":
            spacing = .predicates(try parsePredicateList(inView: false))
        default:
            try checkBracketBeforeView()
            guard let operand = try parseOperand(signed: false, allowingViews: false) else {
                throw failure("Expected a spacing, a view or '|' after '-'")
            }
            spacing = .predicates([VisualFormat.Predicate(relation: .equal, view: nil, constant: operand.constant,
                                                          priority: .required)])
        }
        guard peek() == "-" else { throw failure("Expected '-' after the spacing") }
        position += 1
        return spacing
    }

    /// Throws where a spacing is read and a view's name closed by `]`
    /// follows (`|-a]-[b]`): the view lacks its `[`, which is what to say
    /// rather than that a view is no spacing.
    private func checkBracketBeforeView() throws(VisualFormatError) {
        var ahead = self
        guard let first = ahead.peek(), first.startsName else { return }
        let offset = ahead.position
        let name = ahead.scanName()
        if metrics[name] == nil, views[name] != nil, ahead.peek() == "]" {
            throw failure("Expected '[' before '\(name)'", at: offset)
        }
    }

    /// `(<predicate>(,<predicate>)*)`
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        position += 1
        var predicates = [try parsePredicate(inView: inView)]
        while peek() == "," {
            position += 1
            predicates.append(try parsePredicate(inView: inView))
        }
        guard peek() == ")" else { throw failure("Expected ',' or ')'") }
        position += 1
        return predicates
    }

    /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`; the object may be
    /// a view only in a view's predicates.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        let relation = try parseRelation()
        guard let operand = try parseOperand(signed: true, allowingViews: inView) else {
            throw failure(inView ? "Expected a number, a metric or a view name" : "Expected a number or a metric")
        }
        var priority = Priority.required
        if peek() == "@" {
            position += 1
            priority = try parsePriority()
        }
        return VisualFormat.Predicate(relation: relation, view: operand.view, constant: operand.constant, priority: priority)
    }

    /// `<metricName> | <number>`, in (0, 1000].
    private mutating func parsePriority() throws(VisualFormatError) -> Priority {
        skipSpaces()
        let offset = position
        guard let value = try parseOperand(signed: true, allowingViews: false)?.constant else {
            throw failure("Expected a priority (a number or a metric) after '@'")
        }
        let priority = Priority(value)
        guard priority.isValid else { throw failure("The priority \(format(value)) is outside (0, 1000]", at: offset) }
        return priority
    }

    /// `==`, `<=` or `>=`; `==` when there is none.
    private mutating func parseRelation() throws(VisualFormatError) -> Relation {
        let relations: [Character: Relation] = ["=": .equal, "<": .lessThanOrEqual, ">": .greaterThanOrEqual]
        guard let first = peek(), let relation = relations[first] else { return .equal }
        guard position + 1 < characters.count, characters[position + 1] == "=" else {
            throw failure("Expected '==', '<=' or '>='")
        }
        position += 2
        return relation
    }

    /// A number (with a sign when `signed`), a metric, or a view's size when
    /// `allowingViews` (a name that is both a metric and a view is the
    /// metric); nil when the next token is none of these.
    private mutating func parseOperand(signed: Bool,
                                       allowingViews: Bool) throws(VisualFormatError) -> (view: LayoutRegion?, constant: Double)? {
        guard let first = peek() else { return nil }
        if first.startsName {
            let offset = position
            let name = scanName()
            if let value = metrics[name] { return (nil, value) }
            guard let view = views[name] else {
                let dictionaries = allowingViews ? "metrics or views dictionary" : "metrics dictionary"
                throw failure("'\(name)' is not a key in the \(dictionaries)", at: offset)
            }
            guard allowingViews else {
                throw failure("'\(name)' is a view, where a number or a metric is expected", at: offset)
            }
            return (view, 0)
        }
        guard first.isASCIIDigit || first == "." || (signed && (first == "-" || first == "+")) else { return nil }
        return (nil, try scanNumber())
    }

    /// `[+-]?[0-9]*(.[0-9]+)?`, with at least one digit (no exponent).
    private mutating func scanNumber() throws(VisualFormatError) -> Double {
        guard let (value, end) = NumberScanning.scan(characters, from: position, allowingExponent: false) else {
            throw failure("Expected a number", at: position)
        }
        position = end
        return value
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, starting at a character that starts a name.
    private mutating func scanName() -> String {
        let start = position
        position += 1
        while position < characters.count, characters[position].startsName || characters[position].isASCIIDigit {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// The next character after any spaces, which are skipped; nil at the end.
    private mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: source, offset: offset ?? position)
    }
}

extension Character {
    /// Whether the character can start a view or metric name: `[A-Za-z_]`.
    fileprivate var startsName: Bool { isASCII && (isLetter || self == "_") }
    /// `[0-9]`
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
