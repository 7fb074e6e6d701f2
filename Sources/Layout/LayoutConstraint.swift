/// A relation between two attributes, like `NSLayoutConstraint`:
/// `first.attribute RELATION multiplier × second.attribute + constant`, or
/// `first.attribute RELATION constant` when there is no second item.
///
/// Build constraints from anchors (``LayoutAnchor``), from the visual format
/// language, or with the initialiser; they start inactive.
/// ``constant`` and ``priority`` can change while the constraint is active:
/// the engine re-solves incrementally rather than removing and re-adding it.
///
/// A position constrained to a constant (`title.left == 20`) is relative to
/// the item's parent (the owner, for a guide).
public final class LayoutConstraint: CustomStringConvertible {
    /// Apple's standard spacing between sibling views, as this library uses it.
    public static let systemSpacing = 8.0

    /// The first item.
    ///
    /// A constraint does not keep its items alive (UIKit's do not either):
    /// items live in their tree, or as long as the application holds them,
    /// so that a tree let go of is released with its constraints and its
    /// engine. Reading the item of a constraint that outlived it traps;
    /// activating such a constraint throws ``LayoutError/releasedItem(_:)``.
    public var firstItem: LayoutRegion {
        guard let firstReference else { usageFailure("\(self) refers to an item that no longer exists") }
        return firstReference.takeUnretainedValue()
    }
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the first attribute relates to the right side.
    public let relation: Relation
    /// The second item, if any; held like ``firstItem``.
    public var secondItem: LayoutRegion? {
        guard let secondName else { return nil }
        guard let secondReference else { usageFailure("\(self) refers to \(secondName), which no longer exists") }
        return secondReference.takeUnretainedValue()
    }
    // The items, unretained, as a weak reference would hold them but
    // cleared by hand: the region clears them as it goes (its deinit), and
    // the constraint takes itself off its regions' lists as it goes (see
    // ``LayoutRegion/namingConstraints``). A weak reference would make
    // every region weakly referenced, and each retain and release of such
    // an object takes the runtime's slow path.
    @exclusivity(unchecked) private var firstSlot: ItemReference?
    @exclusivity(unchecked) private var secondSlot: ItemReference?
    private var firstReference: Unmanaged<LayoutRegion>? { firstSlot?.region }
    private var secondReference: Unmanaged<LayoutRegion>? { secondSlot?.region }

    /// An item as a constraint holds it: unretained, with the place of the
    /// constraint in the item's ``LayoutRegion/namingConstraints``.
    struct ItemReference {
        let region: Unmanaged<LayoutRegion>
        var index: Int
    }

    /// Takes the constraint's place in `region`'s list of the constraints
    /// naming it, as its first item or its second.
    private static func register(_ constraint: LayoutConstraint, with region: LayoutRegion, asSecond: Bool) -> ItemReference {
        ItemReference(region: Unmanaged.passUnretained(region),
                      index: region.appendNamingConstraint(constraint, asSecond: asSecond))
    }

    /// The place of the constraint in its first or second item's list moved
    /// to `index` (see ``LayoutRegion/removeNamingConstraint(at:)``).
    func namingIndexMoved(asSecond: Bool, to index: Int) {
        if asSecond { secondSlot!.index = index } else { firstSlot!.index = index }
    }

    /// The first item (or the second) is going away: the constraint
    /// forgets it, and from then on reading it traps.
    func itemWentAway(asSecond: Bool) {
        if asSecond { secondSlot = nil } else { firstSlot = nil }
    }

    deinit {
        // The first before the second: when both are one region, taking
        // the first off may move the second's entry, and updates its index.
        if let firstSlot { firstSlot.region.takeUnretainedValue().removeNamingConstraint(at: firstSlot.index) }
        if let secondSlot { secondSlot.region.takeUnretainedValue().removeNamingConstraint(at: secondSlot.index) }
    }

    /// The engine holding the constraint went away with its tree's root:
    /// the constraint becomes inactive, and the items that outlive the
    /// root forget it (it would otherwise come back with them into
    /// another tree). Reads its items without trapping: the root is gone.
    func engineWentAway() {
        engine = nil
        solverConstraint = nil
        hasGatheredConstant = false
        isImpliedFloor = false
        isDormantFloor = false
        isDormantFitting = false
        let id = ObjectIdentifier(self)
        let first = firstReference?.takeUnretainedValue(), second = secondReference?.takeUnretainedValue()
        first?.constraints[id] = nil
        first?.coordinateParent?.constraints[id] = nil
        second?.constraints[id] = nil
    }

    /// Whether an item of the constraint is gone, asked without the trap
    /// of reading it.
    var namesReleasedItem: Bool { firstSlot == nil || (secondName != nil && secondSlot == nil) }

    /// The two items, each loaded once: the engine reads them several
    /// times for every constraint it takes in.
    struct Items {
        let first: LayoutRegion
        let second: LayoutRegion?
    }

    /// The items, loaded once (see ``Items``); traps as ``firstItem`` does.
    var items: Items { Items(first: firstItem, second: secondItem) }

    /// The items, unretained; traps as ``firstItem`` does.
    var unretainedItems: (first: Unmanaged<LayoutRegion>, second: Unmanaged<LayoutRegion>?) {
        guard let firstReference else { usageFailure("\(self) refers to an item that no longer exists") }
        guard let secondName else { return (firstReference, nil) }
        guard let secondReference else { usageFailure("\(self) refers to \(secondName), which no longer exists") }
        return (firstReference, secondReference)
    }
    /// The items' names when the constraint was made: what descriptions
    /// say once an item is gone.
    private let firstName: String, secondName: String?
    /// Whether either item is a layout guide, known when the constraint is
    /// made: only a guide can have offset ties waiting for it (see
    /// ``activatePendingOffsetTies()``) or be detached from an item, and
    /// looking costs a cast of each item for every constraint activated.
    private let refersToGuide: Bool
    /// The attribute of the second item; nil when there is no second item.
    public let secondAttribute: LayoutAttribute?
    /// The factor applied to the second attribute (0 when there is no second item).
    public let multiplier: Double

    /// The first item's attribute as an anchor (`NSLayoutConstraint.firstAnchor`).
    public var firstAnchor: AnyLayoutAnchor { AnyLayoutAnchor(region: firstItem, attribute: firstAttribute) }
    /// The second item's attribute as an anchor, if the constraint has one.
    public var secondAnchor: AnyLayoutAnchor? {
        guard let secondItem, let secondAttribute else { return nil }
        return AnyLayoutAnchor(region: secondItem, attribute: secondAttribute)
    }

    // The stored properties the engine reads for every constraint it takes
    // in skip the runtime's exclusivity checks: a constraint is used from
    // one task at a time (it is not `Sendable`).
    /// The constant; changing it on an active constraint re-solves in place.
    /// A constant that is not finite traps on an active constraint (an
    /// inactive one refuses it when activated).
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard constant != oldValue, let engine else { return }
            if !isChangeable {
                // Named as it is, with the change it was asked.
                let asked = constant
                constant = oldValue
                trapUnlessChangeable("its constant, to \(format(asked))")
            }
            trapOnInvalidNumber()
            engine.applicationConstantChanged(self)
        }
    }

    /// The priority; changing it on an active constraint re-solves in place.
    /// A priority outside (0, 1000] traps on an active constraint (an
    /// inactive one refuses it when activated).
    @exclusivity(unchecked) public var priority: Priority {
        didSet {
            guard priority != oldValue, let engine else { return }
            if !isChangeable {
                let asked = priority
                priority = oldValue
                trapUnlessChangeable("its priority, to \(asked)")
            }
            trapOnInvalidNumber()
            engine.priorityChanged(self, from: oldValue)
        }
    }

    /// A name for reports and descriptions.
    public var identifier: String? {
        get { generatedName?.text ?? givenIdentifier }
        set {
            givenIdentifier = newValue
            generatedName = nil
        }
    }
    /// The identifier given when the constraint was made or set since.
    @exclusivity(unchecked) private(set) var givenIdentifier: String?
    /// The identifier of a constraint the engine makes for each item,
    /// composed when it is read: most are never read, and the engine
    /// makes several for every item that joins a tree.
    @exclusivity(unchecked) var generatedName: GeneratedName?

    /// Who made the constraint.
    @exclusivity(unchecked) public package(set) var origin: Origin = .user

    /// What a report should add about a generated constraint (how a flex
    /// stack came to the size it gives an item, say); nil for most, and
    /// for a constraint kept after an item it names is gone (the note
    /// would be about that item).
    public var note: String? { namesReleasedItem ? nil : noteSource?.note(for: self) }

    /// Who writes ``note``: asked only when a report reads it, since most
    /// notes are never read and a flex stack compiles often.
    package var noteSource: (any ConstraintNoteSource)?

    /// The engine holding the constraint while it is active.
    // Unretained, as the items are: the engine forgets itself here when it
    // removes the constraint and when it goes away (its deinitializer), as
    // a weak reference would be cleared. A weak one would make the engine
    // weakly referenced, and every retain and release of a weakly
    // referenced object takes the runtime's slow path; a safe unowned one
    // counts each assignment in the engine's unowned references, and every
    // constraint activated assigns it.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// Its place in its engine's activation order, while it is active.
    @exclusivity(unchecked) var activationOrder = 0
    /// Its position in its engine's list of active constraints, while it is active.
    @exclusivity(unchecked) var activeIndex = 0
    /// The constraint as the solver holds it, while it is active and not broken.
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// Whether its new constant waits in its engine's list for the next
    /// pass (see `LayoutEngine.applyChangedConstants()`).
    @exclusivity(unchecked) var hasGatheredConstant = false
    /// What the anchors add to the constant of the equation the solver
    /// holds (margins, baselines, alignment insets, the origin of a
    /// position set to a constant), so that a new constant is
    /// `anchorOffset - constant` without making the equation again; nil
    /// once they may have changed (see `LayoutEngine.anchorOffsetsChanged(_:)`).
    @exclusivity(unchecked) var anchorOffset: Double?
    /// Whether the constraint is an item's non-negative floor that its
    /// engine keeps out of the solver because the constraints of the stack
    /// the item is imply it (see `LayoutEngine+ImpliedFloors.swift`): active,
    /// not broken, not in the solver.
    @exclusivity(unchecked) package internal(set) var isImpliedFloor = false
    /// Whether the constraint is an item's non-negative floor that its
    /// engine keeps out of the solver until a solve takes the item's size
    /// below zero (see `LayoutEngine+DormantFloors.swift`): active, not
    /// broken, not in the solver.
    @exclusivity(unchecked) package internal(set) var isDormantFloor = false
    /// Whether the constraint is the root's fitting width or height, which
    /// its engine keeps out of the solver while the other constraints
    /// decide that dimension (see `LayoutEngine+DormantFitting.swift`):
    /// active, not broken, not in the solver.
    @exclusivity(unchecked) package internal(set) var isDormantFitting = false
    /// Whether a stack made the constraint to hold the length of an item it
    /// arranges because the item is hidden or inside a hidden one
    /// (`UISV-hiding`, a collapsed item's `STK-flex-size`): an explanation
    /// of a length that rests on it says that hiding is the cause.
    @exclusivity(unchecked) package var holdsHiddenItem = false
    /// For a stack's constraint, what its rule follows: how far a conflict
    /// that the application's constraint lost can blame the rule on a
    /// setting the application chose (see ``LayoutConflict/stackRulesFought``).
    @exclusivity(unchecked) package var stackRuleSource = StackRuleSource.structure
    /// Whether the constraint reads leading and trailing, on every item it
    /// names, in the direction of the region it measures positions in (its
    /// items' closest common ancestor) rather than each item's own, with
    /// constants mirrored with it: a stack's constraints on the items it
    /// arranges, which lay out in the stack's direction even where an item
    /// forces another for what it holds.
    @exclusivity(unchecked) package var readsInFrameDirection = false

    /// What a stack's rule follows, in the order a conflict prefers to name
    /// it: a setting the application chose over a spacing over the stack's
    /// own structure.
    package enum StackRuleSource: Comparable {
        /// How every stack holds its items, whatever its settings: inside
        /// its edges (`UISV-canvas-connection`), or an optional preference.
        case structure
        /// The gap between two items (`UISV-spacing`): a setting when it
        /// is not 0; at 0 it only lays the items one after the other.
        case spacing
        /// A setting the application chose: a distribution, an alignment,
        /// a hidden item, a flex stack's size range or where its layout
        /// put an item.
        case setting
    }

    /// Whether a flex stack placed `region` with the constraint
    /// (`STK-flex-size`, `STK-flex-position`): where its flex layout put
    /// it, from a measurement under the constraints on it, so that the
    /// constraint moves when they change.
    package func isFlexPlacement(of region: LayoutRegion) -> Bool {
        firstItem === region && isFlexPlacement
    }

    /// Whether the constraint is a flex stack's placement of an item: its
    /// length (`STK-flex-size`) or its position (`STK-flex-position`).
    package var isFlexPlacement: Bool {
        guard case let .stack(rule) = origin else { return false }
        return rule.hasPrefix("STK-flex")
    }

    /// Whether the constraint is a stack's and stands for a setting the
    /// application could change: a distribution, an alignment, a spacing
    /// other than 0; not how every stack holds its items (its canvas
    /// connections, items laid one after the other).
    package var standsForStackSetting: Bool {
        guard case .stack = origin else { return false }
        switch stackRuleSource {
        case .structure: return false
        case .spacing: return constant != 0
        case .setting: return true
        }
    }

    /// Who made a constraint.
    public enum Origin: Sendable, Hashable {
        /// The application.
        case user
        /// An item's intrinsic content size (hugging or compression resistance).
        case contentSize
        /// The engine itself (the root's position, margins guides).
        case engine
        /// A stack, named by the rule that generated it.
        case stack(String)
        /// An item's frame and autoresizing mask (see
        /// ``LayoutItem/translatesAutoresizingMaskIntoConstraints``).
        case autoresizingMask(AutoresizingMask)
    }

    /// Creates `first.firstAttribute RELATION multiplier × second.secondAttribute + constant`.
    public init(_ first: LayoutRegion, _ firstAttribute: LayoutAttribute, _ relation: Relation,
                _ second: LayoutRegion?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1,
                constant: Double = 0, priority: Priority = .required, identifier: String? = nil) {
        firstName = first.name
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondName = second?.name
        refersToGuide = first is LayoutGuide || second is LayoutGuide
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.multiplier = second == nil ? 0 : multiplier
        self.constant = constant
        self.priority = priority
        givenIdentifier = identifier
        firstSlot = Self.register(self, with: first, asSecond: false)
        secondSlot = second.map { Self.register(self, with: $0, asSecond: true) }
    }

    /// Whether the constraint is in its tree's engine. Setting it to true
    /// traps when the constraint is invalid (see ``activate()``), as UIKit
    /// raises an exception.
    public var isActive: Bool {
        // A constraint in the solver is active: no weak load of the engine.
        get { solverConstraint != nil || engine != nil }
        set {
            if newValue {
                do { try activate() } catch { usageFailure(error.description) }
            } else {
                deactivate()
            }
        }
    }

    /// Whether the constraint is active but not enforced: it conflicted
    /// with required constraints and the engine broke it. The next layout
    /// pass tries it once more when it has settled (what it conflicted with
    /// may have gone meanwhile); after that, each pass after a member of
    /// its conflict changed (a new constant or priority, a member
    /// deactivated) tries it again, and a new constant or priority on it,
    /// or activating it again, tries it at once.
    public var isBroken: Bool {
        // Content-size equations waiting for the solver are decided first
        // (`LayoutEngine+WaitingEquations.swift`).
        if let engine, !engine.tree.waitingEquations.isEmpty { engine.addWaitingEquations() }
        return solverConstraint == nil && !isImpliedFloor && !isDormantFloor && !isDormantFitting && engine != nil
    }

    /// Whether the solver holds the constraint: neither inactive nor
    /// broken, read without the weak load of the engine.
    package var isEnforced: Bool { solverConstraint != nil }

    /// Calls `body` with the index of each constraint in `range` of
    /// `constraints` that the solver does not hold, reading them in place:
    /// a stack checks every constraint outside the stretches it changed,
    /// and reading ``isEnforced`` from another module retains and releases
    /// each.
    package static func forEachUnenforced(in constraints: [LayoutConstraint], _ range: Range<Int>,
                                          _ body: (Int) -> Void) {
        constraints.withUnsafeBufferPointer { constraints in
            for index in range where constraints[index].solverConstraint == nil { body(index) }
        }
    }

    /// Activates the constraint in the engine of its items' tree.
    ///
    /// A required constraint that conflicts is not an error here: the
    /// engine breaks it, as Auto Layout does, and reports the conflict from
    /// ``LayoutEngine/layoutIfNeeded()``.
    /// - Throws: ``LayoutError`` when the items share no tree, the attributes
    ///   cannot be related, or a number is not usable; nothing changes then.
    public func activate() throws(LayoutError) {
        guard engine == nil else { return }
        try activatePendingOffsetTies()
        var lookup = EngineLookup()
        try validatedEngine(lookup: &lookup).add(self)
    }

    /// Activates the ties of an offset guide this constraint is on that
    /// waited for an anchor's item to join the tree
    /// (``LayoutAnchor/anchorWithOffset(to:)``), or throws their error.
    private func activatePendingOffsetTies() throws(LayoutError) {
        guard refersToGuide else { return }
        // The references, not the items: an item that is gone is for
        // validation to report.
        try Self.activatePendingOffsetTies(of: firstReference?.takeUnretainedValue())
        try Self.activatePendingOffsetTies(of: secondReference?.takeUnretainedValue())
    }

    /// Activates the waiting ties of `region` if it is an offset guide
    /// with some, or throws their error, leaving them waiting.
    private static func activatePendingOffsetTies(of region: LayoutRegion?) throws(LayoutError) {
        guard let guide = region as? LayoutGuide, !guide.pendingOffsetTies.isEmpty else { return }
        // Taken first: the ties are constraints on the guide themselves.
        let ties = guide.pendingOffsetTies
        guide.pendingOffsetTies = []
        do {
            try LayoutConstraint.activate(ties)
        } catch {
            guide.pendingOffsetTies = ties
            throw error
        }
    }

    /// Removes the constraint from its engine. Constraints the engine or a
    /// stack made (``origin`` other than ``Origin/user``) are theirs:
    /// deactivating one traps, naming it (change the setting behind it
    /// instead: an intrinsic size, a stack's spacing).
    public func deactivate() {
        guard engine != nil else { return }
        trapUnlessChangeable("deactivating it")
        engine?.remove(self)
    }

    /// Whether the application may change the constraint while it is
    /// active: it made it, or its maker is changing it now.
    private var isChangeable: Bool { origin == .user || isChangingForOwner }
    private var isChangingForOwner = false

    /// Traps, naming the constraint and its maker, when the application
    /// changes a constraint the engine or a stack made.
    private func trapUnlessChangeable(_ change: String) {
        guard !isChangeable else { return }
        let maker = if case let .stack(rule) = origin { "a stack (\(rule))" } else { "the engine" }
        usageFailure("\(self) was made by \(maker) and cannot be changed by the application (\(change)); "
                     + "change the setting it comes from instead")
    }

    /// Whether the constraint has this constant and priority. Read here,
    /// where the two skip the runtime's exclusivity checks: a read from
    /// another module checks both.
    package func has(constant: Double, priority: Priority) -> Bool {
        self.constant == constant && self.priority == priority
    }

    /// For the engine and stacks: changes a constraint they made.
    package func changeForOwner(constant: Double, priority: Priority) {
        isChangingForOwner = true
        defer { isChangingForOwner = false }
        self.constant = constant
        self.priority = priority
    }

    /// For the engine and stacks: deactivates a constraint they made.
    package func deactivateForOwner() {
        engine?.remove(self)
    }

    /// For stacks: whether the constraint names `region` as either item,
    /// without retaining either.
    package func names(_ region: LayoutRegion) -> Bool {
        firstReference?.toOpaque() == Unmanaged.passUnretained(region).toOpaque()
            || secondReference?.toOpaque() == Unmanaged.passUnretained(region).toOpaque()
    }

    /// For stacks: deactivates constraints they made, taken out of each
    /// engine together (see `LayoutEngine.remove(together:)`).
    package static func deactivateForOwner(_ constraints: [LayoutConstraint]) {
        guard let engine = constraints.first?.engine, constraints.allSatisfy({ $0.engine === engine }) else {
            return constraints.forEach { $0.deactivateForOwner() }
        }
        engine.remove(together: constraints)
    }

    /// For the engine and stacks: enforces again a constraint they made that
    /// the engine broke, now that what it conflicted with has changed.
    package func retryForOwner() {
        guard isBroken else { return }
        engine?.enforce(self)
    }

    /// Activates every constraint, or none when one of them is invalid.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var engines: [LayoutEngine] = []
        engines.reserveCapacity(constraints.count)
        for constraint in constraints where constraint.refersToGuide && constraint.engine == nil {
            try constraint.activatePendingOffsetTies()
        }
        var lookup = EngineLookup()
        for constraint in constraints { engines.append(try constraint.validatedEngine(lookup: &lookup)) }
        // Each run of constraints new to one engine goes in together.
        var start = 0
        while start < constraints.count {
            var end = start + 1
            while end < constraints.count, engines[end] === engines[start] { end += 1 }
            engines[start].add(together: constraints[start..<end].filter { $0.engine == nil })
            start = end
        }
    }

    /// Deactivates every constraint (each may trap as ``deactivate()`` does).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The error for the first number of the constraint that is not usable
    /// (a constant or multiplier that is not finite, a priority outside
    /// (0, 1000]); nil when they all are.
    private var invalidNumber: LayoutError? {
        if !constant.isFinite { return .invalidNumber(self, "the constant \(constant) is not finite") }
        if !multiplier.isFinite { return .invalidNumber(self, "the multiplier \(multiplier) is not finite") }
        if !priority.isValid { return .invalidNumber(self, "the priority \(priority.value) is outside (0, 1000]") }
        return nil
    }

    /// Traps, naming the constraint and the number, when a number of the
    /// constraint is not usable, as ``isActive`` traps on activation.
    private func trapOnInvalidNumber() {
        if let invalidNumber { usageFailure(invalidNumber.description) }
    }

    /// The engine last found above a coordinate parent, while a batch of
    /// constraints is validated: nothing moves in the tree meanwhile, and a
    /// batch mostly names the children of one parent after another, whose
    /// engine is then found without a walk to the root.
    struct EngineLookup {
        /// The parent's address.
        var parent: UnsafeMutableRawPointer?
        var engine: LayoutEngine?
    }

    /// Checks the constraint and returns the engine of its tree, taking it
    /// from `lookup` when the first item's coordinate parent is the one
    /// found last, and leaving there the one found otherwise. The items it
    /// loads are not kept for the engine: returning them costs more retains
    /// than the engine's loading them again.
    func validatedEngine(lookup: inout EngineLookup) throws(LayoutError) -> LayoutEngine {
        // The items stay unretained (compared by address) unless the
        // engine must be found above them or a check fails: activation
        // asks this of every constraint.
        guard let firstReference, secondName == nil || secondReference != nil else { throw .releasedItem(self) }
        if let invalidNumber { throw invalidNumber }
        if secondReference != nil && secondAttribute == nil { throw .missingAttribute(self) }
        if let secondAttribute {
            // Sizes relate across axes (aspect ratios); positions only along one.
            if firstAttribute.isDimension != secondAttribute.isDimension
                || (!firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis) {
                throw .mismatchedAttributes(self)
            }
            if (firstAttribute.isDirectional && secondAttribute.isPhysicalHorizontal)
                || (firstAttribute.isPhysicalHorizontal && secondAttribute.isDirectional) {
                throw .mixedDirectionalAttributes(self)
            }
            // A size may be 0 times another (a progress or range bar at
            // 0 %), as UIKit allows; a position 0 times another is a
            // location equal to a constant, which UIKit refuses.
            if multiplier == 0 && !firstAttribute.isDimension {
                throw .invalidNumber(self, "the multiplier is 0 on a position; relate the attribute to a constant instead")
            }
        }
        if refersToGuide {
            if let guide = firstReference.takeUnretainedValue() as? LayoutGuide, guide.owningItem == nil {
                throw .detachedGuide(self, guide)
            }
            if let guide = secondReference?.takeUnretainedValue() as? LayoutGuide, guide.owningItem == nil {
                throw .detachedGuide(self, guide)
            }
        }
        let parent = firstReference._withUnsafeGuaranteedRef(\.unretainedCoordinateParent)
        if let secondReference, !LayoutRegion.areNearRelatives(firstReference, parent: parent, secondReference),
           secondReference.takeUnretainedValue().rootItem !== firstReference.takeUnretainedValue().rootItem {
            throw .noCommonAncestor(self)
        }
        if let parent, lookup.parent == parent.toOpaque(), let engine = lookup.engine { return engine }
        // An item's root is its parent's, a guide's its owner's.
        let root = parent?.takeUnretainedValue().rootItem ?? firstReference.takeUnretainedValue().rootItem
        let engine = root.ownEngine ?? root.engine
        if let parent { lookup = EngineLookup(parent: parent.toOpaque(), engine: engine) }
        return engine
    }

    /// The constraint in Auto Layout's text form, the identifier first:
    /// `inset: title.leading == root.leading + 16 @750`.
    ///
    /// A translated frame's constraint reads as UIKit's console log prints
    /// one, with its mask and frame attributes: `h=--& v=--& legacy.minX == 20`.
    public var description: String { description(constant: constant) }

    /// The description with another constant in place of the constraint's
    /// own: the equation as a probe that moved the constant held it.
    package func description(constant: Double) -> String {
        var firstAttributeName = firstAttribute.rawValue
        if case .autoresizingMask = origin {
            firstAttributeName = firstAttribute == .left ? "minX" : firstAttribute == .top ? "minY" : firstAttributeName
        }
        var text = "\(firstReference?.takeUnretainedValue().name ?? firstName).\(firstAttributeName) \(relation) "
        if let secondName {
            if multiplier != 1 { text += "\(format(multiplier))*" }
            text += (secondReference?.takeUnretainedValue().name ?? secondName) + (secondAttribute.map { ".\($0.rawValue)" } ?? "")
            // A constant that rounds to 0 (a flex position's -1e-14) is left out.
            if format(abs(constant)) != "0" { text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
        } else {
            text += format(constant)
        }
        if !priority.isRequired { text += " @\(format(priority.value))" }
        if let identifier { text = "\(identifier): " + text }
        if case let .autoresizingMask(mask) = origin { text = "\(mask) " + text }
        return text
    }
}
