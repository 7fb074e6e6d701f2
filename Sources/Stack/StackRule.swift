/// The rule that generated a stack constraint. Its raw value is the
/// identifier the constraint carries, so that a conflict report names the
/// rule: UIKit's `UISV-*` identifiers for what UIKit generates, `STK-*` for
/// this library's own rules (`Docs/Formats/StackRules.md` lists them with
/// their priorities).
public enum StackRule: String, Sendable, CaseIterable {
    /// The ends of the arrangement meet the canvas; cross edges meet the
    /// reference item or the alignment spanner.
    case canvasConnection = "UISV-canvas-connection"
    /// The stack hugs its content (`== 0 @49`) where the connections are inequalities.
    case canvasFit = "UISV-canvas-fit"
    /// The gap between consecutive visible items.
    case spacing = "UISV-spacing"
    /// Parks a hidden item next to its visible neighbour (`@50`).
    case spacingHidden = "UISV-spacing-hidden"
    /// Collapses a hidden item along the axis (`@999.999`).
    case hiding = "UISV-hiding"
    /// Equal lengths: items (fillEqually) or gap guides.
    case fillEqually = "UISV-fill-equally"
    /// Lengths proportional to intrinsic lengths.
    case fillProportionally = "UISV-fill-proportionally"
    /// Ties a gap guide to the edges or centres of the items around it.
    case distributingEdge = "UISV-distributing-edge"
    /// Aligns every item to the reference item across the axis.
    case alignment = "UISV-alignment"
    /// Keeps visible items inside the alignment spanner.
    case spanningBoundary = "UISV-spanning-boundary"
    /// Shrink-wraps a spanner (`@51`, `@0.001` when every item is hidden).
    case spanningFit = "UISV-spanning-fit"
    /// Gives items without an intrinsic cross length a definite one (`@25`).
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// An empty stack (or one whose items are all hidden) is 0 × 0 unless
    /// held otherwise (`@49`).
    case emptyFit = "STK-empty-fit"
    /// Equal hugging or compression resistance is settled by order: the
    /// first item yields first (`@0.0001 × position`).
    case orderTiebreak = "STK-order-tiebreak"
    /// A baseline row taller than its items hangs from the top (`@1`).
    case baselineAnchor = "STK-baseline-anchor"
    /// A flex stack's own content size (what its layout measures it at),
    /// at its hugging and compression resistance.
    case contentFit = "STK-content-fit"
    /// A flex stack's size that its constraints leave open takes its
    /// content size (`@1e-6`): the stack lays its items out at its size,
    /// so an open size would leave their frames to whichever value the
    /// solver reached, and with them whatever else reaches those items.
    case contentTiebreak = "STK-content-tiebreak"
    /// A flex stack's size range (required).
    case sizeRange = "STK-size-range"
    /// Where a flex stack's layout put an arranged item: its left and top
    /// from the stack's.
    case flexPosition = "STK-flex-position"
    /// The width and height a flex stack's layout gave an arranged item.
    case flexSize = "STK-flex-size"
}

extension StackRule {
    /// What the rule follows, for naming the rule a conflict fought.
    var source: LayoutConstraint.StackRuleSource {
        switch self {
        case .fillEqually, .fillProportionally, .distributingEdge, .alignment, .hiding, .spacingHidden,
             .sizeRange, .flexPosition, .flexSize:
            .setting
        case .spacing:
            .spacing
        case .canvasConnection, .canvasFit, .spanningBoundary, .spanningFit, .ambiguitySuppression, .emptyFit,
             .orderTiebreak, .baselineAnchor, .contentFit, .contentTiebreak:
            .structure
        }
    }
}

extension Priority {
    /// `UISV-hiding`: just below required, so a required size wins.
    static let stackHiding: Priority = 999.999
    /// `UISV-spanning-boundary` on the aligned edge.
    static let stackSpanningBoundary: Priority = 999.5
    /// `UISV-spanning-fit`.
    static let stackSpanningFit: Priority = 51
    /// `UISV-spanning-fit` when every item is hidden.
    static let stackHiddenSpanningFit: Priority = 0.001
    /// `UISV-spacing-hidden`.
    static let stackHiddenParking: Priority = 50
    /// `UISV-canvas-fit` and `STK-empty-fit`.
    static let stackCanvasFit: Priority = 49
    /// `UISV-ambiguity-suppression`.
    static let stackAmbiguitySuppression: Priority = 25
    /// `STK-baseline-anchor`.
    static let stackBaselineAnchor: Priority = 1

    /// `STK-content-tiebreak`: below every other rule's, so that it
    /// settles only what they leave open.
    static let flexContentTiebreak: Priority = 1e-6
    /// `STK-order-tiebreak` for the item at `position` among the visible ones.
    static func stackTiebreak(position: Int) -> Priority {
        Priority(1e-4 * Double(position + 1))
    }
}
