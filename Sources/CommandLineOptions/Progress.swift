#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress lines of a long run ("W1 N=10: this solver…"): for a person
/// watching, so they go to standard error and only when it is a terminal;
/// a run whose standard error is a file or a pipe stays quiet.
public enum Progress {
    /// Whether standard error is a terminal (`isatty(2)`).
    public static var isShown: Bool { isatty(2) == 1 }

    /// Writes `line` and a newline to standard error when it is a terminal.
    public static func report(_ line: String) {
        guard isShown else { return }
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if result <= 0 { return }
            written += result
        }
    }
}
