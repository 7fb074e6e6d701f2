import Layout

extension LayoutDocumentRun {
    /// Each constraint's number as the drawing, the page and the parse
    /// errors give it: the document's `constraints` from 1, then those
    /// its items' size settings stand for, then the conflicts' other
    /// members.
    public var constraintNumbers: [ObjectIdentifier: Int] {
        let picture = LayoutPicture(root: root, conflicts: conflicts, constraints: constraints)
        var numbers: [ObjectIdentifier: Int] = [:]
        for (index, constraint) in picture.numberedConstraints.enumerated() { numbers[ObjectIdentifier(constraint)] = index + 1 }
        return numbers
    }

    /// The single changes that end a conflict, each enough by itself, as
    /// `layout explain` offers them for a console log: each of the
    /// document's constraints made optional or removed (or its constant
    /// changed to where the others let it hold), a size setting changed, or the setting that a generated
    /// constraint stands for. A root size the run gives from outside
    /// (``LayoutDocument/rootSizeGivenBy``) is kept: the others must fit it. The items' non-negative floors
    /// (`title.height >= 0`), which hold whatever the document says, are
    /// left out, and so are a stack's constraints that stand for no setting
    /// (how every stack holds its items between its edges, one after the
    /// other) and the engine's (the root at (0, 0), a guide's ties that
    /// are how it is made), and so is a member whose removal would leave the broken
    /// constraint conflicting still (the layout holds another conflict
    /// besides the set; see `LayoutEngine.brokenConstraint(of:holdsWithout:)`).
    /// `reference` names a constraint (`[20] cart.width == 200`).
    public func fixes(for conflict: LayoutConflict, reference: (LayoutConstraint) -> String)
        -> [(text: String, constraint: LayoutConstraint)] {
        conflict.constraints.filter { constraint in
            guard !constraint.isNonNegativeFloor else { return false }
            if case .stack = constraint.origin, !constraint.standsForStackSetting { return false }
            if constraint.origin == .engine, constraint.engineSetting == nil { return false }
            return root.engine.brokenConstraint(of: conflict, holdsWithout: constraint)
        }.map { constraint in
            let text: String
            switch settingOrigin(of: constraint) {
            case let origin? where origin.isGivenFromOutside:
                text = "\(reference(constraint)) is \(origin.text): keep it, and change one of the others to fit it"
            case let origin?:
                text = "\(reference(constraint)) comes from \(origin.text): change them,"
                    + " or write the size as a constraint of priority 999"
            case nil where root.engine.constantOnlyRequirement(of: constraint) != nil:
                text = "remove \(reference(constraint)): its sides cancel, and it never holds"
            case nil where constraints.contains(where: { $0 === constraint }):
                text = "make \(reference(constraint)) optional (\(self.text(of: constraint)) @999), or remove it"
                    + newConstant(of: constraint, ending: conflict)
            case nil:
                text = "\(reference(constraint)) " + (constraint.engineSetting.map(Self.advice(changing:))
                    ?? "is \(Self.whose(constraint)): change the setting it stands for")
            }
            return (text, constraint)
        }
    }

    /// What to change for a constraint the engine made for a setting:
    /// `comes from image's "aspectRatio" (1.75): change it`.
    private static func advice(changing setting: EngineSetting) -> String {
        switch setting {
        case let .aspectRatio(item, ratio):
            "comes from \(item.name)'s \"aspectRatio\" (\(format(ratio))): change it, or remove it"
        case let .keyboard(height):
            "follows the keyboard, \(format(height)) high (the root's \"keyboard\", or --keyboard): lower it"
        case .safeArea:
            "follows the root's \"safeArea\": change it"
        case let .margins(item):
            "follows \(item.name)'s margins: change its \"margins\""
        }
    }

    /// `, or change 300 to 358` for one of the document's constraints
    /// whose constant can move to where the rest of the layout, the broken
    /// constraint among it, lets it hold (`layout explain` offers the
    /// same): one value or a range (`to a value from 0 to 9`). The
    /// constant stays on its side of 0, so that a gap stays a gap and an
    /// inset an inset rather than items overlapping or leaving their
    /// container; a constant of 0 (edges aligned) is left as it is.
    private func newConstant(of constraint: LayoutConstraint, ending conflict: LayoutConflict) -> String {
        let constant = constraint.constant
        guard constant != 0, let range = root.engine.constants(for: constraint, ending: conflict) else { return "" }
        let lower = constant > 0 ? max(range.lower, 0) : range.lower
        let upper = constant > 0 ? range.upper : min(range.upper, 0)
        guard lower <= upper, !(lower...upper).contains(constant) else { return "" }
        let target = if upper - lower <= 1e-9 {
            format(lower)
        } else if upper.isInfinite {
            "at least \(format(lower))"
        } else if lower.isInfinite {
            "at most \(format(upper))"
        } else {
            "a value from \(format(lower)) to \(format(upper))"
        }
        return ", or change \(format(constant)) to \(target)"
    }

    /// A conflict's fixes for the text output: a heading and a line each,
    /// every constraint by its number (`  - make [20] cart.width == 200
    /// optional …`).
    func fixesText(for conflict: LayoutConflict, numbers: [ObjectIdentifier: Int]) -> String {
        let lines = fixes(for: conflict) { "[\(numbers[ObjectIdentifier($0)]!)] \(name(of: $0))" }.map { "  - " + $0.text }
        return (["Fixes, each enough by itself:"] + lines).joined(separator: "\n")
    }
}
