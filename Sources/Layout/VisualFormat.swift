extension LayoutConstraint {
    /// The constraints a string of Apple's Visual Format Language describes,
    /// like `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[a(>=50@750)]-8-[b(==a)]-|", views: ["a": a, "b": b])
    /// try LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The whole grammar of the Auto Layout Guide is read:
    /// ```
    /// <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
    /// <orientation> ::= H | V
    /// <superview> ::= |
    /// <view> ::= [<viewName>(<predicateListWithParens>)?]
    /// <connection> ::= e | -<predicateList>- | -
    /// <predicateList> ::= <simplePredicate> | <predicateListWithParens>
    /// <simplePredicate> ::= <metricName> | <positiveNumber>
    /// <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
    /// <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
    /// <relation> ::= == | <= | >=
    /// <objectOfPredicate> ::= <constant> | <viewName>
    /// <priority>, <constant> ::= <metricName> | <number>
    /// ```
    /// Names are `[A-Za-z_][A-Za-z0-9_]*`; numbers are decimal (`12`, `0.5`)
    /// and may carry a sign inside parentheses (`-(-10)-`). Unlike Apple's,
    /// this parser skips spaces between tokens: `H: |-[a]- [b]-|` is read.
    ///
    /// What each part makes, as UIKit does:
    /// - The orientation is `H` (the default) or `V`. Horizontal connections
    ///   relate leading and trailing edges, or left and right ones with
    ///   ``VisualFormatOptions/directionLeftToRight`` and
    ///   ``VisualFormatOptions/directionRightToLeft``; vertical ones relate
    ///   top and bottom (baselines with ``VisualFormatOptions/spacingBaselineToBaseline``).
    /// - A connection between two views makes one constraint per predicate,
    ///   the later view first: `[a]-[b]` is `b.leading == a.trailing + 8`
    ///   (``systemSpacing``), `[a]-10-[b]` adds 10, `[a][b]` adds 0,
    ///   `[a]-(>=10@750)-[b]` is `b.leading >= a.trailing + 10 @750`.
    ///   From right to left the earlier view comes first, so that the
    ///   constant is still the gap: `a.left == b.right + 8`.
    /// - `|` is the parent of the first view (the owning item of a guide);
    ///   every view of the format must have that same parent. The standard
    ///   spacing to it relates to its margins, with no constant:
    ///   `|-[a]` is `a.leading == superview.leadingMargin` and `[a]-|` is
    ///   `superview.trailingMargin == a.trailing` (`topMargin` and
    ///   `bottomMargin` vertically). Any other connection relates to its
    ///   edges: `|-20-[a]` is `a.leading == superview.leading + 20`.
    /// - A view's predicates constrain its width (horizontal formats) or its
    ///   height (vertical ones): `[a(>=50,<=200@750)]` makes two constraints,
    ///   `[a(==b)]` is `a.width == b.width`. In a view's predicates a name is
    ///   a metric when `metrics` has it, a view otherwise.
    /// - A predicate without a relation is `==`; without a priority it is
    ///   required. Priorities must lie in (0, 1000].
    /// - Alignment options add, for every two consecutive views, an equality
    ///   of the option's attribute, the earlier view first: `a.top == b.top`.
    ///
    /// The constraints come in the order of the format (a connection, then
    /// the view it leads to and that view's predicates), the alignments
    /// last. They are inactive and have no identifier, as in UIKit.
    ///
    /// - Parameters:
    ///   - format: the visual format string.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: the constants that names in the format stand for.
    ///   - views: the views (items or guides) that names in the format stand for.
    /// - Throws: ``VisualFormatError`` at the first fault: an empty format,
    ///   a syntax error (a missing view, `[`, `]`, `-` or `)`, a missing
    ///   `:` after `H` or `V`, a malformed predicate, `|` in the middle),
    ///   an unknown view or metric, a view
    ///   where a number or a metric is expected, a priority outside
    ///   (0, 1000], an alignment along the format's own axis, both
    ///   left-to-right and right-to-left, or a `|` whose views have no
    ///   parent or different ones. The engine's own checks (views in
    ///   different trees, for example) are made by ``activate(_:)``.
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:],
                                   views: [String: LayoutRegion]) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        return try parser.parse().constraints(options: options)
    }
}

/// A visual format string as read, names resolved to views and constants.
struct VisualFormat {
    /// A view of the format and its predicates.
    struct View {
        let region: LayoutRegion
        let name: String
        /// Where its name is in the format.
        let offset: Int
        /// The predicates on its size.
        let predicates: [Predicate]
    }

    /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`: relates to
    /// `constant`, or to the size of `view` when there is one (only view
    /// predicates have one; their constant is then 0).
    struct Predicate {
        let relation: Relation
        let view: LayoutRegion?
        let constant: Double
        let priority: Priority
    }

    /// The space a connection puts between its two elements.
    enum Spacing {
        /// `-`: ``LayoutConstraint/systemSpacing`` between views, the
        /// margins at the superview.
        case standard
        /// `-predicates-`, or nothing: flush.
        case predicates([Predicate])

        /// No connection written: the elements touch.
        static var flush: Spacing { .predicates([Predicate(relation: .equal, view: nil, constant: 0, priority: .required)]) }
    }

    /// An end of a connection.
    enum Element {
        case superview(LayoutItem)
        case view(LayoutRegion)
    }

    /// Which edges connections relate, for the format's axis and options.
    struct Flow {
        /// The edges where an element starts and ends, in the format's order.
        let start: LayoutAttribute
        let end: LayoutAttribute
        /// The superview's margins on those sides.
        let startMargin: LayoutAttribute
        let endMargin: LayoutAttribute
        /// Whether the format's order runs against the coordinates (right
        /// to left), so that constraints put the earlier element first.
        let reversed: Bool
        /// The edges that a connection between two views relates: `start`
        /// and `end` unless spacing runs from baseline to baseline.
        var viewStart: LayoutAttribute
        var viewEnd: LayoutAttribute

        init(_ start: LayoutAttribute, _ end: LayoutAttribute, margins startMargin: LayoutAttribute,
             _ endMargin: LayoutAttribute, reversed: Bool = false) {
            self.start = start
            self.end = end
            self.startMargin = startMargin
            self.endMargin = endMargin
            self.reversed = reversed
            viewStart = start
            viewEnd = end
        }
    }

    /// The format string, for errors.
    let text: String
    var axis = LayoutAxis.horizontal
    /// Where the orientation is written; 0 when it is not.
    var axisOffset = 0
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Spacing] = []
    /// The connection from a leading `|` to the first view, and the offset of the `|`.
    var leadingSuperview: (spacing: Spacing, offset: Int)?
    /// The connection from the last view to a trailing `|`, and the offset of the `|`.
    var trailingSuperview: (spacing: Spacing, offset: Int)?

    /// The constraints of the format, in its order, then the alignments.
    func constraints(options: VisualFormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        let flow = try flow(options: options)
        let alignments = try alignedAttributes(options: options)
        var result: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            if index > 0 {
                result += constraints(from: .view(views[index - 1].region), to: .view(view.region),
                                      spacing: connections[index - 1], flow: flow)
            } else if let leading = leadingSuperview {
                result += constraints(from: .superview(try superview(bar: leading.offset)), to: .view(view.region),
                                      spacing: leading.spacing, flow: flow)
            }
            result += sizeConstraints(of: view)
        }
        if let trailing = trailingSuperview {
            result += constraints(from: .view(views[views.count - 1].region),
                                  to: .superview(try superview(bar: trailing.offset)), spacing: trailing.spacing, flow: flow)
        }
        for (earlier, later) in zip(views, views.dropFirst()) {
            result += alignments.map { LayoutConstraint(earlier.region, $0, .equal, later.region, $0) }
        }
        return result
    }

    /// The edges the options and the axis call for.
    private func flow(options: VisualFormatOptions) throws(VisualFormatError) -> Flow {
        var flow: Flow
        switch (axis, options.intersection(VisualFormatOptions.directionMask)) {
        case (.vertical, _): flow = Flow(.top, .bottom, margins: .topMargin, .bottomMargin)
        case (_, .directionLeadingToTrailing): flow = Flow(.leading, .trailing, margins: .leadingMargin, .trailingMargin)
        case (_, .directionLeftToRight): flow = Flow(.left, .right, margins: .leftMargin, .rightMargin)
        case (_, .directionRightToLeft): flow = Flow(.right, .left, margins: .rightMargin, .leftMargin, reversed: true)
        default:
            throw VisualFormatError(message: "directionLeftToRight and directionRightToLeft cannot be combined",
                                    format: text, offset: axisOffset)
        }
        if axis == .vertical && options.contains(.spacingBaselineToBaseline) {
            flow.viewStart = .firstBaseline
            flow.viewEnd = .lastBaseline
        }
        return flow
    }

    /// The attributes of the alignment options, which must lie across the axis.
    private func alignedAttributes(options: VisualFormatOptions) throws(VisualFormatError) -> [LayoutAttribute] {
        let attributes = VisualFormatOptions.alignments.filter { options.contains($0.option) }.map(\.attribute)
        if let wrong = attributes.first(where: { $0.axis == axis }) {
            let name = "alignAll" + wrong.rawValue.prefix(1).uppercased() + wrong.rawValue.dropFirst()
            let (along, across) = axis == .horizontal ? ("horizontally", "vertical") : ("vertically", "horizontal")
            throw VisualFormatError(message: "\(name) aligns views \(along), so it needs a \(across) format",
                                    format: text, offset: axisOffset)
        }
        return attributes
    }

    /// The item `|` stands for: the parent of the first view, which must be
    /// the parent of every view.
    private func superview(bar: Int) throws(VisualFormatError) -> LayoutItem {
        let first = views[0]
        guard let parent = first.region.coordinateParent else {
            throw VisualFormatError(message: "'|' stands for the parent of '\(first.name)', which has none",
                                    format: text, offset: bar)
        }
        if let stranger = views.first(where: { $0.region.coordinateParent !== parent }) {
            throw VisualFormatError(message: "'|' stands for the parent of '\(first.name)', which is not the parent of '\(stranger.name)'",
                                    format: text, offset: stranger.offset)
        }
        return parent
    }

    /// One constraint per predicate of a connection: the later element's
    /// start edge against the earlier one's end edge (the superview's edges,
    /// or margins for the standard spacing, face inwards), the later element
    /// first unless `flow` is reversed.
    private func constraints(from earlier: Element, to later: Element, spacing: Spacing,
                             flow: Flow) -> [LayoutConstraint] {
        let betweenViews = !earlier.isSuperview && !later.isSuperview
        let (predicates, toMargins): ([Predicate], Bool) = switch spacing {
        case .standard:
            ([Predicate(relation: .equal, view: nil, constant: betweenViews ? LayoutConstraint.systemSpacing : 0,
                        priority: .required)], true)
        case let .predicates(list):
            (list, false)
        }
        let earlierEdge = earlier.isSuperview ? (toMargins ? flow.startMargin : flow.start)
            : betweenViews ? flow.viewEnd : flow.end
        let laterEdge = later.isSuperview ? (toMargins ? flow.endMargin : flow.end)
            : betweenViews ? flow.viewStart : flow.start
        return predicates.map { predicate in
            flow.reversed
                ? LayoutConstraint(earlier.region, earlierEdge, predicate.relation, later.region, laterEdge,
                                   constant: predicate.constant, priority: predicate.priority)
                : LayoutConstraint(later.region, laterEdge, predicate.relation, earlier.region, earlierEdge,
                                   constant: predicate.constant, priority: predicate.priority)
        }
    }

    /// A view's predicates, on its width or height.
    private func sizeConstraints(of view: View) -> [LayoutConstraint] {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        return view.predicates.map { predicate in
            LayoutConstraint(view.region, size, predicate.relation, predicate.view, size,
                             constant: predicate.constant, priority: predicate.priority)
        }
    }
}

extension VisualFormat.Element {
    var region: LayoutRegion {
        switch self {
        case let .superview(item): item
        case let .view(region): region
        }
    }

    var isSuperview: Bool {
        if case .superview = self { true } else { false }
    }
}
