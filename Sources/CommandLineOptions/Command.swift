/// The command-line conventions of the package's executables (`layout`,
/// `sessions`, `benchmarks`), after swift-argument-parser's, without the
/// dependency: a command is a table of its arguments, options and exit
/// statuses, which both parses the arguments and writes the help.
///
/// - `--name VALUE` and `--name=VALUE`; flags take no value.
/// - `--` ends the options: every argument after it is positional (a file
///   named `--json`).
/// - `-h` or `--help` anywhere before `--` asks for the help.
/// - `-` alone and negative numbers are values, not options.
/// - An option given twice keeps its last value.
public struct Command: Sendable {
    /// How the command is run, e.g. `layout run`; its first word names the
    /// program in error messages.
    public var name: String
    /// One sentence: the help's OVERVIEW, and the command's line in its
    /// parent's SUBCOMMANDS.
    public var abstract: String
    /// Paragraphs after the abstract in the help (optional).
    public var discussion: String
    public var arguments: [Argument]
    public var options: [Option]
    public var exitStatuses: [ExitStatus]
    /// Subcommands, listed in the help (the parent dispatches them).
    public var subcommands: [Command]
    /// What a usage error tells to run for the help, e.g. `layout help run`.
    public var helpHint: String

    public init(name: String, abstract: String, discussion: String = "", arguments: [Argument] = [],
                options: [Option] = [], exitStatuses: [ExitStatus] = [], subcommands: [Command] = [],
                helpHint: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.exitStatuses = exitStatuses
        self.subcommands = subcommands
        self.helpHint = helpHint ?? "\(name) --help"
    }

    /// The program's name: the first word of ``name``.
    public var program: String { String(name.split(separator: " ").first ?? "") }

    /// The last word of ``name``: how the parent lists it.
    public var shortName: String { String(name.split(separator: " ").last ?? "") }

    /// `-h, --help`, which every command has and the parser handles itself.
    public static let helpOption = Option.flag("--help", help: "Show help information.")

    /// What a usage error prints to standard error: the mistake on one
    /// line, then where to read the help.
    public func usageMessage(_ error: UsageError) -> String {
        "\(program): \(error.message)\nsee `\(helpHint)`\n"
    }
}

/// A positional argument, e.g. `FILE`.
public struct Argument: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool

    public init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }
}

/// One option: its name, whether it takes a value, and its help. A new
/// option is one of these in its command's table.
public struct Option: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `--json`: present or not.
        case flag
        /// `--svg OUT.svg` or `--svg=OUT.svg`; the string is the value's
        /// placeholder in the help.
        case value(String)
        /// `--json`, `--json FILE` or `--json=FILE`: the next argument is
        /// the value unless it is an option (meant for commands without
        /// positional arguments).
        case optionalValue(String)
    }

    public var name: String
    public var kind: Kind
    public var help: String

    public static func flag(_ name: String, help: String) -> Option {
        Option(name: name, kind: .flag, help: help)
    }

    public static func value(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(name: name, kind: .value(placeholder), help: help)
    }

    public static func optionalValue(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(name: name, kind: .optionalValue(placeholder), help: help)
    }

    /// How the help and the usage line write it: `--svg OUT.svg`.
    public var synopsis: String {
        switch kind {
        case .flag: name
        case let .value(placeholder): "\(name) \(placeholder)"
        case let .optionalValue(placeholder): "\(name) [\(placeholder)]"
        }
    }
}

/// An exit status and when the command exits with it.
public struct ExitStatus: Sendable {
    public var status: Int32
    public var meaning: String

    public init(_ status: Int32, _ meaning: String) {
        self.status = status
        self.meaning = meaning
    }
}

/// A mistake in the arguments: the command prints it with
/// ``Command/usageMessage(_:)`` and exits with status 2.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
