#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutTool

// The process exits as soon as it has printed: what the run built is left
// to the exit rather than freed.
LayoutCommand.leavesResultsToExit = true
let output = LayoutCommand.run(Array(CommandLine.arguments.dropFirst()))
TextFiles.printToStandardOutput(output.standardOutput)
TextFiles.printToStandardError(output.standardError)
exit(output.status)
