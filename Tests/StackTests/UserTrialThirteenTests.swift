import Foundation
import Testing
import Stack

/// Screens a UIKit developer would build, written from the README and the
/// guides the way they would be written with `UIStackView` and anchors,
/// each frame worked out by hand before the test ran: a login form inside
/// the safe area and the margins, turned to landscape and back; a chat
/// whose bubbles wrap and whose input bar grows to three lines, right to
/// left too; a grid of square tiles in nested `fillEqually` stacks; a
/// navigation bar whose title gives way to its buttons; and broken
/// variants of the form read through the debugging API.
@Suite struct UserTrialThirteenTests {
    // MARK: - 1. A login form

    /// A text label: `width` wide, 17 high, its baseline 13 down.
    private static func label(_ name: String, width: Double) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: 17))
        item.firstBaselineOffset = 13
        item.lastBaselineOffset = 13
        return item
    }

    /// A text field: no intrinsic width, 34 high, its baseline 22 down.
    private static func field(_ name: String) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: nil, height: 34))
        item.firstBaselineOffset = 22
        item.lastBaselineOffset = 22
        return item
    }

    /// The login screen: a column `form` (spacing 16) of two rows, each a
    /// label and a field on one baseline (spacing 8), the labels of equal
    /// width, 20 below the safe area's top, between the root's margins; a
    /// "Forgot password?" link under the form at its trailing edge; a
    /// Sign In button across the margins, 16 above the safe area's bottom
    /// and above the keyboard, pulled down at 250. The root has margins of
    /// 16 on the sides and 8 above and below, as a view controller's root
    /// view on a phone has on its sides.
    private final class LoginScreen {
        let root = LayoutItem(name: "root")
        let form: StackItem
        let forgot = LayoutItem(name: "forgot", intrinsicContentSize: IntrinsicSize(width: 130, height: 20))
        let signIn = LayoutItem(name: "signIn", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        let keyboard = LayoutGuide(name: "keyboard")
        let width: LayoutConstraint, height: LayoutConstraint, keyboardHeight: LayoutConstraint

        init(width rootWidth: Double, height rootHeight: Double, insets: EdgeInsets) throws {
            root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            root.rootSafeAreaInsets = insets
            let emailLabel = label("emailLabel", width: 40), emailField = field("emailField")
            let passwordLabel = label("passwordLabel", width: 70), passwordField = field("passwordField")
            let rows = [("emailRow", emailLabel, emailField), ("passwordRow", passwordLabel, passwordField)].map {
                let row = StackItem(name: $0.0, arrangedItems: [$0.1, $0.2])
                row.alignment = .firstBaseline
                row.spacing = 8
                return row
            }
            form = StackItem(name: "form", arrangedItems: rows)
            form.axis = .vertical
            form.spacing = 16
            for item in [form, forgot, signIn] { root.addChild(item) }
            root.addLayoutGuide(keyboard)
            width = root.widthAnchor.constraint(equalToConstant: rootWidth)
            height = root.heightAnchor.constraint(equalToConstant: rootHeight)
            keyboardHeight = keyboard.heightAnchor.constraint(equalToConstant: 0)
            let down = signIn.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            down.priority = .defaultLow
            try LayoutConstraint.activate([
                width, height,
                passwordLabel.widthAnchor.constraint(equalTo: emailLabel.widthAnchor),
                form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
                form.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                forgot.trailingAnchor.constraint(equalTo: form.trailingAnchor),
                forgot.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 12),
                keyboard.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                keyboard.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                keyboard.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                keyboardHeight,
                signIn.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                signIn.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                signIn.bottomAnchor.constraint(lessThanOrEqualTo: keyboard.topAnchor, constant: -16),
                signIn.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                down,
            ])
        }

        /// Turns the screen: a new size and new insets, as a rotation does.
        func turn(width newWidth: Double, height newHeight: Double, insets: EdgeInsets) {
            width.constant = newWidth
            height.constant = newHeight
            root.rootSafeAreaInsets = insets
        }
    }

    private static let portraitInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let landscapeInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// Portrait, 390 × 844, insets 47 above and 34 below.
    /// - The form spans the margins, 16 to 390 − 16 = 374: 358 wide; its
    ///   top is the safe area's 47 + 20 = 67.
    /// - The labels share the wider one's 70 (compression resistance 750
    ///   beats the narrower one's hugging, 250); each field starts
    ///   70 + 8 = 78 into its row and is 358 − 78 = 280 wide, 16 + 78 = 94
    ///   in the root.
    /// - A row is as tall as its field, 34; a label sits on the field's
    ///   baseline, 22 − 13 = 9 below the field's top. Rows at 67 and
    ///   67 + 34 + 16 = 117; the form is 34 + 16 + 34 = 84 high.
    /// - The link ends at the form's trailing edge: 374 − 130 = 244, and
    ///   67 + 84 + 12 = 163 down.
    /// - The button: 844 − 34 − 16 = 794 at the bottom, so 744 at the top.
    private static let portrait: [(String, Rect)] = [
        ("form", Rect(x: 16, y: 67, width: 358, height: 84)),
        ("emailRow", Rect(x: 16, y: 67, width: 358, height: 34)),
        ("emailLabel", Rect(x: 16, y: 76, width: 70, height: 17)),
        ("emailField", Rect(x: 94, y: 67, width: 280, height: 34)),
        ("passwordRow", Rect(x: 16, y: 117, width: 358, height: 34)),
        ("passwordLabel", Rect(x: 16, y: 126, width: 70, height: 17)),
        ("passwordField", Rect(x: 94, y: 117, width: 280, height: 34)),
        ("forgot", Rect(x: 244, y: 163, width: 130, height: 20)),
        ("signIn", Rect(x: 16, y: 744, width: 358, height: 50)),
    ]

    /// Landscape, 844 × 390, insets 47 on the sides and 21 below.
    /// - The root's side margins grow by the insets: 16 + 47 = 63, so the
    ///   form spans 63 to 844 − 63 = 781, 718 wide; its top is 0 + 20 = 20.
    /// - Fields at 63 + 78 = 141, 718 − 78 = 640 wide; rows at 20 and 70.
    /// - The link at 781 − 130 = 651, 20 + 84 + 12 = 116 down.
    /// - The button ends at 390 − 21 − 16 = 353, so starts at 303.
    private static let landscape: [(String, Rect)] = [
        ("form", Rect(x: 63, y: 20, width: 718, height: 84)),
        ("emailRow", Rect(x: 63, y: 20, width: 718, height: 34)),
        ("emailLabel", Rect(x: 63, y: 29, width: 70, height: 17)),
        ("emailField", Rect(x: 141, y: 20, width: 640, height: 34)),
        ("passwordRow", Rect(x: 63, y: 70, width: 718, height: 34)),
        ("passwordLabel", Rect(x: 63, y: 79, width: 70, height: 17)),
        ("passwordField", Rect(x: 141, y: 70, width: 640, height: 34)),
        ("forgot", Rect(x: 651, y: 116, width: 130, height: 20)),
        ("signIn", Rect(x: 63, y: 303, width: 718, height: 50)),
    ]

    @Test func theLoginFormSitsInTheSafeAreaAndTheMargins() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.portrait)
        #expect(screen.root.engine.ambiguities().isEmpty)
    }

    /// Turned to landscape and back, the form lays out as a fresh screen
    /// of each size does.
    @Test func theLoginFormTurnsToLandscapeAndBack() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.turn(width: 844, height: 390, insets: Self.landscapeInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.landscape)
        expectSameFrames(screen.root, asFresh: try LoginScreen(width: 844, height: 390, insets: Self.landscapeInsets).root,
                         "landscape")
        screen.turn(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.portrait)
    }

    /// The keyboard comes up 336 high: its top is at 844 − 336 = 508, so
    /// the button ends 16 above it, at 492, and starts at 442; it goes
    /// down again, and the button returns above the home indicator.
    @Test func theSignInButtonRidesAboveTheKeyboard() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.keyboardHeight.constant = 336
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrame(screen.signIn, Rect(x: 16, y: 442, width: 358, height: 50))
        screen.keyboardHeight.constant = 0
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrame(screen.signIn, Rect(x: 16, y: 744, width: 358, height: 50))
    }
}
