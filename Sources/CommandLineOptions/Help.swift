extension Command {
    /// The help, as swift-argument-parser lays it out: OVERVIEW, USAGE,
    /// ARGUMENTS, OPTIONS (with `-h, --help`), SUBCOMMANDS and EXIT STATUS,
    /// wrapped to 80 columns. Ends with a newline.
    public var help: String {
        var sections: [String] = []
        sections.append(Self.wrap(abstract.split(separator: " ").map(String.init), first: "OVERVIEW: ", indent: 0))
        for paragraph in discussion.split(separator: "\n\n") {
            sections.append(Self.wrap(paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init),
                                      first: "", indent: 0))
        }
        sections.append(Self.wrap(usageWords, first: "USAGE: \(name) ", indent: "USAGE: \(name) ".count))
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { Self.row($0.name, $0.help) }.joined(separator: "\n"))
        }
        let optionRows = options.map { Self.row($0.synopsis, $0.help) } + [Self.row("-h, --help", Self.helpOption.help)]
        sections.append("OPTIONS:\n" + optionRows.joined(separator: "\n"))
        if !subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + subcommands.map { Self.row($0.shortName, $0.abstract) }.joined(separator: "\n")
                            + "\n\n" + Self.wrap("See `\(name) help SUBCOMMAND` for detailed help.".split(separator: " ").map(String.init),
                                                 first: "  ", indent: 2))
        }
        if !exitStatuses.isEmpty {
            sections.append("EXIT STATUS:\n" + exitStatuses.map { Self.row("\($0.status)", $0.meaning) }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The usage line after the command's name: `FILE [--json] [--svg OUT.svg]`,
    /// or `SUBCOMMAND` for a command of subcommands.
    public var usage: String { usageWords.joined(separator: " ") }

    private var usageWords: [String] {
        if !subcommands.isEmpty && arguments.isEmpty { return ["SUBCOMMAND"] }
        return arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name } + options.map { "[\($0.synopsis)]" }
    }

    static let width = 80
    static let labelColumn = 26

    /// `  LABEL                   text wrapped at the label column`; a label
    /// too long for its column gets a line of its own.
    static func row(_ label: String, _ text: String) -> String {
        let words = text.split(separator: " ").map(String.init)
        let prefix = "  " + label
        if prefix.count + 2 > labelColumn {
            return prefix + "\n" + wrap(words, first: String(repeating: " ", count: labelColumn), indent: labelColumn)
        }
        return wrap(words, first: prefix + String(repeating: " ", count: labelColumn - prefix.count), indent: labelColumn)
    }

    /// The words after `first`, wrapped at ``width`` columns, the following
    /// lines indented by `indent`. A word longer than a line stays whole.
    static func wrap(_ words: [String], first: String, indent: Int) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }
}
