/// Turns a UIKit-vocabulary stack's settings into the constraints that
/// realise them (`Docs/Formats/StackRules.md`, "UIKit stacks"): an ordered
/// generator along the axis chosen by the distribution, and an aligned
/// generator across it chosen by the alignment. Flex stacks lay themselves
/// out with ``FlexCompiler``.
struct StackCompiler {
    let stack: StackItem
    let guides: StackGuides
    /// The constraints wanted, in the order the rules make them.
    private(set) var output: [GeneratedConstraint] = []
    /// Where each arranged item's slot of the spacing and hiding part starts
    /// in ``output``, and past the last one its end (see ``SlotLayout``).
    var slotStarts: [Int] = []

    init(stack: StackItem, guides: StackGuides) {
        self.stack = stack
        self.guides = guides
    }

    /// The constraints for the stack's current settings and items.
    mutating func compile() -> [GeneratedConstraint] {
        output = []
        compileOrdered()
        compileAligned()
        if stack.arrangedItems.allSatisfy(\.isHidden) { compileEmptyFit() }
        return output
    }

    /// Starts an output of its own, for a part compiled again.
    mutating func resetOutput() {
        output = []
    }

    /// Drops the output's optional constraints: what a setting's value
    /// requires, as a conflict's fix checks it.
    mutating func keepRequiredOutput() {
        output.removeAll { !$0.priority.isRequired }
    }

    /// `STK-empty-fit`: a stack with nothing visible is 0 × 0 unless held otherwise.
    private mutating func compileEmptyFit() {
        emit(.emptyFit, stack, .width, .equal, constant: 0, priority: .stackCanvasFit)
        emit(.emptyFit, stack, .height, .equal, constant: 0, priority: .stackCanvasFit)
    }

    // MARK: Emitting

    /// Adds `first.firstAttribute RELATION multiplier × second.secondAttribute + constant @priority`.
    mutating func emit(_ rule: StackRule, _ first: LayoutRegion, _ firstAttribute: LayoutAttribute,
                       _ relation: Relation, _ second: LayoutRegion, _ secondAttribute: LayoutAttribute,
                       multiplier: Double = 1, constant: Double = 0, priority: Priority = .required) {
        output.append(GeneratedConstraint(rule: rule, first: first, firstAttribute: firstAttribute, relation: relation,
                                          second: second, secondAttribute: secondAttribute, multiplier: multiplier,
                                          constant: constant, priority: priority))
    }

    /// Adds `first.firstAttribute RELATION constant @priority`.
    mutating func emit(_ rule: StackRule, _ first: LayoutRegion, _ firstAttribute: LayoutAttribute,
                       _ relation: Relation, constant: Double, priority: Priority = .required) {
        output.append(GeneratedConstraint(rule: rule, first: first, firstAttribute: firstAttribute, relation: relation,
                                          constant: constant, priority: priority))
    }

    // MARK: Shared facts

    /// The canvas items are arranged in: the stack, or its margins.
    var canvas: LayoutRegion {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    /// The gap after an arranged item: its custom spacing, else the stack's.
    func spacing(after item: LayoutItem) -> Double {
        let custom = stack.customSpacing(after: item)
        return custom == .default ? stack.spacing.value : custom.value
    }
}

/// The attributes of one axis of a stack: its leading and trailing edges,
/// centre and length.
struct AxisAttributes {
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    let mid: LayoutAttribute
    let length: LayoutAttribute

    /// Along `axis`, with leading and trailing following the layout
    /// direction (UIKit distributions).
    static func directional(_ axis: LayoutAxis) -> AxisAttributes {
        axis == .horizontal ? AxisAttributes(lead: .leading, trail: .trailing, mid: .centerX, length: .width)
            : AxisAttributes(lead: .top, trail: .bottom, mid: .centerY, length: .height)
    }
}

extension LayoutItem {
    /// The intrinsic length along an axis, as the engine's content-size
    /// constraints hold it (see `IntrinsicSize.contentLength(along:)`).
    func intrinsicLength(along axis: LayoutAxis) -> Double? {
        intrinsicContentSize.contentLength(along: axis)
    }
}
