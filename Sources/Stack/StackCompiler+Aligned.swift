/// The aligned generator for UIKit distributions
/// (`Docs/Formats/StackRules.md`, "Alignment"): every arranged item is
/// aligned to a reference item, the canvas meets the reference item or an
/// alignment spanner around the visible items, and items without a cross
/// length of their own get one.
extension StackCompiler {
    mutating func compileAligned() {
        let arranged = stack.arrangedItems
        guard let firstItem = arranged.first else { return }
        let cross = AxisAttributes.directional(stack.axis.cross)
        let alignment = stack.alignment.effective(along: stack.axis)
        let first = alignment == .firstBaseline
        let reference = alignment.isBaseline ? arranged.first { $0.hasBaseline(first: first) } ?? firstItem : firstItem
        for item in arranged where item !== reference {
            compileAlignment(of: item, to: reference, alignment, cross)
        }
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
