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
                text = "\(reference(constraint)) comes from \(origin.text): change them,"
                    + " or write the size as a constraint of priority 999"
            case nil where root.engine.constantOnlyRequirement(of: constraint) != nil:
                text = "remove \(reference(constraint)): its sides cancel, and it never holds"
            case nil where constraints.contains(where: { $0 === constraint }):
                text = "make \(reference(constraint)) optional (\(self.text(of: constraint)) @999), or remove it"
                    + (fix.constants.map { ", or change \(formatExactly(constraint.constant)) to \(Self.text(of: $0))" } ?? "")
            case nil where fix.stackSetting != nil:
                text = "\(reference(constraint)) comes from \(fix.stackSetting!): change it"
                    + (fix.constants.map { " to \(Self.text(of: $0))" } ?? "")
                    + (fix.settingValues.isEmpty ? "" : " to \(Self.either(fix.settingValues))")
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

    /// Values in words: `center`, `fill or center`, `fill, center or bottom`.
    private static func either(_ values: [String]) -> String {
        values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }

    /// A fix's constants in words: `358`, `at least 9`, `at most 49`, `a
    /// value from 0 to 80`. A bound is rounded to the sixth decimal inward,
    /// so that the value printed holds (`at most -27.333334` for −82 ÷ 3);
    /// a single value has the digits it needs to hold (`82.66666666667`).
    private static func text(of constants: ClosedRange<Double>) -> String {
        let (lower, upper) = (constants.lowerBound, constants.upperBound)
        if upper - lower <= 1e-9 { return formatExactly(lower) }
        let (low, high) = (format(inward(lower, up: true)), format(inward(upper, up: false)))
        if upper.isInfinite { return "at least \(low)" }
        if lower.isInfinite { return "at most \(high)" }
        return "a value from \(low) to \(high)"
    }

    /// `value` rounded to six decimals, up or down; as it is when it has
    /// no more (within a billionth of a unit of the sixth).
    private static func inward(_ value: Double, up: Bool) -> Double {
        let scaled = value * 1e6, nearest = scaled.rounded()
        if abs(scaled - nearest) <= 1e-3 { return nearest / 1e6 }
        return (up ? scaled.rounded(.up) : scaled.rounded(.down)) / 1e6
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
