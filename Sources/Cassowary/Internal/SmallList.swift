/// A list whose first element is held inline and the rest in an array made
/// only for a second: for the many short lists of the solver's bookkeeping
/// (a symbol's occurrences, a group's members), each of which would
/// otherwise cost an allocation. It takes the space of two words, so that
/// tables of them indexed by symbol stay small.
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
    /// element: one that does often reaches more, and room for four made
    /// a W1 build grow some 80 lists again, each an allocation and a copy.
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

    /// Appends `element` and returns its index: one access where `count`
    /// and `append` would be two, for the column index's hottest path.
    @inline(__always)
    mutating func appendReturningIndex(_ element: Element) -> Int {
        if isEmpty {
            head = element
            return 0
        }
        if rest.capacity == 0 { rest.reserveCapacity(Self.spillCapacity) }
        rest.append(element)
        return rest.count
    }

    /// Removes the element at `index` by moving the last element into its
    /// place, and returns the element moved, or nil when `index` was the
    /// last. O(1); the order of the others changes.
    @inline(__always)
    mutating func removeMovingLast(at index: Int) -> Element? {
        if rest.isEmpty {
            precondition(index == 0 && !isEmpty, "SmallList index out of range")
            head = Element.placeholder
            return nil
        }
        let last = rest.removeLast()
        if index == 0 {
            head = last
        } else if index <= rest.count {
            rest[index - 1] = last
        } else {
            precondition(index == rest.count + 1, "SmallList index out of range")
            return nil
        }
        return last
    }

    /// Changes the element at `index` in place.
    @inline(__always)
    mutating func update(at index: Int, _ change: (inout Element) -> Void) {
        if index == 0 {
            precondition(!isEmpty, "SmallList index out of range")
            change(&head)
        } else {
            change(&rest[index - 1])
        }
    }

    /// Removes and returns the last element.
    @inline(__always) @discardableResult
    mutating func removeLast() -> Element {
        precondition(!isEmpty, "removeLast on an empty SmallList")
        if !rest.isEmpty { return rest.removeLast() }
        defer { head = Element.placeholder }
        return head
    }

    /// Calls `body` with each element in order of the list at `list`,
    /// reading it in place: for a table of lists read through a raw
    /// buffer, where calling a method on `list.pointee` copies the list and
    /// retains its array. `body` must not change the list.
    @inline(__always)
    static func forEach(in list: UnsafePointer<SmallList>, _ body: (Element) -> Void) {
        let head = list.pointee.head
        if head == Element.placeholder { return }
        body(head)
        let count = list.pointee.rest.count
        var index = 0
        while index < count {
            body(list.pointee.rest[index])
            index += 1
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
