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
    /// document's constraints made optional or removed (a broken size set
    /// to a constant, also that constant changed to the size the others
    /// give), a size setting changed, or the setting that a generated
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
                    + newConstant(of: constraint)
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

    /// `, or change 300 to 358` for a broken size set to a constant
    /// (`buttons.width == 300`) that the others decide without it, as
    /// `layout explain` offers: the size they give it. Nothing for the
    /// rest, whose values the layout holds at their constants.
    private func newConstant(of constraint: LayoutConstraint) -> String {
        guard constraint.isBroken, constraint.secondItem == nil, constraint.relation == .equal,
              constraint.firstAttribute.isDimension else { return "" }
        let others = constraint.firstItem.explanation(of: constraint.firstAttribute)
        guard others.openRange == nil, abs(others.value - constraint.constant) > 1e-9 else { return "" }
        return ", or change \(format(constraint.constant)) to \(format(others.value))"
    }

    /// A conflict's fixes for the text output: a heading and a line each,
    /// every constraint by its number (`  - make [20] cart.width == 200
    /// optional …`).
    func fixesText(for conflict: LayoutConflict, numbers: [ObjectIdentifier: Int]) -> String {
        let lines = fixes(for: conflict) { "[\(numbers[ObjectIdentifier($0)]!)] \(name(of: $0))" }.map { "  - " + $0.text }
        return (["Fixes, each enough by itself:"] + lines).joined(separator: "\n")
    }
}
