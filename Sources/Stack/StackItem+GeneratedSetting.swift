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
/// lengths, the gap guides and the spacings along the axis; each other
/// distribution is tried with its own required gaps and lengths
/// (`equalSpacing`'s gaps held equal to one another, which its guides do).
/// An exact spacing stands for the spacing and for the distribution that
/// makes it exact; a spacing, for the number.
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
        return GeneratedSetting(owner: self, text: "\"alignment\" (\(name(of: alignment)))", check: .values(
            replaced: replaced,
            others: others.map { value in
                var compiler = StackCompiler(stack: self, guides: guides)
                compiler.compileRequiredAlignment(value)
                return GeneratedSetting.Value(name: name(of: value), requires: compiler.output.map { $0.makeConstraint() })
            }))
    }

    /// An alignment as a document names it: a row's leading and trailing
    /// alignments are UIKit's top and bottom.
    private func name(of alignment: StackAlignment) -> String {
        switch (axis, alignment) {
        case (.horizontal, .leading): "top"
        case (.horizontal, .trailing): "bottom"
        default: alignment.rawValue
        }
    }

    /// The distribution, checked against each other UIKit distribution's
    /// required constraints (`equalSpacing`'s gaps held equal).
    private var distributionSetting: GeneratedSetting {
        let replaced = constraints(madeBy: [.fillEqually, .fillProportionally, .distributingEdge, .spacing])
        let others: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        return GeneratedSetting(owner: self, text: "\"distribution\" (\(distribution))", check: .values(
            replaced: replaced,
            others: others.filter { $0 != distribution }.map { value in
                var compiler = StackCompiler(stack: self, guides: guides)
                compiler.compileRequiredDistribution(value)
                return GeneratedSetting.Value(name: "\(value)", requires: compiler.output.map { $0.makeConstraint() },
                                              equalizes: value == .equalSpacing ? edgeGaps : [])
            }))
    }

    /// The gaps between consecutive visible items, edge to edge along the
    /// axis (`b.leading == a.trailing`), as `equalSpacing`'s guides hold
    /// them equal: a baseline-relative column spaces its items baseline to
    /// baseline, but its guides still run from one's bottom to the next's
    /// top.
    private var edgeGaps: [LayoutConstraint] {
        let main = AxisAttributes.directional(axis)
        let visible = arrangedItems.filter { !$0.isHidden }
        return zip(visible, visible.dropFirst()).map { a, b in
            let gap = LayoutConstraint(b, main.lead, .equal, a, main.trail)
            gap.readsInFrameDirection = true
            return gap
        }
    }

    /// The spacing (or the custom spacing after an item) that `gap`, one
    /// of the stack's spacing constraints, holds: a number shared by every
    /// gap it sets. A `fillProportionally` stack's own spacing also sets
    /// its fractions (optional: they give way), and their turn to required
    /// equal lengths: it is offered within the spacings that keep the
    /// rules as they are (see ``proportionalSpacings``).
    private func spacingSetting(of gap: LayoutConstraint) -> GeneratedSetting? {
        guard let before = gap.secondItem as? LayoutItem else { return nil }
        let custom = customSpacing(after: before)
        var within = -Double.infinity...Double.infinity
        if custom == .default && distribution == .fillProportionally {
            guard let spacings = proportionalSpacings else { return nil }
            within = spacings
        }
        let text = custom == .default ? "\"spacing\" (\(Self.text(of: spacing)))"
            : "\"customSpacing\" after \(before.name) (\(Self.text(of: custom)))"
        let shared = custom != .default ? [gap] : constraints(madeBy: [.spacing]) { other in
            (other.secondItem as? LayoutItem).map { customSpacing(after: $0) == .default } ?? false
        }
        return GeneratedSetting(owner: self, text: text, check: .number(sharedBy: shared, within: within))
    }

    /// The spacings s with which a `fillProportionally` stack keeps its
    /// required rules as they are (`StackCompiler.compileProportionalLengths`):
    /// with its visible items' intrinsic lengths L, g gaps between them
    /// and h hidden items among them, the fractions stand while
    /// L + s·g > max(s·(g + h), 1), and without a length (L = 0) the
    /// lengths are equal at every spacing. Nil when they are equal now
    /// and a spacing could turn them to fractions.
    private var proportionalSpacings: ClosedRange<Double>? {
        let visible = arrangedItems.filter { !$0.isHidden }
        let lengths = visible.reduce(0) { $0 + ($1.intrinsicLength(along: axis) ?? 0) }
        let gaps = Double(max(visible.count - 1, 0)), hidden = Double(max(arrangedItems.count - 1, 0)) - gaps
        let current = spacing.value
        guard lengths + current * gaps > max(current * (gaps + hidden), 1) else {
            return lengths <= 0 ? -Double.infinity...Double.infinity : nil
        }
        // L + s·g > 1, and L + s·g > s·(g + h), that is s·h < L.
        let lower = gaps > 0 ? ((1 - lengths) / gaps).nextUp : -Double.infinity
        let upper = hidden > 0 ? (lengths / hidden).nextDown : Double.infinity
        return lower...upper
    }

    /// The stack's live constraints made by `rules` that `include` keeps, in order.
    private func constraints(madeBy rules: [StackRule],
                             _ include: (LayoutConstraint) -> Bool = { _ in true }) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        generated.forEach(madeBy: rules) { if include($0) { found.append($0) } }
        return found
    }

    private static func text(of spacing: StackSpacing) -> String {
        switch spacing {
        case let .points(points): format(points)
        case .system: "system"
        case .default: "0"
        }
    }
}
