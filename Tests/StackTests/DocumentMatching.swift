import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Every item's frame in the root's coordinates, by name.
func framesInRootByName(_ item: LayoutItem) -> [String: Rect] {
    item.children.reduce(into: [item.name: item.frameInRoot]) { frames, child in
        frames.merge(framesInRootByName(child)) { first, _ in first }
    }
}

/// Expects a layout document to lay out as a screen built in Swift (laid
/// out already): no conflict, nothing ambiguous, the same items, the same
/// frames.
func expectDocument(_ document: JSON, laysOutAs screen: LayoutItem,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
    let run = try LayoutDocument(json: document).run()
    #expect(run.conflicts.isEmpty, "\(run.conflicts)", sourceLocation: sourceLocation)
    #expect(run.ambiguous.isEmpty, "\(run.ambiguous.map(\.name))", sourceLocation: sourceLocation)
    let expected = framesInRootByName(screen)
    #expect(Set(run.items.map(\.name)) == Set(expected.keys), sourceLocation: sourceLocation)
    for item in run.items {
        let frame = try #require(expected[item.name], sourceLocation: sourceLocation)
        #expect(framesMatch(item.frameInRoot, frame), "\(item.name) is \(item.frameInRoot) in the document, \(frame) in Swift",
                sourceLocation: sourceLocation)
    }
}
