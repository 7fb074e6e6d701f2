/// A list whose first element is held inline and the rest in an array made
/// only for a second: for a group's members, most groups having one, each
/// of whose lists would otherwise cost an allocation. (The symbols'
/// occurrence lists share one pool instead: see `OccurrenceLists`.)
struct SmallList<Element: SmallListElement>: RandomAccessCollection, MutableCollection {
    /// The first element, or the placeholder when the list is empty.
    private var head = Element.placeholder
    /// The elements from the second on.
    private var rest: [Element] = []

    init() {}

    /// A list of one element.
    init(_ element: Element) {
        head = element
    }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { isEmpty ? 0 : 1 + rest.count }
    @inline(__always) var count: Int { endIndex }
    @inline(__always) var isEmpty: Bool { head == Element.placeholder }

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            if position == 0 {
                precondition(!isEmpty, "SmallList index out of range")
                return head
            }
            return rest[position - 1]
        }
        set {
            if position == 0 {
                precondition(!isEmpty, "SmallList index out of range")
                head = newValue
            } else {
                rest[position - 1] = newValue
            }
        }
    }

    /// The room a list's overflow is given when it reaches a second
    /// element: a group that takes a second member (a repeated minimum
    /// size, say) often takes more.
    private static var spillCapacity: Int { 8 }

    @inline(__always)
    mutating func append(_ element: Element) {
        if isEmpty {
            head = element
        } else {
            if rest.capacity == 0 { rest.reserveCapacity(Self.spillCapacity) }
            rest.append(element)
        }
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the
    /// order of the others.
    mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var kept = SmallList()
        for element in self where try !shouldBeRemoved(element) { kept.append(element) }
        self = kept
    }
}

/// An element of a ``SmallList``: plain data with a placeholder value that
/// no element takes, which marks an empty list.
protocol SmallListElement: Equatable {
    static var placeholder: Self { get }
}

extension Int32: SmallListElement {
    /// Symbols and record indices are never negative.
    static var placeholder: Int32 { -1 }
}
