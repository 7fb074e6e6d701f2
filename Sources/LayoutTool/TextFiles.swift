#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files and the standard streams as UTF-8 text, through the C
/// library's file descriptors: the `layout` command links no Foundation,
/// whose loading costs the start of every run more instructions than a
/// small document's whole layout.
public enum TextFiles {
    /// The contents of the file at `path` (bytes that are not UTF-8
    /// repaired), or nil when it cannot be opened or read (a directory, a
    /// missing file, no permission).
    static func contents(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return allText(from: descriptor)
    }

    /// Everything on standard input, read as ``contents(atPath:)`` reads a
    /// file (empty when it cannot be read).
    public static func standardInput() -> String {
        allText(from: STDIN_FILENO) ?? ""
    }

    /// Replaces the contents of the file at `path` with `text`: written
    /// into a new file beside it, renamed over it once complete, so that no
    /// reader sees half a file and a failed write leaves the old one.
    static func store(_ text: String, atPath path: String) throws(StoreError) {
        let partial = path + ".partial-\(getpid())"
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw StoreError() }
        let written = writeAll(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed, rename(partial, path) == 0 else {
            unlink(partial)
            throw StoreError()
        }
    }

    /// Writes `text` to standard output.
    static func printToStandardOutput(_ text: String) {
        _ = writeAll(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    static func printToStandardError(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// A file that could not be written whole.
    struct StoreError: Error {}

    /// What is left to read from `descriptor`, or nil on a read error.
    private static func allText(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes all of `text` to `descriptor`; false on a write error.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}

extension LayoutCommand.Output {
    /// Prints the standard output and the standard error, and ends the
    /// process with the status: what the `layout` executable does with a
    /// run.
    public func printAndExit() -> Never {
        TextFiles.printToStandardOutput(standardOutput)
        TextFiles.printToStandardError(standardError)
        exit(status)
    }
}
