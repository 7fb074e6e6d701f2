import Layout
import SeededRandom
import Stack

/// A seeded random session of layout-engine calls on a tree with stacks,
/// checked after every step.
///
/// The tree: a root holding a horizontal stack (`row`), a vertical stack
/// (`column`) with a nested horizontal stack (`nested`), two free items
/// and a guide; items move in and out of the stacks and of the tree. Each
/// ``step()`` makes one change: activate or deactivate a user constraint,
/// change a constant or a priority, resize the root, hide or show an item,
/// insert, remove or move an arranged item, take an item out of the tree,
/// change an intrinsic size, a content priority, a margin, a stack setting
/// or the layout direction, or misuse the API (a number that is not
/// finite, attributes that cannot be related, items in different trees).
/// Then it lays out and checks, from the frames alone:
/// - every frame is finite;
/// - every active required constraint that the engine did not break holds;
/// - a refused call changed nothing (constraints, their order, the frames);
/// - every `freshEvery` steps, a fresh copy of the tree (see ``TreeCopy``)
///   lays out without conflict, as well priority by priority, and with the
///   same frame wherever the copy's constraints determine it.
public struct EngineSession {
    /// The root of the tree under test.
    public let root = LayoutItem(name: "root")
    /// What the session did so far.
    public private(set) var statistics = SessionStatistics()
    /// The number of steps made.
    public private(set) var stepCount = 0
    /// The seed the session started from.
    public let seed: UInt64
    /// Every how many steps the layout is compared with a fresh copy.
    public var freshEvery: Int
    /// Whether stack settings include flex distributions (Texture's stacks).
    public var usesFlex = true
    /// Whether steps change the root's safe-area insets.
    public var changesSafeArea = false
    /// Whether steps bring the keyboard up and down (the root's
    /// ``LayoutItem/rootKeyboardHeight``) and let items' keyboard guides
    /// join the regions that constraints relate.
    public var changesKeyboard = false
    /// Whether steps turn items' ``LayoutItem/preservesSuperviewLayoutMargins``
    /// on and off.
    public var changesPreservedMargins = false
    /// Whether steps give leaves text that wraps (``WrappedText``, with or
    /// without a last baseline), change it or take it away.
    public var changesText = false
    /// The scroll item of a session made with `scrolls` (see ``init(seed:freshEvery:scrolls:)``).
    let scroll: ScrollItem?

    var generator: SplitMix64
    let stacks: [StackItem]
    let leaves: [LayoutItem]
    let guide = LayoutGuide(name: "spacer")
    /// The root's size constraints, resized by the session.
    let rootSize: [LayoutConstraint]
    /// User constraints the session activated (some may have been
    /// deactivated since, by the engine when an item left the tree).
    var userConstraints: [LayoutConstraint] = []
    /// Whether the last layout settled (see ``LayoutPassReport``).
    var settled = true
    /// More active user constraints than this and the session removes rather than adds.
    let constraintLimit = 40

    /// Creates a session and its tree. With `scrolls`, one free item sits
    /// in a scroll item (``ScrollItem``) that steps scroll, and items that
    /// come back to the tree may come back into it.
    public init(seed: UInt64, freshEvery: Int = 250, scrolls: Bool = false) {
        self.seed = seed
        self.freshEvery = freshEvery
        scroll = scrolls ? ScrollItem(name: "scroll") : nil
        generator = SplitMix64(seed: seed)
        leaves = (0..<9).map { (index: Int) -> LayoutItem in
            let size = IntrinsicSize(width: Double(20 + 10 * index), height: Double(10 + 5 * index))
            return LayoutItem(name: "item\(index)", intrinsicContentSize: size)
        }
        for (index, leaf) in leaves.enumerated() where index % 3 == 0 { leaf.firstBaselineOffset = 8 }
        let row = StackItem(name: "row", arrangedItems: Array(leaves[0..<3]))
        let nested = StackItem(name: "nested", arrangedItems: Array(leaves[5..<7]))
        let column = StackItem(name: "column", arrangedItems: [leaves[3], leaves[4], nested])
        column.axis = .vertical
        stacks = [row, column, nested]
        for child in [row, column] { root.addChild(child) }
        if let scroll {
            root.addChild(scroll)
            scroll.addChild(leaves[7])
        } else {
            root.addChild(leaves[7])
        }
        root.addLayoutGuide(guide)
        rootSize = [root.widthAnchor.constraint(equalToConstant: 400), root.heightAnchor.constraint(equalToConstant: 300)]
        let scrollPlacement = scroll.map { scroll in
            [scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 180),
             scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 120),
             scroll.widthAnchor.constraint(equalToConstant: 160), scroll.heightAnchor.constraint(equalToConstant: 100)]
        } ?? []
        let placement = scrollPlacement + [
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            column.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
            leaves[7].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            leaves[7].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ]
        try! LayoutConstraint.activate(rootSize + placement)
        userConstraints = placement
        root.layoutIfNeeded()
    }

    /// Makes `count` steps, stopping at the first failed check.
    public mutating func run(steps count: Int) throws(SessionFailure) {
        for _ in 0..<count { try step() }
    }

    /// Makes one random change, lays out and checks the tree.
    public mutating func step() throws(SessionFailure) {
        userConstraints.removeAll { !$0.isActive }
        let operation = pickOperation()
        let before = snapshot()
        let (description, refused) = perform(operation)
        let conflicts = root.layoutIfNeeded()
        // A layout that did not settle says so (lastPassReport), as a
        // conflict does, and its next layout may move frames.
        let settledBefore = settled
        settled = root.engine.lastPassReport.unsettledItems.isEmpty
        if !settled { statistics.unsettledSteps += 1 }
        statistics.count(operation.rawValue, failed: refused || !conflicts.isEmpty)
        // A layout after one that did not settle goes on with its passes,
        // which may remake the constraints a stack or the engine generates
        // and move frames: there a refused call is held to leave the
        // session's own constraints as they were, elsewhere every
        // constraint and frame.
        if refused {
            try check(userConstraints.filter(\.isActive).map(ObjectIdentifier.init) == before.applicationConstraints,
                      "the refused call changed the application's active constraints", description)
        }
        if refused && settledBefore {
            try check(root.engine.constraints.map(ObjectIdentifier.init) == before.constraints,
                      "the refused call changed the active constraints", description)
            try check(framesAgree(frames(), before.frames), "the refused call moved frames", description)
        }
        for conflict in conflicts {
            try check(conflict.broken.isBroken, "the conflict names \(conflict.broken), which is not broken", description)
        }
        try checkFrames(description)
        if stepCount % freshEvery == freshEvery - 1 { try checkAgainstFreshCopy(description) }
        stepCount += 1
    }

    // MARK: - Operations

    enum Operation: String, CaseIterable {
        case activate, deactivate, setConstant, setPriority, resizeRoot, toggleHidden, insertArranged,
             removeArranged, removeFromTree, intrinsicSize, contentPriority, margins, stackSetting,
             layoutDirection, itemDirection, safeArea, alignmentInsets, systemGuide, autoresizing, misuse, text, scrollTo,
             keyboard, preservedMargins
    }

    /// The state a refused call must leave as it was.
    struct Snapshot {
        let constraints: [ObjectIdentifier]
        /// The session's own constraints that are active.
        let applicationConstraints: [ObjectIdentifier]
        let frames: [Rect]
    }

    mutating func pickOperation() -> Operation {
        let active = userConstraints.count
        return generator.weighted([
            (active < constraintLimit ? 18 : 0, .activate), (active == 0 ? 0 : active < constraintLimit ? 6 : 20, .deactivate),
            (active > 0 ? 12 : 0, .setConstant), (active > 0 ? 6 : 0, .setPriority), (8, .resizeRoot),
            (10, .toggleHidden), (6, .insertArranged), (3, .removeArranged), (2, .removeFromTree),
            (6, .intrinsicSize), (3, .contentPriority), (2, .margins), (6, .stackSetting), (1, .layoutDirection),
            (1, .itemDirection), (changesSafeArea ? 1 : 0, .safeArea), (2, .alignmentInsets), (1, .systemGuide), (2, .autoresizing), (6, .misuse),
            (changesText ? 4 : 0, .text), (scroll == nil ? 0 : 3, .scrollTo), (changesKeyboard ? 2 : 0, .keyboard),
            (changesPreservedMargins ? 2 : 0, .preservedMargins),
        ])
    }

    /// Performs the operation; returns its description and whether the
    /// engine refused the call.
    mutating func perform(_ operation: Operation) -> (String, refused: Bool) {
        switch operation {
        case .activate:
            let constraint = randomConstraint(between: regionsInTree())
            do {
                try constraint.activate()
                userConstraints.append(constraint)
                return ("activate \(constraint)", false)
            } catch {
                // Leading/trailing against left/right is refused, as in UIKit.
                return ("activate \(constraint) (refused: \(error))", true)
            }
        case .deactivate:
            let constraint = userConstraints.remove(at: generator.index(below: userConstraints.count))
            constraint.deactivate()
            return ("deactivate \(constraint)", false)
        case .setConstant:
            let constraint = generator.pick(userConstraints)
            constraint.constant = generator.integer(within: 120)
            return ("constant of \(constraint)", false)
        case .setPriority:
            let constraint = generator.pick(userConstraints)
            constraint.priority = randomPriority()
            return ("priority of \(constraint)", false)
        case .resizeRoot:
            let constraint = generator.pick(rootSize)
            constraint.constant = 100 + generator.integer(within: 100) * 5
            return ("resize the root: \(constraint)", false)
        case .toggleHidden:
            let item = generator.pick(leaves + stacks)
            item.isHidden.toggle()
            return ("\(item.name).isHidden = \(item.isHidden)", false)
        case .insertArranged:
            let stack = generator.pick(stacks)
            let item = generator.pick(leaves + stacks)
            guard item !== stack, !item.isAncestor(of: stack) else { return ("no arranging \(item.name) in \(stack.name)", false) }
            let index = generator.index(below: stack.arrangedItems.count + 1)
            stack.insertArrangedItem(item, at: index)
            return ("\(stack.name).insertArrangedItem(\(item.name), at: \(index))", false)
        case .removeArranged:
            let stack = generator.pick(stacks)
            guard !stack.arrangedItems.isEmpty else { return ("\(stack.name) arranges nothing", false) }
            let item = generator.pick(stack.arrangedItems)
            stack.removeArrangedItem(item)
            return ("\(stack.name).removeArrangedItem(\(item.name))", false)
        case .removeFromTree:
            let item = generator.pick(leaves)
            if item.parent == nil {
                let parent = scroll.map { generator.pick([root, $0]) } ?? root
                parent.addChild(item)
                return ("\(parent.name).addChild(\(item.name))", false)
            }
            item.removeFromParent()
            return ("\(item.name).removeFromParent()", false)
        case .intrinsicSize:
            let item = generator.pick(leaves)
            let size = IntrinsicSize(width: generator.chance(0.1) ? nil : 10 + generator.integer(within: 10) * 4 + 40,
                                     height: generator.chance(0.1) ? nil : 10 + generator.integer(within: 5) * 2 + 10)
            item.intrinsicContentSize = size
            return ("\(item.name).intrinsicContentSize = \(size)", false)
        case .contentPriority:
            let item = generator.pick(leaves), axis = generator.pick(LayoutAxis.allCases)
            let priority = generator.pick([Priority(249), 250, 251, 749, 750, 751, 1000])
            if generator.chance(0.5) {
                item.setContentHuggingPriority(priority, for: axis)
            } else {
                item.setContentCompressionResistancePriority(priority, for: axis)
            }
            return ("content priority of \(item.name) = \(priority)", false)
        case .text:
            let item = generator.pick(leaves)
            if item.measuredContent != nil && generator.chance(0.3) {
                item.measuredContent = nil
                return ("\(item.name).measuredContent = nil", false)
            }
            let words = (0...generator.index(below: 8)).map { _ in 20 + 5 * abs(generator.integer(within: 8)) }
            item.measuredContent = WrappedText(words: words, spaceWidth: 4, lineHeight: 20)
            item.lastBaselineOffset = generator.chance(0.5) ? 15 : nil
            return ("\(item.name).measuredContent = WrappedText(words: \(words)), lastBaselineOffset \(item.lastBaselineOffset.map { "\($0)" } ?? "nil")", false)
        case .margins:
            let item = generator.pick(stacks + [root])
            item.layoutMargins = EdgeInsets(all: generator.pick([0, 4, 8, 16]))
            return ("\(item.name).layoutMargins", false)
        case .stackSetting:
            return (changeStackSetting(), false)
        case .layoutDirection:
            root.layoutDirection = root.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            return ("root.layoutDirection = \(root.layoutDirection)", false)
        case .itemDirection:
            let item = generator.pick(leaves + stacks)
            item.semanticContentAttribute = generator.pick([.inherit, .forceLeftToRight, .forceRightToLeft])
            return ("\(item.name).semanticContentAttribute = \(item.semanticContentAttribute)", false)
        case .safeArea:
            let insets = generator.chance(0.2) ? EdgeInsets.zero
                : EdgeInsets(top: generator.pick([0, 20, 47]), left: generator.pick([0, 44]),
                             bottom: generator.pick([0, 34]), right: generator.pick([0, 44]))
            root.rootSafeAreaInsets = insets
            if generator.chance(0.2) { generator.pick(leaves + stacks).insetsLayoutMarginsFromSafeArea.toggle() }
            if generator.chance(0.2) { root.readableWidth = generator.pick([100, 200, 672]) }
            return ("root.rootSafeAreaInsets = \(insets)", false)
        case .alignmentInsets:
            let item = generator.pick(leaves + stacks)
            item.alignmentRectInsets = generator.chance(0.3) ? .zero
                : EdgeInsets(top: generator.pick([0, 2, -2]), left: generator.pick([0, 6]),
                             bottom: generator.pick([0, 10]), right: generator.pick([0, 6, -4]))
            return ("\(item.name).alignmentRectInsets = \(item.alignmentRectInsets)", false)
        case .systemGuide:
            // The guide joins the regions that random constraints relate. The
            // readable content guide, which settles over passes on its item's
            // frame, is left out, as changes of the safe area are.
            let guide = generator.pick([root] + stacks + leaves).safeAreaLayoutGuide
            return ("\(guide.name) joins", false)
        case .keyboard:
            // Up or down, or an item's keyboard guide joins the regions that
            // random constraints relate (and, now and then, stops using the
            // bottom of its safe area while the keyboard is down).
            if generator.chance(0.5) {
                root.rootKeyboardHeight = generator.pick([0, 0, 120, 300])
                return ("root.rootKeyboardHeight = \(root.rootKeyboardHeight)", false)
            }
            let guide = generator.pick([root] + stacks + leaves).keyboardLayoutGuide
            if generator.chance(0.2) { guide.usesBottomSafeArea.toggle() }
            return ("\(guide.name) joins, usesBottomSafeArea \(guide.usesBottomSafeArea)", false)
        case .preservedMargins:
            // A stack or a leaf: the stacks and the root are the parents
            // whose margins the margins step changes.
            let item = generator.pick(stacks + leaves)
            item.preservesSuperviewLayoutMargins.toggle()
            return ("\(item.name).preservesSuperviewLayoutMargins = \(item.preservesSuperviewLayoutMargins)", false)
        case .scrollTo:
            if generator.chance(0.2) {
                let behavior = generator.pick(ScrollItem.ContentInsetAdjustmentBehavior.allCases)
                scroll!.contentInsetAdjustmentBehavior = behavior
                return ("scroll.contentInsetAdjustmentBehavior = .\(behavior)", false)
            }
            let offset = Point(x: generator.pick([0, 0, 25, -10, 140]), y: generator.pick([0, 0, 40, 300, -5]))
            scroll!.contentOffset = offset
            return ("scroll.contentOffset = \(offset)", false)
        case .autoresizing:
            return changeAutoresizing()
        case .misuse:
            return misuse()
        }
    }

    /// Frames an item that no stack arranges (or stops framing it): a
    /// random frame, set in a parent of a random size, and a random mask.
    mutating func changeAutoresizing() -> (String, refused: Bool) {
        let item = generator.pick(leaves)
        guard !stacks.contains(where: { $0.arrangedItems.contains { $0 === item } }) else {
            return ("\(item.name) is arranged: no frame", false)
        }
        if item.translatesAutoresizingMaskIntoConstraints && generator.chance(0.3) {
            item.translatesAutoresizingMaskIntoConstraints = false
            return ("\(item.name) stops translating its mask", false)
        }
        let frame = Rect(x: generator.pick([0, 8, 50]), y: generator.pick([0, 20, 100]),
                         width: generator.pick([0, 40, 120]), height: generator.pick([10, 30]))
        item.autoresizingFrame = AutoresizingFrame(frame: frame, parentSize: Size(width: generator.pick([320, 400, 500]),
                                                                                  height: generator.pick([200, 300])))
        item.autoresizingMask = AutoresizingMask(rawValue: UInt(generator.pick(Array(0...63))))
        item.translatesAutoresizingMaskIntoConstraints = true
        return ("\(item.name) keeps \(frame), \(item.autoresizingMask)", false)
    }

    /// Changes one setting of one stack.
    mutating func changeStackSetting() -> String {
        let stack = generator.pick(stacks)
        switch generator.index(below: 7) {
        case 0:
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
        case 1:
            // Without flex the last choice is fill again, so that the random
            // stream, and every other choice, stays that of a session with flex.
            let flex = StackDistribution.flex(generator.pick(FlexJustification.allCases))
            stack.distribution = generator.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                 .equalCentering, usesFlex ? flex : .fill])
        case 2:
            stack.alignment = generator.pick(StackAlignment.allCases)
        case 3:
            stack.spacing = generator.chance(0.2) ? .system : .points(generator.integer(within: 4) * 4)
        case 4 where !stack.arrangedItems.isEmpty:
            stack.setCustomSpacing(generator.pick([.default, .system, 20, 0]), after: generator.pick(stack.arrangedItems))
        case 5:
            stack.isLayoutMarginsRelativeArrangement.toggle()
        default:
            stack.isBaselineRelativeArrangement.toggle()
        }
        return "a setting of \(stack.name): axis \(stack.axis), \(stack.distribution), \(stack.alignment), spacing \(stack.spacing)"
    }

    /// A call the engine must refuse.
    mutating func misuse() -> (String, refused: Bool) {
        let regions = regionsInTree()
        let first = generator.pick(regions), second = generator.pick(regions)
        let detachedGuide = LayoutGuide(name: "detached")
        let constraint: LayoutConstraint = switch generator.index(below: 6) {
        case 0: first.widthAnchor.constraint(equalToConstant: generator.pick([.nan, .infinity]))
        case 1: first.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 0).with(priority: generator.pick([0, 1001, Priority(.nan)]))
        case 2: LayoutConstraint(first, .width, .equal, second, .left)
        case 3: LayoutConstraint(first, .width, .equal, second, .width, multiplier: generator.pick([0, .infinity]))
        case 4: first.topAnchor.constraint(equalTo: detachedGuide.topAnchor)
        default: first.topAnchor.constraint(equalTo: LayoutItem(name: "stranger").topAnchor)
        }
        do {
            // One invalid constraint in a list activates none of them.
            try LayoutConstraint.activate([randomConstraint(between: regions), constraint])
            return ("misuse \(constraint) was accepted", false)
        } catch {
            return ("misuse: \(error)", true)
        }
    }

    /// A random constraint between two regions of the list: positions on
    /// one axis or sizes, sometimes against a constant.
    mutating func randomConstraint(between regions: [LayoutRegion]) -> LayoutConstraint {
        let first = generator.pick(regions)
        let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .leadingMargin, .trailingMargin]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin]
        let relation = generator.pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constant = generator.integer(within: 60)
        let priority = randomPriority()
        if generator.chance(0.35) {
            let attribute = generator.pick([LayoutAttribute.width, .height])
            if generator.chance(0.5) {
                return LayoutConstraint(first, attribute, relation, nil, nil, constant: abs(constant) * 2, priority: priority)
            }
            return LayoutConstraint(first, attribute, relation, generator.pick(regions), generator.pick([.width, .height]),
                                    multiplier: generator.pick([1, 1, 0.5, 2]), constant: constant, priority: priority)
        }
        let attributes = generator.chance(0.5) ? horizontal : vertical
        let attribute = generator.pick(attributes)
        if generator.chance(0.15) {
            return LayoutConstraint(first, attribute, relation, nil, nil, constant: constant, priority: priority)
        }
        return LayoutConstraint(first, attribute, relation, generator.pick(regions), generator.pick(attributes),
                                constant: constant, priority: priority)
    }

    mutating func randomPriority() -> Priority {
        generator.pick([Priority.required, .required, .required, 999, 750, 500, 250, 1])
    }

    // MARK: - The tree

    /// Every item and user guide in the tree, in a stable order.
    func regionsInTree() -> [LayoutRegion] {
        root.subtree.flatMap { item in [item as LayoutRegion] + item.layoutGuides.filter { !$0.isGenerated } }
    }

    /// Every region of the tree with generated guides: what a layout pass writes.
    func allRegions() -> [LayoutRegion] {
        root.subtree.flatMap { item in [item as LayoutRegion] + item.layoutGuides }
    }

    /// Every frame of the tree, in the order of its regions.
    public func frames() -> [Rect] { allRegions().map(\.frameInRoot) }

    /// Whether two lists of the same regions' frames agree to within
    /// ``Tolerances/frame``: a layout after a settled one may land a value
    /// a rounding away, as it did a frame 601 wide by 1.1e-13 (seed 6 with
    /// `--safe-area`, step 2 453).
    func framesAgree(_ a: [Rect], _ b: [Rect]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            zip([x.minX, x.minY, x.width, x.height], [y.minX, y.minY, y.width, y.height])
                .allSatisfy { abs($0 - $1) <= Tolerances.frame * max(1, abs($1)) }
        }
    }

    func snapshot() -> Snapshot {
        Snapshot(constraints: root.engine.constraints.map(ObjectIdentifier.init),
                 applicationConstraints: userConstraints.filter(\.isActive).map(ObjectIdentifier.init), frames: frames())
    }

    // MARK: - Checks

    func check(_ condition: Bool, _ message: @autoclosure () -> String,
               _ operation: String) throws(SessionFailure) {
        if !condition { throw SessionFailure(seed: seed, step: stepCount, operation: operation, message: message()) }
    }

    /// Finite frames, and every active required constraint the engine
    /// enforces holds at them.
    func checkFrames(_ operation: String) throws(SessionFailure) {
        for region in allRegions() {
            let frame = region.frameInRoot
            try check([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                      "\(region.name) has the frame \(frame)", operation)
        }
        let stray = root.engine.strayConstraints
        try check(stray.isEmpty, "the solver holds constraints the engine does not: \(stray)", operation)
        let stale = root.engine.staleConstraints
        try check(stale.isEmpty, "the solver holds stale equations: \(stale)", operation)
        try checkImpliedFloors(operation)
        for constraint in root.engine.constraints where constraint.priority.isRequired && !constraint.isBroken {
            let error = constraint.errorAtFrames
            try check(error <= Tolerances.relative * constraint.scaleAtFrames,
                      "\(constraint) is off by \(error) at the frames", operation)
        }
    }

    /// Every item's floors (`NAME-nonnegative-width` and `-height`) are
    /// active, and each is in the solver, broken, or out of it because its
    /// stack's live constraints imply it: the stack's settings say so, the
    /// solver holds every required constraint the stack generated, and the
    /// floor of each visible arranged item along the axis is in the solver
    /// or implied in turn. (The frames check then finds the implied floor
    /// holding with the others.)
    func checkImpliedFloors(_ operation: String) throws(SessionFailure) {
        let engine = root.engine
        for item in root.subtree {
            for axis in LayoutAxis.allCases {
                let floor = engine.nonNegativeFloor(of: item, along: axis)
                try check(floor != nil, "\(item.name) has no floor along the \(axis) axis", operation)
                guard let floor, floor.isImpliedFloor else { continue }
                try check(!floor.isEnforced && !floor.isBroken, "\(floor) is implied but in the solver or broken", operation)
                guard let stack = item as? StackItem else {
                    try check(false, "\(floor) is implied but \(item.name) is not a stack", operation)
                    continue
                }
                try check(stack.impliesNonNegativeLength(along: axis),
                          "\(floor) is out of the solver but \(stack.name)'s constraints do not imply it: "
                          + "\(stack.distribution), spacing \(stack.spacing), margins relative \(stack.isLayoutMarginsRelativeArrangement), "
                          + "baselines relative \(stack.isBaselineRelativeArrangement), "
                          + "items \(stack.arrangedItems.map { "\($0.name)\($0.isHidden ? " hidden" : "") \($0.effectiveLayoutDirection)" }), "
                          + "its direction \(stack.effectiveLayoutDirection), "
                          + "required constraints out of the solver \(Self.requiredOutOfSolver(of: stack))",
                          operation)
                for arranged in stack.arrangedItems where !arranged.isHidden {
                    let held = engine.nonNegativeFloor(of: arranged, along: axis)
                    try check(held.map { $0.isEnforced || $0.isImpliedFloor } ?? false,
                              "\(floor) is out of the solver but \(arranged.name)'s floor does not hold", operation)
                }
            }
        }
        let implied = engine.impliedNonNegativeLengths
        try check(implied.allSatisfy { engine.nonNegativeFloor(of: $0.item, along: $0.axis)?.isImpliedFloor == true },
                  "the engine lists implied floors that are not: \(implied.map { "\($0.item.name) \($0.axis)" })", operation)
    }

    /// The required constraints a stack generated that the solver does not hold.
    static func requiredOutOfSolver(of stack: StackItem) -> [LayoutConstraint] {
        stack.engine.constraints.filter { constraint in
            guard case .stack = constraint.origin, constraint.priority.isRequired, !constraint.isEnforced else { return false }
            let first = constraint.firstItem
            return first === stack || (first as? LayoutItem)?.parent === stack || (first as? LayoutGuide)?.owningItem === stack
        }
    }

    /// Σ error of the enforced optional constraints, per priority, at the frames.
    static func objective(of root: LayoutItem) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for constraint in root.engine.constraints where !constraint.priority.isRequired && !constraint.isBroken {
            levels[constraint.priority.value, default: 0] += constraint.errorAtFrames
        }
        return levels
    }

    /// A fresh copy of the tree lays out without conflict, as well level by
    /// level, and with the same frames where its constraints decide them.
    mutating func checkAgainstFreshCopy(_ operation: String) throws(SessionFailure) {
        // A broken generated constraint cannot be left out of a copy: the
        // copy's stacks generate it again. Such a state has no fresh twin.
        guard !root.engine.constraints.contains(where: { $0.isBroken && $0.origin != .user }) else {
            statistics.skippedComparisons += 1
            return
        }
        statistics.freshComparisons += 1
        let copy: TreeCopy
        do { copy = try TreeCopy(of: root) } catch {
            return try check(false, "the copy refused a constraint: \(error)", operation)
        }
        let conflicts = copy.root.layoutIfNeeded()
        // A layout that does not settle stops where its last pass leaves it
        // (a runaway loop: an inset or a flex stack's size that grows its
        // own item on every pass), and the constraints a pass finds in
        // conflict depend on where it stopped. Only safe areas start such a
        // loop again from where a fresh layout starts; a flex stack goes on
        // from where it stopped.
        let laysOutFlex = root.subtree.contains { ($0 as? StackItem)?.laysOutFlexSubtree == true }
        // The reach of a parent's margins into an item that preserves them
        // starts such a loop again too, but grows without bound once the
        // item moves out of its parent; the constraints the live loop broke
        // on its way, which the copy leaves out, then send the two along
        // other paths to the pass limit.
        let reachRanAway = !settled && root.engine.constraints.contains { $0.origin == .user && $0.isBroken }
            && root.subtree.contains { item in
                item.preservesSuperviewLayoutMargins
                    && item.superviewMarginReach != (copy.copy(of: item) as? LayoutItem)?.superviewMarginReach
            }
        guard settled || (conflicts.isEmpty && !laysOutFlex && !reachRanAway) else {
            statistics.freshComparisons -= 1
            statistics.skippedComparisons += 1
            return
        }
        var open = Set(copy.root.engine.ambiguities().map { "\(ObjectIdentifier($0.region))\($0.attribute)" })
        // A flex stack lays its subtree out at the size the solver gives it:
        // where the copy's constraints leave that size open, the frames it
        // places are as open, beyond what the copy's ambiguity check, which
        // takes the placement's constants as given, can see.
        for case let stack as StackItem in copy.root.subtree where stack.laysOutFlexSubtree
            && (open.contains("\(ObjectIdentifier(stack))width") || open.contains("\(ObjectIdentifier(stack))height")) {
            for item in stack.subtree.dropFirst() {
                for region in [item as LayoutRegion] + item.layoutGuides {
                    for attribute in [LayoutAttribute.left, .top, .width, .height] {
                        open.insert("\(ObjectIdentifier(region))\(attribute)")
                    }
                }
            }
        }
        // Safe-area insets follow frames; where the constraints leave a
        // frame open, the insets measured from it (and whatever is pinned
        // to its guide) are as open as the frame, beyond what the copy's
        // ambiguity check, which takes the insets as given, can see. So is
        // whether a required constraint can hold at those insets: the copy,
        // whose open position landed elsewhere, can break one that holds
        // in the live tree, as long as the live tree's positions are open
        // too (its every constraint holding is checked after each step).
        // The same goes for the parent's margins that reach into an item
        // preserving them (``LayoutItem/superviewMarginReach``), measured
        // from the item's frame in its parent and the parent's size, where
        // the open frames gave the copy another reach.
        func isOpen(_ region: LayoutRegion, _ attributes: [LayoutAttribute]) -> Bool {
            attributes.contains { open.contains("\(ObjectIdentifier(copy.copy(of: region)))\($0)") }
        }
        let reachIsOpen = root.subtree.contains { item in
            guard item.preservesSuperviewLayoutMargins, let parent = item.parent,
                  item.superviewMarginReach != (copy.copy(of: item) as? LayoutItem)?.superviewMarginReach else { return false }
            return isOpen(item, [.left, .top, .width, .height]) || isOpen(parent, [.width, .height])
        }
        let measuresFromFrames = root.rootSafeAreaInsets != .zero || root.rootKeyboardHeight != 0
        guard open.isEmpty || (!measuresFromFrames && !reachIsOpen) else {
            try check(conflicts.isEmpty || !root.engine.ambiguities().isEmpty,
                      "the fresh copy conflicts: \(conflicts)", operation)
            statistics.freshComparisons -= 1
            statistics.skippedComparisons += 1
            return
        }
        try check(conflicts.isEmpty, "the fresh copy conflicts: \(conflicts)", operation)
        // A layout that does not settle runs the passes of a fresh one (its
        // safe areas start again from where a fresh layout starts): it
        // stops at the same frames, as unsettled.
        try check(copy.root.engine.lastPassReport.unsettledItems.isEmpty == settled,
                  settled ? "the fresh copy did not settle" : "the fresh copy settled", operation)
        let live = Self.objective(of: root), fresh = Self.objective(of: copy.root)
        for priority in Set(live.keys).union(fresh.keys).sorted(by: >) {
            let mine = live[priority] ?? 0, theirs = fresh[priority] ?? 0
            try check(abs(mine - theirs) <= Tolerances.objective * max(1, abs(theirs)),
                      "at priority \(priority) the live layout costs \(mine), a fresh copy \(theirs)", operation)
        }
        // Each region in its parent, as its frame variables and its
        // ambiguities are: a region inside an open one lies wherever that
        // one does, and is compared where it is placed.
        for region in regionsInTree() {
            let twin = copy.copy(of: region)
            let mine = region.solvedRect, theirs = twin.solvedRect
            let components: [(LayoutAttribute, Double, Double)] = [
                (.left, mine.minX, theirs.minX), (.top, mine.minY, theirs.minY),
                (.width, mine.width, theirs.width), (.height, mine.height, theirs.height),
            ]
            for (attribute, a, b) in components where !open.contains("\(ObjectIdentifier(twin))\(attribute)") {
                try check(abs(a - b) <= Tolerances.frame * max(1, abs(b)),
                          "\(region.name).\(attribute) is \(a) live, \(b) in a fresh copy", operation)
            }
        }
    }
}

extension LayoutConstraint {
    /// The constraint with another priority (before activation).
    fileprivate func with(priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

extension StackItem {
    /// Whether the stack lays out a flex subtree of its own: it is a flex
    /// stack that no flex stack arranges.
    fileprivate var laysOutFlexSubtree: Bool {
        guard case .flex = distribution else { return false }
        guard let parent = parent as? StackItem, case .flex = parent.distribution else { return true }
        return !parent.arrangedItems.contains { $0 === self }
    }
}
