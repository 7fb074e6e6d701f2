/// Stops the program for a misuse of the API, as UIKit raises an exception
/// for one: `message` names the item or constraint and what was wrong.
///
/// Unlike a failed `precondition`, whose message an optimized build drops,
/// the message is printed in every build, so an application built for
/// release says why it stopped.
package func usageFailure(_ message: @autoclosure () -> String,
                          file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program with `message` (see ``usageFailure(_:file:line:)``)
/// unless `condition` holds.
package func usagePrecondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                               file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { usageFailure(message(), file: file, line: line) }
}
