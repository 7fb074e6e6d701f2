import Cassowary
@testable import Layout
import Testing

/// Bad input to the layout API. Activation refuses what cannot be a
/// constraint with a ``LayoutError`` that carries the culprit, activating
/// nothing of the batch and leaving every frame, the active constraints and
/// the engine's solver exactly as they were; what UIKit answers with an
/// exception traps with a message naming the culprit; and what is merely
/// contradictory is a conflict, broken and reported as Auto Layout does
/// (Docs/Guides/Model.md, "Constraints", and Docs/Guides/Debugging.md,
/// "Debugging a conflict").
@Suite struct BadLayoutInputTests {
    /// A laid-out tree (root 320 × 480 with children `a` and `b`), another
    /// tree, and a guide that belongs to no item.
    struct Fixture {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 50, height: 20))
        let b = LayoutItem(name: "b")
        let stranger = LayoutItem(name: "stranger")
        let loose = LayoutGuide(name: "loose")

        init() throws {
            root.addChild(a)
            root.addChild(b)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 320),
                root.heightAnchor.constraint(equalToConstant: 480),
                a.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                a.topAnchor.constraint(equalTo: root.topMarginAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
                stranger.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    /// What a refused call must leave as it was: every frame, the active
    /// constraints in order, and the solver's state.
    struct EngineState: Equatable {
        let frames: [Rect]
        let constraints: [ObjectIdentifier]
        let fingerprint: String

        init(_ root: LayoutItem) {
            root.layoutIfNeeded()
            frames = root.subtreeRegions.map(\.frameInRoot)
            constraints = root.engine.constraints.map(ObjectIdentifier.init)
            fingerprint = root.engine.solver.fingerprint
        }
    }

    /// A constraint activation refuses, and what its error says after the
    /// constraint's own description.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let message: String
        let make: @Sendable (Fixture) -> LayoutConstraint

        init(_ name: String, _ message: String, _ make: @escaping @Sendable (Fixture) -> LayoutConstraint) {
            (self.name, self.message, self.make) = (name, message, make)
        }

        var testDescription: String { name }
    }

    /// Every kind of constraint activation refuses, with each number that is not usable.
    static let refusals = [
        Refusal("items of two trees",
                " relates items with no common ancestor: a is in root's tree; stranger is the root of a tree of its own") {
            LayoutConstraint($0.a, .leading, .equal, $0.stranger, .leading)
        },
        Refusal("a position and a size", " relates attributes of different kinds (a position and a size, or two axes)") {
            LayoutConstraint($0.a, .top, .equal, $0.b, .width)
        },
        Refusal("two axes", " relates attributes of different kinds (a position and a size, or two axes)") {
            LayoutConstraint($0.a, .left, .equal, $0.b, .top)
        },
        Refusal("leading and left", " relates a leading/trailing attribute to a left/right one") {
            LayoutConstraint($0.a, .leading, .equal, $0.b, .left)
        },
        Refusal("a left margin and trailing", " relates a leading/trailing attribute to a left/right one") {
            LayoutConstraint($0.a, .leftMargin, .equal, $0.b, .trailing)
        },
        Refusal("a second item without an attribute", " names the item b without an attribute") {
            LayoutConstraint($0.a, .width, .equal, $0.b, nil)
        },
        Refusal("a guide of no item", " refers to the guide loose, which belongs to no item") {
            LayoutConstraint($0.a, .width, .equal, $0.loose, .width)
        },
        Refusal("multiplier 0 on positions", ": the multiplier is 0 on a position; relate the attribute to a constant instead") {
            LayoutConstraint($0.a, .centerX, .equal, $0.b, .centerX, multiplier: 0)
        },
    ] + [Double.nan, .infinity, -.infinity].flatMap { value in [
        Refusal("constant \(value)", ": the constant \(value) is not finite") {
            LayoutConstraint($0.a, .width, .equal, nil, nil, constant: value)
        },
        Refusal("multiplier \(value)", ": the multiplier \(value) is not finite") {
            LayoutConstraint($0.a, .width, .lessThanOrEqual, $0.b, .width, multiplier: value)
        },
    ] } + [0, -1, 1000.5, .nan].map { (value: Double) in
        Refusal("priority \(value)", ": the priority \(value) is outside (0, 1000]") {
            LayoutConstraint($0.a, .height, .equal, nil, nil, constant: 30, priority: Priority(value))
        }
    }

    /// The refused constraint comes last in a batch: the batch activates
    /// nothing, and neither tree changes.
    @Test(arguments: refusals)
    func aRefusedActivationNamesTheConstraintAndChangesNothing(_ refusal: Refusal) throws {
        let fixture = try Fixture()
        let good = fixture.a.heightAnchor.constraint(equalToConstant: 33)
        let bad = refusal.make(fixture)
        let before = (EngineState(fixture.root), EngineState(fixture.stranger))
        do throws(LayoutError) {
            try LayoutConstraint.activate([good, bad])
            Issue.record("the batch was activated")
        } catch {
            #expect(error.description == bad.description + refusal.message)
            #expect(error.constraint === bad)
        }
        #expect(!good.isActive && !bad.isActive)
        #expect(EngineState(fixture.root) == before.0)
        #expect(EngineState(fixture.stranger) == before.1)
    }

    /// What UIKit answers with an exception, and a number that a setter of
    /// an item or an active constraint cannot use, trap: the message names
    /// the culprit and the value.
    enum Trap: String, Codable, Sendable, CaseIterable {
        case activatingThroughIsActive, makingACycle, takingAnotherItemsGuide
        case nanMargins, nanFirstBaseline, infiniteLastBaseline, zeroHugging, nanCompressionResistance
        case nanConstantOnAnActiveConstraint, nanPriorityOnAnActiveConstraint
        case deactivatingTheEnginesSizeRule, changingAContentSizeConstraint, changingAFloorsPriority, removingTheMarginsGuide, removingAScrollContentGuide
        case scalingTextByZero

        var message: String {
            switch self {
            case .activatingThroughIsActive: "a.width == nan: the constant nan is not finite"
            case .makingACycle: "adding root to a would make a cycle"
            case .takingAnotherItemsGuide: "spacer already belongs to another item"
            case .nanMargins: "root: the layout margins EdgeInsets(top: nan, left: nan, bottom: nan, right: nan) are not finite"
            case .nanFirstBaseline: "a: the first baseline offset nan is not finite"
            case .infiniteLastBaseline: "a: the last baseline offset -inf is not finite"
            case .zeroHugging: "a: the content hugging priority 0.0 for the horizontal axis is outside (0, 1000]"
            case .nanCompressionResistance: "a: the compression resistance priority nan for the vertical axis is outside (0, 1000]"
            case .nanConstantOnAnActiveConstraint: "a.width == nan: the constant nan is not finite"
            case .nanPriorityOnAnActiveConstraint: "a.width == 10 @nan: the priority nan is outside (0, 1000]"
            case .deactivatingTheEnginesSizeRule:
                "root-nonnegative-width: root.width >= 0 was made by the engine and cannot be changed by the application (deactivating it)"
            case .changingAContentSizeConstraint:
                "a-hugging-horizontal: a.width <= 30 @250 was made by the engine and cannot be changed by the application (its constant, to -50)"
            case .changingAFloorsPriority:
                "root-nonnegative-width: root.width >= 0 was made by the engine and cannot be changed by the application (its priority, to 500)"
            case .removingTheMarginsGuide: "a.margins is one of a's own guides and cannot be removed"
            case .removingAScrollContentGuide: "scroll.content is one of scroll's own guides and cannot be removed"
            case .scalingTextByZero: "the text size factor 0.0 is not a positive number"
            }
        }

        /// Does the misuse on a fresh tree.
        func perform() {
            let root = LayoutItem(name: "root"), a = LayoutItem(name: "a")
            root.addChild(a)
            switch self {
            case .activatingThroughIsActive:
                a.widthAnchor.constraint(equalToConstant: .nan).isActive = true
            case .makingACycle:
                a.addChild(root)
            case .takingAnotherItemsGuide:
                let spacer = LayoutGuide(name: "spacer")
                root.addLayoutGuide(spacer)
                a.addLayoutGuide(spacer)
            case .nanMargins:
                root.layoutMargins = EdgeInsets(all: .nan)
            case .nanFirstBaseline:
                a.firstBaselineOffset = .nan
            case .infiniteLastBaseline:
                a.lastBaselineOffset = -.infinity
            case .zeroHugging:
                a.setContentHuggingPriority(0, for: .horizontal)
            case .nanCompressionResistance:
                a.setContentCompressionResistancePriority(Priority(.nan), for: .vertical)
            case .nanConstantOnAnActiveConstraint:
                let width = a.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.constant = .nan
            case .nanPriorityOnAnActiveConstraint:
                let width = a.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = Priority(.nan)
            case .deactivatingTheEnginesSizeRule:
                root.engine.constraints.first { $0.identifier == "root-nonnegative-width" }!.isActive = false
            case .changingAContentSizeConstraint:
                a.intrinsicContentSize = IntrinsicSize(width: 30, height: nil)
                root.engine.constraints.first { $0.identifier == "a-hugging-horizontal" }!.constant = -50
            case .changingAFloorsPriority:
                root.engine.constraints.first { $0.identifier == "root-nonnegative-width" }!.priority = 500
            case .removingTheMarginsGuide:
                a.removeLayoutGuide(a.layoutMarginsGuide)
            case .removingAScrollContentGuide:
                let scroll = ScrollItem(name: "scroll")
                root.addChild(scroll)
                scroll.removeLayoutGuide(scroll.contentLayoutGuide)
            case .scalingTextByZero:
                a.measuredContent = WrappedText(words: [40, 30]).scaled(by: 0)
            }
        }
    }

    @Test(arguments: Trap.allCases)
    func misuseUIKitRaisesOnTraps(_ trap: Trap) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [trap] in
            trap.perform()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(trap.message), "\(standardError)")
    }

    /// Auto Layout raises when an installed constraint's priority changes
    /// from required to optional or back; here the change is made in place.
    /// Becoming required when that conflicts breaks the constraint, as an
    /// activation would, and reports the minimal set.
    @Test func aPriorityMayCrossRequiredOnAnActiveConstraint() throws {
        let fixture = try Fixture()
        let a = fixture.a
        let wish = a.widthAnchor.constraint(equalToConstant: 100)
        let other = a.widthAnchor.constraint(equalToConstant: 60)
        other.priority = 500
        try LayoutConstraint.activate([wish, other])
        #expect(fixture.root.layoutIfNeeded().isEmpty && a.frame.width == 100)
        wish.priority = 250
        #expect(fixture.root.layoutIfNeeded().isEmpty && a.frame.width == 60)
        wish.priority = .required
        #expect(fixture.root.layoutIfNeeded().isEmpty && a.frame.width == 100)
        wish.priority = 250
        let limit = a.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        try limit.activate()
        wish.priority = .required
        let conflicts = fixture.root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === wish && wish.isBroken)
        #expect(conflicts.first?.constraints.map(\.description) == ["a.width <= 80", "a.width == 100"])
        #expect(a.frame.width == 60)
    }

    /// A negative intrinsic size cannot be met (sizes are never negative),
    /// but its hugging and compression constraints are optional: the item
    /// is 0 × 0 and nothing conflicts.
    @Test func aNegativeIntrinsicSizeGivesAnEmptyItem() throws {
        let fixture = try Fixture()
        fixture.a.intrinsicContentSize = IntrinsicSize(width: -10, height: -5)
        #expect(fixture.root.layoutIfNeeded().isEmpty)
        #expect(fixture.a.frame.size == Size(width: 0, height: 0))
    }

    /// An intrinsic dimension that is not finite counts as none (UIKit's
    /// `noIntrinsicMetric`): the axis gets no content-size constraints.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteIntrinsicSizeCountsAsNone(_ value: Double) throws {
        let fixture = try Fixture()
        let a = fixture.a
        a.intrinsicContentSize = IntrinsicSize(width: value, height: 20)
        #expect(fixture.root.layoutIfNeeded().isEmpty)
        let contentSize = fixture.root.engine.constraints.filter { $0.firstItem === a && $0.origin == .contentSize }
        #expect(contentSize.map(\.firstAttribute) == [.height, .height])
    }

    /// A constraint that contradicts itself is valid but cannot hold: it is
    /// broken and is its own minimal conflict.
    @Test func aConstraintThatContradictsItselfIsItsOwnConflict() throws {
        let fixture = try Fixture()
        let never = fixture.a.widthAnchor.constraint(equalTo: fixture.a.widthAnchor, constant: 10)
        try never.activate()
        let conflicts = fixture.root.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === never)
        #expect(conflicts.first?.constraints.count == 1 && conflicts.first?.constraints.first === never)
    }

    /// An item in no tree is the root of its own: its constraints activate
    /// in its own engine.
    @Test func anItemInNoTreeIsItsOwnRoot() throws {
        let lone = LayoutItem(name: "lone")
        let width = lone.widthAnchor.constraint(equalToConstant: 5)
        try width.activate()
        #expect(width.isActive && lone.engine.constraints.contains { $0 === width })
        lone.layoutIfNeeded()
        #expect(lone.frame == Rect(x: 0, y: 0, width: 5, height: 0))
    }
}
