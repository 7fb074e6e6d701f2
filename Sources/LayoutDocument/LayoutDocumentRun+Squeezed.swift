import JSON
import Layout

extension LayoutDocumentRun {
    /// An item shown shorter than its content along one axis: its
    /// compression resistance gave way, to required constraints or to
    /// others at a higher priority, and part of its content does not show.
    /// A layout may mean it (a title squeezed by the button beside it), or
    /// not (a footer pushed to nothing by the rest of the screen): UIKit
    /// says nothing either way, and a run lists it.
    public struct Squeeze {
        /// The item.
        public let item: LayoutItem
        /// `.width` or `.height`.
        public let attribute: LayoutAttribute
        /// The item's length along it in the layout.
        public let length: Double
        /// Its content's length: its intrinsic length, or for measured
        /// content what it measures within the item's width (text wraps to
        /// it; a word wider than the item, one line of text, or lines
        /// taller, are cut).
        public let content: Double

        /// `stepper (width 46 of 100)`.
        var text: String { "\(item.name) (\(lengths))" }

        /// `width 46 of 100`.
        var lengths: String {
            "\(attribute.rawValue) \(JSON.formatNumber(length)) of \(JSON.formatNumber(content))"
        }
    }

    /// The items shown shorter than their content, in document order,
    /// width before height. Hidden items, and those inside one, show
    /// nothing and are left out.
    public var squeezed: [Squeeze] {
        items.flatMap { item -> [Squeeze] in
            guard !item.isHiddenOrInsideHidden else { return [] }
            let size = Self.printed(item.reportedFrameInRoot).size
            // Measured content wraps to the item's width: what it needs
            // there (a word wider than the item, one line of text that does
            // not wrap, lines taller than it).
            let content = item.measuredContent.map { content -> IntrinsicSize in
                let fitted = content.sizeThatFits(ProposedSize(width: size.width, height: nil))
                return IntrinsicSize(width: fitted.width, height: fitted.height)
            } ?? item.intrinsicContentSize
            return [(LayoutAttribute.width, size.width, content.width), (.height, size.height, content.height)]
                .compactMap { attribute, length, content in
                    guard let content, length < content - Self.squeezeTolerance else { return nil }
                    return Squeeze(item: item, attribute: attribute, length: length, content: content)
                }
        }
    }

    /// How much shorter than its content an item must be to be listed:
    /// less is rounding in the layout, not content cut.
    static let squeezeTolerance = 1e-6

    /// The text output's line of ``squeezed``; nil when there is none.
    var squeezedLine: String? {
        let squeezed = squeezed
        guard !squeezed.isEmpty else { return nil }
        return "squeezed below their content: " + squeezed.map(\.text).joined(separator: ", ")
    }

    /// `--json`'s `squeezed`: `[{ "item", "attribute", "length", "content" }]`;
    /// nil when there is none.
    var squeezedJSON: JSON? {
        let squeezed = squeezed
        guard !squeezed.isEmpty else { return nil }
        return .array(squeezed.map { squeeze in
            .object([("item", .string(squeeze.item.name)), ("attribute", .string(squeeze.attribute.rawValue)),
                     ("length", .number(squeeze.length)), ("content", .number(squeeze.content))])
        })
    }
}

extension LayoutItem {
    /// Whether the item or one of its ancestors is hidden.
    var isHiddenOrInsideHidden: Bool {
        var item: LayoutItem? = self
        while let current = item {
            if current.isHidden { return true }
            item = current.parent
        }
        return false
    }
}
