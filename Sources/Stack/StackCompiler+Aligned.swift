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
        let aligned: [(LayoutItem) -> LayoutAttribute] = switch alignment {
        case .fill: [{ _ in cross.lead }, { _ in cross.trail }]
        case .leading: [{ _ in cross.lead }]
        case .trailing: [{ _ in cross.trail }]
        case .center: [{ _ in cross.mid }]
        case .firstBaseline: [{ $0.hasBaseline(first: true) ? .firstBaseline : .top }]
        case .lastBaseline: [{ $0.hasBaseline(first: false) ? .lastBaseline : .bottom }]
        }
        for item in arranged where item !== reference {
            for attribute in aligned {
                emit(.alignment, reference, attribute(reference), .equal, item, attribute(item))
            }
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
}
