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
    final class TabBar: LiveScreen {
        struct State {
            var width = 375.0
            var height = 812.0
            var searchShown = true
            var direction = LayoutDirection.leftToRight
        }

        var state: State
        let screen: StackItem
        let search: StackItem
        var root: LayoutItem { screen }

        init(_ state: State) throws {
            self.state = state
            let labels: [(String, Double)] = [("home", 30), ("search", 38), ("compose", 0), ("inbox", 32),
                                              ("profile", 40)]
            let tabs = labels.map { name, width in
                let icon = LayoutItem(name: name + "Icon")
                let items = width > 0 ? [icon, fixedSizeItem(name + "Label", width, 12)] : [icon]
                let tab = flexStack(name, .vertical, items, .center, alignment: .center, spacing: 4)
                tab.setFlexOptions(FlexItemOptions(size: FlexSize(width: 24, height: 24)), for: icon)
                return tab
            }
            search = tabs[1]
            let fab = LayoutItem(name: "fab")
            let tabBar = flexStack("tabBar", .horizontal, tabs + [fab])
            tabBar.padding = FlexPadding(top: 0, left: 0, bottom: 34, right: 0)
            for tab in tabs { tabBar.setFlexOptions(UserTrialThirtyOneTests.flexOne, for: tab) }
            tabBar.setFlexOptions(FlexItemOptions(size: FlexSize(width: 56, height: 56),
                                                  margin: FlexMargins(top: 0, left: -28, bottom: 0, right: 0),
                                                  position: .absolute,
                                                  offset: FlexOffsets(left: .fraction(0.5), top: -20)), for: fab)
            let content = LayoutItem(name: "content")
            screen = flexStack("screen", .vertical, [content, tabBar])
            screen.setFlexOptions(UserTrialThirtyOneTests.flexOne, for: content)
            screen.setFlexOptions(FlexItemOptions(size: FlexSize(height: 83)), for: tabBar)
            apply()
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            apply()
        }

        private func apply() {
            UserTrialThirtyOneTests.sized(screen, width: state.width, height: state.height)
            search.isHidden = !state.searchShown
            screen.layoutDirection = state.direction
        }
    }

    /// 375 × 812: the bar at 812 − 83 = 729; five tabs of 75 whatever their
    /// labels (a basis of 0), 49 high; icon and label 40 high, centred from
    /// 729 + 4.5; the floating button at 187.5 − 28 = 159.5, 20 above the
    /// bar.
    @Test func theTabBar() throws {
        let screen = try TabBar(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
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

    /// After the first layout the search tab goes (`display: 'none'`):
    /// four tabs of 375 ÷ 4 = 93.75, compose at 93.75, its icon at 93.75 +
    /// 34.875. Then the phone turns, 812 × 375: the bar at 375 − 83 = 292,
    /// tabs of 203, the button at 406 − 28 = 378, y 272. Then right to
    /// left: home at 812 − 203 = 609, profile at 0; the button keeps its
    /// physical `left` of 50 %, which is the middle either way.
    @Test func theTabBarChangesAsAFreshOne() throws {
        let screen = try TabBar(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.searchShown = false }
        try screen.expectLaysOutAsFresh("search hidden")
        expectFrames(in: screen.root, [
            ("home", Rect(x: 0, y: 729, width: 93.75, height: 49)),
            ("compose", Rect(x: 93.75, y: 729, width: 93.75, height: 49)),
            ("composeIcon", Rect(x: 128.625, y: 741.5, width: 24, height: 24)),
            ("profile", Rect(x: 281.25, y: 729, width: 93.75, height: 49)),
            ("fab", Rect(x: 159.5, y: 709, width: 56, height: 56)),
        ])
        screen.update { $0.width = 812; $0.height = 375 }
        try screen.expectLaysOutAsFresh("landscape")
        expectFrames(in: screen.root, [
            ("tabBar", Rect(x: 0, y: 292, width: 812, height: 83)),
            ("home", Rect(x: 0, y: 292, width: 203, height: 49)),
            ("profile", Rect(x: 609, y: 292, width: 203, height: 49)),
            ("fab", Rect(x: 378, y: 272, width: 56, height: 56)),
        ])
        screen.update { $0.direction = .rightToLeft }
        try screen.expectLaysOutAsFresh("right to left")
        expectFrames(in: screen.root, [
            ("home", Rect(x: 609, y: 292, width: 203, height: 49)),
            ("homeIcon", Rect(x: 698.5, y: 296.5, width: 24, height: 24)),
            ("profile", Rect(x: 0, y: 292, width: 203, height: 49)),
            ("fab", Rect(x: 378, y: 272, width: 56, height: 56)),
        ])
        screen.update { $0.searchShown = true }
        try screen.expectLaysOutAsFresh("search shown")
        expectFrames(in: screen.root, [
            ("search", Rect(x: 487.2, y: 292, width: 162.4, height: 49)),
            ("profile", Rect(x: 0, y: 292, width: 162.4, height: 49)),
        ])
    }

    // MARK: - 3. The product page

    /// ```
    /// <View style={{flex: 1}}>
    ///   <Image style={{width: '100%', aspectRatio: 16 / 9}} />
    ///   <View style={{padding: 16, gap: 8}}>
    ///     <View style={{flexDirection: 'row', alignItems: 'flex-start', gap: 12}}>
    ///       <Text style={{flexShrink: 1}}>{title}</Text><Icon style={{width: 28, height: 28}} />
    ///     </View>
    ///     <View style={{flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: 8, rowGap: 4}}>
    ///       <Text>price</Text><Text>was</Text>
    ///       <Badge style={{display: discount ? 'flex' : 'none'}} /><Text>shipping</Text>
    ///     </View>
    ///     <View style={{flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', rowGap: 12}}>
    ///       {thumbs.map(() => <Image style={{width: '30%', aspectRatio: 1}} />)}
    ///     </View>
    ///   </View>
    ///   <View style={{position: 'absolute', left: 16, right: 16, bottom: 24, height: 52,
    ///                 flexDirection: 'row', justifyContent: 'center', alignItems: 'center'}}>…</View>
    /// </View>
    /// ```
    final class Product: LiveScreen {
        struct State {
            var width = 375.0
            var titleWords: [Double] = [70, 90, 60, 110]
            var discountShown = true
        }

        var state: State
        let screen: StackItem
        let title = LayoutItem(name: "title")
        let discount = fixedSizeItem("discount", 84, 22)
        var root: LayoutItem { screen }

        init(_ state: State) throws {
            self.state = state
            let hero = LayoutItem(name: "hero")
            hero.aspectRatio = 16.0 / 9.0
            let heart = LayoutItem(name: "heart")
            let titleRow = flexStack("titleRow", .horizontal, [title, heart], alignment: .start, spacing: 12)
            titleRow.setFlexOptions(FlexItemOptions(shrink: 1), for: title)
            titleRow.setFlexOptions(FlexItemOptions(size: FlexSize(width: 28, height: 28)), for: heart)
            let priceRow = flexStack("priceRow", .horizontal,
                                     [fixedSizeItem("price", 90, 28), fixedSizeItem("was", 70, 18), discount,
                                      fixedSizeItem("shipping", 160, 18)], alignment: .center, spacing: 8)
            priceRow.flexWrap = .wrap
            priceRow.lineSpacing = 4
            let thumbs = (1...4).map { LayoutItem(name: "thumb\($0)") }
            let grid = flexStack("thumbs", .horizontal, thumbs, .spaceBetween)
            grid.flexWrap = .wrap
            grid.lineSpacing = 12
            for thumb in thumbs {
                thumb.aspectRatio = 1
                grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(0.3))), for: thumb)
            }
            let info = flexStack("info", .vertical, [titleRow, priceRow, grid], spacing: 8)
            info.padding = FlexPadding(all: 16)
            let footer = flexStack("footer", .horizontal, [fixedSizeItem("addToCart", 96, 20)], .center,
                                   alignment: .center)
            screen = flexStack("screen", .vertical, [hero, info, footer])
            screen.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1))), for: hero)
            screen.setFlexOptions(FlexItemOptions(size: FlexSize(height: 52), position: .absolute,
                                                  offset: FlexOffsets(left: 16, right: 16, bottom: 24)), for: footer)
            apply()
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            apply()
        }

        private func apply() {
            UserTrialThirtyOneTests.sized(screen, width: state.width, height: 667)
            title.measuredContent = WrappedText(words: state.titleWords, lineHeight: 24)
            discount.isHidden = !state.discountShown
        }
    }

    /// At 375 (the frames of `product.json`): the hero 375 × 210.9375; the
    /// title shrunk to 303, two lines; the shipping note on a second line
    /// of prices; thumbnails of 102.9, three to a line.
    @Test func theProductPage() throws {
        let screen = try Product(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("hero", Rect(x: 0, y: 0, width: 375, height: 210.9375)),
            ("title", Rect(x: 16, y: 226.9375, width: 303, height: 48)),
            ("discount", Rect(x: 192, y: 285.9375, width: 84, height: 22)),
            ("shipping", Rect(x: 16, y: 314.9375, width: 160, height: 18)),
            ("thumb2", Rect(x: 136.05, y: 340.9375, width: 102.9, height: 102.9)),
            ("thumb4", Rect(x: 16, y: 455.8375, width: 102.9, height: 102.9)),
            ("footer", Rect(x: 16, y: 591, width: 343, height: 52)),
            ("addToCart", Rect(x: 139.5, y: 607, width: 96, height: 20)),
        ])
    }

    /// After the first layout the discount goes: 90 + 8 + 70 + 8 + 160 =
    /// 336 fits in 343, one line of prices, 28 high, the shipping note at
    /// x 192, y 282.9375 + 5; the thumbnails 20 higher, at 318.9375. At 414
    /// the content is 382: the hero 232.875 high; the title's 342, the
    /// gap and the heart fill it exactly, so the title keeps one line (the
    /// row 28 high, the heart at 370); prices at 284.875, thumbnails of
    /// 114.6 at 320.875, 19.1 apart (x 149.7, 283.4); the footer 382 wide,
    /// its label at 16 + 143. The title grows by a word of 50: 436 in 382,
    /// 54 too many, 342 again and two lines, prices at 304.875. The
    /// discount back: two lines of prices again, the discount at y +3, the
    /// shipping note at +32.
    @Test func theProductPageChangesAsAFreshOne() throws {
        let screen = try Product(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.discountShown = false }
        try screen.expectLaysOutAsFresh("discount hidden")
        expectFrames(in: screen.root, [
            ("priceRow", Rect(x: 16, y: 282.9375, width: 343, height: 28)),
            ("shipping", Rect(x: 192, y: 287.9375, width: 160, height: 18)),
            ("thumb1", Rect(x: 16, y: 318.9375, width: 102.9, height: 102.9)),
            ("thumb4", Rect(x: 16, y: 433.8375, width: 102.9, height: 102.9)),
        ])
        screen.update { $0.width = 414 }
        try screen.expectLaysOutAsFresh("414 wide")
        expectFrames(in: screen.root, [
            ("hero", Rect(x: 0, y: 0, width: 414, height: 232.875)),
            ("titleRow", Rect(x: 16, y: 248.875, width: 382, height: 28)),
            ("title", Rect(x: 16, y: 248.875, width: 342, height: 24)),
            ("heart", Rect(x: 370, y: 248.875, width: 28, height: 28)),
            ("shipping", Rect(x: 192, y: 289.875, width: 160, height: 18)),
            ("thumb2", Rect(x: 149.7, y: 320.875, width: 114.6, height: 114.6)),
            ("thumb3", Rect(x: 283.4, y: 320.875, width: 114.6, height: 114.6)),
            ("thumb4", Rect(x: 16, y: 447.475, width: 114.6, height: 114.6)),
            ("footer", Rect(x: 16, y: 591, width: 382, height: 52)),
            ("addToCart", Rect(x: 159, y: 607, width: 96, height: 20)),
        ])
        screen.update { $0.titleWords.append(50) }
        try screen.expectLaysOutAsFresh("title grown")
        expectFrames(in: screen.root, [
            ("title", Rect(x: 16, y: 248.875, width: 342, height: 48)),
            ("priceRow", Rect(x: 16, y: 304.875, width: 382, height: 28)),
        ])
        screen.update { $0.discountShown = true }
        try screen.expectLaysOutAsFresh("discount shown")
        expectFrames(in: screen.root, [
            ("priceRow", Rect(x: 16, y: 304.875, width: 382, height: 50)),
            ("discount", Rect(x: 192, y: 307.875, width: 84, height: 22)),
            ("shipping", Rect(x: 16, y: 336.875, width: 160, height: 18)),
        ])
    }

    // MARK: - 4. The modal sheet

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
