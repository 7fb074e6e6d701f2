/// The arguments of a subcommand: one FILE, flags, and options that take
/// a value (`--svg OUT.svg`).
struct CommandArguments {
    var file: String
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// Splits `arguments`, or returns the usage error to print.
    static func parse(_ arguments: [String], flags known: Set<String>,
                      valued: Set<String> = []) -> Result<CommandArguments, UsageError> {
        var file: String?
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if known.contains(argument) {
                flags.insert(argument)
            } else if valued.contains(argument) {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                    return .failure(UsageError(message: "\(argument) needs a value"))
                }
                values[argument] = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--") || file != nil {
                return .failure(UsageError(message: "unexpected argument '\(argument)'"))
            } else {
                file = argument
            }
            index += 1
        }
        guard let file else { return .failure(UsageError(message: "a FILE is needed")) }
        return .success(CommandArguments(file: file, flags: flags, values: values))
    }

    struct UsageError: Error {
        var message: String

        var output: LayoutCommand.Output {
            LayoutCommand.Output(standardError: "layout: \(message)\n\n" + LayoutCommand.usage + "\n", status: 2)
        }
    }
}
