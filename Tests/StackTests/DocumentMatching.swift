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
    try expectDocument(LayoutDocument(json: document), laysOutAs: screen, sourceLocation: sourceLocation)
}

/// Expects each document of a trial's fixtures folder to lay out as the
/// screen built in Swift beside its name, once that screen has laid out
/// without a conflict.
func expectDocuments(in folder: URL, layOutAs screens: [(String, LayoutItem)],
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
    for (name, root) in screens {
        #expect(root.layoutIfNeeded().isEmpty, "\(name): the screen conflicts", sourceLocation: sourceLocation)
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        try expectDocument(LayoutDocument(parsing: text), laysOutAs: root, sourceLocation: sourceLocation)
    }
}

/// Expects a layout document, read and changed (a width, a direction), to
/// lay out as a screen built in Swift, as the JSON form does.
func expectDocument(_ document: LayoutDocument, laysOutAs screen: LayoutItem,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
    let run = try document.run()
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

/// Expects each named item's frame in the root's coordinates.
func expectFrames(in root: LayoutItem, _ expected: [(String, Rect)],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let frames = framesInRootByName(root)
    for (name, rect) in expected {
        guard let frame = frames[name] else {
            Issue.record("no item \(name)", sourceLocation: sourceLocation)
            continue
        }
        #expect(framesMatch(frame, rect), "\(name) is \(frame), expected \(rect)", sourceLocation: sourceLocation)
    }
}

/// Expects a screen changed step by step to have the frames of the same
/// screen built afresh in the same state: the same items, the same frames.
func expectSameFrames(_ updated: LayoutItem, asFresh fresh: LayoutItem, _ step: String, tolerance: Double = 0.001,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(fresh.layoutIfNeeded().isEmpty, "\(step): the fresh screen conflicts", sourceLocation: sourceLocation)
    let updatedFrames = framesInRootByName(updated), freshFrames = framesInRootByName(fresh)
    #expect(Set(updatedFrames.keys) == Set(freshFrames.keys), "\(step)", sourceLocation: sourceLocation)
    for (name, frame) in freshFrames.sorted(by: { $0.key < $1.key }) {
        guard let other = updatedFrames[name] else { continue }
        #expect(framesMatch(other, frame, tolerance: tolerance), "\(step): \(name) is \(other), \(frame) when built afresh",
                sourceLocation: sourceLocation)
    }
}
