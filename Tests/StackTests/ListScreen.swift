import Testing
import Stack

/// A list screen an app keeps on screen and changes live: a column of
/// rows pinned to the root's top, leading and trailing edges (or margins).
/// Subclasses build the column and its rows.
class ListScreen<Entry: ListEntry>: LiveScreen {
    struct State {
        var entries: [Entry]
        var hidden: Set<String> = []
        var width = 375.0
        /// The root's height, when the screen has one (the safe area
        /// reaches only into the root's frame).
        var height: Double?
        var safeArea = EdgeInsets.zero
        var spacing: Double
        var direction = LayoutDirection.leftToRight
    }

    private(set) var state: State
    let root: LayoutItem
    let column: StackItem
    private let width: LayoutConstraint, height: LayoutConstraint?
    private var rows: [String: LayoutItem] = [:]

    required init(_ state: State) throws {
        self.state = state
        let root = LayoutItem(name: "root")
        self.root = root
        column = Self.makeColumn()
        column.axis = .vertical
        column.spacing = StackSpacing(floatLiteral: state.spacing)
        root.addChild(column)
        width = root.widthAnchor.constraint(equalToConstant: state.width)
        height = state.height.map { root.heightAnchor.constraint(equalToConstant: $0) }
        let margins = Self.pinsToMargins
        try LayoutConstraint.activate([width] + (height.map { [$0] } ?? []) + [
            column.topAnchor.constraint(equalTo: margins ? root.topMarginAnchor : root.topAnchor),
            column.leadingAnchor.constraint(equalTo: margins ? root.leadingMarginAnchor : root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins ? root.trailingMarginAnchor : root.trailingAnchor),
        ])
        root.rootSafeAreaInsets = state.safeArea
        root.layoutDirection = state.direction
        for entry in state.entries {
            column.addArrangedItem(try row(entry))
            rows[entry.id]?.isHidden = state.hidden.contains(entry.id)
        }
    }

    /// The column, empty: its axis and spacing are set for it.
    class func makeColumn() -> StackItem { StackItem(name: "column", arrangedItems: []) }
    class var pinsToMargins: Bool { false }
    /// A new row showing `entry`.
    func makeRow(_ entry: Entry) throws -> LayoutItem { fatalError("a list screen makes its rows") }

    private func row(_ entry: Entry) throws -> LayoutItem {
        let row = try makeRow(entry)
        rows[entry.id] = row
        return row
    }

    /// Changes an entry's content in the state; returns the new entry,
    /// for the subclass to show.
    func edit(_ id: String, _ change: (inout Entry) -> Void) -> Entry {
        let index = state.entries.firstIndex { $0.id == id }!
        change(&state.entries[index])
        return state.entries[index]
    }

    func rotate(to width: Double, height: Double? = nil, safeArea: EdgeInsets = .zero) {
        (state.width, state.height, state.safeArea) = (width, height, safeArea)
        self.width.constant = width
        if let height { self.height?.constant = height }
        root.rootSafeAreaInsets = safeArea
    }

    func setHidden(_ hidden: Bool, _ id: String) {
        if hidden { state.hidden.insert(id) } else { state.hidden.remove(id) }
        rows[id]!.isHidden = hidden
    }

    func insert(_ entry: Entry, at position: Int) throws {
        state.entries.insert(entry, at: position)
        column.insertArrangedItem(try row(entry), at: position)
    }

    /// Takes an entry's row out of the tree; `unarrangingFirst` first
    /// takes it out of the arrangement, as UIKit code calls
    /// `removeArrangedSubview` before `removeFromSuperview`.
    func remove(_ id: String, unarrangingFirst: Bool = false) {
        state.entries.removeAll { $0.id == id }
        let row = rows.removeValue(forKey: id)!
        if unarrangingFirst { column.removeArrangedItem(row) }
        row.removeFromParent()
    }

    /// Moves an entry's row to `position` among the others, by arranging
    /// the arranged row again (`insertArrangedItem(_:at:)`).
    func move(_ id: String, to position: Int) {
        let entry = state.entries.remove(at: state.entries.firstIndex { $0.id == id }!)
        state.entries.insert(entry, at: position)
        column.insertArrangedItem(rows[id]!, at: position)
    }

    /// The row showing the entry `id`.
    func item(for id: String) -> LayoutItem { rows[id]! }

    func setSpacing(_ spacing: Double) {
        state.spacing = spacing
        column.spacing = StackSpacing(floatLiteral: spacing)
    }

    func setDirection(_ direction: LayoutDirection) {
        state.direction = direction
        root.layoutDirection = direction
    }
}

/// An entry of a list screen, named by its id.
protocol ListEntry { var id: String { get } }
