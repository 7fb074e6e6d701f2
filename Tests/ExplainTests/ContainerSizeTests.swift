import Testing
@testable import Explain

/// The `containerSize` cause's advice (`Docs/Formats/ExplainReport.md`,
/// "causes"): nothing of the app's to lower when only the system's
/// constraints take part, and the container named when the app does not
/// set its size (SwiftUI's hosting view, the keyboard).
@Suite struct ContainerSizeTests {
    /// A private bar 10 wide, a button 8 in from each side: no constraint
    /// of the app's to lower or change.
    @Test func onlyTheSystemsConstraints() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' _UIButtonBarStackView:0xA.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(8)-[_UIButtonBarButton:0xB]   (active, names: '|':_UIButtonBarStackView:0xA )>",
            "<NSLayoutConstraint:0x3 'TB_Trailing_Trailing' H:[_UIButtonBarButton:0xB]-(8)-|   (active, names: '|':_UIButtonBarStackView:0xA )>",
        ]))
        #expect(report.causes.map(\.name) == ["containerSize", "systemOnly"])
        #expect(report.explanation.contains("Likely cause: _UIButtonBarStackView #1's size comes from its container"
            + " (UIView-Encapsulated-Layout-*: a table or collection view cell's size, a view controller's root view), and"
            + " the constraints inside need another. Only the system's constraints take part: none of the app's to lower or change."))
        #expect(!report.explanation.contains("one of yours"))
    }

    /// A `UIHostingController`'s view, printed mangled, 320 wide, a label
    /// 300 wide 20 in from each side: SwiftUI gives the size.
    @Test func aSwiftUIHostingView() throws {
        let host = "_TtGC7SwiftUI14_UIHostingViewV4Shop11ContentView_:0xA"
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UILabel:0xB.width == 300   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(20)-[UILabel:0xB]   (active, names: '|':\(host) )>",
            "<NSLayoutConstraint:0x3 H:[UILabel:0xB]-(20)-|   (active, names: '|':\(host) )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' \(host).width == 320   (active)>",
        ]))
        #expect(report.causes.map(\.name) == ["containerSize"])
        #expect(report.causes.first.flatMap { cause -> SizingContainer? in
            if case let .containerSize(_, _, container) = cause { container } else { nil }
        } == .swiftUIHosting)
        #expect(report.explanation.contains("size comes from SwiftUI, which hosts it (UIView-Encapsulated-Layout-*: a"
            + " UIHostingController's view, _UIHostingView, takes the size SwiftUI proposes), and the constraints inside need"
            + " another. The app does not set that size: lower the priority of one of yours to 999, or give the SwiftUI view"
            + " the size they need (.frame)."))
        #expect(!report.explanation.contains("sizeForItemAt"))
    }

    /// A keyboard extension's input view 246 high where the system makes
    /// it 216: the keyboard gives the height. The two heights are a pair
    /// on one attribute, but not a duplicate for the app to keep one of:
    /// no `Duplicate:` paragraph, while the JSON still lists the pair.
    @Test func aKeyboardExtensionsInputView() throws {
        let (report, _) = try singleReport(try bundledLog("69-tasty-imitation-keyboard-85-inputview-height-markdown.log"))
        #expect(report.causes.map(\.name) == ["containerSize"])
        #expect(!report.explanation.contains("Duplicate:"))
        #expect(report.duplicates.map(\.lines) == [[0, 1]])
        #expect(report.explanation.contains("Likely cause: UIInputView #1's size comes from the keyboard"
            + " (UIView-Encapsulated-Layout-*: a UIInputView, the view of a keyboard extension's input view controller, is as"
            + " high as the system makes the keyboard), and the constraints inside need another. The app does not set that"
            + " height: lower the priority of one of yours to 999"))
    }

    /// Which views name a container: not a cell's content view.
    @Test func whichViewsNameAContainer() {
        #expect(SizingContainer(sizing: LoggedItem(className: "UITableViewCellContentView", address: "0x1")) == nil)
        #expect(SizingContainer(sizing: LoggedItem(className: "UIInputView", address: "0x1")) == .keyboard)
    }

    /// A cell's content view 44 high, a label 60 high pinned to its top
    /// and bottom: the app sets the cell's size, so the advice is the
    /// cell's alone.
    @Test func aCellsSizeIsTheAppsToMatch() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UILabel:0xB.height == 60   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(0)-[UILabel:0xB]   (active, names: '|':UITableViewCellContentView:0xA )>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xB]-(0)-|   (active, names: '|':UITableViewCellContentView:0xA )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xA.height == 44   (active)>",
        ]))
        #expect(report.causes.map(\.name) == ["containerSize"])
        #expect(report.explanation.contains("and the constraints inside need another. Make them agree (the size from"
            + " sizeForItemAt, the row height), or lower the priority of one of yours to 999."))
        #expect(!report.explanation.contains("root view's"))
        #expect(!report.explanation.contains("If it is a view controller's root view"))
    }

    /// Which views are cells: by the end of the class's name, module or not.
    @Test func whichViewsAreCells() {
        #expect(LoggedItem(className: "UITableViewCellContentView").isCellView)
        #expect(LoggedItem(className: "Shop.PostCell").isCellView)
        #expect(LoggedItem(className: "UICollectionViewCell").isCellView)
        #expect(!LoggedItem(className: "UIView").isCellView)
        #expect(!LoggedItem(className: "Shop.CellularBanner").isCellView)
    }
}
