/// Seconds per counted repetition of each phase of one workload at one
/// size, whichever runner measured it.
struct Timings {
    var build: [Double] = []
    /// Per edit cycle; nil when the workload has no edit phase.
    var edit: [Double]? = nil
    /// The edit phase's name in the report (`edit`, or L4's `grow`).
    var editPhase = "edit"
    /// Per remove-and-re-add pair; nil when the workload has no churn phase.
    var churn: [Double]? = nil
    /// What the workload says of its run besides times (its layout passes).
    var note: String? = nil
}

/// A check value that does not hold: an error of the run, not a number to report.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
}

extension WorkloadScript.Passes {
    /// Runs `warmup` uncounted repetitions, then `repetitions` counted
    /// ones, in this process; returns the seconds of the counted ones.
    /// `repetition` is told whether it is a warm-up, and throws when a
    /// check fails.
    func measure(_ repetition: (_ isWarmup: Bool) throws -> Double) rethrows -> [Double] {
        var times: [Double] = []
        for index in 0..<(warmup + repetitions) {
            let seconds = try repetition(index < warmup)
            if index >= warmup { times.append(seconds) }
        }
        return times
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
