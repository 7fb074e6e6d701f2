import Testing
import Layout
import Stack

/// A hidden arranged item parked beside a notch or a home indicator takes
/// no safe-area insets, so its margins do not grow into the unsafe area
/// pass after pass.
@Suite struct HiddenItemSafeAreaTests {
    /// A 390 × 844 screen (notch 47, home indicator 34) with a vertical
    /// list of a margins-relative banner holding a 24-point icon and a row
    /// 44 tall, pinned to the safe area's top or bottom.
    func screen(pinnedToBottom: Bool) throws -> (screen: LayoutItem, banner: StackItem, icon: LayoutItem) {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let icon = LayoutItem(name: "icon", intrinsicContentSize: IntrinsicSize(width: 24, height: 24))
        let banner = StackItem(name: "banner", arrangedItems: [icon])
        banner.isLayoutMarginsRelativeArrangement = true
        let row = LayoutItem(name: "row", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
        let list = StackItem(name: "list", arrangedItems: pinnedToBottom ? [row, banner] : [banner, row])
        list.axis = .vertical
        screen.addChild(list)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            pinnedToBottom ? list.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor)
                : list.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
        ])
        return (screen, banner, icon)
    }

    @Test(arguments: [false, true])
    func aHiddenRowBesideAnUnsafeAreaSettles(pinnedToBottom: Bool) throws {
        let (screen, banner, _) = try screen(pinnedToBottom: pinnedToBottom)
        banner.isHidden = true
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.lastPassReport.isClean)
        #expect(banner.safeAreaInsets == .zero)
        // Parked against the row, the hidden banner keeps the height of its
        // margins, 8 + 8, without the unsafe area: in the list's
        // coordinates above the row at -16 (31 on the screen, the list at
        // 47), or below it at 44 (810 on the screen, the list at 766).
        #expect(banner.frame == Rect(x: 0, y: pinnedToBottom ? 44 : -16, width: 390, height: 16))
    }

    @Test func aRowShownAgainTakesTheNotchIntoItsMargins() throws {
        let (screen, banner, icon) = try screen(pinnedToBottom: false)
        banner.isHidden = true
        _ = screen.layoutIfNeeded()
        banner.isHidden = false
        #expect(screen.layoutIfNeeded().isEmpty)
        // Shown first in the list, below the notch (the list at 47): 8 + 24
        // + 8 tall, no inset.
        #expect(banner.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(icon.frame == Rect(x: 8, y: 8, width: 374, height: 24))
        #expect(banner.safeAreaInsets == .zero)
    }
}
