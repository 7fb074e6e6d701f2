import Testing
@testable import Cassowary

@Suite struct ConstraintParserTests {
    /// Parses with a fresh pool of variables, returning the constraint's
    /// normal form as text.
    func parse(_ text: String) throws -> String {
        var pool: [String: Variable] = [:]
        return try ConstraintParser.parseConstraint(text) { name in
            if let variable = pool[name] { return variable }
            let variable = Variable(name)
            pool[name] = variable
            return variable
        }.description
    }

    func error(_ text: String) -> ConstraintParseError? {
        do {
            _ = try ConstraintParser.parseConstraint(text) { Variable($0) }
            Issue.record("\(text) parsed")
            return nil
        } catch {
            return error
        }
    }

    @Test func termsOfEveryShape() throws {
        #expect(try parse("left + width <= 320") == "left + width <= 320")
        #expect(try parse("2*gap == right - left") == "2*gap - right + left == 0")
        #expect(try parse("x == 0.5*y + 10") == "x - 0.5*y == 10")
        #expect(try parse("-x + y == 0") == "-x + y == 0")
        #expect(try parse("x <= -5") == "x <= -5")
        #expect(try parse("y*3 >= .5") == "3*y >= 0.5")
        #expect(try parse("a >= 1e-3") == "a >= 0.001")
        #expect(try parse("ctwidth - 1.67772e+07 <= 0") == "ctwidth <= 16777200")
    }

    @Test func parenthesesDivisionAndRepeatedNames() throws {
        #expect(try parse("2*(a + b) == c") == "2*a + 2*b - c == 0")
        #expect(try parse("(a + b)/4 >= 1") == "0.25*a + 0.25*b >= 1")
        #expect(try parse("x + x + 3 == 2*x + y") == "-y == -3")
        #expect(try parse("c0.cell.W - -375 == 0") == "c0.cell.W == -375")
        #expect(try parse("-(a - b) == 2") == "-a + b == 2")
    }

    @Test func malformedTextsNameTheColumn() {
        #expect(error("x * y == 1") == ConstraintParseError(message: "a product of two variables is not linear", column: 3))
        #expect(error("x + 2") == ConstraintParseError(message: "a relation (==, <= or >=) is missing", column: 6))
        #expect(error("x == 1e999") == ConstraintParseError(message: "the number 1e999 is not finite", column: 6))
        #expect(error("x + $ == 1")?.column == 5)
        #expect(error("x == 1 == 2") == ConstraintParseError(message: "a second relation", column: 8))
        #expect(error("x / y == 1")?.message == "division by a variable is not linear")
        #expect(error("x / 0 == 1")?.message == "division by zero")
        #expect(error("(x + 1 == 2")?.message == "expected ')'")
        #expect(error("x = 2")?.message == "expected ==, <= or >=")
        #expect(error("x + == 2")?.column == 5)
        #expect(error("") == ConstraintParseError(message: "the text ends where a term should be", column: 1))
    }

    /// ASCII text is read scalar by scalar and any other character by
    /// character: columns count characters either way, and whitespace is
    /// Unicode's.
    @Test func textBeyondASCIIIsReadCharacterByCharacter() throws {
        #expect(try parse("x\u{00A0}+\u{2003}y\r\n== 3") == "x + y == 3")
        #expect(error("e\u{301} + x == 1") == ConstraintParseError(message: "unexpected '\u{E9}'", column: 1))
        #expect(error("x + \u{1F468}\u{200D}\u{1F469} == 1") == ConstraintParseError(message: "unexpected '👨‍👩'", column: 5))
        #expect(error("é + x = 1\u{1F600}")?.column == 1)
        #expect(error("x +\r\n$ == 1") == ConstraintParseError(message: "unexpected '$'", column: 5))
    }

    @Test func namesInOrderOfFirstAppearance() throws {
        #expect(try ConstraintParser.names(in: "b + a == a + c.d") == ["b", "a", "c.d"])
    }

    @Test func expressionsWithoutRelation() throws {
        let x = Variable("x")
        let expression = try ConstraintParser.parseExpression("3*x - 4") { _ in x }
        #expect(expression == 3 * x - 4)
    }
}
