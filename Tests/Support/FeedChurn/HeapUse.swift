import Foundation
import MallocStatistics

/// What the process holds in memory, for the memory test and benchmark.
public enum HeapUse {
    /// The bytes malloc has handed out and not had back (glibc's
    /// `mallinfo2`: in-use chunks of every arena plus mmapped blocks), nil
    /// without glibc. Steadier than the resident size, which keeps pages
    /// that malloc has freed.
    public static var allocatedBytes: Int? {
        let bytes = malloc_statistics_allocated_bytes()
        return bytes > 0 ? Int(bytes) : nil
    }

    /// The resident set size in bytes (`/proc/self/statm`), nil where it
    /// cannot be read.
    public static var residentBytes: Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
