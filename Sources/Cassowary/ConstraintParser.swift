/// A malformed constraint or expression text, with the column (from 1)
/// where reading stopped.
public struct ConstraintParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in plain words.
    public var message: String
    /// The column (counted in characters, from 1) where reading stopped.
    public var column: Int

    /// The column and the message: `column 3: a product of two variables is not linear`.
    public var description: String { "column \(column): \(message)" }
}

/// Reads linear relations and expressions written as text:
/// `left + width <= 320`, `2*gap == right - left`, `x >= 0.5*y + 10`,
/// `2*(a + b)/3 == c`.
///
/// Terms are numbers, names (`[A-Za-z_][A-Za-z0-9_.]*`) and products of a
/// number and a name; `+` and `-` join them, a leading `-` negates, a sum in
/// parentheses may be multiplied or divided by a number. A product of two
/// variables, division by a variable or by zero, a number that is not
/// finite (`1e999`), parentheses nested more than
/// ``maximumNesting`` deep and a missing or doubled relation are errors.
///
/// ```swift
/// var names: [String: Variable] = [:]
/// let c = try ConstraintParser.parseConstraint("x + y <= 10") { name in
///     if let known = names[name] { return known }
///     let variable = Variable(name)
///     names[name] = variable
///     return variable
/// }
/// ```
public enum ConstraintParser {
    /// How deep parentheses may nest (512, as the JSON reader nests values):
    /// deeper text is an error rather than a reader that runs out of stack.
    public static let maximumNesting = 512

    /// Parses `EXPRESSION RELATION EXPRESSION` into a constraint.
    /// - Parameters:
    ///   - text: The constraint, such as `left + width <= 320`.
    ///   - priority: The constraint's priority.
    ///   - weight: The constraint's weight among constraints of the same priority.
    ///   - identifier: The constraint's identifier, if any.
    ///   - variable: Returns the variable for a name; called once per
    ///     occurrence, in reading order.
    /// - Throws: ``ConstraintParseError`` at the first fault.
    public static func parseConstraint(
        _ text: String, priority: Priority = .required, weight: Double = 1, identifier: String? = nil,
        variable: (String) -> Variable
    ) throws(ConstraintParseError) -> Constraint {
        let (lhs, relation, rhs) = try readConstraint(text, key: variable)
        return Constraint(Expression(lhs), relation, Expression(rhs), priority: priority, weight: weight, identifier: identifier)
    }

    /// Parses a linear expression without a relation.
    public static func parseExpression(
        _ text: String, variable: (String) -> Variable
    ) throws(ConstraintParseError) -> Expression {
        try withoutActuallyEscaping(variable) { (variable) throws(ConstraintParseError) in
            func parse<Element: ParsedCharacter>(_ characters: [Element]) throws(ConstraintParseError) -> Expression {
                var reader = ExpressionReader(characters, key: variable)
                let expression = try reader.readSum()
                try reader.expectEnd()
                return Expression(expression)
            }
            if let scalars = asciiScalars(of: text) { return try parse(scalars) }
            return try parse(Array(text))
        }
    }

    /// The two sides and the relation of `EXPRESSION RELATION EXPRESSION`,
    /// each name's terms keyed by what `key` gives for it (called once per
    /// occurrence, in reading order).
    static func readConstraint<Key: Equatable>(
        _ text: String, key: (String) -> Key
    ) throws(ConstraintParseError) -> (LinearSum<Key>, Relation, LinearSum<Key>) {
        try withoutActuallyEscaping(key) { (key) throws(ConstraintParseError) in
            func parse<Element: ParsedCharacter>(
                _ characters: [Element]
            ) throws(ConstraintParseError) -> (LinearSum<Key>, Relation, LinearSum<Key>) {
                var reader = ExpressionReader(characters, key: key)
                let lhs = try reader.readSum()
                guard let relation = reader.readRelation() else {
                    throw reader.error(reader.atEnd ? "a relation (==, <= or >=) is missing" : "expected ==, <= or >=")
                }
                let rhs = try reader.readSum()
                try reader.expectEnd()
                return (lhs, relation, rhs)
            }
            if let scalars = asciiScalars(of: text) { return try parse(scalars) }
            return try parse(Array(text))
        }
    }

    /// The scalars of a text that is ASCII, which is read scalar by scalar:
    /// the same as character by character there, without the cost of
    /// grouping scalars into characters. Nil for any other text.
    private static func asciiScalars(of text: String) -> [Unicode.Scalar]? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.map { Unicode.Scalar($0) } : nil
        }
    }

    /// The variable names of a constraint text in order of first
    /// appearance, or the parse error.
    public static func names(in text: String) throws(ConstraintParseError) -> [String] {
        try ParsedConstraint(parsing: text).names
    }
}

/// A recursive-descent reader over the characters of one text (or its
/// scalars, when it is ASCII), keying each name's terms by what `key`
/// gives for it.
private struct ExpressionReader<Element: ParsedCharacter, Key: Equatable> {
    let characters: [Element]
    var index = 0
    /// How many parentheses enclose the reading position.
    var nesting = 0
    let key: (String) -> Key

    init(_ characters: [Element], key: @escaping (String) -> Key) {
        self.characters = characters
        self.key = key
    }

    var atEnd: Bool { index >= characters.count }

    func error(_ message: String) -> ConstraintParseError {
        ConstraintParseError(message: message, column: Element.string(characters[..<min(index, characters.count)]).count + 1)
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index].isSpace { index += 1 }
    }

    mutating func peek() -> Element? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    mutating func expectEnd() throws(ConstraintParseError) {
        skipSpaces()
        guard atEnd else {
            if readRelation() != nil {
                index -= 2
                throw error("a second relation")
            }
            throw error("unexpected '\(Element.string(characters[index...]).first!)'")
        }
    }

    mutating func readRelation() -> Relation? {
        skipSpaces()
        guard index + 1 < characters.count, characters[index + 1] == "=" else { return nil }
        let relation: Relation
        switch characters[index] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return nil
        }
        index += 2
        return relation
    }

    /// sum := ['+'|'-'] product (('+'|'-') product)*
    mutating func readSum() throws(ConstraintParseError) -> LinearSum<Key> {
        var sum = LinearSum<Key>()
        var sign = 1.0
        if let first = peek(), first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            index += 1
        }
        while true {
            // Added term by term into one expression, without the copies
            // of `+` and `scaled(by:)`.
            if try !addLoneFactor(to: &sum, times: sign) {
                let product = try readProduct()
                for term in product.terms { sum.add(term.key, sign * term.coefficient) }
                sum.constant += sign * product.constant
            }
            guard let next = peek(), next == "+" || next == "-" else { return sum }
            sign = next == "-" ? -1 : 1
            index += 1
        }
    }

    /// Reads a product that is one name or one number after minus signs,
    /// with no `*` or `/` after it (most are), and adds it to `sum` times
    /// `sign` as ``readProduct()`` and `readSum` would, without building a
    /// sum for it. False, with nothing read, for any other product.
    mutating func addLoneFactor(to sum: inout LinearSum<Key>, times sign: Double) throws(ConstraintParseError) -> Bool {
        let start = index
        var factorSign = 1.0
        while peek() == "-" {
            factorSign = -factorSign
            index += 1
        }
        func productOperatorFollows(_ reader: inout ExpressionReader) -> Bool {
            guard let next = reader.peek() else { return false }
            return next == "*" || next == "/"
        }
        if let next = peek(), next.isASCIILetter || next == "_" {
            let name = readName()
            if !productOperatorFollows(&self) {
                sum.add(key(name), sign * factorSign)
                return true
            }
        } else if let next = peek(), next.isASCIIDigit || next == "." {
            let value = try readNumber()
            if !productOperatorFollows(&self) {
                sum.constant += sign * (factorSign == 1 ? value : value * factorSign)
                return true
            }
        }
        index = start
        return false
    }

    /// product := factor (('*' factor) | ('/' factor))*, staying linear.
    mutating func readProduct() throws(ConstraintParseError) -> LinearSum<Key> {
        var product = try readFactor()
        while let next = peek(), next == "*" || next == "/" {
            let operatorIndex = index
            index += 1
            let factor = try readFactor()
            if next == "*" {
                if factor.terms.isEmpty { product = product.scaled(by: factor.constant) }
                else if product.terms.isEmpty { product = factor.scaled(by: product.constant) }
                else {
                    index = operatorIndex
                    throw error("a product of two variables is not linear")
                }
            } else {
                guard factor.terms.isEmpty else {
                    index = operatorIndex
                    throw error("division by a variable is not linear")
                }
                guard factor.constant != 0 else {
                    index = operatorIndex
                    throw error("division by zero")
                }
                product = product.scaled(by: 1 / factor.constant)
            }
            if !product.isFinite {
                index = operatorIndex
                throw error("the result is not a finite number")
            }
        }
        return product
    }

    /// factor := '-'* (NUMBER | NAME | '(' sum ')'), the minus signs read
    /// in a loop and parentheses nested at most ``ConstraintParser/maximumNesting`` deep.
    mutating func readFactor() throws(ConstraintParseError) -> LinearSum<Key> {
        var sign = 1.0
        while peek() == "-" {
            sign = -sign
            index += 1
        }
        let factor = try readUnsignedFactor()
        return sign == 1 ? factor : factor.scaled(by: sign)
    }

    /// NUMBER | NAME | '(' sum ')'
    mutating func readUnsignedFactor() throws(ConstraintParseError) -> LinearSum<Key> {
        guard let next = peek() else { throw error("the text ends where a term should be") }
        if next == "(" {
            guard nesting < ConstraintParser.maximumNesting else {
                throw error("parentheses are nested more than \(ConstraintParser.maximumNesting) deep")
            }
            index += 1
            nesting += 1
            let inner = try readSum()
            guard peek() == ")" else { throw error(atEnd ? "a ')' is missing" : "expected ')'") }
            index += 1
            nesting -= 1
            return inner
        }
        if next.isASCIIDigit || next == "." { return LinearSum(constant: try readNumber()) }
        if next.isASCIILetter || next == "_" { return LinearSum(key(readName())) }
        throw error("unexpected '\(Element.string(characters[index...]).first!)'")
    }

    mutating func readName() -> String {
        let start = index
        while index < characters.count {
            let character = characters[index]
            guard character.isASCIILetter || character.isASCIIDigit || character == "_" || character == "."
            else { break }
            index += 1
        }
        return Element.string(characters[start..<index])
    }

    /// NUMBER, as ``NumberScanning`` reads it, without a sign (a sign is
    /// an operator here).
    mutating func readNumber() throws(ConstraintParseError) -> Double {
        guard let (value, end) = NumberScanning.scan(characters, from: index, allowingSign: false) else {
            throw error("a number needs digits")
        }
        guard value.isFinite else {
            throw error("the number \(Element.string(characters[index..<end])) is not finite")
        }
        index = end
        return value
    }
}
