import Cassowary

/// The `left` variables of the regions that joined an engine's tree since
/// its last pass, each once, in the order they joined: what a set of them
/// holds, with membership kept in an identity table rather than hashed
/// (the engine notes every region that joins).
struct JoinedVariables: Sequence {
    /// Each variable's position in ``variables``, by identity.
    private var positions = ObjectIndexTable()
    /// The variables, in the order they joined.
    private var variables: [Variable] = []

    /// The number of variables.
    var count: Int { variables.count }

    /// Whether no region joined.
    var isEmpty: Bool { variables.isEmpty }

    /// Whether the variable's region joined.
    func contains(_ variable: Variable) -> Bool {
        positions[ObjectIdentifier(variable)] != nil
    }

    /// Adds a variable, unless it is there already.
    mutating func insert(_ variable: Variable) {
        guard positions[ObjectIdentifier(variable)] == nil else { return }
        positions[ObjectIdentifier(variable)] = Int32(variables.count)
        variables.append(variable)
    }

    /// The variables, in the order they joined.
    func makeIterator() -> IndexingIterator<[Variable]> {
        variables.makeIterator()
    }

    /// Calls `body` with each variable's identity, in the order they
    /// joined, retaining none: a first pass reads every region that
    /// joined, and a retain of each, far apart in memory, was a cache miss.
    func forEachIdentity(_ body: (ObjectIdentifier) -> Void) {
        variables.withUnsafeBufferPointer { variables in
            for index in variables.indices {
                body(ObjectIdentifier(variables[index]))
            }
        }
    }
}
