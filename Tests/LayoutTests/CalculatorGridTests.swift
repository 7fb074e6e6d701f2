import Testing
import Layout

/// A calculator keypad written in the visual format language: a display
/// over five rows of four keys, the last row's "0" two keys wide, 8 points
/// between keys, in a 320 × 480 screen with the default margins of 8.
@Suite struct CalculatorGridTests {
    private static let rows = [["ac", "sign", "percent", "divide"], ["seven", "eight", "nine", "times"],
                               ["four", "five", "six", "minus"], ["one", "two", "three", "plus"],
                               ["zero", "dot", "equals"]]

    /// Each row is one horizontal format whose keys share `ac`'s width and
    /// line up top and bottom (`.alignAllTop` and `.alignAllBottom`
    /// together); one vertical format stacks the display and the first key
    /// of each row, every key as tall as `ac`.
    private static func keypad() throws -> (screen: LayoutItem, keys: [String: LayoutItem]) {
        let screen = LayoutItem(name: "screen")
        var keys: [String: LayoutItem] = [:]
        for name in ["display"] + rows.joined() {
            let key = LayoutItem(name: name)
            screen.addChild(key)
            keys[name] = key
        }
        var formats = ["H:|-[display]-|", "V:|-[display(displayHeight)]-gap-[ac]-gap-[seven(==ac)]-gap-[four(==ac)]"
                       + "-gap-[one(==ac)]-gap-[zero(==ac)]-|"]
        for row in rows {
            let keys = row.map { $0 == "ac" || $0 == "zero" ? "[\($0)]" : "[\($0)(==ac)]" }
            formats.append("H:|-" + keys.joined(separator: "-gap-") + "-|")
        }
        var constraints = [screen.widthAnchor.constraint(equalToConstant: 320),
                           screen.heightAnchor.constraint(equalToConstant: 480)]
        for format in formats {
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: format, options: format.hasPrefix("H:|-[display") || format.hasPrefix("V:")
                    ? [] : [.alignAllTop, .alignAllBottom],
                metrics: ["gap": 8, "displayHeight": 80], views: keys)
        }
        try LayoutConstraint.activate(constraints)
        return (screen, keys)
    }

    /// Keys: (304 − 3 × 8) / 4 = 70 wide, at 8, 86, 164, 242; rows:
    /// (464 − 80 − 5 × 8) / 5 = 68.8 tall, from 8 + 80 + 8 = 96 every
    /// 76.8. The "0" takes the rest of its row: 304 − 2 × 70 − 2 × 8 = 148,
    /// two keys and the gap between them. Right to left the columns swap
    /// (the formats relate leading and trailing edges): "0" ends at the
    /// right margin.
    @Test func theKeypadIsAGridInBothDirections() throws {
        let (screen, keys) = try Self.keypad()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        expectFrame(keys["display"]!, 8, 8, 304, 80)
        for (rowIndex, row) in Self.rows.enumerated() {
            let y = 96 + 76.8 * Double(rowIndex)
            for (column, name) in row.enumerated() where name != "zero" {
                let x = row.count == 3 ? 8 + 78 * Double(column + 1) : 8 + 78 * Double(column)
                expectFrame(keys[name]!, x, y, 70, 68.8)
            }
        }
        expectFrame(keys["zero"]!, 8, 403.2, 148, 68.8)

        screen.layoutDirection = .rightToLeft
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrame(keys["ac"]!, 242, 96, 70, 68.8)
        expectFrame(keys["divide"]!, 8, 96, 70, 68.8)
        expectFrame(keys["zero"]!, 164, 403.2, 148, 68.8)
        expectFrame(keys["equals"]!, 8, 403.2, 70, 68.8)
    }

    /// A mistake in a format names it and points at the place.
    @Test(arguments: [
        ("H:|-[ac]-[missing]-|", "'missing' is not a key in the views dictionary\nH:|-[ac]-[missing]-|\n          ^"),
        ("H:|-[ac(==width)]-|", "'width' is not a key in the metrics or views dictionary\nH:|-[ac(==width)]-|\n          ^"),
        ("H:|-[ac-|", "Expected ']'\nH:|-[ac-|\n       ^"),
        ("V:|-[ac]-(>=8@1001)-|", "The priority 1001 is outside (0, 1000]\nV:|-[ac]-(>=8@1001)-|\n              ^"),
    ])
    func aMistakeInAFormatPointsAtItsPlace(format: String, message: String) throws {
        let (_, keys) = try Self.keypad()
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["gap": 8], views: keys)
            Issue.record("\(format) was read")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
