/// A check that failed in a random session: the seed and step to replay it
/// and what went wrong.
public struct SessionFailure: Error, CustomStringConvertible {
    /// The session's seed: the same seed replays the same calls.
    public let seed: UInt64
    /// The step (from 0) after which the check failed.
    public let step: Int
    /// The operation of that step, as the session describes it.
    public let operation: String
    /// What the check found.
    public let message: String

    public var description: String {
        "seed \(seed), step \(step) (\(operation)): \(message)"
    }
}
