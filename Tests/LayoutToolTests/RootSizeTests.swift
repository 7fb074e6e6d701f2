import Testing
@testable import LayoutTool

/// `layout run --width W --height H` sets the root's size: a required
/// constraint on the root, in place of its own size, added before the
/// document's constraints.
@Suite struct RootSizeTests {
    /// A root without a size and a child inset 10 from its left and right
    /// edges and filling its height.
    static let inset = #"""
        { "root": { "name": "r", "children": [ { "name": "a" } ] },
          "constraints": [ "a.leading == r.leading + 10", "a.trailing == r.trailing - 10",
                           "a.top == r.top", "a.bottom == r.bottom" ] }
        """#

    @Test func theRootTakesTheSize() {
        let output = runInProcess(["run", "-", "--width", "300", "--height=200"], input: Self.inset)
        #expect(output == LayoutCommand.Output(standardOutput: """
            item   x  y  width  height
            r      0  0    300     200
            a     10  0    280     200

            """))
        let unsized = runInProcess(["run", "-"], input: Self.inset)
        #expect(unsized.standardOutput.contains("\nr      0  0     20       0\n"))
    }

    @Test func oneDimensionAlone() {
        let output = runInProcess(["run", "-", "--height", "12.5"], input: Self.inset)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("\nr      0  0     20    12.5\n"), "\(output.standardOutput)")
    }

    @Test func itReplacesTheRootsOwnSize() throws {
        let output = try runLayout(["run", "Examples/card.json", "--width", "400"])
        #expect(output.status == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[1] == "card        0    0    400     378")
        #expect(lines[3] == "title      16  237    200      24")
        #expect(lines[4] == "body       16  264    368      54")
    }

    @Test func itComesBeforeTheDocumentsConstraints() {
        // A document constraint that disagrees is the one broken, as the later one.
        let document = #"{ "root": { "name": "r" }, "constraints": [ "r.width == 200" ] }"#
        let output = runInProcess(["run", "-", "--width", "100"], input: document)
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("item  x  y  width  height\nr     0  0    100       0\n"))
        #expect(output.standardOutput.contains("\nBroke r.width == 200 and laid out the rest.\n"))
    }

    @Test(arguments: [("--width", "wide"), ("--width", "-1"), ("--height", "nan"), ("--height", "inf"), ("--width", "1e999"),
                      ("--width", "0x10"), ("--height", "0x1p4")])
    func aBadNumberIsAUsageError(_ name: String, _ value: String) {
        let output = runInProcess(["run", "-", name, value], input: Self.inset)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "layout: \(name) needs a number of points (0 or more), not '\(value)'\nsee `layout help run`\n")
        #expect(runInProcess(["run", "-", "\(name)=\(value)"], input: Self.inset) == output)
    }

    @Test func theBadNumberIsFoundBeforeTheFileIsRead() {
        let output = runInProcess(["run", "/no/such/file.json", "--height", "tall"])
        #expect(output.standardError.hasPrefix("layout: --height needs a number of points (0 or more), not 'tall'\n"))
    }
}
