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
                let requires = compiler.output.map { (rule: $0.rule, constraint: $0.makeConstraint()) }
                let gaps = value == .equalSpacing ? requires.filter { $0.rule == .spacing }.map(\.constraint) : []
                return GeneratedSetting.Value(name: "\(value)", requires: requires.map(\.constraint), equalizes: gaps)
            }))
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

    private static func text(of spacing: StackSpacing) -> String {
        switch spacing {
        case let .points(points): format(points)
        case .system: "system"
        case .default: "0"
        }
    }
}
