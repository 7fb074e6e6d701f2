import Testing
@testable import Explain

@Suite struct ViewNamerTests {
    @Test func namesByTextNameOrNumber() {
        let label = LoggedItem(className: "UILabel", address: "0x1", text: "Loading...")
        let first = LoggedItem(className: "UIView", address: "0x2")
        let second = LoggedItem(className: "UIView", address: "0x3")
        let bar = LoggedItem(className: "Trust.BrowserNavigationBar", address: "0x4")
        let named = LoggedItem(address: "0x5", name: "AddressToolbar.lockIcon")
        let guide = LoggedItem(className: "UILayoutGuide", address: "0x6", text: "UIViewSafeAreaLayoutGuide")
        let mangled = LoggedItem(className: "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_", address: "0x7")
        let namer = ViewNamer(items: [label, first, second, first, bar, named, guide, mangled])
        #expect(namer.name(of: label) == "UILabel 'Loading...'")
        #expect(namer.name(of: first) == "UIView #1")
        #expect(namer.name(of: second) == "UIView #2")
        #expect(namer.name(of: bar) == "BrowserNavigationBar #1")
        #expect(namer.name(of: named) == "AddressToolbar.lockIcon")
        #expect(namer.name(of: guide) == "UILayoutGuide 'UIViewSafeAreaLayoutGuide'")
        #expect(namer.name(of: mangled) == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_ #1")
        #expect(namer.name(of: LoggedItem(className: "UIView", address: "0x99")) == "UIView:0x99")
    }

    @Test func sameTextsAreNumberedApart() {
        let ok = LoggedItem(className: "UIButton", address: "0x1", text: "OK")
        let other = LoggedItem(className: "UIButton", address: "0x2", text: "OK")
        let namer = ViewNamer(items: [ok, other])
        #expect(namer.name(of: ok) == "UIButton 'OK'")
        #expect(namer.name(of: other) == "UIButton 'OK' #2")
    }

    @Test func theUnnamedSuperviewOfABar() {
        let label = LoggedItem(className: "UILabel", address: "0x1")
        let superview = LoggedItem(superviewOf: "0x1")
        let namer = ViewNamer(items: [label, superview])
        #expect(namer.name(of: superview) == "the superview of UILabel #1")
        #expect(superview.description == "|")
        #expect(superview.key == "superview of 0x1")
    }

    @Test func aLogNamesItsViewsOnceAcrossBlocks() throws {
        let block = iOSLog(["<NSLayoutConstraint:0x1 UIView:0xA.width == 10>", "<NSLayoutConstraint:0x2 UILabel:0xB'Hi'.width == UIView:0xA.width + 20>"])
        let explanation = LogExplanation(log: iOSLog(["<NSLayoutConstraint:0x3 UIView:0xC.width == 1>"]) + "\n" + block)
        #expect(explanation.namer.name(of: LoggedItem(address: "0xC")) == "UIView #1")
        #expect(explanation.namer.name(of: LoggedItem(address: "0xA")) == "UIView #2")
        #expect(explanation.namer.name(of: LoggedItem(address: "0xB")) == "UILabel 'Hi'")
    }

    @Test func privateSystemItems() {
        #expect(LoggedItem(className: "_UIButtonBarButton").isPrivateSystemItem)
        #expect(LoggedItem(className: "UIInputSetHostView").isPrivateSystemItem)
        #expect(!LoggedItem(className: "UIView").isPrivateSystemItem)
        #expect(!LoggedItem(name: "My view").isPrivateSystemItem)
    }
}
