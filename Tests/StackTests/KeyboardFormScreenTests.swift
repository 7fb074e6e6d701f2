import Testing
import Stack

/// A form that keeps above the keyboard: a header under the notch, a
/// scrolling area, and an input bar whose bottom constraint follows the
/// keyboard's frame, as an app moves it from `keyboardWillShow`. The form
/// (six 44-point rows and a note that wraps, 12 apart, within margins of
/// 16) is measured with `systemLayoutSizeFitting` for its scroll range and
/// scrolled by moving its top constraint.
@Suite struct KeyboardFormScreenTests {
    private final class Screen {
        let screen = LayoutItem(name: "screen")
        let header = LayoutItem(name: "header")
        let scroll = LayoutItem(name: "scroll")
        let inputBar = LayoutItem(name: "inputBar")
        let field = LayoutItem(name: "field", intrinsicContentSize: IntrinsicSize(width: nil, height: 36))
        let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: 60, height: 36))
        let rows = (1...6).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44)) }
        let notes = LayoutItem(name: "notes")
        let form: StackItem
        /// `inputBar.bottom == screen.safeArea.bottom + constant`.
        let keyboardGap: LayoutConstraint
        /// `form.top == scroll.top + constant`: minus the scroll offset.
        let scrollOffset: LayoutConstraint

        init() throws {
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            for item in [header, scroll, inputBar] { screen.addChild(item) }
            inputBar.addChild(field)
            inputBar.addChild(send)
            notes.measuredContent = WrappedText(words: Array(repeating: 50, count: 20), spaceWidth: 5, lineHeight: 20)
            form = StackItem(name: "form", arrangedItems: rows + [notes])
            form.axis = .vertical
            form.spacing = 12
            form.isLayoutMarginsRelativeArrangement = true
            form.layoutMargins = EdgeInsets(all: 16)
            scroll.addChild(form)
            keyboardGap = inputBar.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor)
            scrollOffset = form.topAnchor.constraint(equalTo: scroll.topAnchor)
            // Header, scroll area and input bar span the screen's width.
            let spans = [header, scroll, inputBar].flatMap { item in
                [item.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                 item.trailingAnchor.constraint(equalTo: screen.trailingAnchor)]
            }
            try LayoutConstraint.activate(spans + [
                screen.widthAnchor.constraint(equalToConstant: 390),
                screen.heightAnchor.constraint(equalToConstant: 844),
                header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
                scroll.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
                keyboardGap,
                field.leadingAnchor.constraint(equalTo: inputBar.leadingMarginAnchor),
                send.leadingAnchor.constraint(equalToSystemSpacingAfter: field.trailingAnchor, multiplier: 1),
                send.trailingAnchor.constraint(equalTo: inputBar.trailingMarginAnchor),
                field.topAnchor.constraint(equalTo: inputBar.topMarginAnchor),
                inputBar.bottomMarginAnchor.constraint(equalTo: field.bottomAnchor),
                send.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                form.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                form.widthAnchor.constraint(equalTo: scroll.widthAnchor),
                scrollOffset,
            ])
        }

        /// The form's height at the scroll area's width, and how far it can
        /// scroll: what is left of it below the scroll area.
        func scrollRange() -> (content: Double, maximumOffset: Double) {
            let content = form.systemLayoutSizeFitting(Size(width: scroll.frame.width, height: 0),
                                                       verticalFittingPriority: .fittingSizeLevel).height
            return (content, max(0, content - scroll.frame.height))
        }
    }

    /// Keyboard hidden: the input bar is 8 + 36 + 8 = 52 above the home
    /// indicator (810 − 52 = 758), the scroll area between the header's
    /// bottom (47 + 44 = 91) and it, 667 high. The note wraps six words of
    /// 50 a line at 358 (6 × 50 + 5 × 5 = 325), four lines; the form is
    /// 16 + 6 × 44 + 6 × 12 + 80 + 16 = 448: nothing to scroll. The
    /// keyboard's 336 points cover the 34 of the home indicator, so the bar
    /// moves up 302, to 456: the scroll area is 365 high, 83 short.
    @Test func theInputBarFollowsTheKeyboardAndTheFormScrollsWhatItHides() throws {
        let screen = try Screen()
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.screen.engine.ambiguities().isEmpty)
        expectFrame(screen.header, Rect(x: 0, y: 47, width: 390, height: 44))
        expectFrame(screen.scroll, Rect(x: 0, y: 91, width: 390, height: 667))
        expectFrame(screen.inputBar, Rect(x: 0, y: 758, width: 390, height: 52))
        expectFrame(screen.field, Rect(x: 8, y: 8, width: 306, height: 36))
        expectFrame(screen.send, Rect(x: 322, y: 8, width: 60, height: 36))
        expectFrame(screen.form, Rect(x: 0, y: 0, width: 390, height: 448))
        expectFrame(screen.rows[5], Rect(x: 16, y: 296, width: 358, height: 44))
        expectFrame(screen.notes, Rect(x: 16, y: 352, width: 358, height: 80))
        #expect(screen.scrollRange() == (448, 0))

        screen.keyboardGap.constant = -(336 - 34)
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        expectFrame(screen.inputBar, Rect(x: 0, y: 456, width: 390, height: 52))
        expectFrame(screen.scroll, Rect(x: 0, y: 91, width: 390, height: 365))
        #expect(screen.scrollRange() == (448, 83))
    }

    /// Scrolled to the end, the form's top is at 91 − 83 = 8 in the screen,
    /// 39 points into the 47 of the notch. Its safe-area inset is 39 and, as
    /// in UIKit, its margins grow by it: a stack arranged within its margins
    /// moves its rows down 39 and grows to 487, and the scroll range it
    /// measures grows with it. Content that scrolls turns
    /// `insetsLayoutMarginsFromSafeArea` off (UIKit's scroll view takes the
    /// insets into its content inset instead): the form keeps its 448.
    @Test func scrolledContentUnderTheNotchKeepsItsMarginsWhenToldTo() throws {
        let screen = try Screen()
        screen.keyboardGap.constant = -302
        screen.scrollOffset.constant = -83
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.form.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        expectFrame(screen.form, Rect(x: 0, y: -83, width: 390, height: 487))
        expectFrame(screen.rows[0], Rect(x: 16, y: 55, width: 358, height: 44))
        #expect(screen.scrollRange().content == 487)

        screen.form.insetsLayoutMarginsFromSafeArea = false
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        expectFrame(screen.form, Rect(x: 0, y: -83, width: 390, height: 448))
        expectFrame(screen.rows[0], Rect(x: 16, y: 16, width: 358, height: 44))
        expectFrame(screen.notes, Rect(x: 16, y: 352, width: 358, height: 80))
        #expect(screen.scrollRange() == (448, 83))
        #expect(screen.rows[0].frameInRoot.minY == 24)
    }

    /// The form is pinned to the scroll area's 390 points, but a fitting
    /// size counts only the constraints among its own subtree, as UIKit's
    /// does: measured for a 600-point landscape width, the note wraps ten
    /// words a line at 568 (10 × 50 + 9 × 5 = 545), two lines, and the form
    /// is 16 + 6 × 44 + 6 × 12 + 40 + 16 = 408 (the pin to 390 used to win:
    /// 390 × 448). The layout itself does not change.
    @Test func theFormMeasuresForAnotherWidthThanTheOneItIsPinnedTo() throws {
        let screen = try Screen()
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.form.systemLayoutSizeFitting(Size(width: 600, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 600, height: 408))
        // The scroll area's height comes from nothing inside it (the form
        // only hangs from its top), as a scroll view's does.
        #expect(screen.scroll.systemLayoutSizeFitting(Size(width: 600, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 600, height: 0))
        expectFrame(screen.form, Rect(x: 0, y: 0, width: 390, height: 448))
        expectFrame(screen.notes, Rect(x: 16, y: 352, width: 358, height: 80))
    }

    /// A row the form hides is 0 high in the form (`UISV-hiding`, the
    /// stack's rule), half a spacing after the row before it (16 + 2 × 44
    /// + 12 + 6 = 122), but measured on its own it is as tall as its
    /// content, 44: the rules the stack makes on its arranged items are the
    /// stack's.
    @Test func aHiddenRowMeasuresItsOwnContent() throws {
        let screen = try Screen()
        screen.rows[2].isHidden = true
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        expectFrame(screen.rows[2], Rect(x: 16, y: 122, width: 358, height: 0))
        #expect(screen.rows[2].systemLayoutSizeFitting(Size(width: 300, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 300, height: 44))
        // The form closes up: 448 − 44 − 12.
        #expect(screen.form.systemLayoutSizeFitting(Size(width: 390, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 390, height: 392))
    }
}
