import Foundation
import Testing
import Stack

/// Trial thirty-one: React Native screens ported from their Yoga styles, as
/// a React Native developer writes them: `flex: 1` as
/// `FlexItemOptions(grow: 1, shrink: 1, basis: 0)`, `gap` as the stack's
/// `spacing`, `display: 'none'` as `isHidden`, `marginLeft: 'auto'` as a
/// `FlexMargins` edge `.auto`, `position: 'absolute'` with `top` / `left`
/// as `.absolute` and `FlexOffsets`, a percentage as `.fraction`,
/// `direction: 'rtl'` as the root's `layoutDirection`.
///
/// The screens are a tweet composer (Cancel and Post at either end of a
/// header, a growing text area beside an avatar, a toolbar above the
/// keyboard with a counter pushed to its end), which then turns right to
/// left and shows a hidden button; a tab bar of five equal tabs under a
/// floating button; and a modal sheet of at most 500 points centred on an
/// iPad, which the app then shows on a phone. Every frame was worked out by
/// hand first, as Yoga lays them out (the same screens as documents, and
/// Yoga's frames of them, are in `UserTrialThirtyOneToolTests`); each
/// changed screen is compared with one built afresh (``LiveScreen``).
@Suite struct UserTrialThirtyOneTests {
    /// `flex: 1` in React Native: grow 1, shrink 1, a basis of 0, so that
    /// siblings share the room whatever their content.
    static let flexOne = FlexItemOptions(grow: 1, shrink: 1, basis: 0)

    /// A flex stack of exactly `width` × `height`.
    static func sized(_ stack: StackItem, width: Double, height: Double) {
        let size = Size(width: width, height: height)
        stack.sizeRange = StackSizeRange(minimum: size, maximum: size)
    }

    // MARK: - 1. The tweet composer

    /// ```
    /// <View style={{flex: 1, paddingTop: 44}}>
    ///   <View style={{height: 44, flexDirection: 'row', alignItems: 'center', paddingHorizontal: 16}}>
    ///     <Button title="Cancel" /><Button title="Post" style={{marginStart: 'auto'}} />
    ///   </View>
    ///   <View style={{flex: 1, flexDirection: 'row', gap: 12, padding: 16}}>
    ///     <Image style={{width: 40, height: 40}} /><TextInput multiline style={{flex: 1, alignSelf: 'flex-start'}} />
    ///   </View>
    ///   <View style={{height: 44, flexDirection: 'row', alignItems: 'center', gap: 16,
    ///                 borderTopWidth: 1, paddingHorizontal: 16}}>
    ///     <Icon /><Icon /><Icon style={{display: thread ? 'flex' : 'none'}} /><Icon />
    ///     <Text style={{marginStart: 'auto'}}>280</Text>
    ///   </View>
    /// </View>
    /// ```
    /// The border is the toolbar's top padding; `marginStart` is a
    /// `leading` margin, `FlexMargins` takes left and right, so it is `left`
    /// left to right and `right` right to left.
    final class Composer: LiveScreen {
        struct State {
            var direction = LayoutDirection.leftToRight
            var threadShown = false
        }

        var state: State
        let composer: StackItem
        let header: StackItem
        let toolbar: StackItem
        let post = fixedSizeItem("post", 64, 32)
        let counter = fixedSizeItem("counter", 28, 16)
        let thread = LayoutItem(name: "thread")
        var root: LayoutItem { composer }

        init(_ state: State) throws {
            self.state = state
            header = flexStack("header", .horizontal, [fixedSizeItem("cancel", 60, 20), post], alignment: .center)
            header.padding = FlexPadding(top: 0, left: 16, bottom: 0, right: 16)
            let avatar = LayoutItem(name: "avatar")
            let textArea = LayoutItem(name: "textArea")
            textArea.measuredContent = WrappedText(words: [40, 60, 30, 80, 50, 70, 20, 90], lineHeight: 22)
            let body = flexStack("body", .horizontal, [avatar, textArea], spacing: 12)
            body.padding = FlexPadding(all: 16)
            body.setFlexOptions(FlexItemOptions(size: FlexSize(width: 40, height: 40)), for: avatar)
            var textOptions = UserTrialThirtyOneTests.flexOne
            textOptions.alignSelf = .start
            body.setFlexOptions(textOptions, for: textArea)
            let icons = ["photo", "gif"].map { LayoutItem(name: $0) } + [thread, LayoutItem(name: "poll")]
            toolbar = flexStack("toolbar", .horizontal, icons + [counter], alignment: .center, spacing: 16)
            toolbar.padding = FlexPadding(top: 1, left: 16, bottom: 0, right: 16)
            for icon in icons {
                toolbar.setFlexOptions(FlexItemOptions(size: FlexSize(width: 24, height: 24)), for: icon)
            }
            composer = flexStack("composer", .vertical, [header, body, toolbar])
            composer.padding = FlexPadding(top: 44, left: 0, bottom: 0, right: 0)
            UserTrialThirtyOneTests.sized(composer, width: 375, height: 376)
            composer.setFlexOptions(FlexItemOptions(size: FlexSize(height: 44)), for: header)
            composer.setFlexOptions(UserTrialThirtyOneTests.flexOne, for: body)
            composer.setFlexOptions(FlexItemOptions(size: FlexSize(height: 44)), for: toolbar)
            apply()
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            apply()
        }

        /// The direction, `marginStart: 'auto'` on its side, and the thread
        /// button shown or not.
        private func apply() {
            composer.layoutDirection = state.direction
            let start = state.direction == .leftToRight
                ? FlexMargins(top: 0, left: .auto, bottom: 0, right: 0)
                : FlexMargins(top: 0, left: 0, bottom: 0, right: .auto)
            header.setFlexOptions(FlexItemOptions(margin: start), for: post)
            toolbar.setFlexOptions(FlexItemOptions(margin: start), for: counter)
            thread.isHidden = !state.threadShown
        }
    }

    /// Above the keyboard, 375 × 376: Post pushed right by the 375 − 32 −
    /// 60 − 64 = 219 its margin takes (x 295); the body, `flex: 1`, the
    /// 332 − 88 = 244 left at y 88; the text area 343 − 40 − 12 = 291 wide,
    /// two lines of 22 (40 60 30 80 50 fill 276); the toolbar's icons
    /// centred in the 43 below its border (y 333 + 9.5), 16 apart, the
    /// hidden thread button adding no gap (poll at 96), the counter at 375
    /// − 16 − 28 = 331.
    @Test func theComposer() throws {
        let screen = try Composer(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("header", Rect(x: 0, y: 44, width: 375, height: 44)),
            ("cancel", Rect(x: 16, y: 56, width: 60, height: 20)),
            ("post", Rect(x: 295, y: 50, width: 64, height: 32)),
            ("body", Rect(x: 0, y: 88, width: 375, height: 244)),
            ("avatar", Rect(x: 16, y: 104, width: 40, height: 40)),
            ("textArea", Rect(x: 68, y: 104, width: 291, height: 44)),
            ("toolbar", Rect(x: 0, y: 332, width: 375, height: 44)),
            ("gif", Rect(x: 56, y: 342.5, width: 24, height: 24)),
            ("poll", Rect(x: 96, y: 342.5, width: 24, height: 24)),
            ("counter", Rect(x: 331, y: 346.5, width: 28, height: 16)),
        ])
    }

    /// After the first layout the app turns right to left (every row runs
    /// from the right: Cancel at 299, Post at 16, the avatar at 319, the
    /// text area at 16, the icons at 335 and 295, poll at 255) and then
    /// shows the thread button, which takes its 24 and a gap of 16: poll
    /// at 255 − 40 = 215, the counter still at 16.
    @Test func theComposerTurnsRightToLeftAsAFreshOne() throws {
        let screen = try Composer(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.direction = .rightToLeft }
        try screen.expectLaysOutAsFresh("right to left")
        expectFrames(in: screen.root, [
            ("cancel", Rect(x: 299, y: 56, width: 60, height: 20)),
            ("post", Rect(x: 16, y: 50, width: 64, height: 32)),
            ("avatar", Rect(x: 319, y: 104, width: 40, height: 40)),
            ("textArea", Rect(x: 16, y: 104, width: 291, height: 44)),
            ("photo", Rect(x: 335, y: 342.5, width: 24, height: 24)),
            ("gif", Rect(x: 295, y: 342.5, width: 24, height: 24)),
            ("poll", Rect(x: 255, y: 342.5, width: 24, height: 24)),
            ("counter", Rect(x: 16, y: 346.5, width: 28, height: 16)),
        ])
        screen.update { $0.threadShown = true }
        try screen.expectLaysOutAsFresh("thread shown")
        expectFrames(in: screen.root, [
            ("thread", Rect(x: 255, y: 342.5, width: 24, height: 24)),
            ("poll", Rect(x: 215, y: 342.5, width: 24, height: 24)),
            ("counter", Rect(x: 16, y: 346.5, width: 28, height: 16)),
        ])
    }

    // MARK: - 2. The tab bar

    /// ```
    /// <View style={{flex: 1}}>
    ///   <View style={{flex: 1}} />
    ///   <View style={{height: 83, paddingBottom: 34, flexDirection: 'row'}}>
    ///     {tabs.map(t => <View style={{flex: 1, justifyContent: 'center', alignItems: 'center', gap: 4}}>
    ///                      <Icon style={{width: 24, height: 24}} /><Text>{t.label}</Text></View>)}
    ///     <Pressable style={{position: 'absolute', left: '50%', marginLeft: -28, top: -20,
    ///                        width: 56, height: 56}} />
    ///   </View>
    /// </View>
    /// ```
    /// 375 × 812: the bar at 812 − 83 = 729; five tabs of 75 whatever their
    /// labels (a basis of 0), 49 high; icon and label 40 high, centred from
    /// 729 + 4.5; the floating button at 187.5 − 28 = 159.5, 20 above the
    /// bar.
    @Test func theTabBar() throws {
        let labels: [(String, Double)] = [("home", 30), ("search", 38), ("compose", 0), ("inbox", 32), ("profile", 40)]
        let tabs = labels.map { name, width in
            let icon = LayoutItem(name: name + "Icon")
            let items = width > 0 ? [icon, fixedSizeItem(name + "Label", width, 12)] : [icon]
            let tab = flexStack(name, .vertical, items, .center, alignment: .center, spacing: 4)
            tab.setFlexOptions(FlexItemOptions(size: FlexSize(width: 24, height: 24)), for: icon)
            return tab
        }
        let fab = LayoutItem(name: "fab")
        let tabBar = flexStack("tabBar", .horizontal, tabs + [fab])
        tabBar.padding = FlexPadding(top: 0, left: 0, bottom: 34, right: 0)
        for tab in tabs { tabBar.setFlexOptions(Self.flexOne, for: tab) }
        tabBar.setFlexOptions(FlexItemOptions(size: FlexSize(width: 56, height: 56),
                                              margin: FlexMargins(top: 0, left: -28, bottom: 0, right: 0),
                                              position: .absolute,
                                              offset: FlexOffsets(left: .fraction(0.5), top: -20)), for: fab)
        let content = LayoutItem(name: "content")
        let screen = flexStack("screen", .vertical, [content, tabBar])
        Self.sized(screen, width: 375, height: 812)
        screen.setFlexOptions(Self.flexOne, for: content)
        screen.setFlexOptions(FlexItemOptions(size: FlexSize(height: 83)), for: tabBar)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")
        expectFrames(in: screen, [
            ("content", Rect(x: 0, y: 0, width: 375, height: 729)),
            ("tabBar", Rect(x: 0, y: 729, width: 375, height: 83)),
            ("home", Rect(x: 0, y: 729, width: 75, height: 49)),
            ("compose", Rect(x: 150, y: 729, width: 75, height: 49)),
            ("profile", Rect(x: 300, y: 729, width: 75, height: 49)),
            ("homeIcon", Rect(x: 25.5, y: 733.5, width: 24, height: 24)),
            ("homeLabel", Rect(x: 22.5, y: 761.5, width: 30, height: 12)),
            ("searchLabel", Rect(x: 93.5, y: 761.5, width: 38, height: 12)),
            ("composeIcon", Rect(x: 175.5, y: 741.5, width: 24, height: 24)),
            ("profileLabel", Rect(x: 317.5, y: 761.5, width: 40, height: 12)),
            ("fab", Rect(x: 159.5, y: 709, width: 56, height: 56)),
        ])
    }

    // MARK: - 3. The modal sheet

    /// ```
    /// <View style={{flex: 1, justifyContent: 'flex-end', alignItems: 'center'}}>
    ///   <View style={{width: '100%', maxWidth: 500, minHeight: '30%', gap: 12,
    ///                 paddingTop: 32, paddingHorizontal: 24, paddingBottom: 24}}>
    ///     <Text>title</Text><Text>body</Text>
    ///     <View style={{flexDirection: 'row', justifyContent: 'flex-end', gap: 8}}>…</View>
    ///     <Pressable style={{position: 'absolute', top: 12, right: 12, width: 32, height: 32}} />
    ///   </View>
    /// </View>
    /// ```
    final class Sheet: LiveScreen {
        struct State {
            var width = 1024.0
            var height = 768.0
        }

        var state: State
        let backdrop: StackItem
        var root: LayoutItem { backdrop }

        init(_ state: State) throws {
            self.state = state
            let title = LayoutItem(name: "title")
            title.measuredContent = WrappedText(words: [60, 90], lineHeight: 28)
            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: Array(repeating: 50, count: 12), lineHeight: 20)
            let actions = flexStack("actions", .horizontal,
                                    [fixedSizeItem("later", 80, 44), fixedSizeItem("confirm", 120, 44)], .end,
                                    spacing: 8)
            let close = LayoutItem(name: "close")
            let sheet = flexStack("sheet", .vertical, [title, body, actions, close], spacing: 12)
            sheet.padding = FlexPadding(top: 32, left: 24, bottom: 24, right: 24)
            sheet.setFlexOptions(FlexItemOptions(size: FlexSize(width: 32, height: 32), position: .absolute,
                                                 offset: FlexOffsets(top: 12, right: 12)), for: close)
            backdrop = flexStack("backdrop", .vertical, [sheet], .end, alignment: .center)
            backdrop.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1)),
                                                    minimumSize: FlexSize(height: .fraction(0.3)),
                                                    maximumSize: FlexSize(width: 500)), for: sheet)
            UserTrialThirtyOneTests.sized(backdrop, width: state.width, height: state.height)
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            UserTrialThirtyOneTests.sized(backdrop, width: state.width, height: state.height)
        }
    }

    /// On an iPad the sheet is held to 500 and centred (x 262); its content
    /// 136 high plus 56 of padding is below 30 % of 768 = 230.4: y 537.6.
    /// Then on a phone, 375 × 667: the whole width, 30 % of 667 = 200.1
    /// high at y 466.9, the body six words to a line, the buttons at the
    /// end (24 + 327 − 208 = 143), the close button at (331, 478.9).
    @Test func theSheetFromAnIPadToAPhone() throws {
        let screen = try Sheet(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("sheet", Rect(x: 262, y: 537.6, width: 500, height: 230.4)),
            ("title", Rect(x: 286, y: 569.6, width: 452, height: 28)),
            ("body", Rect(x: 286, y: 609.6, width: 452, height: 40)),
            ("later", Rect(x: 530, y: 661.6, width: 80, height: 44)),
            ("close", Rect(x: 718, y: 549.6, width: 32, height: 32)),
        ])
        screen.update { $0 = .init(width: 375, height: 667) }
        try screen.expectLaysOutAsFresh("phone")
        expectFrames(in: screen.root, [
            ("sheet", Rect(x: 0, y: 466.9, width: 375, height: 200.1)),
            ("title", Rect(x: 24, y: 498.9, width: 327, height: 28)),
            ("body", Rect(x: 24, y: 538.9, width: 327, height: 40)),
            ("later", Rect(x: 143, y: 590.9, width: 80, height: 44)),
            ("confirm", Rect(x: 231, y: 590.9, width: 120, height: 44)),
            ("close", Rect(x: 331, y: 478.9, width: 32, height: 32)),
        ])
    }
}
