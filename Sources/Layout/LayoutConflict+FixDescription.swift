extension LayoutConflict.Fix: CustomStringConvertible {
    /// The fix in words, naming what to change in Swift:
    /// `make label.width == 400 optional (priority 999), or remove it, or
    /// change 400 to a value from 0 to 346`, `UISV-spacing: … comes from
    /// row's "spacing" (12): change it to at most -42`, `… follows the
    /// keyboard, 336 high (rootKeyboardHeight): lower it to at most 253`,
    /// `… follows bar's layoutMargins: change layoutMargins.top to 0`.
    /// `layout run` words a document's fixes by its keys instead.
    public var description: String {
        if let stackSetting {
            return "\(constraint) comes from \(stackSetting): change it"
                + (constants.map { " to \(Self.text(of: $0))" } ?? "") + overlapNote
                + (settingValues.isEmpty ? "" : " to \(Self.either(settingValues))")
        }
        if let setting = constraint.engineSetting {
            switch setting {
            case let .aspectRatio(item, ratio):
                return "\(constraint) comes from \(item.name)'s aspectRatio (\(format(ratio))): change it, or set it to nil"
            case let .keyboard(height):
                return "\(constraint) follows the keyboard, \(format(height)) high (rootKeyboardHeight): lower it"
                    + keyboardBound
            case .safeArea:
                return "\(constraint) follows the root's safe area (rootSafeAreaInsets), which the device sets:"
                    + " keep it, and change one of the others to fit it"
            case let .margins(item):
                let property = item.hasDirectionalMargins ? "directionalLayoutMargins" : "layoutMargins"
                return "\(constraint) follows \(item.name)'s \(property): "
                    + (marginChange.map { "change \(property).\($0)" } ?? "change them")
            }
        }
        if constraint.origin == .user {
            if constraint.engine?.constantOnlyRequirement(of: constraint) != nil {
                return "remove \(constraint): its sides cancel, and it never holds"
            }
            return "make \(constraint) optional (priority 999), or remove it"
                + (constants.map { ", or change \(formatExactly(constraint.constant)) to \(Self.text(of: $0))" } ?? "")
                + contentNote
        }
        return "\(constraint) stands for a setting of the engine: change the setting"
    }

    /// For constants of which only some keep every item's content whole,
    /// those, in words after the constants (` (0 to 206 keeps every
    /// item's content whole)`): at the far end of the others an item is
    /// squeezed below its content. Empty for the others.
    package var contentNote: String {
        guard let kept = constantsKeepingContent else { return "" }
        return " (\(Self.text(of: kept)) keeps every item's content whole)"
    }

    /// For a stack's spacing that only a negative value would fit, what
    /// that value does, in words after it (` (a negative spacing overlaps
    /// the items)`): a fix, but seldom the one meant. Empty for the
    /// others.
    package var overlapNote: String {
        guard stackSetting != nil, let constants, constants.upperBound < 0 else { return "" }
        return " (a negative spacing overlaps the items)"
    }

    /// For a fix that changes an item's margins, the edge and the margins
    /// on it that would do, in words after "change" (`top to 0`); nil for
    /// the others. A side edge is named as the item's margins were set:
    /// `leading` or `trailing` when they were set by direction
    /// (``LayoutItem/directionalLayoutMargins``, a document's `leading`),
    /// where `left` would not be taken. A margin that only a negative value
    /// would fit says what that does.
    package var marginChange: String? {
        guard case let .margins(item)? = constraint.engineSetting, let constants else { return nil }
        let rightToLeft = item.effectiveLayoutDirection == .rightToLeft
        let (left, right) = !item.hasDirectionalMargins ? ("left", "right")
            : rightToLeft ? ("trailing", "leading") : ("leading", "trailing")
        let edge = switch constraint.secondAttribute {
        case .leftMargin?: left
        case .rightMargin?: right
        case .topMargin?: "top"
        case .bottomMargin?: "bottom"
        default: String?.none
        }
        let note = constants.upperBound < 0 ? " (a negative margin lets its content reach past its edge)" : ""
        return edge.map { "\($0) to \(Self.text(of: constants))" + note }
    }

    /// For a fix that lowers the keyboard, the highest it may be, in
    /// words after "lower it" (` to at most 253`); empty for the others.
    package var keyboardBound: String {
        constants.map { " to \(Self.text(of: -.infinity...$0.upperBound))" } ?? ""
    }

    /// A fix's constants in words: `358`, `at least 9`, `at most 49`, `a
    /// value from 0 to 80`. A bound is rounded to the sixth decimal inward,
    /// so that the value printed holds (`at most -27.333334` for −82 ÷ 3);
    /// a single value has the digits it needs to hold (`82.66666666667`).
    package static func text(of constants: ClosedRange<Double>) -> String {
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

    /// Values in words: `center`, `fill or center`, `fill, center or bottom`.
    package static func either(_ values: [String]) -> String {
        values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }
}
