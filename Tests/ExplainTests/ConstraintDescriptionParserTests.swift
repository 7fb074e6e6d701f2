import Cassowary
import Testing
@testable import Explain

/// Every constraint form `Docs/Formats/ConsoleLog.md` documents, and malformed ones.
@Suite struct ConstraintDescriptionParserTests {
    // MARK: - Equations

    @Test func anEquationWithAConstant() throws {
        let parsed = try parse("<NSLayoutConstraint:0x60800029e8c0 UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10   (active)>")
        #expect(parsed.className == "NSLayoutConstraint")
        #expect(parsed.address == "0x60800029e8c0")
        #expect(parsed.form == .equation)
        #expect(parsed.isActive)
        #expect(parsed.priority == 1000)
        let equation = parsed.equation
        #expect(equation.first == AttributeReference(LoggedItem(className: "UIStackView", address: "0x7fbcc643ac60"), .trailing))
        #expect(equation.second?.item.className == "Trust.BrowserNavigationBar")
        #expect(equation.second?.attribute == .trailing)
        #expect(equation.relation == .equal && equation.multiplier == 1 && equation.constant == -10)
    }

    @Test func prefixAndPostfixMultipliers() throws {
        let prefix = try parse("<NSLayoutConstraint:0xbf478a0 UIView:0xbf4a3c0.height == 0.28125*UIView:0xbf4a3c0.width>")
        #expect(prefix.equation.multiplier == 0.28125)
        #expect(prefix.equation.second?.attribute == .width)
        #expect(prefix.equation.constant == 0)
        let postfix = try parse("<NSLayoutConstraint:0x167e8ddb0 UIImageView:0x167e89f20.width == ServiceTypeCarouselItemView:0x167e89d20.width * 0.7>")
        #expect(postfix.equation.multiplier == 0.7)
        #expect(postfix.equation.second?.item.className == "ServiceTypeCarouselItemView")
        let both = try parse("<NSLayoutConstraint:0x1 UIView:0x2.width <= 3*UIView:0x3.height + 187.5>")
        #expect(both.equation.multiplier == 3 && both.equation.constant == 187.5 && both.equation.relation == .lessThanOrEqual)
    }

    @Test(arguments: [("== 40", 40.0), (">= 330", 330), ("== - 16", -16), ("== 0", 0), ("== 20.4", 20.4),
                      ("== 94.3333", 94.3333), ("== 2.22507e-308", 2.22507e-308), ("== -7", -7)])
    func constantsOnly(_ body: String, _ value: Double) throws {
        let parsed = try parse("<NSLayoutConstraint:0x1 UIView:0x2.width \(body)   (active)>")
        #expect(parsed.equation.second == nil)
        #expect(parsed.equation.constant == value)
    }

    @Test func aConstantPositionIsRelativeToTheSuperview() throws {
        let old = try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.midY == + 70>")
        #expect(old.equation.first.attribute == .midY)
        #expect(old.equation.second == AttributeReference(LoggedItem(superviewOf: "0x2"), .top))
        #expect(old.equation.constant == 70)
        let named = try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.minY == 0   (active, names: '|':Superview:0x3 )>")
        #expect(named.equation.second == AttributeReference(LoggedItem(className: "Superview", address: "0x3"), .top))
    }

    @Test func systemSpacingAfterAnEquation() throws {
        let anchor = try parse("<_UISystemBaselineConstraint:0x600002d1f4e0 SomeView:0x7fceff1c07a0.bottom <= UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(anchor.equation.isSystemSpacing && anchor.equation.constant == 8)
        #expect(anchor.equation.second?.item.text == "UIViewSafeAreaLayoutGuide")
        let space = try parse("<NSLayoutConstraint:0x1 UILabel:0x2.firstBaseline == UILabel:0x3.lastBaseline NSSpace(0)>")
        #expect(space.equation.isSystemSpacing && space.equation.constant == 0)
        #expect(space.equation.first.attribute == .firstBaseline)
    }

    @Test func snapKitAndMasonryDescriptions() throws {
        let snapKit = try parse("<SnapKit.LayoutConstraint:0x6040002a16e0@HomeView.swift#99 UIView:0x7f1.width == UIView:0x7f2.width * 0.25 + 32.0 ^750>")
        #expect(snapKit.className == "SnapKit.LayoutConstraint")
        #expect(snapKit.sourceLocation == "HomeView.swift#99")
        #expect(snapKit.equation.multiplier == 0.25 && snapKit.equation.constant == 32)
        #expect(snapKit.priority == 750)
        let masonry = try parse("<MASLayoutConstraint:ConstantConstraint UILabel:messageLabel.height >= 5000>")
        #expect(masonry.address == "ConstantConstraint")
        #expect(masonry.equation.first.item == LoggedItem(className: "UILabel", address: "messageLabel"))
        #expect(masonry.equation.relation == .greaterThanOrEqual && masonry.equation.constant == 5000)
        #expect(try parse("<MASLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left ^low>").priority == 250)
        #expect(try parse("<MASLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left ^fitting size>").priority == 50)
        #expect(try parse("<NSContentSizeLayoutConstraint:0x7c35c400 H:[UIButton:0x7c3588a0(102)] Hug:250 CompressionResistance:750>").priority == 750)
        #expect(try parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 priority:250>").priority == 250)
    }

    // MARK: - VFL

    @Test func spacingFromTheSuperview() throws {
        let parsed = try parse("<NSLayoutConstraint:0x7fd978f82a10 H:|-(20)-[UILabel:0x7fd978f7ff60'Loading...']   (Names: '|':UIImageView:0x7fd978f7fe20 )>")
        #expect(parsed.form == .spacing)
        #expect(parsed.equation.first == AttributeReference(LoggedItem(className: "UILabel", address: "0x7fd978f7ff60", text: "Loading..."), .leading))
        #expect(parsed.equation.second == AttributeReference(LoggedItem(className: "UIImageView", address: "0x7fd978f7fe20"), .leading))
        #expect(parsed.equation.constant == 20)
        #expect(parsed.equation.first.item.text == "Loading...")
    }

    @Test func spacingToTheSuperviewAndBetweenViews() throws {
        let trailing = try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(15)-|   (active, names: '|':UIView:0x3 )>")
        #expect(trailing.equation.first == AttributeReference(LoggedItem(address: "0x3"), .trailing))
        #expect(trailing.equation.second == AttributeReference(LoggedItem(address: "0x2"), .trailing))
        #expect(trailing.equation.constant == 15)
        let between = try parse("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(14)-[UILabel:0x3]>")
        #expect(between.equation.first == AttributeReference(LoggedItem(address: "0x3"), .top))
        #expect(between.equation.second == AttributeReference(LoggedItem(address: "0x2"), .bottom))
        let unnamed = try parse("<NSLayoutConstraint:0x1 V:|-(8)-[UIView:0x2]>")
        #expect(unnamed.equation.second == AttributeReference(LoggedItem(superviewOf: "0x2"), .top))
    }

    @Test(arguments: [("(>=36)", Relation.greaterThanOrEqual, 36.0, false, 1000.0), ("(<=8)", .lessThanOrEqual, 8, false, 1000),
                      ("(-7)", .equal, -7, false, 1000), ("(-20)", .equal, -20, false, 1000),
                      ("(NSSpace(8))", .equal, 8, true, 1000), ("(>=NSLayoutAnchorConstraintSpace(8))", .greaterThanOrEqual, 8, true, 1000),
                      ("(0@250)", .equal, 0, false, 250), ("(==11@750)", .equal, 11, false, 750)])
    func spacingPredicates(_ gap: String, _ relation: Relation, _ amount: Double, _ system: Bool, _ priority: Double) throws {
        let parsed = try parse("<NSLayoutConstraint:0x1 H:[UIView:0x2]-\(gap)-[UIView:0x3]   (active)>")
        #expect(parsed.equation.relation == relation)
        #expect(parsed.equation.constant == amount)
        #expect(parsed.equation.isSystemSpacing == system)
        #expect(parsed.priority == priority)
    }

    @Test func directionSuffixes() throws {
        let leading = try parse("<NSLayoutConstraint:0x1 H:|-(0)-[UILayoutGuide:0x2'UIViewSafeAreaLayoutGuide'](LTR)   (active, names: '|':UIView:0x3 )>")
        #expect(leading.direction == .leftToRight)
        #expect(leading.equation.first.item.text == "UIViewSafeAreaLayoutGuide")
        let trailing = try parse("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(15)-|(RTL)   (active, names: '|':UIView:0x3 )>")
        #expect(trailing.direction == .rightToLeft)
        #expect(trailing.equation.constant == 15)
        let glued = try parse("<NSLayoutConstraint:0x1 H:|-(8)-[NSTextField:0x2'Bitstamp'](LTR)>")
        #expect(glued.direction == .leftToRight)
        #expect(glued.equation.constant == 8)
    }

    @Test func sizes() throws {
        let equal = try parse("<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>")
        #expect(equal.form == .size)
        #expect(equal.equation.first == AttributeReference(LoggedItem(address: "0x7fca0bd50f70"), .height))
        #expect(equal.equation.constant == 200 && equal.equation.second == nil)
        let atLeast = try parse("<NSLayoutConstraint:0x7189ac0 V:[UILabel:0x7186980(>=5000)]>")
        #expect(atLeast.equation.relation == .greaterThanOrEqual && atLeast.equation.constant == 5000)
        let optional = try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2'Text (with parens)'(>=5@750)]>")
        #expect(optional.equation.first.attribute == .width)
        #expect(optional.equation.first.item.text == "Text (with parens)")
        #expect(optional.priority == 750)
    }

    // MARK: - Names, identifiers, autoresizing, texts

    @Test func namesResolveBareItems() throws {
        let single = try parse("<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>")
        #expect(single.equation.first.item == LoggedItem(address: "0x106c2b2e0", name: "AddressToolbar.lockIcon"))
        #expect(single.equation.first.item.name == "AddressToolbar.lockIcon")
        let several = try parse("<NSLayoutConstraint:0x1 H:|-(8)-[ItemCell]   (active, names: ItemCell:0x78b50b000, '|':NSTableRowView:0x78b50c000 )>")
        #expect(several.equation.first.item.address == "0x78b50b000")
        #expect(several.equation.second?.item.className == "NSTableRowView")
        let spaced = try parse("<NSLayoutConstraint:0x1 My cool view.width == 20   (active, names: My cool view:0x7fa5fb51c920 )>")
        #expect(spaced.equation.first.item.name == "My cool view")
        let colons = try parse("<NSLayoutConstraint:0x1 12600urn:li:fs_updateV2:(....height == 20   (active, names: 12600urn:li:fs_updateV2:(...:0x7fa5 )>")
        #expect(colons.equation.first.item == LoggedItem(address: "0x7fa5", name: "12600urn:li:fs_updateV2:(..."))
    }

    @Test(arguments: ["UIView-Encapsulated-Layout-Width", "IB auto generated at build time for view with fixed frame",
                      "$WIDTH-SEGCTRL", "NSStackView.Edge.Top", "LINStackView-top-0-UIView-top"])
    func identifiers(_ identifier: String) throws {
        let parsed = try parse("<NSLayoutConstraint:0x1 '\(identifier)' UIView:0x2.width == 320   (active)>")
        #expect(parsed.identifier == identifier)
        #expect(parsed.equation.constant == 320)
    }

    @Test func autoresizingMasks() throws {
        let size = try parse("<NSAutoresizingMaskLayoutConstraint:0x839ea20 h=--& v=--& V:[MASExampleDebuggingView:0x7186560(416)]>")
        let mask = try #require(size.autoresizingMask)
        #expect(mask.description == "h=--& v=--&")
        #expect(mask.horizontal.leadingMarginIsFixed && mask.horizontal.sizeIsFixed && !mask.horizontal.trailingMarginIsFixed)
        #expect(mask.summary(for: .vertical) == "fixed top margin and height, flexible bottom margin")
        #expect(size.equation.first.attribute == .height && size.equation.constant == 416)
        #expect(size.kind == .autoresizing)
        let edge = try parse("<NSAutoresizingMaskLayoutConstraint:0x7ff2db0d2950 h=-&- v=-&- H:|-(0)-[ClipView:0x7ff2db4c9a90]   (Names: '|':Fetch.AutoSizingScrollView:0x7ff2db0b72f0 )>")
        #expect(edge.equation.first.attribute == .left)
        #expect(edge.equation.second?.attribute == .left)
        #expect(edge.autoresizingMask?.summary(for: .horizontal) == "fixed left margin and right margin, flexible width")
        let centred = try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=&-& v=&-& UIImageView:0x2.midX == 228.5>")
        #expect(centred.autoresizingMask?.summary(for: .horizontal) == "fixed width, flexible left margin and right margin")
        #expect(centred.equation.constant == 228.5)
        #expect(try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- UIWindow:0x2.width == 320>").autoresizingMask?
            .summary(for: .horizontal) == "fixed left margin, width and right margin")
    }

    @Test(arguments: [("YOU'RE OK", "UILabel"), ("Please keep this key in a...", "UILabel"), ("Notebook + 14", "UIButton"),
                      ("\\nThroughout  my professio...", "UITextView"), (" ", "UILabel"), ("", "UILabel"),
                      ("12600urn:li:fs_updateV2:(...", "UILabel"), ("couldn’t", "UILabel")])
    func textsOfLabels(_ text: String, _ className: String) throws {
        let parsed = try parse("<NSLayoutConstraint:0x1 \(className):0x2'\(text)'.width == UIView:0x3.width + 8   (active)>")
        #expect(parsed.equation.first.item.text == text)
        #expect(parsed.equation.first.item.className == className)
        #expect(parsed.equation.constant == 8)
    }

    @Test func inactiveConstraints() throws {
        #expect(try !parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (inactive)>").isActive)
        #expect(try parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>").isActive)
    }

    @Test func theAddressOfADescriptionCutShort() {
        #expect(ConstraintDescriptionParser.constraintAddress(in: "<NSLayoutConstraint:0x165aa7b0 Segmentio.BadgeWithCounterView:0x165a8690.trailing == UIImageView:0") == "0x165aa7b0")
        #expect(ConstraintDescriptionParser.constraintAddress(in: "<MASLayoutConstraint:key UIView:0x1.left == 1>") == nil)
    }

    // MARK: - Cut short

    /// A description the log cut short after its constraint, in the
    /// `(active, names: …)` that follows it, is the constraint it shows.
    @Test(arguments: [
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (act",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active)",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active, na",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active, names: UIView:0x2",
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (Names: ",
    ])
    func aDescriptionCutAfterItsConstraint(_ description: String) throws {
        let parsed = try parse(description)
        #expect(parsed.isCutShort)
        #expect(parsed.isActive)
        #expect(parsed.address == "0x1")
        #expect(parsed.equation == LayoutEquation(AttributeReference(LoggedItem(address: "0x2"), .width), .equal, nil, constant: 300))
    }

    @Test func whatACutNamesBlockStillSays() throws {
        #expect(try !parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (inac").isActive)
        // `|` named before the cut; the cut pair after it is not used.
        let vfl = try parse("<NSLayoutConstraint:0x1 H:|-(>=36)-[UIStackView:0xA]   (active, names: '|':UIView:0xB, label:0xC")
        #expect(vfl.equation.relation == .greaterThanOrEqual)
        #expect(vfl.equation.second?.item == LoggedItem(address: "0xB"))
        #expect(vfl.superviewLink == SuperviewLink(subview: LoggedItem(address: "0xA"), superview: LoggedItem(address: "0xB")))
        // `|` cut off: the superview is left for the block to resolve.
        let unnamed = try parse("<NSLayoutConstraint:0x1 H:[UIStackView:0xA]-(8)-|   (active, names: '|':UIView:0x7f")
        #expect(unnamed.equation.first.item == LoggedItem(superviewOf: "0xA"))
        // A complete description is not cut short.
        #expect(try !parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active)>").isCutShort)
    }

    @Test(arguments: [
        // Cut inside the constraint: its constant, an identifier, a VFL gap.
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 30", "cut short: the description has no closing '>'"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 300   ", "cut short: the description has no closing '>'"),
        ("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Wi", "cut short: the description has no closing '>'"),
        ("<NSLayoutConstraint:0x1 H:|-(15", "cut short: the description has no closing '>'"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.bottom == UIView:0x3.bottom NSSpace(", "cut short: the description has no closing '>'"),
        ("<NSLayoutConstraint:0x1 UILabel:0x2'Price (USD", "cut short: the description has no closing '>'"),
        // After a `(` that starts no names block.
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (x", "cut short: the description has no closing '>'"),
        // A debug name the cut names block no longer resolves.
        ("<NSLayoutConstraint:0x1 H:[label]-(8)-[UIView:0x3]   (active, names: label:0x4",
         "cut short inside its names block: which view 'label' is was cut off"),
    ])
    func aDescriptionCutInsideItsConstraintIsRefused(_ description: String, _ reason: String) {
        #expect(unreadable(description) == reason)
    }

    // MARK: - Malformed

    @Test(arguments: [
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 3", "cut short: the description has no closing '>'"),
        ("<private>", "redacted by the system log: <private>"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width 300>", "no relation (==, <=, >=) in 'UIView:0x2.width 300'"),
        ("<NSLayoutConstraint:0x1 NSGridView:0x2.row-boundary == HacKit.BadgeView:0x3.centerY>", "no known attribute in 'NSGridView:0x2.row-boundary'"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=-x- v=--- UIView:0x2.width == 3>", "unreadable autoresizing flags 'h=-x- v=---'"),
        ("<<DeviceImagesTest.LayoutConstraint:0x1> <UIView:0x2>.top == <_UILayoutGuide:0x3>.bottom>", "not an Auto Layout constraint description (no Class:address at the start)"),
        ("<NSLayoutConstraint:0x1 'unterminated UIView:0x2.width == 3>", "the identifier's closing quote is missing"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)->", "unreadable VFL spacing 'H:[UIView:0x2]-(8)-'"),
        ("<NSLayoutConstraint:0x1 H:|-(8)-|>", "a VFL spacing between two '|'"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(wide)-[UIView:0x3]>", "unreadable VFL amount 'wide'"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 3 ^sometimes>", "unreadable priority '^sometimes'"),
        ("<NSLayoutConstraint:0x1 (NSGridView:0x2.top+0.5*(NSGridView:0x2.bottom - NSGridView:0x2.top)) == B:0x3.centerY>", "a general expression over several anchors (NSGridView), which is not supported"),
    ])
    func malformedDescriptionsSayWhy(_ description: String, _ reason: String) {
        #expect(unreadable(description) == reason)
    }

    @Test func numbers() {
        #expect(ConstraintDescriptionParser.number("- 16") == -16)
        #expect(ConstraintDescriptionParser.number("+ 70") == 70)
        #expect(ConstraintDescriptionParser.number("1e3") == 1000)
        #expect(ConstraintDescriptionParser.number("0x10") == nil)
        #expect(ConstraintDescriptionParser.number("width") == nil)
        #expect(ConstraintDescriptionParser.number("1e999") == nil)
    }
}
