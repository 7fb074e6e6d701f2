import Testing
@testable import Explain

/// Finding text in the lines of a console log.
@Suite struct TextSearchTests {
    let line = "<NSLayoutConstraint:0x6000 UILabel:0x7f.width == 100 (active, names: a:0x1)> priority: 750 priority: 250"

    @Test func theFirstAndTheLastOccurrence() {
        let first = line.rangeOfFirst(" priority:")!, last = line.rangeOfLast(" priority:")!
        #expect(line[first.upperBound...] == " 750 priority: 250")
        #expect(line[last.upperBound...] == " 250")
        #expect(line.rangeOfFirst(":0x").map { line[..<$0.lowerBound] } == "<NSLayoutConstraint")
        #expect(line.rangeOfLast(":0x").map { line[$0.upperBound...] } == "1)> priority: 750 priority: 250")
    }

    @Test func aSearchWithinASubstringKeepsTheTextsIndices() {
        let after = line.rangeOfFirst("(")!.upperBound
        let names = line[after...].rangeOfFirst("names: ")!
        #expect(line[names.upperBound...].hasPrefix("a:0x1"))
    }

    /// Overlapping candidates, a match at either end, and no match.
    @Test func theEdges() {
        #expect("aaab".rangeOfFirst("aab").map { "aaab"[$0] } == "aab")
        #expect("aaab".rangeOfFirst("aab")?.lowerBound == "aaab".index(after: "aaab".startIndex))
        #expect("ab ^".rangeOfLast(" ^")?.upperBound == "ab ^".endIndex)
        #expect("xyz".rangeOfFirst("xyz") == "xyz".startIndex..<"xyz".endIndex)
        #expect("xy".rangeOfFirst("xyz") == nil && "xy".rangeOfLast("xyz") == nil)
        #expect("xy".rangeOfFirst("") == nil && "".rangeOfLast("x") == nil)
    }
}
