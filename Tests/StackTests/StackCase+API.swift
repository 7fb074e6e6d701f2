import Stack

extension StackCase {
    /// Builds the case through the API: the stack is the root of its tree.
    func makeStack() throws -> (StackItem, [String: LayoutItem]) {
        let stack = StackItem(name: "stack")
        var items: [String: LayoutItem] = [:]
        for spec in children {
            let item = LayoutItem(name: spec.id, intrinsicContentSize: IntrinsicSize(width: spec.intrinsic.width,
                                                                                       height: spec.intrinsic.height))
            if let (horizontal, vertical) = spec.hugging {
                item.setContentHuggingPriority(Priority(horizontal), for: .horizontal)
                item.setContentHuggingPriority(Priority(vertical), for: .vertical)
            }
            if let (horizontal, vertical) = spec.compression {
                item.setContentCompressionResistancePriority(Priority(horizontal), for: .horizontal)
                item.setContentCompressionResistancePriority(Priority(vertical), for: .vertical)
            }
            item.isHidden = spec.hidden
            item.firstBaselineOffset = spec.firstBaseline
            item.lastBaselineOffset = spec.lastBaseline
            stack.addArrangedItem(item)
            items[spec.id] = item
        }
        switch self.stack {
        case let .uikit(settings):
            stack.axis = settings.axis
            stack.distribution = settings.distribution
            stack.alignment = settings.alignment
            stack.spacing = .points(settings.spacing)
            stack.isBaselineRelativeArrangement = settings.baselineRelative
            stack.isLayoutMarginsRelativeArrangement = settings.marginsRelative
            if let margins = settings.margins { stack.layoutMargins = margins }
            for spec in children {
                if let spacing = spec.customSpacingAfter { stack.setCustomSpacing(spacing, after: items[spec.id]!) }
            }
            var sizes: [LayoutConstraint] = []
            if let width = settings.stackSize.width { sizes.append(stack.widthAnchor.constraint(equalToConstant: width)) }
            if let height = settings.stackSize.height { sizes.append(stack.heightAnchor.constraint(equalToConstant: height)) }
            try LayoutConstraint.activate(sizes)
        case let .flex(settings):
            stack.axis = settings.direction
            stack.distribution = .flex(settings.justifyContent)
            stack.alignment = settings.alignItems
            stack.spacing = .points(settings.spacing)
            stack.sizeRange = StackSizeRange(
                minimum: Size(width: settings.minimum.width ?? 0, height: settings.minimum.height ?? 0),
                maximum: Size(width: settings.maximum.width ?? .infinity, height: settings.maximum.height ?? .infinity))
            for spec in children {
                var options = FlexItemOptions()
                options.grow = spec.grow ?? 0
                options.shrink = spec.shrink ?? 0
                options.spacingBefore = spec.spacingBefore ?? 0
                options.spacingAfter = spec.spacingAfter ?? 0
                options.basis = spec.basis ?? .auto
                options.alignSelf = spec.alignSelf
                options.minimumSize = FlexSize(width: spec.widthRange?.minimum.map(FlexDimension.points) ?? .auto,
                                               height: spec.heightRange?.minimum.map(FlexDimension.points) ?? .auto)
                options.maximumSize = FlexSize(width: spec.widthRange?.maximum.map(FlexDimension.points) ?? .auto,
                                               height: spec.heightRange?.maximum.map(FlexDimension.points) ?? .auto)
                stack.setFlexOptions(options, for: items[spec.id]!)
            }
        }
        return (stack, items)
    }
}
