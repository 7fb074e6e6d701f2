/// The arguments of one run of a command, split by its table.
public struct ParsedArguments: Sendable {
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// The options given (by name, e.g. `--json`), with or without a value.
    public var given: Set<String> = []
    /// The options' values, by name; the last one when given twice.
    public var values: [String: String] = [:]
    /// `-h` or `--help` came before `--`: print the help and nothing else.
    public var helpRequested = false
    /// The names of the command's options, to catch a misspelled look-up.
    let declared: Set<String>

    init(declared: Set<String>) { self.declared = declared }

    /// Whether the option was given.
    public func flag(_ name: String) -> Bool {
        assert(declared.contains(name), "\(name) is not an option of this command")
        return given.contains(name)
    }

    /// The option's value, or nil when it was not given (or, for an option
    /// whose value is optional, given without one).
    public subscript(_ name: String) -> String? {
        assert(declared.contains(name), "\(name) is not an option of this command")
        return values[name]
    }

    /// The option's value converted by `convert`, nil when it was not given;
    /// a value it refuses is a usage error: "--width needs WHAT, not 'abc'".
    public func value<T>(_ name: String, needs what: String,
                         _ convert: (String) -> T?) throws(UsageError) -> T? {
        guard let text = self[name] else { return nil }
        guard let value = convert(text) else { throw UsageError("\(name) needs \(what), not '\(text)'") }
        return value
    }
}

extension Command {
    /// Splits `arguments` (without the command's own words) by the table.
    /// - Throws: ``UsageError`` for an unknown option, an option without
    ///   its value, a flag given a value, a missing or an extra positional
    ///   argument.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(declared: Set(options.map(\.name)))
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.helpRequested = true
            return parsed
        }
        var index = arguments.startIndex
        var onlyPositionals = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !Self.isOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'")
            }
            parsed.given.insert(name)
            switch option.kind {
            case .flag:
                if inline != nil { throw UsageError("\(name) takes no value") }
            case .value, .optionalValue:
                if let inline {
                    if inline.isEmpty { throw UsageError("\(name) needs a value") }
                    parsed.values[name] = inline
                } else if index < arguments.endIndex, !Self.isOption(arguments[index]) {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else if case .value = option.kind {
                    throw UsageError("\(name) needs a value")
                } else {
                    parsed.values[name] = nil
                }
            }
        }
        let required = self.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count > self.arguments.count {
            throw UsageError("unexpected argument '\(parsed.positionals[self.arguments.count])'")
        }
        if parsed.positionals.count < required {
            throw UsageError("a \(self.arguments[parsed.positionals.count].name) is needed")
        }
        return parsed
    }

    /// Whether the parser reads `argument` as an option (or `--`): it starts
    /// with `-`, and is neither `-` alone nor a number.
    static func isOption(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && Double(argument) == nil
    }
}
