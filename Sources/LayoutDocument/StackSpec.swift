import JSON
import Stack

/// The `stack` or `flexStack` settings of a layout document's item, read
/// and checked: the item becomes a ``StackItem`` arranging its children.
public struct StackSpec: Sendable {
    public var axis: LayoutAxis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var spacing: StackSpacing = 0
    /// Custom spacings after arranged items, by item name, in document order.
    public var customSpacing: [(item: String, spacing: StackSpacing)] = []
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    /// Texture's rounding of grown lengths down to whole points (flex only).
    public var usesIntegerRounding = false
    /// Texture's `.sizeToFit` sizing of absolute children (flex only).
    public var sizesToFitAbsoluteItems = false
    /// Flex only: `horizontalReverse` / `verticalReverse`.
    public var isReversed = false
    /// Flex only: lines.
    public var flexWrap = FlexWrap.noWrap
    public var alignContent = FlexAlignContent.start
    public var lineSpacing = 0.0
    public var padding = FlexPadding.zero

    /// Whether these are `flexStack` settings.
    public var isFlex: Bool {
        if case .flex = distribution { true } else { false }
    }

    /// Keys a child of a flex stack may have besides an item's own.
    static let flexChildKeys = ["flexGrow", "flexShrink", "flexBasis", "alignSelf", "spacingBefore", "spacingAfter",
                                "margin", "position", "offset"]

    /// What to write in a `stack` for a key of the `flexStack` vocabulary.
    static let uikitHints = [
        "direction": "a stack's is \"axis\"", "justifyContent": "a stack's is \"distribution\"",
        "alignItems": "a stack's is \"alignment\"", "flexWrap": "only a flexStack wraps",
        "alignContent": "only a flexStack has lines", "lineSpacing": "only a flexStack has lines",
        "padding": "a stack's items keep out of its margins with \"marginsRelative\"",
        "integerRounding": "only a flexStack rounds",
        "sizeToFitAbsolute": "only a flexStack's children are placed absolutely",
        "isLayoutMarginsRelativeArrangement": marginsRelativeHint, "layoutMarginsRelativeArrangement": marginsRelativeHint,
        "layoutMarginsRelative": marginsRelativeHint, "isLayoutMarginsRelative": marginsRelativeHint,
        "isBaselineRelativeArrangement": baselineRelativeHint, "baselineRelativeArrangement": baselineRelativeHint,
        "isBaselineRelative": baselineRelativeHint,
    ]

    private static let marginsRelativeHint = "UIKit's isLayoutMarginsRelativeArrangement is \"marginsRelative\""

    private static let baselineRelativeHint = "UIKit's isBaselineRelativeArrangement is \"baselineRelative\""

    /// What to write in a `flexStack` for a key of the `stack` vocabulary.
    static let flexHints = [
        "axis": "a flexStack's is \"direction\"", "distribution": "a flexStack's is \"justifyContent\"",
        "alignment": "a flexStack's is \"alignItems\"",
        "customSpacing": "a flexStack's children take \"spacingBefore\" and \"spacingAfter\"",
        "baselineRelative": "only a stack spaces from baseline to baseline",
        "marginsRelative": flexRoomHint,
        "flexDirection": "a flexStack's is \"direction\"", "wrap": "a flexStack wraps with \"flexWrap\"",
        "gap": gapHint, "rowGap": gapHint, "columnGap": gapHint,
        "isLayoutMarginsRelativeArrangement": flexRoomHint,
        "sizesToFitAbsoluteItems": "Swift's sizesToFitAbsoluteItems is \"sizeToFitAbsolute\"",
    ]

    private static let flexRoomHint = "a flexStack's room around its items is \"padding\""

    private static let gapHint = "a flexStack's gap between items is \"spacing\", between lines \"lineSpacing\""

    /// What to write on a flex stack's child for CSS's short names and
    /// Yoga's style names.
    static let flexChildHints = [
        "grow": "a flexStack's child takes \"flexGrow\"", "shrink": "a flexStack's child takes \"flexShrink\"",
        "basis": "a flexStack's child takes \"flexBasis\"",
        "flex": "a flexStack's child takes \"flexGrow\", \"flexShrink\" and \"flexBasis\"",
        "width": LayoutDocument.sizeHint, "height": LayoutDocument.sizeHint,
        "positionType": "an absolute child is \"position\": \"absolute\"",
        "display": "a child that takes no room is \"hidden\": true", "ratio": LayoutDocument.ratioHint,
        "order": "a flexStack places its children in the order \"children\" lists them: move the child there",
    ].merging(["top", "left", "bottom", "right", "start", "end"].map { ($0, offsetHint) }) { first, _ in first }
        .merging(yogaEdgeStyleHints) { first, _ in first }
        .merging(yogaEdgeNames.map { ("margin" + $0, marginHint) }) { first, _ in first }
        .merging(LayoutDocument.sizeBoundHints) { first, _ in first }

    private static let offsetHint = "a flexStack child's offsets are \"offset\": {\"top\": …, \"leading\": …}"

    private static let marginHint = "a flexStack child's margins are \"margin\": {\"top\": …, \"leading\": …}"

    /// The suffixes of Yoga's style names for one edge or a pair of them
    /// (`paddingTop`, `marginHorizontal`); `""` is all four.
    private static let yogaEdgeNames = ["", "Top", "Left", "Bottom", "Right", "Start", "End", "Horizontal", "Vertical"]

    /// What to write on any item for Yoga's padding and border styles: a
    /// flex stack's padding is one of its settings, and there are no
    /// borders, whose width Yoga lays out as padding.
    static let yogaEdgeStyleHints = Dictionary(uniqueKeysWithValues:
        yogaEdgeNames.map { ("padding" + $0, paddingHint) }
            + (yogaEdgeNames.map { "border" + $0 + "Width" } + ["border"]).map { ($0, borderHint) })

    private static let paddingHint = "padding is a flexStack's: \"flexStack\": {\"padding\": {\"top\": …, \"leading\": …}}"

    private static let borderHint = "there are no borders: a border's width is room in the flexStack's \"padding\""

    /// Yoga's (and CSS's) names of values that a layout document spells
    /// otherwise, with the document's name.
    private static let yogaValueNames = [
        "row": "horizontal", "column": "vertical", "row-reverse": "horizontalReverse",
        "column-reverse": "verticalReverse", "flex-start": "start", "flex-end": "end",
        "space-between": "spaceBetween", "space-around": "spaceAround", "space-evenly": "spaceEvenly",
        "baseline": "baselineFirst", "nowrap": "noWrap", "wrap-reverse": "wrapReverse",
    ]

    /// The names of values in one kind of stack, `stack` (UIKit's) or
    /// `flexStack` (Texture's), with what the other kind calls them (a
    /// `UIStackView`'s `fill` alignment is a flex stack's `stretch`), and
    /// near misses of a baseline alignment: what a document means when it
    /// writes one kind's words in the other's settings.
    private static let otherStackValueNames = [
        "spaceBetween": ["equalSpacing"], "equalSpacing": ["spaceBetween"], "start": ["leading"], "end": ["trailing"],
        "leading": ["start"], "trailing": ["end"], "top": ["start"], "bottom": ["end"], "fill": ["stretch"],
        "stretch": ["fill"], "baselineFirst": ["firstBaseline"], "baselineLast": ["lastBaseline"],
        "firstBaseline": ["baselineFirst"], "lastBaseline": ["baselineLast"], "baseline": ["firstBaseline", "baselineFirst"],
    ]

    /// What to write in `padding`, `margin` or `offset` for Yoga's edge
    /// names, which follow the direction as leading and trailing do.
    private static let edgeHints = ["start": "Yoga's start edge is \"leading\"", "end": "Yoga's end edge is \"trailing\""]
        .merging(LayoutDocument.edgeGroupHints) { own, _ in own }

    /// Reads `stack`: UIStackView's vocabulary.
    init(uikit json: JSON, in place: String) throws(LayoutDocumentError) {
        let place = "\(place) stack"
        let members = try Self.object(json, place)
        try LayoutDocument.expectKeys(members, allowed: ["axis", "distribution", "alignment", "spacing", "customSpacing",
                                                         "baselineRelative", "marginsRelative"], in: place,
                                      hints: Self.uikitHints)
        axis = try Self.axis(json["axis"], "axis", in: place) ?? .horizontal
        if let value = json["distribution"] {
            let names: [String: StackDistribution] = ["fill": .fill, "fillEqually": .fillEqually,
                                                      "fillProportionally": .fillProportionally,
                                                      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
            distribution = try Self.choice(value, "distribution", names, in: place)
        }
        if let value = json["alignment"] {
            let names: [String: StackAlignment] = ["fill": .fill, "leading": .leading, "top": .top,
                                                   "firstBaseline": .firstBaseline, "center": .center,
                                                   "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline]
            alignment = try Self.choice(value, "alignment", names, in: place)
        }
        spacing = try Self.spacing(json["spacing"], "spacing", in: place) ?? 0
        if let value = json["customSpacing"] {
            let entries = try Self.object(value, "\(place) customSpacing")
            for (item, entry) in entries {
                customSpacing.append((item, try Self.spacing(entry, "customSpacing.\(item)", in: place)!))
            }
        }
        isBaselineRelativeArrangement = try Self.flag(json["baselineRelative"], "baselineRelative", in: place)
        isLayoutMarginsRelativeArrangement = try Self.flag(json["marginsRelative"], "marginsRelative", in: place)
    }

    /// Reads `flexStack`: ASStackLayoutSpec's vocabulary, with CSS's where
    /// Texture has none (`Docs/Formats/FlexLayout.md`).
    init(flex json: JSON, in place: String) throws(LayoutDocumentError) {
        let place = "\(place) flexStack"
        let members = try Self.object(json, place)
        try LayoutDocument.expectKeys(members, allowed: ["direction", "spacing", "justifyContent", "alignItems",
                                                         "integerRounding", "flexWrap", "alignContent", "lineSpacing",
                                                         "padding", "sizeToFitAbsolute"], in: place, hints: Self.flexHints)
        if let value = json["direction"] {
            let names: [String: (LayoutAxis, Bool)] = ["horizontal": (.horizontal, false), "vertical": (.vertical, false),
                                                       "horizontalReverse": (.horizontal, true),
                                                       "verticalReverse": (.vertical, true)]
            (axis, isReversed) = try Self.choice(value, "direction", names, in: place)
        }
        spacing = try Self.spacing(json["spacing"], "spacing", in: place) ?? 0
        var justification = FlexJustification.start
        if let value = json["justifyContent"] {
            justification = try Self.choice(value, "justifyContent",
                                            Dictionary(uniqueKeysWithValues: FlexJustification.allCases.map { ($0.rawValue, $0) }),
                                            in: place)
        }
        distribution = .flex(justification)
        if let value = json["alignItems"] {
            alignment = try Self.choice(value, "alignItems", Self.alignItemsNames, in: place)
        }
        usesIntegerRounding = try Self.flag(json["integerRounding"], "integerRounding", in: place)
        sizesToFitAbsoluteItems = try Self.flag(json["sizeToFitAbsolute"], "sizeToFitAbsolute", in: place)
        if let value = json["flexWrap"] {
            flexWrap = try Self.choice(value, "flexWrap",
                                       Dictionary(uniqueKeysWithValues: FlexWrap.allCases.map { ($0.rawValue, $0) }), in: place)
        }
        if let value = json["alignContent"] {
            alignContent = try Self.choice(value, "alignContent",
                                           Dictionary(uniqueKeysWithValues: FlexAlignContent.allCases.map { ($0.rawValue, $0) }),
                                           in: place)
        }
        lineSpacing = try Self.number(json["lineSpacing"], "lineSpacing", in: place) ?? 0
        if let value = json["padding"] {
            let edges = try Self.edges(value, "padding", in: place) { (json, key) throws(LayoutDocumentError) in
                guard let number = json.number, number.isFinite else {
                    let percentage = json.string?.hasSuffix("%") == true ? " (padding takes no percentages)" : ""
                    throw LayoutDocumentError("\(place): \"padding.\(key)\" must be a finite number of points\(percentage)")
                }
                return number
            }
            padding = FlexPadding(top: edges["top"] ?? 0, left: edges["left"] ?? 0, bottom: edges["bottom"] ?? 0,
                                  right: edges["right"] ?? 0, leading: edges["leading"], trailing: edges["trailing"])
        }
    }

    static let alignItemsNames: [String: StackAlignment] = ["start": .start, "end": .end, "center": .center,
                                                            "stretch": .stretch, "baselineFirst": .baselineFirst,
                                                            "baselineLast": .baselineLast]

    /// Reads a flex child's options; its `size`, `minSize` and `maxSize`
    /// (points or percentages) are its own range in the layout, not
    /// constraints.
    static func readFlexOptions(_ json: JSON, in place: String) throws(LayoutDocumentError) -> FlexItemOptions {
        var options = FlexItemOptions()
        options.grow = try number(json["flexGrow"], "flexGrow", in: place) ?? 0
        options.shrink = try number(json["flexShrink"], "flexShrink", in: place) ?? 0
        options.spacingBefore = try number(json["spacingBefore"], "spacingBefore", in: place) ?? 0
        options.spacingAfter = try number(json["spacingAfter"], "spacingAfter", in: place) ?? 0
        if let basis = json["flexBasis"], basis.string != "auto" {
            options.basis = try dimension(basis, "flexBasis", in: place)
            if options.basis.isNegative { throw LayoutDocumentError("\(place): \"flexBasis\" cannot be negative") }
        }
        if let value = json["alignSelf"], value.string != "auto" {
            guard let name = value.string, let alignment = alignItemsNames[name] else {
                throw LayoutDocumentError("\(place): \"alignSelf\" must be one of auto, "
                                          + alignItemsNames.keys.sorted().joined(separator: ", ")
                                          + valueHint(value, among: alignItemsNames))
            }
            options.alignSelf = alignment
        }
        for (key, keyPath) in [("size", \FlexItemOptions.size), ("minSize", \.minimumSize), ("maxSize", \.maximumSize)] {
            guard let value = json[key] else { continue }
            guard let members = value.members else { throw LayoutDocumentError("\(place): \"\(key)\" must be an object") }
            try LayoutDocument.expectKeys(members, allowed: ["width", "height"], in: "\(place) \(key)")
            for (axisName, axis) in [("width", LayoutAxis.horizontal), ("height", .vertical)] {
                guard let entry = value[axisName], entry != .null else { continue }
                let dimension = try dimension(entry, "\(key).\(axisName)", in: place)
                if dimension.isNegative {
                    throw LayoutDocumentError("\(place): \"\(key).\(axisName)\" cannot be negative")
                }
                options[keyPath: keyPath][axis] = dimension
            }
        }
        if let value = json["margin"] {
            let edges = try Self.edges(value, "margin", in: place) { (json, key) throws(LayoutDocumentError) -> FlexMargin in
                if json.string == "auto" { return .auto }
                switch try dimension(json, "margin.\(key)", in: place, allowing: "or \"auto\"") {
                case let .points(points): return .points(points)
                case let .fraction(fraction): return .fraction(fraction)
                case .auto: return .auto
                }
            }
            options.margin = FlexMargins(top: edges["top"] ?? 0, left: edges["left"] ?? 0, bottom: edges["bottom"] ?? 0,
                                         right: edges["right"] ?? 0, leading: edges["leading"], trailing: edges["trailing"])
        }
        if let value = json["position"] {
            options.position = try choice(value, "position", ["relative": FlexPosition.relative, "absolute": .absolute],
                                          in: place)
        }
        if let value = json["offset"] {
            let edges = try Self.edges(value, "offset", in: place) { (json, key) throws(LayoutDocumentError) in
                try dimension(json, "offset.\(key)", in: place)
            }
            options.offset = FlexOffsets(left: edges["left"] ?? .auto, top: edges["top"] ?? .auto,
                                         right: edges["right"] ?? .auto, bottom: edges["bottom"] ?? .auto,
                                         leading: edges["leading"], trailing: edges["trailing"])
        }
        return options
    }

    /// A length: a finite number of points, or `"N%"` (a fraction of the
    /// parent's length).
    static func dimension(_ json: JSON, _ key: String, in place: String,
                          allowing more: String = "") throws(LayoutDocumentError) -> FlexDimension {
        if let points = json.number, points.isFinite { return .points(points) }
        if let text = json.string, text.hasSuffix("%"),
           let percent = NumberScanning.number(in: text.dropLast(), allowingSign: true), percent.isFinite {
            return .fraction(percent / 100)
        }
        let alternatives = more.isEmpty ? "" : " " + more
        throw LayoutDocumentError("\(place): \"\(key)\" must be a number of points or a percentage such as \"50%\"\(alternatives)")
    }

    /// `{ "top", "left", "bottom", "right", "leading", "trailing" }`, each
    /// read by `read`.
    private static func edges<Value>(_ json: JSON, _ key: String, in place: String,
                                     _ read: (JSON, String) throws(LayoutDocumentError) -> Value)
        throws(LayoutDocumentError) -> [String: Value] {
        guard let members = json.members else {
            // CSS's shorthand (`margin: 8`, `inset: 0`) gives every edge one length.
            let shorthand = json.number.map { number in
                let length = format(number)
                return ": CSS's \(key == "offset" ? "inset" : key) \(length) is {\"top\": \(length), \"left\": \(length), \"bottom\": \(length), \"right\": \(length)}"
            } ?? ""
            throw LayoutDocumentError("\(place): \"\(key)\" must be an object of edges (top, left, bottom, right, leading,"
                                      + " trailing)" + shorthand)
        }
        try LayoutDocument.expectKeys(members, allowed: ["top", "left", "bottom", "right", "leading", "trailing"],
                                      in: "\(place) \(key)", hints: edgeHints)
        var result: [String: Value] = [:]
        for (edge, value) in members { result[edge] = try read(value, edge) }
        return result
    }

    /// Custom spacings may only follow the stack's own children.
    func checkCustomSpacing(arranging children: [String], in place: String) throws(LayoutDocumentError) {
        for (item, _) in customSpacing where !children.contains(item) {
            throw LayoutDocumentError("\(place): \"customSpacing\" names \"\(item)\", which is not one of the stack's children")
        }
    }

    /// Applies the settings to a stack whose children are built.
    func configure(_ stack: StackItem, items: [String: LayoutItem]) {
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        stack.roundsGrowthToWholePoints = usesIntegerRounding
        stack.sizesToFitAbsoluteItems = sizesToFitAbsoluteItems
        stack.isReversed = isReversed
        stack.flexWrap = flexWrap
        stack.alignContent = alignContent
        stack.lineSpacing = lineSpacing
        stack.padding = padding
        for (name, spacing) in customSpacing {
            if let item = items[name] { stack.setCustomSpacing(spacing, after: item) }
        }
    }

    /// A flex stack's size range from its item's size settings: a size
    /// fixes both ends; a minimum or maximum sets one.
    func sizeRange(size: (Double?, Double?), minSize: (Double?, Double?), maxSize: (Double?, Double?)) -> StackSizeRange {
        StackSizeRange(minimum: Size(width: size.0 ?? minSize.0 ?? 0, height: size.1 ?? minSize.1 ?? 0),
                       maximum: Size(width: size.0 ?? maxSize.0 ?? .infinity, height: size.1 ?? maxSize.1 ?? .infinity))
    }

    // MARK: Values

    private static func object(_ json: JSON, _ place: String) throws(LayoutDocumentError) -> [(key: String, value: JSON)] {
        guard let members = json.members else { throw LayoutDocumentError("\(place) must be an object") }
        return members
    }

    private static func choice<Value>(_ json: JSON, _ key: String, _ names: [String: Value],
                                      in place: String) throws(LayoutDocumentError) -> Value {
        guard let name = json.string, let value = names[name] else {
            throw LayoutDocumentError("\(place): \"\(key)\" must be one of \(names.keys.sorted().joined(separator: ", "))"
                                      + valueHint(json, among: names))
        }
        return value
    }

    /// ` (Yoga's "flex-start" is "start")` when `json` is Yoga's name of
    /// one of `names`, else nothing.
    private static func yogaValueHint<Value>(_ json: JSON, among names: [String: Value]) -> String {
        guard let yogaName = json.string, let name = yogaValueNames[yogaName], names[name] != nil else { return "" }
        return " (Yoga's \"\(yogaName)\" is \"\(name)\")"
    }

    /// The hint after an unknown value: Yoga's name, else the other kind
    /// of stack's, else the value it most likely misspells.
    private static func valueHint<Value>(_ json: JSON, among names: [String: Value]) -> String {
        let yoga = yogaValueHint(json, among: names)
        guard yoga.isEmpty else { return yoga }
        let other = otherStackValueHint(json, among: names)
        guard other.isEmpty else { return other }
        guard let written = json.string,
              let near = LayoutDocument.closestKey(to: written, among: names.keys.sorted()) else { return "" }
        return " (did you mean \"\(near)\"?)"
    }

    /// ` (did you mean "equalSpacing"?)` when `json` is the other kind of
    /// stack's name of one of `names` (see ``otherStackValueNames``), else
    /// nothing.
    private static func otherStackValueHint<Value>(_ json: JSON, among names: [String: Value]) -> String {
        guard let written = json.string, let name = otherStackValueNames[written]?.first(where: { names[$0] != nil }) else {
            return ""
        }
        return " (did you mean \"\(name)\"?)"
    }

    private static func axis(_ json: JSON?, _ key: String, in place: String) throws(LayoutDocumentError) -> LayoutAxis? {
        guard let json else { return nil }
        return try choice(json, key, ["horizontal": LayoutAxis.horizontal, "vertical": .vertical], in: place)
    }

    private static func spacing(_ json: JSON?, _ key: String, in place: String) throws(LayoutDocumentError) -> StackSpacing? {
        guard let json else { return nil }
        if json.string == "system" { return .system }
        guard let number = json.number, number.isFinite else {
            throw LayoutDocumentError("\(place): \"\(key)\" must be a finite number or \"system\"")
        }
        return .points(number)
    }

    static func number(_ json: JSON?, _ key: String, in place: String) throws(LayoutDocumentError) -> Double? {
        guard let json else { return nil }
        guard let number = json.number, number.isFinite else {
            throw LayoutDocumentError("\(place): \"\(key)\" must be a finite number")
        }
        return number
    }

    private static func flag(_ json: JSON?, _ key: String, in place: String) throws(LayoutDocumentError) -> Bool {
        guard let json else { return false }
        guard let flag = json.bool else { throw LayoutDocumentError("\(place): \"\(key)\" must be true or false") }
        return flag
    }
}

extension FlexDimension {
    /// Whether the length is below zero, in points or as a percentage.
    fileprivate var isNegative: Bool {
        switch self {
        case let .points(points): points < 0
        case let .fraction(fraction): fraction < 0
        case .auto: false
        }
    }
}
