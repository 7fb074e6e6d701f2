import Cassowary
import Testing
@testable import Explain

/// Rebuilding the constraints with the engine: attributes as expressions of
/// each item's frame, the layout direction, margins, baselines, and the
/// rules the engine applies without printing them.
@Suite struct LayoutModelTests {
    /// The block of these descriptions in a solver.
    static func system(_ descriptions: [String], margins: MarginReading = .nonNegative) throws -> BlockSystem {
        let parsed = try descriptions.map { try parse($0) }
        return BlockSystem(lines: parsed, namer: ViewNamer(items: parsed.flatMap(\.equation.items)), margins: margins)
    }

    /// What the block's constraints allow for `first − second` (attributes of items by address).
    static func difference(_ system: BlockSystem, _ first: (String, LoggedAttribute), _ second: (String, LoggedAttribute)) throws -> ValueRange {
        guard case let .holds(solver) = system.solver() else { throw UnreadableConstraint("the block conflicts") }
        let a = system.model.coordinate(of: AttributeReference(LoggedItem(address: first.0), first.1))
        let b = system.model.coordinate(of: AttributeReference(LoggedItem(address: second.0), second.1))
        return system.range(of: a - b, in: solver)
    }

    @Test func centersAndEdgesComeFromTheFrame() throws {
        let system = try Self.system([
            "<NSLayoutConstraint:0x1 UIView:0xA.width == 200>",
            "<NSLayoutConstraint:0x2 UIView:0xB.width == 50>",
            "<NSLayoutConstraint:0x3 UIView:0xB.centerX == UIView:0xA.centerX>",
        ])
        #expect(try Self.difference(system, ("0xB", .left), ("0xA", .left)).value == 75)
        #expect(try Self.difference(system, ("0xA", .right), ("0xB", .trailing)).value == 75)
        #expect(system.model.implicitRules.map(\.kind) == [.nonNegativeWidth, .nonNegativeHeight, .nonNegativeWidth, .nonNegativeHeight])
    }

    @Test func leadingAndTrailingFollowTheDirection() throws {
        let lines = ["<NSLayoutConstraint:0x2 UIView:0xA.width == 100>", "<NSLayoutConstraint:0x3 UIView:0xB.width == 30>"]
        let leftToRight = try Self.system(["<NSLayoutConstraint:0x1 H:|-(20)-[UIView:0xB]   (active, names: '|':UIView:0xA )>"] + lines)
        #expect(try Self.difference(leftToRight, ("0xB", .left), ("0xA", .left)).value == 20)
        let rightToLeft = try Self.system(["<NSLayoutConstraint:0x1 H:|-(20)-[UIView:0xB](RTL)   (active, names: '|':UIView:0xA )>"] + lines)
        #expect(rightToLeft.model.direction == .rightToLeft)
        #expect(try Self.difference(rightToLeft, ("0xB", .left), ("0xA", .left)).value == 50)
        #expect(try Self.difference(rightToLeft, ("0xB", .leading), ("0xA", .right)).value == -20)
        let between = try Self.system(["<NSLayoutConstraint:0x1 H:[UIView:0xA]-(8)-[UIView:0xB](RTL)>"])
        #expect(try Self.difference(between, ("0xA", .left), ("0xB", .right)).value == 8)
    }

    @Test func marginsAreTheMarginsGuideWhenTheLogShowsIt() throws {
        let guided = try Self.system([
            "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xG'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0xC )>",
            "<NSLayoutConstraint:0x2 UIView:0xV.top == UITableViewCellContentView:0xC.topMargin   (active)>",
        ])
        #expect(try Self.difference(guided, ("0xV", .top), ("0xC", .top)).value == 8)
        #expect(!guided.model.usesUnprintedMargins)
    }

    @Test func marginsTheLogDoesNotPrintAreNeverNegative() throws {
        // Without the guide a margin is unknown, but at least 0: a view 10
        // wide between the margins of a view 0 wide conflicts whatever they are.
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0xC.width == 0>",
            "<NSLayoutConstraint:0x2 UIView:0xV.leading == UIView:0xC.leadingMargin>",
            "<NSLayoutConstraint:0x3 UIView:0xV.trailing == UIView:0xC.trailingMargin>",
            "<NSLayoutConstraint:0x4 UIView:0xV.width == 10>",
            "<NSLayoutConstraint:0x5 UIView:0xV.centerX == UIView:0xC.centerXWithinMargins>",
        ]
        let unguided = try Self.system(lines)
        #expect(unguided.model.usesUnprintedMargins)
        let conflict = try #require(unguided.smallestConflict())
        #expect(conflict.compactMap(\.line) == [0, 1, 2, 3])
        let rules = conflict.compactMap { if case let .implicit(rule) = $0 { rule } else { nil } }
        #expect(rules.map { $0.text(naming: unguided.model.namer.name(of: $0.item)) }
            == ["UIView #1.leadingMargin inset >= 0", "UIView #1.trailingMargin inset >= 0"])
        // Without the width of 10 they can hold (margins of 0), but not
        // with UIKit's default of 8 on each side: 0 - 8 - 8 < 0.
        let room = Array(lines[0..<3])
        #expect(try Self.system(room).smallestConflict() == nil)
        let defaults = try Self.system(room, margins: .defaults(rootSides: 16))
        let members = try #require(defaults.smallestConflict())
        #expect(members.compactMap(\.line) == [0, 1, 2])
        let assumed = members.compactMap { if case let .implicit(rule) = $0, rule.kind == .defaultMargin { rule } else { nil } }
        #expect(assumed.map(\.value) == [8, 8])
        #expect(assumed.allSatisfy { !$0.isRootView })
    }

    @Test func theDefaultMarginsOfAViewControllersRootView() throws {
        // A view whose size a container gives (not a cell) is taken for a
        // root view: 16 or 20 on its sides, its top and bottom unknown.
        let system = try Self.system([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0xR.width == 375>",
            "<NSLayoutConstraint:0x2 UILabel:0xL.leading == UIView:0xR.leadingMargin>",
            "<NSLayoutConstraint:0x3 UILabel:0xL.top == UIView:0xR.topMargin>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xC.width == 320>",
            "<NSLayoutConstraint:0x5 UILabel:0xM.leading == UITableViewCellContentView:0xC.leadingMargin>",
        ], margins: .defaults(rootSides: 20))
        #expect(system.model.usesRootSideMargins)
        let rules = system.model.implicitRules.filter(\.isMargin)
        #expect(rules.map { $0.text(naming: system.model.namer.name(of: $0.item)) } == [
            "UIView #1.leadingMargin inset == 20", "UIView #1.topMargin inset >= 0", "UITableViewCellContentView #1.leadingMargin inset == 8",
        ])
        #expect(rules.map(\.isRootView) == [true, false, false])
        #expect(try Self.difference(system, ("0xL", .left), ("0xR", .left)).value == 20)
        #expect(try Self.difference(system, ("0xM", .left), ("0xC", .left)).value == 8)
    }

    @Test func theSidesOfAMarginsGuideTheLogDoesNotPrint() throws {
        // The guide's top is printed (8); its leading side is not, and is a
        // margin like any other: at least 0, or 8.
        let lines = [
            "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xG'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0xC )>",
            "<NSLayoutConstraint:0x2 UIView:0xV.leading == UIView:0xC.leadingMargin>",
            "<NSLayoutConstraint:0x3 UIView:0xV.top == UIView:0xC.topMargin>",
        ]
        let free = try Self.system(lines)
        #expect(free.model.implicitRules.filter(\.isMargin).map { $0.text(naming: free.model.namer.name(of: $0.item)) }
            == ["UIView #1.leadingMargin inset >= 0"])
        #expect(try Self.difference(free, ("0xV", .left), ("0xC", .left)) == ValueRange(lower: 0, upper: nil))
        let defaults = try Self.system(lines, margins: .defaults(rootSides: 16))
        #expect(try Self.difference(defaults, ("0xV", .left), ("0xC", .left)).value == 8)
        #expect(try Self.difference(defaults, ("0xV", .top), ("0xC", .top)).value == 8)
    }

    @Test func constantPositionsAreInTheSuperview() throws {
        let system = try Self.system([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=&-& v=&-& UIImageView:0xI.midX == 228.5   (active, names: '|':UIView:0xE )>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=&-& v=&-& UIImageView:0xI.width == 40>",
        ])
        #expect(try Self.difference(system, ("0xI", .minX), ("0xE", .left)).value == 208.5)
    }

    @Test func baselinesAreVariablesBelowTheTop() throws {
        let system = try Self.system([
            "<NSLayoutConstraint:0x1 UILabel:0xL.baseline == UIView:0xV.top>",
            "<NSLayoutConstraint:0x2 UILabel:0xL.top == UIView:0xV.top + 5>",
        ])
        let conflict = try #require(system.smallestConflict())
        #expect(conflict.compactMap(\.line) == [0, 1])
        let rule = try #require(system.model.implicitRules.first { $0.kind == .lastBaselineBelowTop })
        #expect(conflict.last == .implicit(rule))
        let first = try Self.system(["<NSLayoutConstraint:0x1 UILabel:0xL.firstBaseline == UILabel:0xL.top + 12>",
                                     "<NSLayoutConstraint:0x2 UILabel:0xL.lastBaseline == UILabel:0xL.firstBaseline + 20>"])
        #expect(try Self.difference(first, ("0xL", .lastBaseline), ("0xL", .top)).value == 32)
    }

    @Test func theConstraintsAreRequiredSolverConstraints() throws {
        let system = try Self.system(["<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0xA.width == 320>",
                                      "<NSLayoutConstraint:0x2 UIView:0xB.height == 0.5*UIView:0xA.width + 4>"])
        #expect(system.constraints[0]?.identifier == "UIView-Encapsulated-Layout-Width")
        #expect(system.constraints[1]?.identifier == "NSLayoutConstraint:0x2")
        #expect(system.constraints.values.allSatisfy { $0.isRequired })
        #expect(system.constraints[1]?.description == "NSLayoutConstraint:0x2: UIView #2.height - 0.5*UIView #1.width == 4")
    }
}
