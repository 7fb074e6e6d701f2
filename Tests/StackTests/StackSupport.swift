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
