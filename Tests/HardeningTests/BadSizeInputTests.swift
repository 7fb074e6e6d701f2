import Cassowary
import JSON
import Layout
import LayoutTool
import Testing

/// Pathological sizes: constants near the ends of the doubles, nothing at
/// all, and documents with thousands of constraints. They are not errors:
/// they run, exact where the arithmetic allows it (the layout holds numbers
/// beyond ``LayoutEngine/numberLimit`` at the limit), and quickly enough
/// for a debug build. (The time taken by 100 000 constraints in a debug
/// build is a reported finding, not tested here.)
@Suite struct BadSizeInputTests {
    /// Runs `layout COMMAND - --json` on a document and returns its status and output.
    func run(_ command: String, _ document: String) throws -> (status: Int32, json: JSON) {
        let output = LayoutCommand.run([command, "-", "--json"], readStandardInput: { document })
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        return (output.status, try JSON(parsing: output.standardOutput))
    }

    /// Constants of ±1e300 and 1e-300 are held exactly by the solver.
    @Test func constantsNearTheEndsOfTheDoublesAreExact() throws {
        let solver = Solver()
        let huge = Variable("huge"), tiny = Variable("tiny"), difference = Variable("difference")
        try solver.addConstraint(huge == 1e300)
        try solver.addConstraint(tiny == 1e-300)
        try solver.addConstraint(difference == huge - 1e300)
        try solver.addConstraint(huge >= -1e300)
        #expect(solver.value(of: huge) == 1e300)
        #expect(solver.value(of: tiny) == 1e-300)
        #expect(solver.value(of: difference) == 0)
        #expect(solver.requiredViolation == 0)
    }

    /// An item asked to be 1e300 points wide is 1e12 (the layout's limit),
    /// and one placed after it and half as wide has exactly the frame that
    /// follows; a height of 1e-300 is kept.
    @Test func framesOf1e300PointsAreHeldAtTheLimit() throws {
        let root = LayoutItem(name: "root"), far = LayoutItem(name: "far")
        root.addChild(far)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 1e300),
            root.heightAnchor.constraint(equalToConstant: 0),
            far.leadingAnchor.constraint(equalTo: root.trailingAnchor),
            far.topAnchor.constraint(equalTo: root.topAnchor),
            far.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            far.heightAnchor.constraint(equalToConstant: 1e-300),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(far.frame == Rect(x: 1e12, y: 0, width: 5e11, height: 1e-300))
    }

    /// Numbers beyond the limit, as iOS code writes `.greatestFiniteMagnitude`
    /// for "no limit", in constants, intrinsic sizes, margins and baseline
    /// offsets: the layout holds them at ±1e12 and every frame is finite,
    /// a multiplier of 1e10 on a limited width included.
    @Test func numbersBeyondTheLimitGiveFiniteFrames() throws {
        let root = LayoutItem(name: "root"), open = LayoutItem(name: "open"), huge = LayoutItem(name: "huge")
        let x = LayoutItem(name: "x"), y = LayoutItem(name: "y"), badge = LayoutItem(name: "badge")
        let text = LayoutItem(name: "text", intrinsicContentSize: IntrinsicSize(width: 1e300, height: 20))
        for child in [open, huge, x, y, badge, text] { root.addChild(child) }
        root.layoutMargins = EdgeInsets(top: -.greatestFiniteMagnitude, left: 8, bottom: 8, right: 1e300)
        text.firstBaselineOffset = .greatestFiniteMagnitude
        var constraints = [
            open.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
            LayoutConstraint(open, .width, .equal, nil, nil, constant: 40, priority: 500),
            huge.widthAnchor.constraint(equalToConstant: 1e300),
            x.widthAnchor.constraint(equalToConstant: 1e300),
            y.widthAnchor.constraint(equalTo: x.widthAnchor, multiplier: 1e10),
            text.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            text.topAnchor.constraint(equalTo: root.topMarginAnchor),
            root.trailingMarginAnchor.constraint(equalTo: text.trailingAnchor),
            badge.lastBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
            badge.widthAnchor.constraint(equalToConstant: 5),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ]
        for item in [open, huge, x, y, badge] {
            constraints += [item.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            if item !== badge {
                constraints += [item.topAnchor.constraint(equalTo: root.topAnchor), item.heightAnchor.constraint(equalToConstant: 1)]
            }
        }
        try LayoutConstraint.activate(constraints)
        #expect(root.layoutIfNeeded().isEmpty)
        let frames = root.subtree.map(\.frame)
        #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(frames)")
        #expect(open.frame.width == 40)
        #expect(huge.frame.width == 1e12 && x.frame.width == 1e12 && y.frame.width == 1e22)
        #expect(text.frame == Rect(x: 8, y: -1e12, width: 1e12, height: 20))
        #expect(badge.frame == Rect(x: 0, y: -10, width: 5, height: 10))
        #expect(root.frame == Rect(x: 0, y: 0, width: 2e12 + 8, height: 0))
    }

    /// The same sizes through the command line: `layout solve` prints
    /// 1e+300, `layout run` lays out a root asked to be 1e300 × 0 as 1e12 × 0.
    @Test func documentsWith1e300() throws {
        let solved = try run("solve", #"{ "constraints": [{ "expr": "x == 1e300" }, { "expr": "y == x - 1e300" }] }"#)
        #expect(solved.status == 0)
        #expect(solved.json["values"] == .object([("x", .number(1e300)), ("y", .number(0))]))
        let laidOut = try run("run", #"{ "root": { "name": "r", "size": { "width": 1e300, "height": 0 } } }"#)
        #expect(laidOut.status == 0)
        #expect(laidOut.json["frames"]?["r"]?["width"]?.number == LayoutEngine.numberLimit)
    }

    /// Documents with nothing in them run and report nothing; a tree of
    /// empty items in an empty root is all zeros, not a conflict.
    @Test func emptyDocumentsAndZeroSizes() throws {
        let system = try run("solve", #"{ "constraints": [] }"#)
        #expect(system.status == 0 && system.json == .object([("values", .object([]))]))
        let session = try run("solve", #"{ "steps": [] }"#)
        #expect(session.status == 0 && session.json == .object([("results", .array([]))]))
        let laidOut = try run("run", #"""
            { "root": { "name": "r", "size": { "width": 0, "height": 0 }, "margins": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                        "children": [ { "name": "s", "stack": { "spacing": 0 }, "children": [
                            { "name": "a", "intrinsicSize": { "width": 0, "height": 0 } },
                            { "name": "b", "intrinsicSize": { "width": 0, "height": 0 } } ] } ] },
              "constraints": [ "s.leading == r.leadingMargin", "s.top == r.topMargin" ] }
            """#)
        #expect(laidOut.status == 0)
        #expect(laidOut.json["ambiguous"] == .array([]))
        let zero = JSON.object([("x", .number(0)), ("y", .number(0)), ("width", .number(0)), ("height", .number(0))])
        for name in ["r", "s", "a", "b"] { #expect(laidOut.json["frames"]?[name] == zero, "\(name)") }
    }

    /// A 2 000-link chain in a constraint-system document: every link holds.
    @Test func aDocumentOfTwoThousandConstraints() throws {
        let links = (0..<1999).map { #"{ "expr": "x\#($0 + 1) == x\#($0) + 1" }"# }
        let solved = try run("solve", #"{ "constraints": [{ "expr": "x0 == 0" }, "# + links.joined(separator: ", ") + "] }")
        #expect(solved.status == 0)
        let values = try #require(solved.json["values"]?.members)
        #expect(values.count == 2000)
        let misplaced = values.filter { name, value in value.number != Double(name.dropFirst()) }.map(\.key)
        #expect(misplaced.isEmpty)
    }

    /// A layout document with a row of 100 items, each after the previous.
    @Test func aLayoutOfAHundredItems() throws {
        let names = (0..<100).map { "i\($0)" }
        let children = names.map { #"{ "name": "\#($0)", "intrinsicSize": { "width": 3, "height": 2 } }"# }
        let constraints = ["i0.leading == r.leading", "i0.top == r.top", "r.trailing == i99.trailing"] + zip(names, names.dropFirst()).flatMap { previous, next in
            ["\(next).leading == \(previous).trailing + 1", "\(next).top == \(previous).top"]
        }
        let document = #"{ "root": { "name": "r", "children": ["# + children.joined(separator: ", ") + #"] }, "constraints": ["#
            + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "] }"
        let laidOut = try run("run", document)
        #expect(laidOut.status == 0)
        #expect(laidOut.json["frames"]?["r"]?["width"]?.number == 399)
        #expect(laidOut.json["frames"]?["i99"]?["x"]?.number == 396)
    }
}
