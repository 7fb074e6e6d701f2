import Explain
import Layout
import Testing

/// The engine's frame constraints describe themselves as UIKit's console
/// log prints them, so that `layout explain` reads them back as the same
/// equations.
@Suite struct AutoresizingLogTests {
    @Test func explainReadsTheEnginesFrameConstraintsBack() throws {
        let screen = LayoutItem(name: "screen")
        let map = LayoutItem(name: "map")
        screen.addChild(map)
        map.autoresizingFrame = AutoresizingFrame(frame: Rect(x: 110, y: 80, width: 100, height: 120),
                                                  parentSize: Size(width: 320, height: 260))
        map.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        map.translatesAutoresizingMaskIntoConstraints = true
        let addresses = ["map": "UIView:0xa1", "screen": "UIWindow:0xb2"]
        let framed = screen.engine.constraints.filter { $0.description.hasPrefix("h=") }
        #expect(framed.count == 4)
        for constraint in framed {
            // The log's form: class and address, the mask, the body with items as CLASS:ADDRESS.
            var body = constraint.description
            for (name, item) in addresses { body = body.replacingOccurrences(of: "\(name).", with: "\(item).") }
            let line = "<NSAutoresizingMaskLayoutConstraint:0x1 \(body)   (active)>"
            let logged = try ConstraintDescriptionParser.parse(line).get()
            #expect(logged.autoresizingMask?.description == "h=&-& v=-&-")
            #expect(logged.kind == .autoresizing)
            let equation = logged.equation
            #expect(equation.first.item.address == "0xa1")
            #expect(equation.relation == .equal)
            #expect(abs(equation.constant - constraint.constant) < 1e-9)
            if constraint.secondItem != nil {
                #expect(equation.second?.item.address == "0xb2")
                #expect(abs(equation.multiplier - constraint.multiplier) < 1e-9)
            } else if constraint.firstAttribute.isDimension {
                #expect(equation.second == nil)
            } else {
                // A constant position: from the superview's origin, as the engine reads it.
                #expect(equation.second?.attribute == (constraint.firstAttribute == .left ? .left : .top))
                #expect(equation.multiplier == 1)
            }
        }
    }
}
