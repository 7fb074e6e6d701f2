import Testing
import Layout

/// Frames and autoresizing masks turned into constraints.
@Suite struct AutoresizingTests {
    /// A 400 × 600 screen whose children's frames were set when it was 320 × 480.
    func screen() throws -> LayoutItem {
        let screen = LayoutItem(name: "screen")
        try LayoutConstraint.activate([screen.widthAnchor.constraint(equalToConstant: 400),
                                       screen.heightAnchor.constraint(equalToConstant: 600)])
        return screen
    }

    func framed(_ name: String, _ frame: Rect, _ mask: AutoresizingMask, in parent: LayoutItem) -> LayoutItem {
        let item = LayoutItem(name: name)
        parent.addChild(item)
        item.autoresizingFrame = AutoresizingFrame(frame: frame, parentSize: Size(width: 320, height: 480))
        item.autoresizingMask = mask
        item.translatesAutoresizingMaskIntoConstraints = true
        return item
    }

    @Test func flexibleSegmentsShareTheParentsGrowthByLength() throws {
        let screen = try screen()
        // 80 wider and 120 taller than when the frames were set.
        let fixed = framed("fixed", Rect(x: 20, y: 30, width: 100, height: 50), [], in: screen)
        let wide = framed("wide", Rect(x: 10, y: 100, width: 300, height: 40), .flexibleWidth, in: screen)
        let centred = framed("centred", Rect(x: 110, y: 200, width: 100, height: 40),
                             [.flexibleLeftMargin, .flexibleRightMargin], in: screen)
        let both = framed("both", Rect(x: 20, y: 300, width: 100, height: 40), [.flexibleLeftMargin, .flexibleWidth], in: screen)
        let tall = framed("tall", Rect(x: 0, y: 340, width: 10, height: 60),
                          [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], in: screen)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(fixed.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(wide.frame == Rect(x: 10, y: 100, width: 380, height: 40))
        // Margins of 110 and 110 take 40 each.
        #expect(centred.frame == Rect(x: 150, y: 200, width: 100, height: 40))
        // 20 : 100 of the 80: the margin 13⅓, the width 66⅔.
        #expect(abs(both.frame.minX - (20 + 80.0 / 6)) < 1e-9 && abs(both.frame.width - (100 + 400.0 / 6)) < 1e-9)
        // 340 : 60 : 80 of the 120.
        #expect(abs(tall.frame.minY - (340 + 120 * 340.0 / 480)) < 1e-9 && abs(tall.frame.height - (60 + 120 * 60.0 / 480)) < 1e-9)
    }

    @Test func descriptionsSpeakTheConsoleLogsLanguage() throws {
        let screen = try screen()
        let fixed = framed("fixed", Rect(x: 20, y: 30, width: 100, height: 50), [], in: screen)
        let centred = framed("centred", Rect(x: 110, y: 200, width: 100, height: 40),
                             [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight], in: screen)
        let descriptions = screen.engine.constraints.map(\.description)
        #expect(descriptions.contains("h=--& v=--& fixed.minX == 20"))
        #expect(descriptions.contains("h=--& v=--& fixed.height == 50"))
        #expect(descriptions.contains("h=&-& v=-&- centred.minX == 0.5*screen.width - 50"))
        #expect(descriptions.contains("h=&-& v=-&- centred.height == screen.height - 440"))
        #expect(fixed.autoresizingMask.description == "h=--& v=--&")
        #expect(centred.autoresizingMask.description == "h=&-& v=-&-")
    }

    @Test func constrainedItemsRelateToAFramedOne() throws {
        let screen = try screen()
        let legacy = framed("legacy", Rect(x: 20, y: 30, width: 100, height: 50), .flexibleWidth, in: screen)
        let label = LayoutItem(name: "label")
        screen.addChild(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: legacy.leadingAnchor),
            label.topAnchor.constraint(equalTo: legacy.bottomAnchor, constant: 8),
            label.widthAnchor.constraint(equalTo: legacy.widthAnchor, multiplier: 0.5),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(legacy.frame == Rect(x: 20, y: 30, width: 180, height: 50))
        #expect(label.frame == Rect(x: 20, y: 88, width: 90, height: 20))
    }

    @Test func theFrameWinsAConflictAndTheReportSaysSo() throws {
        let screen = try screen()
        let legacy = framed("legacy", Rect(x: 20, y: 30, width: 100, height: 50), [], in: screen)
        let forgot = legacy.widthAnchor.constraint(equalToConstant: 60)
        forgot.identifier = "forgot"
        try forgot.activate()
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === forgot)
        #expect(conflicts.first?.frameFought === legacy)
        #expect(conflicts.first?.description.contains("fights legacy's frame (translatesAutoresizingMaskIntoConstraints is on)") == true)
        #expect(legacy.frame.width == 100)
        // Turning the translation off lets the application's constraint hold.
        legacy.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([legacy.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                       legacy.topAnchor.constraint(equalTo: screen.topAnchor),
                                       legacy.heightAnchor.constraint(equalToConstant: 10)])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(legacy.frame == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(!screen.engine.constraints.contains { $0.description.hasPrefix("h=") })
    }

    @Test func changesAndMovesMakeTheConstraintsAgain() throws {
        let screen = try screen()
        let panel = LayoutItem(name: "panel")
        screen.addChild(panel)
        try LayoutConstraint.activate([panel.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 100),
                                       panel.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
                                       panel.widthAnchor.constraint(equalToConstant: 200),
                                       panel.heightAnchor.constraint(equalToConstant: 200)])
        let legacy = framed("legacy", Rect(x: 20, y: 30, width: 100, height: 50), .flexibleWidth, in: screen)
        screen.layoutIfNeeded()
        #expect(legacy.frame.width == 180)
        legacy.autoresizingMask = .flexibleRightMargin
        screen.layoutIfNeeded()
        #expect(legacy.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        legacy.autoresizingFrame?.frame.origin.x = 40
        screen.layoutIfNeeded()
        #expect(legacy.frame.minX == 40)
        // In a 200-wide panel, its frame set for a 320-wide parent: 120
        // narrower, all of it from the right margin.
        legacy.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        panel.addChild(legacy)
        screen.layoutIfNeeded()
        // 100 : 180 of −120.
        #expect(abs(legacy.frame.width - (100 - 120 * 100.0 / 280)) < 1e-9)
        #expect(legacy.frameInRoot.minX == 140)
        // Alone, it keeps its frame's size.
        legacy.removeFromParent()
        legacy.layoutIfNeeded()
        #expect(legacy.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func alignmentInsetsKeepTheFrame() throws {
        let screen = try screen()
        let badge = framed("badge", Rect(x: 20, y: 30, width: 100, height: 50), [], in: screen)
        badge.alignmentRectInsets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        screen.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(badge.alignmentRectInRoot == Rect(x: 24, y: 32, width: 88, height: 42))
    }
}
