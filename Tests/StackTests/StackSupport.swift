import Testing
import Stack

/// Whether two frames agree within the shared cases' tolerance.
func framesMatch(_ frame: Rect, _ expected: Rect, tolerance: Double = 0.001) -> Bool {
    abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
        && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance
}

/// Expects a region's frame (in its parent's space) to be `expected`.
func expectFrame(_ region: LayoutRegion, _ expected: Rect, _ comment: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(framesMatch(region.frame, expected), "\(region.name) is \(region.frame), expected \(expected) \(comment)",
            sourceLocation: sourceLocation)
}

/// A flex stack of `items` along `axis`, as the user-trial screens build theirs.
func flexStack(_ name: String, _ axis: LayoutAxis, _ items: [LayoutItem], _ justification: FlexJustification = .start,
               alignment: StackAlignment = .fill, spacing: Double = 0) -> StackItem {
    let stack = StackItem(name: name, arrangedItems: items)
    stack.axis = axis
    stack.distribution = .flex(justification)
    stack.alignment = alignment
    stack.spacing = StackSpacing(floatLiteral: spacing)
    return stack
}

/// A fixed-size item: an icon or a button.
func fixedSizeItem(_ name: String, _ width: Double, _ height: Double) -> LayoutItem {
    LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
}

/// A root `width` wide holding `column` pinned to its top, leading and
/// trailing edges, as a list fills a screen; laid out once.
func rootPinning(_ column: LayoutItem, width: Double) -> LayoutItem {
    let root = LayoutItem(name: "root")
    root.addChild(column)
    try! LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: width),
        column.topAnchor.constraint(equalTo: root.topAnchor),
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    return root
}

extension LayoutConstraint {
    /// The constraint at `priority`, set before it is activated, as UIKit
    /// code sets `priority` on a new constraint.
    func at(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
