import Layout

/// The settings a UIKit-vocabulary stack's constraints stand for, as a
/// conflict's fixes name and check them (`LayoutEngine.fixes(for:)`): a
/// fix changes the setting, so it is offered only where another value of
/// the setting ends the conflict, not wherever taking one of its
/// constraints out would.
///
/// The alignment holds every required constraint across the axis (the
/// canvas meeting the reference item or the alignment spanner included);
/// each other alignment is tried with its own. The distribution holds the
/// lengths, the gap guides and the spacings along the axis; the loosest
/// distribution, `equalCentering`, whose required constraints only keep
/// the items in order at least the spacing apart, stands for the others
/// (each of them holds that and more). An exact spacing stands for the
/// spacing and for the distribution that makes it exact; a spacing, for
/// the number.
extension StackItem: GeneratedSettingSource {
    package func settings(of constraint: LayoutConstraint) -> [GeneratedSetting] {
        guard case let .stack(identifier) = constraint.origin, let rule = StackRule(rawValue: identifier), !isFlex,
              generated.constraints.contains(where: { $0 === constraint }) else { return [] }
        switch rule {
        case .alignment, .spanningBoundary,
             .canvasConnection where constraint.firstAttribute.axis == axis.cross:
            return [alignmentSetting]
        case .fillEqually, .fillProportionally, .distributingEdge:
            return [distributionSetting]
        case .spacing:
            var settings = constraint.standsForStackSetting ? [spacingSetting(of: constraint)].compactMap { $0 } : []
            if constraint.relation == .equal {
                var distribution = distributionSetting
                distribution.standsBesides = true
                settings.append(distribution)
            }
            return settings
        default:
            return []
        }
    }

    /// The alignment, checked against each other value's required
    /// constraints.
    private var alignmentSetting: GeneratedSetting {
        let current = alignment.effective(along: axis)
        var others: [StackAlignment] = []
        for value in StackAlignment.allCases.map({ $0.effective(along: axis) }) where value != current {
            if !others.contains(value) { others.append(value) }
        }
        let replaced = constraints(madeBy: [.alignment, .spanningBoundary])
            + constraints(madeBy: [.canvasConnection]) { $0.firstAttribute.axis == axis.cross }
        // A row's leading and trailing alignments are UIKit's top and bottom.
        let name = switch (axis, alignment) {
        case (.horizontal, .leading): "top"
        case (.horizontal, .trailing): "bottom"
        default: alignment.rawValue
        }
        return GeneratedSetting(owner: self, text: "\"alignment\" (\(name))", check: .values(
            replaced: replaced,
            others: others.map { value in
                var compiler = StackCompiler(stack: self, guides: guides)
                compiler.compileRequiredAlignment(value)
                return compiler.output.map { $0.makeConstraint() }
            }))
    }

    /// The distribution, checked against the items in order at least the
    /// spacing apart.
    private var distributionSetting: GeneratedSetting {
        let replaced = constraints(madeBy: [.fillEqually, .fillProportionally, .distributingEdge, .spacing])
        let minimums = constraints(madeBy: [.spacing]).map(Self.minimum)
        return GeneratedSetting(owner: self, text: "\"distribution\" (\(distribution))",
                                check: .values(replaced: replaced, others: [minimums]))
    }

    /// The spacing (or the custom spacing after an item) that `gap`, one
    /// of the stack's spacing constraints, holds: a number shared by every
    /// gap it sets. Nil for a `fillProportionally` stack's own spacing,
    /// which also sets its fractions (Σ intrinsic lengths + spacing × gaps
    /// below them, and their turn to equal lengths or to a required
    /// fraction of 1) where the gaps alone do not say what fits.
    private func spacingSetting(of gap: LayoutConstraint) -> GeneratedSetting? {
        guard let before = gap.secondItem as? LayoutItem else { return nil }
        let custom = customSpacing(after: before)
        if custom == .default && distribution == .fillProportionally { return nil }
        let text = custom == .default ? "\"spacing\" (\(Self.text(of: spacing)))"
            : "\"customSpacing\" after \(before.name) (\(Self.text(of: custom)))"
        let shared = custom != .default ? [gap] : constraints(madeBy: [.spacing]) { other in
            (other.secondItem as? LayoutItem).map { customSpacing(after: $0) == .default } ?? false
        }
        return GeneratedSetting(owner: self, text: text, check: .number(sharedBy: shared))
    }

    /// The stack's live constraints made by `rules` that `include` keeps, in order.
    private func constraints(madeBy rules: [StackRule],
                             _ include: (LayoutConstraint) -> Bool = { _ in true }) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        generated.forEach(madeBy: rules) { if include($0) { found.append($0) } }
        return found
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
