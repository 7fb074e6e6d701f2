import Layout

/// The settings a UIKit-vocabulary stack's constraints stand for, as a
/// conflict's fixes name and check them (`LayoutEngine.fixes(for:)`): a
/// fix changes the setting, so it is offered only where some value of the
/// setting could end the conflict, not wherever taking one of its
/// constraints out would. The alignment holds every constraint across the
/// axis (the canvas meeting the reference item or the spanner included,
/// which change with it); the distribution the lengths, gap guides and
/// spacings along it.
extension StackItem: GeneratedSettingSource {
    package func setting(of constraint: LayoutConstraint) -> GeneratedSetting? {
        guard case let .stack(identifier) = constraint.origin, let rule = StackRule(rawValue: identifier), !isFlex,
              generated.constraints.contains(where: { $0 === constraint }) else { return nil }
        switch rule {
        case .alignment, .spanningBoundary,
             .canvasConnection where constraint.firstAttribute.axis == axis.cross:
            return GeneratedSetting(owner: self, text: "\"alignment\" (\(alignment.rawValue))",
                                    relaxation: relaxation(of: [.alignment, .spanningBoundary], across: true,
                                                           adding: arrangedItems.filter { !$0.isHidden }.flatMap(insideCanvas)))
        case .fillEqually, .fillProportionally, .distributingEdge:
            return GeneratedSetting(owner: self, text: "\"distribution\" (\(distribution))",
                                    relaxation: relaxation(of: [.fillEqually, .fillProportionally, .distributingEdge,
                                                                .spacing], across: false, adding: []))
        case .spacing where constraint.standsForStackSetting:
            guard let before = constraint.secondItem as? LayoutItem else { return nil }
            let custom = customSpacing(after: before)
            let text = custom == .default ? "\"spacing\" (\(Self.text(of: spacing)))"
                : "\"customSpacing\" after \(before.name) (\(Self.text(of: custom)))"
            // A minimum spacing (the equal distributions) is checked by
            // taking the one constraint out.
            guard constraint.relation == .equal else { return GeneratedSetting(owner: self, text: text) }
            var shared: [LayoutConstraint] = []
            if custom == .default {
                generated.forEach(madeBy: [.spacing]) { gap in
                    guard let before = gap.secondItem as? LayoutItem, customSpacing(after: before) == .default else { return }
                    shared.append(gap)
                }
            } else {
                shared = [constraint]
            }
            return GeneratedSetting(owner: self, text: text, sharedBy: shared)
        default:
            return nil
        }
    }

    /// The stack's constraints made by `rules` (and, with `across`, its
    /// canvas connections across its axis), replaced by what every value
    /// of the setting implies: `adding`, and each exact spacing as a
    /// minimum (exact in the fill distributions, a minimum in the equal
    /// ones, which keep theirs).
    private func relaxation(of rules: [StackRule], across: Bool, adding: [LayoutConstraint])
        -> (replaced: [LayoutConstraint], by: [LayoutConstraint]) {
        var replaced: [LayoutConstraint] = []
        var by = adding
        generated.forEach(madeBy: rules + (across ? [.canvasConnection] : [])) { constraint in
            switch constraint.identifier {
            case StackRule.canvasConnection.rawValue where constraint.firstAttribute.axis != axis.cross:
                return
            case StackRule.spacing.rawValue:
                guard constraint.relation == .equal else { return }
                by.append(Self.minimum(constraint))
            default:
                break
            }
            replaced.append(constraint)
        }
        return (replaced, by)
    }

    /// `item` inside the stack's canvas across its axis, as every
    /// alignment holds it: left and right (top and bottom), whatever the
    /// direction.
    private func insideCanvas(_ item: LayoutItem) -> [LayoutConstraint] {
        let canvas: LayoutRegion = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let (start, end): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.top, .bottom) : (.left, .right)
        return [LayoutConstraint(item, start, .greaterThanOrEqual, canvas, start),
                LayoutConstraint(item, end, .lessThanOrEqual, canvas, end)]
    }

    /// A spacing constraint's gap as a minimum: `b.leading >= a.trailing + 8`.
    private static func minimum(_ spacing: LayoutConstraint) -> LayoutConstraint {
        let minimum = LayoutConstraint(spacing.firstItem, spacing.firstAttribute, .greaterThanOrEqual,
                                       spacing.secondItem, spacing.secondAttribute, multiplier: spacing.multiplier,
                                       constant: spacing.constant)
        minimum.readsInFrameDirection = spacing.readsInFrameDirection
        return minimum
    }

    private static func text(of spacing: StackSpacing) -> String {
        switch spacing {
        case let .points(points): format(points)
        case .system: "system"
        case .default: "0"
        }
    }
}
