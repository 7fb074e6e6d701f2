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
            var distribution = distributionSetting
            distribution.standsBesides = true
            let spacing = constraint.standsForStackSetting ? spacingSetting(of: constraint) : nil
            return [spacing, constraint.relation == .equal ? distribution : nil].compactMap { $0 }
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
        let replaced = constraints(madeBy: [.alignment, .spanningBoundary]) { _ in true }
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
        let replaced = constraints(madeBy: [.fillEqually, .fillProportionally, .distributingEdge, .spacing]) { _ in true }
        let minimums = constraints(madeBy: [.spacing]) { _ in true }.map(Self.minimum)
        return GeneratedSetting(owner: self, text: "\"distribution\" (\(distribution))",
                                check: .values(replaced: replaced, others: [minimums]))
    }

    /// The spacing (or the custom spacing after an item) that `gap`, one
    /// of the stack's spacing constraints, holds: a number shared by every
    /// gap it sets.
    private func spacingSetting(of gap: LayoutConstraint) -> GeneratedSetting? {
        guard let before = gap.secondItem as? LayoutItem else { return nil }
        let custom = customSpacing(after: before)
        let text = custom == .default ? "\"spacing\" (\(Self.text(of: spacing)))"
            : "\"customSpacing\" after \(before.name) (\(Self.text(of: custom)))"
        let shared = custom != .default ? [gap] : constraints(madeBy: [.spacing]) { other in
            (other.secondItem as? LayoutItem).map { customSpacing(after: $0) == .default } ?? false
        }
        let within = custom == .default ? spacingsKeepingLengths : -Double.infinity...Double.infinity
        return GeneratedSetting(owner: self, text: text, check: .number(sharedBy: shared, within: within))
    }

    /// The spacings at which the stack's lengths keep their rule: all, but
    /// in a proportional stack those that keep the denominator of its
    /// fractions (Σ intrinsic lengths + spacing × gaps) above
    /// max(spacing × (items − 1), 1), where the lengths are proportional
    /// now; below it they turn equal (see `StackCompiler+Ordered.swift`).
    /// The bounds are strict there: a hundredth of a point inside them
    /// stands for them. A stack whose lengths are equal now could turn
    /// proportional at another spacing, which is not followed.
    private var spacingsKeepingLengths: ClosedRange<Double> {
        let all = -Double.infinity...Double.infinity
        guard distribution == .fillProportionally else { return all }
        let visible = arrangedItems.filter { !$0.isHidden }
        let lengths = visible.reduce(0) { $0 + ($1.intrinsicLength(along: axis) ?? 0) }
        let gaps = Double(max(visible.count - 1, 0)), hiddenGaps = Double(arrangedItems.count - 1) - gaps
        // lengths + s × gaps > 1, and lengths + s × gaps > s × (gaps + hiddenGaps).
        let lower = gaps > 0 ? (1 - lengths) / gaps + 0.01 : lengths > 1 ? -Double.infinity : Double.infinity
        let upper = hiddenGaps > 0 ? lengths / hiddenGaps - 0.01 : lengths > 0 ? Double.infinity : -Double.infinity
        guard lower <= upper, (lower...upper).contains(spacing.value) else { return all }
        return lower...upper
    }

    /// The stack's live constraints made by `rules` that `include` keeps, in order.
    private func constraints(madeBy rules: [StackRule], _ include: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
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
