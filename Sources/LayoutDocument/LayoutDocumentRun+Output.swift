import Cassowary
import JSON
import Layout

extension LayoutDocumentRun {
    /// The frames, every one in the root's coordinate space, by item name.
    public var framesJSON: JSON {
        .object(items.map { item in
            let frame = Self.printed(item.reportedFrameInRoot)
            return (item.name, .object([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                                        ("width", .number(frame.width)), ("height", .number(frame.height))]))
        })
    }

    /// The content size of each scroll item (its `content` guide's size),
    /// by item name, in document order; nil when the document has none.
    public var contentSizesJSON: JSON? {
        let scrolls = items.compactMap { $0 as? ScrollItem }
        guard !scrolls.isEmpty else { return nil }
        return .object(scrolls.map { scroll in
            let size = Self.printedContentSize(of: scroll)
            return (scroll.name, .object([("width", .number(size.width)), ("height", .number(size.height))]))
        })
    }

    /// The safe-area insets each scroll item takes into its content inset
    /// (``ScrollItem/adjustedContentInset``), by item name, for those that
    /// take any; nil when none does.
    var adjustedContentInsetsJSON: JSON? {
        let adjusted = items.compactMap { $0 as? ScrollItem }.filter { $0.adjustedContentInset != .zero }
        guard !adjusted.isEmpty else { return nil }
        return .object(adjusted.map { scroll in
            let inset = scroll.adjustedContentInset
            return (scroll.name, .object([("top", .number(inset.top)), ("left", .number(inset.left)),
                                          ("bottom", .number(inset.bottom)), ("right", .number(inset.right))]))
        })
    }

    /// `content of NAME: W × H`, and the safe-area insets the scroll item
    /// takes into its content inset when it takes any (`, adjusted content
    /// inset: top 47, bottom 34`).
    static func contentLine(of scroll: ScrollItem) -> String {
        let size = printedContentSize(of: scroll), inset = scroll.adjustedContentInset
        let sides = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(JSON.formatNumber($0.1))" }
        return "content of \(scroll.name): \(JSON.formatNumber(size.width)) × \(JSON.formatNumber(size.height))"
            + (sides.isEmpty ? "" : ", adjusted content inset: " + sides.joined(separator: ", "))
    }

    /// A scroll item's content size as documents print it (see ``printed(_:)``).
    static func printedContentSize(of scroll: ScrollItem) -> Size {
        printed(Rect(origin: Point(x: 0, y: 0), size: scroll.contentSize)).size
    }

    /// A frame as documents print it: a value within ``wholePointNoise``
    /// of a whole number of points is that number. Ten significant digits
    /// already print `69.99999999999999` as `70`, but keep every digit of
    /// noise around 0 (`-7.105427358e-15`).
    static func printed(_ frame: Rect) -> Rect {
        func whole(_ value: Double) -> Double {
            let rounded = value.rounded()
            return abs(value - rounded) < wholePointNoise ? rounded : value
        }
        return Rect(x: whole(frame.minX), y: whole(frame.minY), width: whole(frame.width), height: whole(frame.height))
    }

    /// How far from a whole number of points a printed frame value may be
    /// and still be taken for it: far below what a layout tells apart (the
    /// solver takes 1e-8 for 0).
    static let wholePointNoise = 1e-9

    /// The text output's line of the hidden items, each with what it holds,
    /// whose frames print as laid out though nothing of them shows: `hidden:
    /// row (holding a, b), badge`; nil when none is hidden.
    var hiddenLine: String? {
        let hidden = items.filter { $0.isHidden && !($0.parent?.isHiddenOrInsideHidden ?? false) }
        guard !hidden.isEmpty else { return nil }
        return "hidden: " + hidden.map { item in
            let held = items.filter { $0 !== item && item.isAncestor(of: $0) }
            return held.isEmpty ? item.name : "\(item.name) (holding \(held.map(\.name).joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    /// The run as `layout run --json` prints it: frames and ambiguous items,
    /// or, when required constraints conflicted, the first conflict (with
    /// the frames of the layout without the broken constraint and its
    /// ambiguous items, unless `strict`: frames printed without saying which
    /// are one possible layout would read as decided).
    public func json(strict: Bool) -> JSON {
        let ambiguousJSON = JSON.array(ambiguous.map { .string($0.name) })
        let layout: [(key: String, value: JSON)] = [("frames", framesJSON)]
            + (contentSizesJSON.map { [("contentSizes", $0)] } ?? [])
            + (adjustedContentInsetsJSON.map { [("adjustedContentInsets", $0)] } ?? []) + [("ambiguous", ambiguousJSON)]
            + (squeezedJSON.map { [("squeezed", $0)] } ?? [])
            + (overflowingJSON.map { [("overflowing", $0)] } ?? [])
            + (pastTheRootJSON.map { [("pastTheRoot", $0)] } ?? [])
        guard let conflict = conflicts.first else {
            return .object(layout + passProblems)
        }
        var members: [(key: String, value: JSON)] = [
            ("error", .string("unsatisfiable")),
            ("conflict", .array(conflict.constraints.map { .string(text(of: $0)) })),
            ("broken", .string(text(of: conflict.broken))),
        ]
        if !strict { members += layout }
        members.append(("message", .string(message(for: conflict))))
        return .object(members + passProblems)
    }

    /// Why the items that grow by the safe area in their margins never
    /// settle, and what to do; nil when none does.
    var safeAreaLoopText: String? {
        let names = passes.unsettledBySafeAreaMargins.map(\.name)
        guard let last = names.last else { return nil }
        let (list, grows, its, it) = names.count == 1 ? (last, "grows", "its", "it")
            : (names.dropLast().joined(separator: ", ") + " and " + last, "grow", "their", "them")
        return "\(list) \(grows) into the unsafe area by \(its) own margins: on every pass the safe area reaches"
            + " further into \(it), \(its) margins grow by as much, and what is pinned to them grows \(it) again."
            + " Set \"marginsFromSafeArea\": false on \(it), or keep \(it) out of the unsafe area"
            + " (a scroll item's content keeps out of the edges its \"contentInsetAdjustment\" takes)."
    }

    /// `unsettled` (the items still changing when the pass limit stopped the
    /// layout), `unsettledBySafeAreaMargins` (those of them that grow by
    /// the safe area in their margins) and `invalidMeasurements` (what
    /// content measured that could not be used), when there are any.
    private var passProblems: [(key: String, value: JSON)] {
        var members: [(key: String, value: JSON)] = []
        if !passes.unsettledItems.isEmpty {
            members.append(("unsettled", .array(passes.unsettledItems.map { .string($0.name) })))
        }
        if !passes.unsettledBySafeAreaMargins.isEmpty {
            let names = passes.unsettledBySafeAreaMargins.map { JSON.string($0.name) }
            members.append(("unsettledBySafeAreaMargins", .array(names)))
        }
        if !passes.invalidMeasurements.isEmpty {
            members.append(("invalidMeasurements", .array(passes.invalidMeasurements.map { .string($0.description) })))
        }
        return members
    }

    /// The run for a person: a table of frames (root coordinates), the
    /// ambiguous items, and each conflict in words.
    public func text(strict: Bool) -> String {
        var lines: [String] = []
        if !(strict && !conflicts.isEmpty) {
            let rows = items.map { item -> [String] in
                let frame = Self.printed(item.reportedFrameInRoot)
                return [item.name, JSON.formatNumber(frame.minX), JSON.formatNumber(frame.minY), JSON.formatNumber(frame.width), JSON.formatNumber(frame.height)]
            }
            let header = ["item", "x", "y", "width", "height"]
            let widths = (0..<5).map { column in ([header] + rows).map { $0[column].count }.max()! }
            for row in [header] + rows {
                lines.append(zip(row, widths).enumerated().map { index, cell in
                    index == 0 ? cell.0.padded(toWidth: cell.1)
                        : String(repeating: " ", count: cell.1 - cell.0.count) + cell.0
                }.joined(separator: "  "))
            }
            let scrolls = items.compactMap { $0 as? ScrollItem }
            if !scrolls.isEmpty { lines.append("") }
            for scroll in scrolls { lines.append(Self.contentLine(of: scroll)) }
            if !ambiguous.isEmpty {
                lines.append("")
                lines.append("ambiguous: " + ambiguousItemsText)
            }
            // What the frames do not show, one line each, after a blank one.
            let notes = [squeezedLine, overflowingLine, pastTheRootLine, hiddenLine].compactMap { $0 }
            if !notes.isEmpty { lines += [""] + notes }
        }
        let numbers = conflicts.isEmpty ? [:] : constraintNumbers
        for conflict in conflicts {
            if !lines.isEmpty { lines.append("") }
            lines.append(message(for: conflict))
            lines.append(fixesText(for: conflict, numbers: numbers))
        }
        if !passes.unsettledItems.isEmpty {
            lines.append("")
            lines.append("did not settle in \(LayoutEngine.maximumPasses) layout passes: "
                         + passes.unsettledItems.map(\.name).joined(separator: ", "))
            if let loop = safeAreaLoopText { lines.append(loop) }
        }
        for invalid in passes.invalidMeasurements {
            lines.append("")
            lines.append(invalid.description)
        }
        return lines.joined(separator: "\n")
    }

    /// The ambiguous items, each with its open attributes:
    /// `sender (width), time (left, width)`, the attributes a `--why`
    /// explains.
    private var ambiguousItemsText: String {
        ambiguous.map { item in
            let open = ambiguities.filter { $0.region === item }.map(\.attribute.rawValue)
            return "\(item.name) (\(open.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    /// A conflict in words, with the constraints as the document wrote them
    /// (after their ids, ``name(of:)``).
    public func message(for conflict: LayoutConflict) -> String {
        conflict.description(naming: name(of:))
    }
}
