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

    /// The single changes that end a conflict, each enough by itself
    /// (`LayoutEngine.fixes(for:)`), in words, as `layout explain` offers
    /// them for a console log: each of the document's constraints made
    /// optional or removed (or its constant changed to where the others
    /// let it hold), a size setting changed, or the setting that a
    /// generated constraint stands for. A root size the run gives from
    /// outside (``LayoutDocument/rootSizeGivenBy``) is kept: the others
    /// must fit it. `reference` names a constraint (`[20] cart.width ==
    /// 200`).
    public func fixes(for conflict: LayoutConflict, reference: (LayoutConstraint) -> String)
        -> [(text: String, constraint: LayoutConstraint)] {
        root.engine.fixes(for: conflict).map { fix in
            let constraint = fix.constraint
            let text: String
            switch settingOrigin(of: constraint) {
            case let origin? where origin.isGivenFromOutside:
                text = "\(reference(constraint)) is \(origin.text): keep it, and change one of the others to fit it"
            case let origin?:
                text = "\(reference(constraint)) comes from \(origin.text): "
                    + (fix.constants.map { Self.sizeChange(of: constraint, to: $0) + fix.contentNote } ?? "change them")
                    + ", or write the size as a constraint of priority 999"
            case nil where root.engine.constantOnlyRequirement(of: constraint) != nil:
                text = "remove \(reference(constraint)): its sides cancel, and it never holds"
            case nil where constraints.contains(where: { $0 === constraint }):
                text = "make \(reference(constraint)) optional (\(self.text(of: constraint)) @999), or remove it"
                    + (fix.constants.map { ", or change \(formatExactly(constraint.constant)) to \(LayoutConflict.Fix.text(of: $0))" } ?? "")
                    + fix.contentNote
            case nil where fix.stackSetting != nil:
                text = "\(reference(constraint)) comes from \(fix.stackSetting!): change it"
                    + (fix.constants.map { " to \(LayoutConflict.Fix.text(of: $0))" } ?? "") + fix.overlapNote
                    + (fix.settingValues.isEmpty ? "" : " to \(LayoutConflict.Fix.either(fix.settingValues))")
            case nil:
                text = "\(reference(constraint)) " + (constraint.engineSetting.map { Self.advice(changing: $0, fix) }
                    ?? "is \(Self.whose(constraint)): change the setting it stands for")
            }
            return (text, constraint)
        }
    }

    /// The size setting an item's constraint stands for, changed to the
    /// values that end a conflict: `change its "size" width to 46`,
    /// `change its "minSize" height to at most 28`.
    private static func sizeChange(of constraint: LayoutConstraint, to constants: ClosedRange<Double>) -> String {
        let key = switch constraint.relation {
        case .equal: "size"
        case .greaterThanOrEqual: "minSize"
        case .lessThanOrEqual: "maxSize"
        }
        return "change its \"\(key)\" \(constraint.firstAttribute.rawValue) to \(LayoutConflict.Fix.text(of: constants))"
    }

    /// What to change for a constraint the engine made for a setting:
    /// `comes from image's "aspectRatio" (1.75): change it`.
    private static func advice(changing setting: EngineSetting, _ fix: LayoutConflict.Fix) -> String {
        switch setting {
        case let .aspectRatio(item, ratio):
            "comes from \(item.name)'s \"aspectRatio\" (\(format(ratio))): change it, or remove it"
        case let .keyboard(height):
            "follows the keyboard, \(format(height)) high (the root's \"keyboard\", or --keyboard): lower it"
                + fix.keyboardBound
        case .safeArea:
            "follows the root's \"safeArea\", which the device sets: keep it, and change one of the others to fit it"
        case let .margins(item):
            "follows \(item.name)'s margins: change its \"margins\"" + (fix.marginChange.map { " " + $0 } ?? "")
        }
    }

    /// A conflict's fixes for the text output: a heading and a line each,
    /// every constraint by its number (`  - make [20] cart.width == 200
    /// optional …`); a line saying so when there is none.
    func fixesText(for conflict: LayoutConflict, numbers: [ObjectIdentifier: Int]) -> String {
        let lines = fixes(for: conflict) { "[\(numbers[ObjectIdentifier($0)]!)] \(name(of: $0))" }.map { "  - " + $0.text }
        guard !lines.isEmpty else {
            return "No single change to one of these constraints ends it by itself."
        }
        return (["Fixes, each enough by itself:"] + lines).joined(separator: "\n")
    }
}
