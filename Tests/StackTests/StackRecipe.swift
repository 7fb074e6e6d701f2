import Stack

/// A stack described as values, to build afresh and compare with a stack
/// that reached the same settings by incremental changes.
struct StackRecipe {
    struct Item {
        var name: String
        var width: Double
        var height: Double
        var hidden = false
        var customSpacing: StackSpacing = .default
        var flex = FlexItemOptions()
    }

    var axis = LayoutAxis.horizontal
    var distribution = StackDistribution.fill
    var alignment = StackAlignment.fill
    var spacing: StackSpacing = 0
    var marginsRelative = false
    var items: [Item] = []
    /// A required width for the stack, if any.
    var width: Double?

    /// A new stack with these settings, its items added in order.
    func build() throws -> StackItem {
        let stack = StackItem(name: "stack")
        for spec in items {
            let item = LayoutItem(name: spec.name, intrinsicContentSize: IntrinsicSize(width: spec.width, height: spec.height))
            item.isHidden = spec.hidden
            stack.addArrangedItem(item)
            stack.setCustomSpacing(spec.customSpacing, after: item)
            stack.setFlexOptions(spec.flex, for: item)
        }
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isLayoutMarginsRelativeArrangement = marginsRelative
        if let width { try stack.widthAnchor.constraint(equalToConstant: width).activate() }
        return stack
    }
}

extension StackItem {
    /// The frames of the stack and its arranged items, by name.
    var framesByName: [String: Rect] {
        var frames = ["stack": frame]
        for item in arrangedItems { frames[item.name] = item.frame }
        return frames
    }
}
