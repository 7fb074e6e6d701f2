import LayoutTool

// The process exits as soon as it has printed: what the run built is left
// to the exit rather than freed.
LayoutCommand.leavesResultsToExit = true
LayoutCommand.run(Array(CommandLine.arguments.dropFirst())).printAndExit()
