
/// One constraint line of a log block, as written.
public struct LogEntry: Sendable, Hashable {
    /// The 1-based line number in the log.
    public var lineNumber: Int
    /// The constraint as written: `<NSLayoutConstraint:0x… …>`, without the
    /// list's quotes and comma (or the whole line when it holds no `<…>`).
    public var text: String
    /// The text with the quoted list's escapes decoded (`\U2019` is `’`,
    /// `\"` is `"`); the same as ``text`` outside the list.
    public var decodedText: String
}

/// One "Unable to simultaneously satisfy constraints" message of a log.
public struct LogBlock: Sendable, Hashable {
    /// Which system printed the block, from its header.
    public enum Platform: String, Sendable, Hashable {
        /// `…constraints.` (iOS, iPadOS, tvOS).
        case iOS
        /// `…constraints:` (macOS).
        case macOS
        /// No header, or one without its final period or colon.
        case unknown

        /// The framework that printed the block and broke its constraint:
        /// AppKit on macOS, UIKit otherwise (most logs are iOS ones).
        public var framework: String { self == .macOS ? "AppKit" : "UIKit" }
    }

    /// The 1-based line of the header, or of the list when there is none.
    public var lineNumber: Int
    /// The platform the header shows.
    public var platform: Platform
    /// Whether the block has a header (pasted lists often do not).
    public var hasHeader: Bool
    /// The constraint lines of the list, in order.
    public var entries: [LogEntry]
    /// The constraint after "Will attempt to recover by breaking constraint".
    public var broken: LogEntry?
    /// Whether the log ends inside the block: before its list closed, or
    /// (after a header) before the broken constraint was printed.
    public var isTruncated: Bool
    /// Whether the list's closing `)` was read (or the broken constraint
    /// after it).
    public var listIsClosed: Bool
    /// The process that printed the header, from its prefix
    /// (`SpringBoard[10567]:`, `MyApp[40697:2587035]`); nil when the header
    /// has none.
    public var process: String? = nil

    /// Apple's own apps, whose every view is the system's whatever its
    /// class: a block one of them prints is no bug of the app being
    /// debugged (the simulator's log mixes their output with the app's).
    static let systemProcesses: Set<String> = ["SpringBoard"]

    /// Whether one of Apple's own apps printed the block.
    public var isFromSystemProcess: Bool { process.map(Self.systemProcesses.contains) ?? false }
}

/// Finds the blocks of a console log, with or without timestamps and
/// process prefixes, in syslog and os_log forms, with iOS and macOS headers,
/// trailers before the next header, lists without a header (as pasted into
/// issues) and logs cut short (`Docs/Formats/ConsoleLog.md`, "Blocks").
///
/// ```swift
/// let blocks = LogReader.blocks(in: text)
/// blocks[0].entries.count
/// ```
public enum LogReader {
    /// The blocks of `log`, in order.
    public static func blocks(in log: String) -> [LogBlock] {
        var reader = State()
        for (index, rawLine) in log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            reader.read(clean(rawLine), lineNumber: index + 1)
        }
        return reader.finish()
    }

    /// The line without the markdown decorations a pasted log picks up
    /// (`\<…\>`, `~~`).
    private static func clean(_ line: Substring) -> Substring {
        guard line.contains("\\<") || line.contains("~~") else { return line }
        return Substring(String(line).replacing("\\<", with: "<")
            .replacing("\\>", with: ">").replacing("~~", with: ""))
    }

    private static let header = "Unable to simultaneously satisfy constraints"
    /// The recovery line's start: `… breaking constraint` and the
    /// constraint on the same or the next line, or, as recent AppKit prints
    /// it, `… breaking <NSLayoutConstraint:…>.` on one line.
    private static let recovery = "Will attempt to recover by breaking"

    /// The reading state: the block being read and where in it the reader is.
    private struct State {
        enum Position { case outside, beforeList, inList, afterList, awaitingBroken }

        var blocks: [LogBlock] = []
        var current: LogBlock?
        var position = Position.outside

        mutating func read(_ line: Substring, lineNumber: Int) {
            if let range = line.rangeOfFirst(LogReader.header) {
                startBlock(at: lineNumber, header: line[range.upperBound...])
                current!.process = LogReader.process(in: line[..<range.lowerBound])
                return
            }
            if let range = line.rangeOfFirst(LogReader.recovery) {
                guard current != nil, position != .outside else { return }
                if let entry = LogReader.entry(in: line[range.upperBound...], lineNumber: lineNumber) {
                    current!.broken = entry
                    position = .outside
                } else {
                    position = .awaitingBroken
                }
                return
            }
            let entry = LogReader.entry(in: line, lineNumber: lineNumber)
            let trimmed = line.trimmed
            switch position {
            case .awaitingBroken:
                if let entry {
                    current!.broken = entry
                    position = .outside
                } else if !trimmed.isEmpty {
                    position = .outside
                }
            case .outside, .afterList:
                if entry != nil || (trimmed.last == "(" && !LogReader.isAdvice(trimmed)) {
                    startBlock(at: lineNumber, header: nil)
                    position = .inList
                    if let entry { current!.entries.append(entry) }
                }
            case .beforeList:
                if let entry {
                    current!.entries.append(entry)
                    // A redacted block prints `<private>` in place of its list.
                    position = entry.text == "<private>" ? .afterList : .inList
                } else if trimmed.last == "(" && !LogReader.isAdvice(trimmed) {
                    position = .inList
                }
            case .inList:
                if let entry {
                    current!.entries.append(entry)
                } else if LogReader.closesList(trimmed) {
                    position = .afterList
                } else if !trimmed.isEmpty, trimmed != "(" {
                    let text = String(trimmed)
                    current!.entries.append(LogEntry(lineNumber: lineNumber, text: text, decodedText: text))
                }
            }
        }

        mutating func startBlock(at lineNumber: Int, header: Substring?) {
            finishBlock()
            var platform = LogBlock.Platform.unknown
            if let header {
                platform = header.hasPrefix(".") ? .iOS : header.hasPrefix(":") ? .macOS : .unknown
            }
            current = LogBlock(lineNumber: lineNumber, platform: platform, hasHeader: header != nil,
                               entries: [], broken: nil, isTruncated: false, listIsClosed: false)
            position = .beforeList
            if let header, let entry = LogReader.entry(in: header, lineNumber: lineNumber) {
                current!.entries.append(entry)
                position = entry.text == "<private>" ? .afterList : .inList
            }
        }

        mutating func finishBlock() {
            defer {
                current = nil
                position = .outside
            }
            // A `(` … `)` without a header and without a constraint in it is other output.
            guard var block = current, block.hasHeader || block.entries.contains(where: { $0.text.hasPrefix("<") }) else { return }
            block.listIsClosed = position == .afterList || position == .outside || block.broken != nil
            switch position {
            case .inList, .awaitingBroken: block.isTruncated = true
            case .beforeList, .afterList: block.isTruncated = block.hasHeader
            case .outside: break
            }
            blocks.append(block)
        }

        mutating func finish() -> [LogBlock] {
            finishBlock()
            return blocks
        }
    }

    /// The constraint description on a line: from the `<` that opens
    /// `<Class:` (or `<private>`) to the last `>` (not the one of a `>=`),
    /// or to the end of a line cut short.
    static func entry(in line: Substring, lineNumber: Int) -> LogEntry? {
        var searchStart = line.startIndex
        while let open = line[searchStart...].firstIndex(of: "<") {
            searchStart = line.index(after: open)
            let after = line[searchStart...].drop { $0 == " " }
            let name = after.prefix { $0.isLetter || $0.isNumber || "_.$".contains($0) }
            let opensDescription = (after.dropFirst(name.count).first == ":" && ConstraintDescriptionParser.isClassName(name))
                || after.hasPrefix("private>") || after.hasPrefix("<")
            guard opensDescription else { continue }
            let quoted = line[..<open].trimmed.last == "\""
            var text = line[open...]
            if let close = text.indices.last(where: { text[$0] == ">" && text[text.index(after: $0)...].first != "=" }) {
                text = text[...close]
            } else {
                text = text.trimmed
                while let last = text.last, last == "," || last == "\"" { text = text.dropLast() }
            }
            let written = String(text)
            return LogEntry(lineNumber: lineNumber, text: written, decodedText: quoted ? decodeEscapes(written) : written)
        }
        return nil
    }

    /// The process a line's prefix names: the last word of the form
    /// `Name[pid]` or `Name[pid:thread]` (the thread in hexadecimal on old
    /// systems: `BBCNews[32058:60b]`), with or without a colon after it.
    static func process(in prefix: Substring) -> String? {
        for word in prefix.split(whereSeparator: \.isWhitespace).reversed() {
            var word = word
            if word.last == ":" { word = word.dropLast() }
            guard word.last == "]", let open = word.lastIndex(of: "["), open > word.startIndex else { continue }
            let inside = word[word.index(after: open)..<word.index(before: word.endIndex)]
            let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
            guard let pid = parts.first, !pid.isEmpty, pid.allSatisfy(\.isNumber), parts.count <= 2,
                  parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }) else { continue }
            return String(word[..<open])
        }
        return nil
    }

    /// Whether a trimmed line closes the list: `)`, or `}` as some copies
    /// print it, possibly after a prefix.
    private static func closesList(_ trimmed: Substring) -> Bool {
        guard let last = trimmed.last, last == ")" || last == "}" else { return false }
        let before = trimmed.dropLast()
        return before.isEmpty || before.last!.isWhitespace || before.last == ":"
    }

    /// The advice lines end in `(1)…` and `(Note: …)`, never in `(`, but be
    /// safe about a copy that wraps them.
    private static func isAdvice(_ trimmed: Substring) -> Bool {
        trimmed.contains("Probably at least one") || trimmed.contains("Try this")
    }

    /// Decodes the escapes NSArray's description adds inside the list:
    /// `\Uxxxx`, `\"` and `\\`. `\n` stays as written, so that a text keeps
    /// to one line.
    static func decodeEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var output = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.first else {
                output.append(character)
                continue
            }
            switch next {
            case "\"", "\\":
                output.append(next)
                characters.removeFirst()
            case "U", "u":
                let hex = characters.dropFirst().prefix(4)
                if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    output.unicodeScalars.append(scalar)
                    characters.removeFirst(5)
                } else {
                    output.append(character)
                }
            default:
                output.append(character)
            }
        }
        return output
    }
}
