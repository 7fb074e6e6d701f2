import Layout
@testable import RandomSessions
import Testing

/// How the sessions read constraints back from the frames.
@Suite struct FrameReadingTests {
    /// An edge is a position plus a length, and the solver's accuracy is
    /// relative to those: a bottom at 108 of a frame from -15 258 721 down
    /// is accurate to about 1.5e7 × 1e-7, not to 108 × 1e-7 (engine seed 8
    /// at step 1 548 read a 3e-5 rounding there as a broken constraint).
    @Test func theScaleOfAnEdgeCountsItsPositionAndLength() throws {
        let root = LayoutItem(name: "root")
        let tall = LayoutItem(name: "tall")
        root.addChild(tall)
        try LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: -15_258_721),
            tall.heightAnchor.constraint(equalToConstant: 15_258_829),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let bottom = tall.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 108)
        #expect(bottom.errorAtFrames == 0)
        #expect(bottom.scaleAtFrames >= 2 * 15_258_721)
        #expect(tall.magnitudeAtFrame(.height) == 15_258_829)
    }
}
