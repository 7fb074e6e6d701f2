// Shared by every fuzz target (compiled into each one by run-fuzzers.sh).

/// The fuzzer's input and the checks that turn a wrong answer into a crash
/// libFuzzer reports, with its message and the input that caused it.
enum FuzzInput {
    /// The input bytes as text (invalid UTF-8 is repaired, as a reader of a
    /// file would see it).
    static func text(_ data: UnsafeRawPointer, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
    }

    /// Stops the run with `message` when `condition` is false. Unlike
    /// `precondition`, the message survives optimised builds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
