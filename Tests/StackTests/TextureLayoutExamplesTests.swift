import Testing
import Stack

/// Three of Texture's own layout examples (`examples/LayoutSpecExamples`,
/// `LayoutExampleNodes.m`), ported as the Stacks guide says: an
/// `ASInsetLayoutSpec` is a flex stack with padding, an `ASCornerLayoutSpec`
/// a stack holding the child and its corner item `.absolute`. Each cell is
/// laid out at a fixed width with any height (a table's size range), its
/// texts `WrappedText` of the example's strings' rough widths. Every frame
/// is worked out by hand, in its parent's space.
@Suite struct TextureLayoutExamplesTests {
    /// An `ASInsetLayoutSpec`: one child inside `insets`, the cell `width`
    /// wide and as tall as its content.
    private func insetCell(_ child: LayoutItem, _ insets: FlexPadding, width: Double) -> StackItem {
        let cell = flexStack("cell", .vertical, [child])
        cell.padding = insets
        cell.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                        maximum: Size(width: width, height: .infinity))
        return cell
    }

    private func text(_ name: String, _ words: [Double], lineHeight: Double, maxLines: Int = 0) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = WrappedText(words: words, spaceWidth: 5, lineHeight: lineHeight, maxLines: maxLines)
        return item
    }

    /// `HeaderWithRightAndLeftItems`: a row (spacing 40, items centred) of
    /// a name-and-location column that grows and shrinks, and a time; inset
    /// 5 and 10. The user name is one long word of 600, one line at most.
    @Test(arguments: [375.0, 800.0])
    func headerWithRightAndLeftItems(width: Double) {
        let username = text("username", [600], lineHeight: 24, maxLines: 1)
        let location = text("location", [60, 50, 40, 90, 30], lineHeight: 24, maxLines: 1)
        let time = text("time", [36], lineHeight: 24)
        let nameLocation = flexStack("nameLocation", .vertical, [username, location])
        let header = flexStack("header", .horizontal, [nameLocation, time], alignment: .center, spacing: 40)
        header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: nameLocation)
        let cell = insetCell(header, FlexPadding(top: 5, left: 10, bottom: 5, right: 10), width: width)
        cell.layoutIfNeeded()
        // The row has width − 20; the column's basis is its widest line, the
        // name's 600: 600 + 40 + 36 = 676. At 375 it shrinks by 676 − 355
        // = 321 to 279, and both texts truncate there; at 800 it grows by
        // 780 − 676 = 104 to 704. The time (24 high) is centred on the
        // column's two lines: (48 − 24) / 2 = 12.
        let column = width == 375 ? 279.0 : 704
        expectFrame(cell, Rect(x: 0, y: 0, width: width, height: 5 + 48 + 5))
        expectFrame(header, Rect(x: 10, y: 5, width: width - 20, height: 48))
        expectFrame(nameLocation, Rect(x: 0, y: 0, width: column, height: 48))
        expectFrame(username, Rect(x: 0, y: 0, width: column, height: 24))
        expectFrame(location, Rect(x: 0, y: 24, width: column, height: 24))
        expectFrame(time, Rect(x: column + 40, y: 12, width: 36, height: 24))
        withExtendedLifetime(cell) {}
    }

    /// `UserProfileSample`: a 44-point avatar with a 15-point badge on its
    /// bottom right corner (offset −6, −6), beside a column of a name and a
    /// subtitle (space around, one line each), everything shrinking; inset
    /// 120 from the top and 20 from the sides.
    @Test(arguments: [375.0, 800.0])
    func userProfileSample(width: Double) {
        let avatar = LayoutItem(name: "avatar")
        let badge = LayoutItem(name: "badge")
        let avatarBox = flexStack("avatarBox", .vertical, [avatar, badge])
        avatarBox.setFlexOptions(FlexItemOptions(size: FlexSize(width: 44, height: 44)), for: avatar)
        // The corner spec centres the badge on the corner, moved by the
        // offset: (44 − 6 − 7.5, 44 − 6 − 7.5) = (30.5, 30.5).
        avatarBox.setFlexOptions(FlexItemOptions(size: FlexSize(width: 15, height: 15), position: .absolute,
                                                 offset: FlexOffsets(left: 30.5, top: 30.5)), for: badge)
        let username = text("username", [44, 52], lineHeight: 20, maxLines: 1)
        let subtitle = text("subtitle", Array(repeating: 40, count: 11), lineHeight: 17, maxLines: 1)
        let textBox = flexStack("textBox", .vertical, [username, subtitle], .spaceAround)
        for item in [username, subtitle] { textBox.setFlexOptions(FlexItemOptions(shrink: 1), for: item) }
        let profile = flexStack("profile", .horizontal, [avatarBox, textBox], spacing: 10)
        profile.setFlexOptions(FlexItemOptions(shrink: 1), for: textBox)
        let cell = insetCell(profile, FlexPadding(top: 120, left: 20, bottom: 0, right: 20), width: width)
        cell.setFlexOptions(FlexItemOptions(shrink: 1), for: profile)
        cell.layoutIfNeeded()
        // The text column's basis is the subtitle's one line,
        // 11 × 40 + 10 × 5 = 490: 44 + 10 + 490 = 544. At 375 (335 inside)
        // only the column shrinks, by 209, to 281; at 800 (760 inside) it
        // keeps 490, with no grow factor. Stretched to the avatar's 44, the
        // column has 44 − 20 − 17 = 7 to space around: 1.75 before the
        // name, 3.5 between, 1.75 after.
        let column = width == 375 ? 281.0 : 490
        expectFrame(cell, Rect(x: 0, y: 0, width: width, height: 120 + 44))
        expectFrame(profile, Rect(x: 20, y: 120, width: width - 40, height: 44))
        expectFrame(avatar, Rect(x: 0, y: 0, width: 44, height: 44))
        expectFrame(badge, Rect(x: 30.5, y: 30.5, width: 15, height: 15))
        expectFrame(textBox, Rect(x: 54, y: 0, width: column, height: 44))
        expectFrame(username, Rect(x: 0, y: 1.75, width: column, height: 20))
        expectFrame(subtitle, Rect(x: 0, y: 25.25, width: column, height: 17))
        withExtendedLifetime(cell) {}
    }

    /// `FlexibleSeparatorSurroundingContent`: a column (spacing 20,
    /// centred) of a separator that grows, a centred text and another
    /// separator that grows, inset 60 top and bottom, in a cell of a fixed
    /// 375 × 400. A resizable separator image is 3 × 3 at rest.
    @Test func flexibleSeparatorSurroundingContent() {
        let top = fixedSizeItem("top", 3, 3)
        let label = text("label", [30, 15, 45, 35, 40], lineHeight: 19)
        let bottom = fixedSizeItem("bottom", 3, 3)
        let column = flexStack("column", .vertical, [top, label, bottom], .center, spacing: 20)
        column.setFlexOptions(FlexItemOptions(grow: 1), for: top)
        column.setFlexOptions(FlexItemOptions(grow: 1), for: bottom)
        column.setFlexOptions(FlexItemOptions(alignSelf: .center), for: label)
        let cell = insetCell(column, FlexPadding(top: 60, left: 0, bottom: 60, right: 0), width: 375)
        cell.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 400), maximum: Size(width: 375, height: 400))
        cell.setFlexOptions(FlexItemOptions(grow: 1), for: column)
        cell.layoutIfNeeded()
        // 400 − 120 = 280 for the column: 3 + 20 + 19 + 20 + 3 = 65 leaves
        // 215, which the separators share: 3 + 107.5 = 110.5 each. The text
        // is one line of 30 + 15 + 45 + 35 + 40 + 4 × 5 = 185, centred:
        // (375 − 185) / 2 = 95.
        expectFrame(column, Rect(x: 0, y: 60, width: 375, height: 280))
        expectFrame(top, Rect(x: 0, y: 0, width: 375, height: 110.5))
        expectFrame(label, Rect(x: 95, y: 130.5, width: 185, height: 19))
        expectFrame(bottom, Rect(x: 0, y: 169.5, width: 375, height: 110.5))
        withExtendedLifetime(cell) {}
    }
}
