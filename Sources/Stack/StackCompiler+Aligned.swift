/// The aligned generator for UIKit distributions
/// (`Docs/Formats/StackRules.md`, "Alignment"): every arranged item is
/// aligned to a reference item, the canvas meets the reference item or an
/// alignment spanner around the visible items, and items without a cross
/// length of their own get one.
extension StackCompiler {
    mutating func compileAligned() {
        let arranged = stack.arrangedItems
        let alignment = stack.alignment.effective(along: stack.axis)
        guard let (reference, cross) = compileTies(alignment) else { return }
        guard alignment != .fill else {
            emit(.canvasConnection, canvas, cross.lead, .equal, reference, cross.lead)
            emit(.canvasConnection, canvas, cross.trail, .equal, reference, cross.trail)
            return
        }
        let spanner = guides.guide("UISV-alignment-spanner")
        emit(.canvasConnection, canvas, cross.lead, .equal, alignment == .leading ? reference : spanner, cross.lead)
        emit(.canvasConnection, canvas, cross.trail, .equal, alignment == .trailing ? reference : spanner, cross.trail)
        if alignment == .center {
            emit(.canvasConnection, canvas, cross.mid, .equal, reference, cross.mid)
        }
        let visible = arranged.filter { !$0.isHidden }
        for item in visible {
            if alignment == .leading {
                emit(.spanningBoundary, spanner, cross.lead, .equal, item, cross.lead, priority: .stackSpanningBoundary)
            } else {
                emit(.spanningBoundary, spanner, cross.lead, .lessThanOrEqual, item, cross.lead)
            }
            if alignment == .trailing {
                emit(.spanningBoundary, spanner, cross.trail, .equal, item, cross.trail, priority: .stackSpanningBoundary)
            } else {
                emit(.spanningBoundary, spanner, cross.trail, .greaterThanOrEqual, item, cross.trail)
            }
        }
        emit(.spanningFit, spanner, cross.length, .equal, constant: 0,
             priority: visible.isEmpty ? .stackHiddenSpanningFit : .stackSpanningFit)
        for item in arranged {
            emit(.ambiguitySuppression, item, cross.length, .equal, constant: 0, priority: .stackAmbiguitySuppression)
        }
        if alignment.isBaseline {
            emit(.canvasFit, stack, cross.length, .equal, constant: 0, priority: .stackCanvasFit)
            for item in visible {
                emit(.baselineAnchor, item, cross.lead, .equal, canvas, cross.lead, priority: .stackBaselineAnchor)
            }
        }
    }

    /// `UISV-alignment` for every arranged item but the reference, the
    /// item the others align to (the first with the baseline a baseline
    /// alignment lines up, else the first); the reference and the cross
    /// axis's attributes, nil for a stack with no items.
    private mutating func compileTies(_ alignment: StackAlignment) -> (reference: LayoutItem, cross: AxisAttributes)? {
        let arranged = stack.arrangedItems
        guard let firstItem = arranged.first else { return nil }
        let cross = AxisAttributes.directional(stack.axis.cross)
        let first = alignment == .firstBaseline
        let reference = alignment.isBaseline ? arranged.first { $0.hasBaseline(first: first) } ?? firstItem : firstItem
        for item in arranged where item !== reference {
            compileAlignment(of: item, to: reference, alignment, cross)
        }
        return (reference, cross)
    }

    /// What another alignment would hold of the stack's items, its
    /// required constraints only: the items aligned, the canvas meeting
    /// the reference item where the alignment ties it, and, where it ties
    /// it to the alignment spanner, the visible items inside the canvas
    /// (the spanner's required ties say no more). A conflict's fix checks
    /// an alignment with them (`StackItem+GeneratedSetting.swift`).
    mutating func compileRequiredAlignment(_ alignment: StackAlignment) {
        let alignment = alignment.effective(along: stack.axis)
        guard let (reference, cross) = compileTies(alignment) else { return }
        if [.fill, .leading].contains(alignment) { emit(.canvasConnection, canvas, cross.lead, .equal, reference, cross.lead) }
        if [.fill, .trailing].contains(alignment) { emit(.canvasConnection, canvas, cross.trail, .equal, reference, cross.trail) }
        if alignment == .center { emit(.canvasConnection, canvas, cross.mid, .equal, reference, cross.mid) }
        guard alignment != .fill else { return }
        for item in stack.arrangedItems where !item.isHidden {
            emit(.spanningBoundary, canvas, cross.lead, .lessThanOrEqual, item, cross.lead)
            emit(.spanningBoundary, canvas, cross.trail, .greaterThanOrEqual, item, cross.trail)
        }
    }

    /// `UISV-alignment`: an item aligned to the reference item.
    mutating func compileAlignment(of item: LayoutItem, to reference: LayoutItem, _ alignment: StackAlignment,
                                   _ cross: AxisAttributes) {
        func firstBaseline(_ item: LayoutItem) -> LayoutAttribute { item.hasBaseline(first: true) ? .firstBaseline : .top }
        func lastBaseline(_ item: LayoutItem) -> LayoutAttribute { item.hasBaseline(first: false) ? .lastBaseline : .bottom }
        switch alignment {
        case .fill:
            emit(.alignment, reference, cross.lead, .equal, item, cross.lead)
            emit(.alignment, reference, cross.trail, .equal, item, cross.trail)
        case .leading: emit(.alignment, reference, cross.lead, .equal, item, cross.lead)
        case .trailing: emit(.alignment, reference, cross.trail, .equal, item, cross.trail)
        case .center: emit(.alignment, reference, cross.mid, .equal, item, cross.mid)
        case .firstBaseline: emit(.alignment, reference, firstBaseline(reference), .equal, item, firstBaseline(item))
        case .lastBaseline: emit(.alignment, reference, lastBaseline(reference), .equal, item, lastBaseline(item))
        }
    }
}
