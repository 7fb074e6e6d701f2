// Fuzz target: the Visual Format Language parser
// (`LayoutConstraint.constraints(withVisualFormat:…)`) and the engine on
// what it accepts.
//
// The first byte of the input chooses the options (each bit one option,
// some of them conflicting); the rest is the format. Views and metrics are
// fixed: siblings `a`, `b`, `c` in a root, a guide `g` of the root, the
// root `r` itself (no parent), `x` in another tree, `d` in no tree, and
// metrics from tiny to huge.
//
// Checks: parsing never traps; activating what it accepts either works or
// throws, and the layout that follows has finite frames.
import Layout

/// The options each bit of the first byte turns on.
let optionBits: [VisualFormatOptions] = [
    .alignAllTop, .alignAllLeading, .alignAllCenterX, .alignAllFirstBaseline,
    .directionLeftToRight, .directionRightToLeft, .spacingBaselineToBaseline, .alignAllBottom,
]

let metrics: [String: Double] = ["m": 20, "zero": 0, "neg": -8, "p": 750, "low": 1, "tiny": 1e-300,
                                 "big": 1e7, "huge": 1e300, "max": .greatestFiniteMagnitude]

func fuzzVisualFormat(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let first = data.load(as: UInt8.self)
    let options = optionBits.indices.filter { first & (1 << $0) != 0 }
        .reduce(into: VisualFormatOptions()) { $0.formUnion(optionBits[$1]) }
    let format = FuzzInput.text(data + 1, count - 1)

    let root = LayoutItem(name: "r")
    let (a, b, c) = (LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 40, height: 20)),
                     LayoutItem(name: "b"), LayoutItem(name: "c"))
    for child in [a, b, c] { root.addChild(child) }
    a.firstBaselineOffset = 14
    let guide = LayoutGuide(name: "g")
    root.addLayoutGuide(guide)
    let elsewhere = LayoutItem(name: "x")
    LayoutItem(name: "other").addChild(elsewhere)
    let views: [String: LayoutRegion] = ["a": a, "b": b, "c": c, "g": guide, "r": root, "x": elsewhere,
                                         "d": LayoutItem(name: "d")]

    guard let constraints = try? LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                              metrics: metrics, views: views) else { return 0 }
    guard (try? LayoutConstraint.activate(constraints)) != nil else { return 0 }
    root.layoutIfNeeded()
    for region in [root, a, b, c, guide] as [LayoutRegion] {
        let frame = region.frameInRoot
        FuzzInput.require([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                          "\(region.name) has the frame \(frame) after \(format)")
    }
    return 0
}
