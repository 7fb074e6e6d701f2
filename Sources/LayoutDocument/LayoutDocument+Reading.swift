import JSON
import Stack

extension LayoutDocument {
    static let itemKeys = ["name", "size", "minSize", "maxSize", "intrinsicSize", "baseline", "hugging",
                           "compressionResistance", "margins", "marginsFromSafeArea", "layoutDirection", "hidden", "children",
                           "stack", "flexStack", "text", "aspectRatio", "safeArea", "readableWidth", "guides", "alignmentInsets",
                           "frame", "autoresizing", "frameIn", "scroll", "contentOffset", "contentInsetAdjustment", "keyboard",
                           "keyboardFromSafeArea", "preservesSuperviewMargins"]

    /// Reads an item; `parent` is its parent's spec as read so far (its
    /// settings, not its children), nil for the root.
    static func readItem(_ json: JSON, path: String, parent: ItemSpec?) throws(LayoutDocumentError) -> ItemSpec {
        let isRoot = parent == nil, parentIsFlexStack = parent?.stack?.isFlex == true
        guard let members = json.members else { throw LayoutDocumentError("\(path) must be an object") }
        guard let name = json["name"]?.string, !name.isEmpty else {
            throw LayoutDocumentError("\(path) needs \"name\", a non-empty string")
        }
        let place = "item \"\(name)\""
        if !parentIsFlexStack, let key = members.first(where: { StackSpec.flexChildKeys.contains($0.key) })?.key {
            // `margin` is also a near miss of an item's own `margins`.
            let nearMiss = closestKey(to: key, among: itemKeys).map { ": did you mean \"\($0)\"?" } ?? ""
            // UIStackView has no alignment of one item: UIKit wraps it.
            let inStack = key == "alignSelf" && parent?.stack != nil
                ? "; a stack aligns all its items alike: to align one otherwise, arrange an item that holds it,"
                    + " and place it inside that item with constraints (\"\(name).trailing == holder.trailing\")"
                : ""
            throw LayoutDocumentError("\(place): \"\(key)\" is for children of a flexStack\(nearMiss)\(inStack)")
        }
        try expectKeys(members, allowed: itemKeys + (parentIsFlexStack ? StackSpec.flexChildKeys : []), in: place,
                       hints: parentIsFlexStack ? StackSpec.flexChildHints : itemHints)
        var item = ItemSpec(name: name)
        if !parentIsFlexStack {
            item.size = try readPair(json["size"], "size", ("width", "height"), in: place)
            item.minSize = try readPair(json["minSize"], "minSize", ("width", "height"), in: place)
            item.maxSize = try readPair(json["maxSize"], "maxSize", ("width", "height"), in: place)
        }
        let intrinsic = try readPair(json["intrinsicSize"], "intrinsicSize", ("width", "height"), in: place)
        item.intrinsicSize = IntrinsicSize(width: intrinsic.0, height: intrinsic.1)
        (item.firstBaseline, item.lastBaseline) = try readPair(json["baseline"], "baseline", ("first", "last"), in: place)
        item.hugging = try readPair(json["hugging"], "hugging", ("horizontal", "vertical"), in: place)
        item.compressionResistance = try readPair(json["compressionResistance"], "compressionResistance",
                                                  ("horizontal", "vertical"), in: place)
        for (label, pair) in [("hugging", item.hugging), ("compressionResistance", item.compressionResistance)] {
            for value in [pair.0, pair.1].compactMap({ $0 }) where !Priority(value).isValid {
                throw LayoutDocumentError("\(place): \"\(label)\" priorities must be in (0, 1000]")
            }
        }
        if let margins = json["margins"] {
            guard let object = margins.members else {
                throw LayoutDocumentError("\(place): \"margins\" must be an object of edges" + edgesShorthand(margins))
            }
            try expectKeys(object, allowed: ["top", "left", "bottom", "right", "leading", "trailing"], in: "\(place) margins",
                           hints: edgeGroupHints)
            var values: [String: Double] = [:]
            for (key, value) in object {
                guard let number = value.number, number.isFinite else {
                    throw LayoutDocumentError("\(place): margin \"\(key)\" must be a finite number")
                }
                values[key] = number
            }
            let keys = Set(values.keys)
            if !keys.isDisjoint(with: ["leading", "trailing"]) {
                guard keys.isDisjoint(with: ["left", "right"]) else {
                    throw LayoutDocumentError("\(place): \"margins\" takes left and right or leading and trailing, not both")
                }
                item.directionalMargins = DirectionalEdgeInsets(top: values["top"] ?? 8, leading: values["leading"] ?? 8,
                                                                bottom: values["bottom"] ?? 8, trailing: values["trailing"] ?? 8)
            } else {
                item.margins = EdgeInsets(top: values["top"] ?? 8, left: values["left"] ?? 8, bottom: values["bottom"] ?? 8,
                                          right: values["right"] ?? 8)
            }
        }
        if let direction = json["layoutDirection"] {
            let names: [String: SemanticContentAttribute] = ["inherit": .inherit, "forceLeftToRight": .forceLeftToRight,
                                                             "forceRightToLeft": .forceRightToLeft]
            switch direction.string {
            case "leftToRight" where isRoot: item.layoutDirection = .leftToRight
            case "rightToLeft" where isRoot: item.layoutDirection = .rightToLeft
            case let name? where names[name] != nil: item.semanticContentAttribute = names[name]
            default:
                throw LayoutDocumentError(isRoot
                    ? "\(place): \"layoutDirection\" must be leftToRight, rightToLeft, inherit, forceLeftToRight or forceRightToLeft"
                    : "\(place): \"layoutDirection\" must be inherit, forceLeftToRight or forceRightToLeft (the root's sets the tree's)")
            }
        }
        if let insets = json["alignmentInsets"] {
            guard let object = insets.members else { throw LayoutDocumentError("\(place): \"alignmentInsets\" must be an object") }
            try expectKeys(object, allowed: ["top", "left", "bottom", "right"], in: "\(place) alignmentInsets",
                           hints: edgeGroupHints)
            var values: [String: Double] = [:]
            for (key, value) in object {
                guard let number = value.number, number.isFinite else {
                    throw LayoutDocumentError("\(place): alignment inset \"\(key)\" must be a finite number")
                }
                values[key] = number
            }
            // An edge left out is 0: the frame ends where the alignment rectangle does.
            item.alignmentInsets = EdgeInsets(top: values["top"] ?? 0, left: values["left"] ?? 0,
                                              bottom: values["bottom"] ?? 0, right: values["right"] ?? 0)
        }
        if let insets = json["safeArea"] {
            guard isRoot else { throw LayoutDocumentError("\(place): only the root has a \"safeArea\"") }
            guard let object = insets.members else { throw LayoutDocumentError("\(place): \"safeArea\" must be an object") }
            try expectKeys(object, allowed: ["top", "left", "bottom", "right"], in: "\(place) safeArea",
                           hints: edgeGroupHints)
            var values: [String: Double] = [:]
            for key in ["top", "left", "bottom", "right"] {
                guard let number = insets[key]?.number, number.isFinite, number >= 0 else {
                    throw LayoutDocumentError("\(place): \"safeArea\" needs \"\(key)\", a finite number, not negative")
                }
                values[key] = number
            }
            item.safeArea = EdgeInsets(top: values["top"]!, left: values["left"]!, bottom: values["bottom"]!, right: values["right"]!)
        }
        if let height = json["keyboard"] {
            guard isRoot else { throw LayoutDocumentError("\(place): only the root has a \"keyboard\"") }
            guard let number = height.number, number.isFinite, number >= 0 else {
                throw LayoutDocumentError("\(place): \"keyboard\" must be a finite number of points, not negative")
            }
            item.keyboard = number
        }
        if let width = json["readableWidth"] {
            guard isRoot else { throw LayoutDocumentError("\(place): only the root has a \"readableWidth\"") }
            guard let number = width.number, number.isFinite, number > 0 else {
                throw LayoutDocumentError("\(place): \"readableWidth\" must be a positive number")
            }
            item.readableWidth = number
        }
        if let guides = json["guides"] {
            guard let list = guides.array else { throw LayoutDocumentError("\(place): \"guides\" must be an array") }
            for (index, guide) in list.enumerated() {
                let guidePlace = "guide \(index) of \(place)"
                guard let object = guide.members else { throw LayoutDocumentError("\(guidePlace) must be an object") }
                try expectKeys(object, allowed: ["name"], in: guidePlace)
                guard let name = guide["name"]?.string, !name.isEmpty else {
                    throw LayoutDocumentError("\(guidePlace) needs \"name\", a non-empty string")
                }
                item.guides.append(name)
            }
        }
        if let inset = json["marginsFromSafeArea"] {
            guard let flag = inset.bool else {
                throw LayoutDocumentError("\(place): \"marginsFromSafeArea\" must be true or false")
            }
            item.marginsFromSafeArea = flag
        }
        if let preserves = json["preservesSuperviewMargins"] {
            guard let flag = preserves.bool else {
                throw LayoutDocumentError("\(place): \"preservesSuperviewMargins\" must be true or false")
            }
            item.preservesSuperviewMargins = flag
        }
        if let uses = json["keyboardFromSafeArea"] {
            guard let flag = uses.bool else {
                throw LayoutDocumentError("\(place): \"keyboardFromSafeArea\" must be true or false")
            }
            item.keyboardFromSafeArea = flag
        }
        if let hidden = json["hidden"] {
            guard let flag = hidden.bool else { throw LayoutDocumentError("\(place): \"hidden\" must be true or false") }
            item.hidden = flag
        }
        if json["stack"] != nil && json["flexStack"] != nil {
            throw LayoutDocumentError("\(place) has both \"stack\" and \"flexStack\"")
        }
        if let scroll = json["scroll"] {
            guard let flag = scroll.bool else { throw LayoutDocumentError("\(place): \"scroll\" must be true or false") }
            if flag, let stack = ["stack", "flexStack"].first(where: { json[$0] != nil }) {
                throw LayoutDocumentError("\(place) has both \"scroll\" and \"\(stack)\"; put the stack inside the scroll item")
            }
            item.scroll = flag
        }
        if let offset = json["contentOffset"] {
            guard item.scroll else { throw LayoutDocumentError("\(place): only a scroll item (\"scroll\": true) has a \"contentOffset\"") }
            let (x, y) = try readPair(offset, "contentOffset", ("x", "y"), in: place)
            item.contentOffset = Point(x: x ?? 0, y: y ?? 0)
        }
        if let adjustment = json["contentInsetAdjustment"] {
            guard item.scroll else {
                throw LayoutDocumentError("\(place): only a scroll item (\"scroll\": true) has a \"contentInsetAdjustment\"")
            }
            let names = ScrollItem.ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)
            guard let behavior = adjustment.string.flatMap(ScrollItem.ContentInsetAdjustmentBehavior.init(rawValue:)) else {
                let near = adjustment.string.flatMap { closestKey(to: $0, among: names) }
                throw LayoutDocumentError("\(place): \"contentInsetAdjustment\" must be one of \(names.joined(separator: ", "))"
                                          + (near.map { " (did you mean \"\($0)\"?)" } ?? ""))
            }
            item.contentInsetAdjustment = behavior
        }
        if let settings = json["stack"] {
            try refuseContentPriorities(json, in: place)
            item.stack = try StackSpec(uikit: settings, in: place)
        } else if let settings = json["flexStack"] {
            item.stack = try StackSpec(flex: settings, in: place)
            for (key, pair) in [("size", item.size), ("minSize", item.minSize), ("maxSize", item.maxSize)]
            where [pair.0, pair.1].contains(where: { ($0 ?? 0) < 0 }) {
                throw LayoutDocumentError("\(place): a flex stack's \"\(key)\" cannot be negative")
            }
        }
        if parentIsFlexStack {
            item.flexOptions = try StackSpec.readFlexOptions(json, in: place)
        }
        if let text = json["text"] {
            guard json["intrinsicSize"] == nil else {
                throw LayoutDocumentError("\(place) has both \"text\" and \"intrinsicSize\"; the text's measure is its intrinsic size")
            }
            item.text = try readText(text, in: place)
        }
        if let ratio = json["aspectRatio"] {
            guard let value = ratio.number, value.isFinite, value > 0 else {
                throw LayoutDocumentError("\(place): \"aspectRatio\" must be a positive number (width ÷ height)"
                                          + ratioWritten(ratio))
            }
            item.aspectRatio = value
        }
        if let parent {
            item.autoresizingFrame = try readAutoresizingFrame(json, in: place, parent: parent)
            if item.autoresizingFrame != nil { item.autoresizingMask = try readAutoresizingMask(json, in: place) }
        } else if let key = ["frame", "autoresizing", "frameIn"].first(where: { json[$0] != nil }) {
            throw LayoutDocumentError("\(place): the root has no parent to keep a \"\(key)\" in; give it a \"size\"")
        }
        if let children = json["children"] {
            guard let list = children.array else { throw LayoutDocumentError("\(place): \"children\" must be an array") }
            for (index, child) in list.enumerated() {
                item.children.append(try readItem(child, path: "child \(index) of \(place)", parent: item))
            }
        }
        if let stack = item.stack {
            try stack.checkCustomSpacing(arranging: item.children.map(\.name), in: place)
        }
        return item
    }

    /// Reads `{ "width": w, "height": h }`-like objects whose members are
    /// optional numbers (null allowed).
    /// A child's `frame` and the parent size it was set in (`frameIn`, or
    /// the parent's `size`, or the parent's `frame`'s size); nil when it has
    /// no frame. `autoresizing` or
    /// `frameIn` without a frame, a frame in a stack, and a frame with no
    /// parent size are errors.
    static func readAutoresizingFrame(_ json: JSON, in place: String, parent: ItemSpec) throws(LayoutDocumentError) -> AutoresizingFrame? {
        guard let frameJSON = json["frame"] else {
            if let key = ["autoresizing", "frameIn"].first(where: { json[$0] != nil }) {
                throw LayoutDocumentError("\(place): \"\(key)\" needs a \"frame\" (x, y, width, height in the parent)")
            }
            return nil
        }
        if parent.stack != nil {
            throw LayoutDocumentError("\(place): a stack places its children; a \"frame\" is for children of a plain item")
        }
        guard let object = frameJSON.members else { throw LayoutDocumentError("\(place): \"frame\" must be an object") }
        try expectKeys(object, allowed: ["x", "y", "width", "height"], in: "\(place) frame")
        var values: [String: Double] = [:]
        for key in ["x", "y", "width", "height"] {
            guard let number = frameJSON[key]?.number, number.isFinite, key.count == 1 || number >= 0 else {
                throw LayoutDocumentError("\(place): \"frame\" needs \"\(key)\", a finite number"
                                          + (key.count == 1 ? "" : ", not negative"))
            }
            values[key] = number
        }
        let frame = Rect(x: values["x"]!, y: values["y"]!, width: values["width"]!, height: values["height"]!)
        let parentSize: Size
        if let frameIn = json["frameIn"] {
            guard let object = frameIn.members else { throw LayoutDocumentError("\(place): \"frameIn\" must be an object") }
            try expectKeys(object, allowed: ["width", "height"], in: "\(place) frameIn")
            var size: [String: Double] = [:]
            for key in ["width", "height"] {
                guard let number = frameIn[key]?.number, number.isFinite, number >= 0 else {
                    throw LayoutDocumentError("\(place): \"frameIn\" needs \"\(key)\", a finite number, not negative")
                }
                size[key] = number
            }
            parentSize = Size(width: size["width"]!, height: size["height"]!)
        } else if let width = parent.size.width, let height = parent.size.height {
            parentSize = Size(width: width, height: height)
        } else if let parentFrame = parent.autoresizingFrame?.frame {
            parentSize = parentFrame.size
        } else {
            throw LayoutDocumentError("\(place): a \"frame\" needs the parent's size when it was set: give \"frameIn\", "
                                      + "or the parent \"\(parent.name)\" a \"size\" with width and height or a \"frame\"")
        }
        return AutoresizingFrame(frame: frame, parentSize: parentSize)
    }

    /// `autoresizing`: a list of `UIView.AutoresizingMask` option names.
    static func readAutoresizingMask(_ json: JSON, in place: String) throws(LayoutDocumentError) -> AutoresizingMask {
        guard let list = json["autoresizing"] else { return [] }
        let names = AutoresizingMask.names.map(\.name)
        guard let entries = list.array else {
            throw LayoutDocumentError("\(place): \"autoresizing\" must be an array of " + names.joined(separator: ", "))
        }
        var mask: AutoresizingMask = []
        for entry in entries {
            guard let option = AutoresizingMask.names.first(where: { $0.name == entry.string })?.option else {
                throw LayoutDocumentError("\(place): \"autoresizing\" takes " + names.joined(separator: ", ")
                                          + "; not \(entry.string.map { "\"\($0)\"" } ?? "a non-string")")
            }
            mask.insert(option)
        }
        return mask
    }

    static func readPair(_ json: JSON?, _ key: String, _ names: (String, String),
                         in place: String) throws(LayoutDocumentError) -> (Double?, Double?) {
        guard let json else { return (nil, nil) }
        guard let members = json.members else { throw LayoutDocumentError("\(place): \"\(key)\" must be an object") }
        try expectKeys(members, allowed: [names.0, names.1], in: "\(place) \(key)")
        func number(_ name: String) throws(LayoutDocumentError) -> Double? {
            guard let value = json[name], value != .null else { return nil }
            if value.string?.hasSuffix("%") == true {
                throw LayoutDocumentError("\(place): \"\(key).\(name)\" is a percentage, which only a child of a flexStack may use")
            }
            guard let number = value.number, number.isFinite else {
                throw LayoutDocumentError("\(place): \"\(key).\(name)\" must be a finite number or null")
            }
            return number
        }
        return (try number(names.0), try number(names.1))
    }

    /// Refuses `hugging` and `compressionResistance` on a `UIStackView`
    /// stack without an `intrinsicSize`: they apply to an intrinsic size,
    /// which a stack has not, so they would hold nothing, and a user who
    /// sets them expects the stack to keep its content's length.
    static func refuseContentPriorities(_ json: JSON, in place: String) throws(LayoutDocumentError) {
        guard json["intrinsicSize"] == nil,
              let key = ["hugging", "compressionResistance"].first(where: { json[$0] != nil }) else { return }
        throw LayoutDocumentError("\(place): \"\(key)\" applies to an intrinsic size, which a stack has not: "
            + "it hugs by its rules (UISV-canvas-fit @49 aligned by baselines, UISV-spanning-fit @51 aligned "
            + "top, center or bottom, its items' own aligned fill); set \"\(key)\" on the items instead")
    }

    /// Reads `"text": { "words": [...], "spaceWidth": 4, "lineHeight": 20, "maxLines": 0 }`.
    static func readText(_ json: JSON, in place: String) throws(LayoutDocumentError) -> WrappedText {
        guard let members = json.members else { throw LayoutDocumentError("\(place): \"text\" must be an object") }
        try expectKeys(members, allowed: ["words", "spaceWidth", "lineHeight", "maxLines"], in: "\(place) text",
                       hints: textHints)
        guard let list = json["words"]?.array else {
            throw LayoutDocumentError("\(place): \"text\" needs \"words\", an array of word widths")
        }
        var words: [Double] = []
        for (index, entry) in list.enumerated() {
            guard let width = entry.number, width.isFinite, width >= 0 else {
                throw LayoutDocumentError("\(place): word \(index) of \"text\" must be a width: a finite number, not negative")
            }
            words.append(width)
        }
        func length(_ key: String, _ fallback: Double) throws(LayoutDocumentError) -> Double {
            guard let value = json[key] else { return fallback }
            guard let number = value.number, number.isFinite, number >= 0 else {
                throw LayoutDocumentError("\(place): \"text.\(key)\" must be a finite number, not negative")
            }
            return number
        }
        let spaceWidth = try length("spaceWidth", 4), lineHeight = try length("lineHeight", 20)
        var maxLines = 0
        if let value = json["maxLines"] {
            guard let number = value.number, number >= 0, number == number.rounded(), number < 1e9 else {
                throw LayoutDocumentError("\(place): \"text.maxLines\" must be a whole number, 0 for no limit")
            }
            maxLines = Int(number)
        }
        return WrappedText(words: words, spaceWidth: spaceWidth, lineHeight: lineHeight, maxLines: maxLines)
    }

    /// What to write on an item for CSS's, UIKit's and Texture's names.
    static let itemHints = ["width": sizeHint, "height": sizeHint,
                            "safeAreaInsets": safeAreaHint, "rootSafeAreaInsets": safeAreaHint,
                            "keyboardHeight": keyboardHint, "rootKeyboardHeight": keyboardHint,
                            "usesBottomSafeArea": "UIKit's usesBottomSafeArea is \"keyboardFromSafeArea\"",
                            "insetsLayoutMarginsFromSafeArea": "UIKit's insetsLayoutMarginsFromSafeArea is \"marginsFromSafeArea\"",
                            "ratio": ratioHint].merging(StackSpec.yogaEdgeStyleHints) { first, _ in first }
        .merging(sizeBoundHints) { first, _ in first }
        .merging(uikitPropertyHints) { first, _ in first }

    /// What to write for CSS's and Yoga's one-sided bounds (`minWidth`)
    /// and the Swift names of a flex child's (`FlexItemOptions.minimumSize`),
    /// on any item.
    static let sizeBoundHints = [
        "minWidth": minSizeHint, "minHeight": minSizeHint, "minimumSize": minSizeHint,
        "maxWidth": maxSizeHint, "maxHeight": maxSizeHint, "maximumSize": maxSizeHint,
    ]

    static let minSizeHint = "an item's minimum is \"minSize\": {\"width\": …, \"height\": …}"

    static let maxSizeHint = "an item's maximum is \"maxSize\": {\"width\": …, \"height\": …}"

    /// What to write for the names of UIKit's view properties that a
    /// document spells otherwise.
    static let uikitPropertyHints = [
        "intrinsicContentSize": "UIKit's intrinsicContentSize is \"intrinsicSize\"",
        "contentHuggingPriority": "UIKit's content hugging priority is \"hugging\"",
        "contentCompressionResistancePriority": "UIKit's compression resistance priority is \"compressionResistance\"",
        "layoutMargins": "UIKit's layoutMargins are \"margins\"",
        "directionalLayoutMargins": "UIKit's directionalLayoutMargins are \"margins\" with \"leading\" and \"trailing\"",
        "semanticContentAttribute": "UIKit's semanticContentAttribute is \"layoutDirection\"",
        "alignmentRectInsets": "UIKit's alignmentRectInsets are \"alignmentInsets\"",
        "contentInsetAdjustmentBehavior": "UIKit's contentInsetAdjustmentBehavior is a scroll item's \"contentInsetAdjustment\"",
        "adjustedContentInset": "a scroll item's adjustedContentInset follows from the root's \"safeArea\" "
            + "and its \"contentInsetAdjustment\"",
        "contentSize": "a scroll item's contentSize follows from its content's constraints "
            + "to its content guide (NAME.content)",
        "translatesAutoresizingMaskIntoConstraints": "an item with a \"frame\" translates its autoresizing mask "
            + "into constraints, as UIKit's translatesAutoresizingMaskIntoConstraints; one without a frame does not",
    ]

    /// What to write in a text for the names of `UILabel`'s properties.
    static let textHints = [
        "numberOfLines": "UILabel's numberOfLines is \"maxLines\" (0 for no limit)",
        "font": fontHint, "fontSize": fontHint,
        "text": "a text's \"words\" are the widths of its words in points, in order",
    ]

    static let fontHint = "a document has no fonts: \"words\" are the words' widths, "
        + "\"spaceWidth\" a space's and \"lineHeight\" a line's height, in points"

    static let safeAreaHint = "the root's insets are \"safeArea\": {\"top\": …, \"bottom\": …}"

    static let keyboardHint = "the keyboard's height is the root's \"keyboard\""

    /// Texture's `ASRatioLayoutSpec` ratio is height ÷ width, the inverse.
    static let ratioHint = "an item's proportions are \"aspectRatio\", width ÷ height (Texture's ratio 0.5 is 2)"

    /// For an edge object's key that stands for several edges (CSS's and
    /// Yoga's `horizontal`, `vertical`, `all`): the edges to write.
    static let edgeGroupHints = [
        "horizontal": "write \"left\" and \"right\" (or \"leading\" and \"trailing\"), each with the length",
        "vertical": "write \"top\" and \"bottom\", each with the length",
        "all": "write \"top\", \"left\", \"bottom\" and \"right\", each with the length",
    ]

    /// For an edge object written as one number (CSS's `margin: 16`), the
    /// object it stands for; empty otherwise.
    static func edgesShorthand(_ json: JSON) -> String {
        guard let number = json.number else { return "" }
        let length = JSON.formatNumber(number)
        return ": \(length) on every edge is {\"top\": \(length), \"left\": \(length), \"bottom\": \(length),"
            + " \"right\": \(length)}"
    }

    /// For a ratio written as text (`"16:9"`, `"4/3"`), the number it
    /// stands for; empty otherwise.
    static func ratioWritten(_ json: JSON) -> String {
        guard let text = json.string,
              case let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" }),
              parts.count == 2,
              let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return "" }
        return ": \"\(text)\" is \(JSON.formatNumber(width / height))"
    }

    static let sizeHint = "an item's size is \"size\": {\"width\": …, \"height\": …}"

    /// Refuses the first key not in `allowed`, naming it; `hints` says, for
    /// a key that belongs elsewhere (the other stack's vocabulary), what to
    /// write instead, and a near miss of an allowed key names that key.
    static func expectKeys(_ members: [(key: String, value: JSON)], allowed: [String], in place: String,
                           hints: [String: String] = [:]) throws(LayoutDocumentError) {
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            let hint = hints[unknown.key].map { ": \($0)" }
                ?? closestKey(to: unknown.key, among: allowed).map { ": did you mean \"\($0)\"?" } ?? ""
            throw LayoutDocumentError("\(place) has an unknown key \"\(unknown.key)\"\(hint)")
        }
    }
}
