import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Every case of the stack specification's corpus, through the API.
@Suite struct SharedCaseTests {
    @Test(arguments: sharedStackCases)
    func theAPIGivesTheExpectedFrames(_ stackCase: StackCase) throws {
        let (stack, items) = try stackCase.makeStack()
        let conflicts = stack.layoutIfNeeded()
        #expect(conflicts.isEmpty, "\(conflicts)")
        expectFrame(stack, stackCase.expectedStack, stackCase.derivation)
        for (name, expected) in stackCase.expectedChildren.sorted(by: { $0.key < $1.key }) {
            expectFrame(items[name]!, expected, stackCase.derivation)
        }
    }
}

extension SharedCaseTests {
    @Test(arguments: sharedStackCases)
    func aLayoutDocumentGivesTheExpectedFrames(_ stackCase: StackCase) throws {
        let run = try LayoutDocument(json: stackCase.document).run()
        #expect(run.conflicts.isEmpty, "\(run.conflicts)")
        #expect(run.ambiguous.isEmpty, "\(run.ambiguous.map(\.name))")
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frame) })
        #expect(framesMatch(frames["stack"]!, stackCase.expectedStack), "stack is \(frames["stack"]!) \(stackCase.derivation)")
        for (name, expected) in stackCase.expectedChildren.sorted(by: { $0.key < $1.key }) {
            #expect(framesMatch(frames[name]!, expected), "\(name) is \(frames[name]!), expected \(expected)")
        }
    }

    /// The generated file holds every case of the corpus, in its order.
    @Test func theGeneratedCasesAreTheCorpus() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/stack-cases", withExtension: "json"))
        let corpus = try JSON(parsing: String(contentsOf: url, encoding: .utf8))
        let names = try #require(corpus["cases"]?.array).compactMap { $0["name"]?.string }
        #expect(names == sharedStackCases.map(\.name))
    }
}
