import Foundation
import Testing
import Layout
import Stack
import SeededRandom

/// Random sessions of trees, guides, stacks, constraints and kept engines
/// made, changed and let go of in random orders: items dying before and
/// after their constraints, constraints naming one item twice, subtrees
/// moving between trees, engines kept after their roots, stacks and their
/// arranged items outliving each other. Nothing may trap (the session
/// never reads an item of a constraint) and, once the session lets go of
/// everything, every object must be gone.
///
/// Run it under AddressSanitizer to catch a use after free:
/// `swift build --build-tests -Xswiftc -sanitize=address`, then
/// `RANDOM_RELEASE_SESSIONS=2000 swift test --skip-build --filter RandomReleaseTests`.
@Suite struct RandomReleaseTests {
    @Test func randomReleaseOrdersLeaveNothingBehind() {
        let sessions = ProcessInfo.processInfo.environment["RANDOM_RELEASE_SESSIONS"].flatMap(Int.init) ?? 40
        for seed in 0..<UInt64(sessions) {
            let tracker = LifetimeTracker()
            do {
                var session = ReleaseSession(seed: seed, tracker: tracker)
                session.run(steps: 120)
            }
            tracker.expectAllReleased()
        }
    }
}

/// One random session: pools of what the application holds, and steps
/// that add to, change and drop from them.
private struct ReleaseSession {
    var random: SplitMix64
    let tracker: LifetimeTracker
    var items: [LayoutItem] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []
    var engines: [LayoutEngine] = []
    var made = 0

    init(seed: UInt64, tracker: LifetimeTracker) {
        random = SplitMix64(seed: seed)
        self.tracker = tracker
    }

    mutating func run(steps: Int) {
        for _ in 0..<steps { step() }
    }

    private mutating func pick<Element>(_ pool: [Element]) -> Element? {
        pool.isEmpty ? nil : pool[Int.random(in: 0..<pool.count, using: &random)]
    }

    private static func drop<Element>(from pool: inout [Element], using random: inout SplitMix64) {
        guard !pool.isEmpty else { return }
        pool.remove(at: Int.random(in: 0..<pool.count, using: &random))
    }

    private mutating func name() -> String {
        made += 1
        return "n\(made)"
    }

    private mutating func step() {
        switch Int.random(in: 0..<16, using: &random) {
        case 0: makeItem()
        case 1: addChild()
        case 2: pick(items)?.removeFromParent()
        case 3: Self.drop(from: &items, using: &random)
        case 4, 5: makeConstraint()
        case 6: if let constraint = pick(constraints) { try? constraint.activate() }
        case 7: pick(constraints)?.deactivate()
        case 8: Self.drop(from: &constraints, using: &random)
        case 9: pick(constraints)?.constant = Double.random(in: 0...50, using: &random)
        case 10:
            if let item = pick(items) { engines.append(tracker.track(item.engine, "engine")) }
        case 11: Self.drop(from: &engines, using: &random)
        case 12: layOut()
        case 13: addGuide()
        case 14: arrange()
        default: measureOffset()
        }
    }

    private mutating func makeItem() {
        let size = IntrinsicSize(width: Double.random(in: 0...40, using: &random), height: 10)
        let item: LayoutItem
        switch Int.random(in: 0..<4, using: &random) {
        case 0: item = StackItem(name: name())
        case 1:
            let stack = StackItem(name: name())
            stack.distribution = .flex(.spaceBetween)
            item = stack
        case 2:
            item = LayoutItem(name: name())
            item.setMeasure { proposal in Size(width: min(proposal.width ?? 60, 60), height: 600 / max(proposal.width ?? 60, 10)) }
        default: item = LayoutItem(name: name(), intrinsicContentSize: size)
        }
        items.append(tracker.track(item, item.name))
    }

    private mutating func addChild() {
        guard let parent = pick(items), let child = pick(items), child !== parent, !child.isAncestor(of: parent) else { return }
        parent.addChild(child)
    }

    private mutating func arrange() {
        guard let stack = pick(items.compactMap { $0 as? StackItem }), let item = pick(items),
              item !== stack, !item.isAncestor(of: stack) else { return }
        if stack.arrangedItems.contains(where: { $0 === item }) && Bool.random(using: &random) {
            stack.removeArrangedItem(item)
        } else {
            stack.addArrangedItem(item)
        }
    }

    private mutating func addGuide() {
        guard let owner = pick(items) else { return }
        if let guide = owner.layoutGuides.last(where: { !$0.isSystemGuide }), Bool.random(using: &random) {
            owner.removeLayoutGuide(guide)
            return
        }
        let guide = tracker.track(LayoutGuide(name: name()), "guide")
        owner.addLayoutGuide(guide)
        guides.append(guide)
        if Bool.random(using: &random) { Self.drop(from: &guides, using: &random) }
    }

    /// A region the session holds: an item, a guide, or a system guide.
    private mutating func region() -> LayoutRegion? {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: pick(guides)
        case 1: pick(items)?.layoutMarginsGuide
        default: pick(items)
        }
    }

    private mutating func makeConstraint() {
        let attributes: [LayoutAttribute] = [.width, .height, .left, .top, .centerX, .leading, .bottom]
        guard let first = region(), let firstAttribute = pick(attributes) else { return }
        let second: LayoutRegion? = switch Int.random(in: 0..<4, using: &random) {
        case 0: nil
        case 1: first
        default: region()
        }
        let secondAttribute = second == nil ? nil : pick(attributes)
        let constraint = LayoutConstraint(first, firstAttribute, .equal, second, secondAttribute,
                                          constant: Double.random(in: 0...30, using: &random),
                                          priority: Bool.random(using: &random) ? .required : 500)
        constraints.append(tracker.track(constraint, constraint.description))
        if Bool.random(using: &random) { try? constraint.activate() }
    }

    private mutating func measureOffset() {
        guard let from = pick(items), let to = pick(items) else { return }
        let constraint = from.leftAnchor.anchorWithOffset(to: to.leftAnchor).constraint(equalToConstant: 5)
        constraints.append(tracker.track(constraint, "offset"))
        try? constraint.activate()
    }

    private mutating func layOut() {
        if Bool.random(using: &random), let engine = pick(engines) {
            engine.layoutIfNeeded()
            _ = engine.constraints.count
        } else if let item = pick(items) {
            item.layoutIfNeeded()
            _ = item.frame
        }
    }
}
