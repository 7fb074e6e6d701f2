import JSON
import LayoutDocument
import Stack

extension StackCase {
    /// The case as a layout document (`layout run`'s input): the stack is the root.
    var document: JSON {
        var root: [(key: String, value: JSON)] = [("name", .string("stack"))]
        switch stack {
        case let .uikit(settings):
            root.append(("size", Self.pair("width", settings.stackSize.width, "height", settings.stackSize.height)))
            if let margins = settings.margins {
                root.append(("margins", .object([("top", .number(margins.top)), ("left", .number(margins.left)),
                                                 ("bottom", .number(margins.bottom)), ("right", .number(margins.right))])))
            }
            var customSpacing: [(key: String, value: JSON)] = []
            for child in children {
                switch child.customSpacingAfter {
                case let .points(points)?: customSpacing.append((child.id, .number(points)))
                case .system?: customSpacing.append((child.id, .string("system")))
                case .default?, nil: break
                }
            }
            root.append(("stack", .object([
                ("axis", .string(settings.axis == .horizontal ? "horizontal" : "vertical")),
                ("distribution", .string(Self.name(of: settings.distribution))),
                ("alignment", .string(settings.alignment.rawValue)),
                ("spacing", .number(settings.spacing)),
                ("customSpacing", .object(customSpacing)),
                ("baselineRelative", .bool(settings.baselineRelative)),
                ("marginsRelative", .bool(settings.marginsRelative)),
            ])))
        case let .flex(settings):
            root.append(("minSize", Self.pair("width", settings.minimum.width, "height", settings.minimum.height)))
            root.append(("maxSize", Self.pair("width", settings.maximum.width, "height", settings.maximum.height)))
            root.append(("flexStack", .object([
                ("direction", .string(settings.direction == .horizontal ? "horizontal" : "vertical")),
                ("spacing", .number(settings.spacing)),
                ("justifyContent", .string(settings.justifyContent.rawValue)),
                ("alignItems", .string(Self.alignItemsName(of: settings.alignItems))),
            ])))
        }
        root.append(("children", .array(children.map { child(for: $0) })))
        return .object([("root", .object(root)), ("constraints", .array([]))])
    }

    private func child(for spec: Child) -> JSON {
        var item: [(key: String, value: JSON)] = [("name", .string(spec.id))]
        item.append(("intrinsicSize", Self.pair("width", spec.intrinsic.width, "height", spec.intrinsic.height)))
        if let (horizontal, vertical) = spec.hugging {
            item.append(("hugging", Self.pair("horizontal", horizontal, "vertical", vertical)))
        }
        if let (horizontal, vertical) = spec.compression {
            item.append(("compressionResistance", Self.pair("horizontal", horizontal, "vertical", vertical)))
        }
        if spec.hidden { item.append(("hidden", .bool(true))) }
        if spec.firstBaseline != nil || spec.lastBaseline != nil {
            item.append(("baseline", Self.pair("first", spec.firstBaseline, "last", spec.lastBaseline)))
        }
        if case .flex = stack {
            if let grow = spec.grow { item.append(("flexGrow", .number(grow))) }
            if let shrink = spec.shrink { item.append(("flexShrink", .number(shrink))) }
            if let before = spec.spacingBefore { item.append(("spacingBefore", .number(before))) }
            if let after = spec.spacingAfter { item.append(("spacingAfter", .number(after))) }
            switch spec.basis {
            case let .points(points)?: item.append(("flexBasis", .number(points)))
            case let .fraction(fraction)?: item.append(("flexBasis", .string("\(fraction * 100)%")))
            case .auto?, nil: break
            }
            if let alignSelf = spec.alignSelf { item.append(("alignSelf", .string(Self.alignItemsName(of: alignSelf)))) }
            if let range = spec.widthRange {
                item.append(("minSize", Self.pair("width", range.minimum, "height", nil)))
                item.append(("maxSize", Self.pair("width", range.maximum, "height", nil)))
            }
            if let range = spec.heightRange {
                item.append(("minSize", Self.pair("width", nil, "height", range.minimum)))
                item.append(("maxSize", Self.pair("width", nil, "height", range.maximum)))
            }
        }
        return .object(item)
    }

    private static func pair(_ first: String, _ a: Double?, _ second: String, _ b: Double?) -> JSON {
        .object([(first, a.map(JSON.number) ?? .null), (second, b.map(JSON.number) ?? .null)])
    }

    private static func name(of distribution: StackDistribution) -> String {
        switch distribution {
        case .fill: "fill"
        case .fillEqually: "fillEqually"
        case .fillProportionally: "fillProportionally"
        case .equalSpacing: "equalSpacing"
        case .equalCentering: "equalCentering"
        case .flex: "flex"
        }
    }

    private static func alignItemsName(of alignment: StackAlignment) -> String {
        switch alignment {
        case .fill: "stretch"
        case .leading: "start"
        case .trailing: "end"
        case .center: "center"
        case .firstBaseline: "baselineFirst"
        case .lastBaseline: "baselineLast"
        }
    }
}
