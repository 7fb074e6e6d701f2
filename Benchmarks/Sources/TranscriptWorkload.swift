import Foundation
import Layout

/// T1 "transcript": a chat of N messages laid out with anchors, each a
/// bubble holding measured text (``WrappedText``) that wraps at most at 70 %
/// of a 375-wide root, bubbles alternately against the leading and the
/// trailing margin, each 8 below the previous.
///
/// Message k has ``wordCount(message:)`` words of ``wordWidth(message:word:)``
/// (spaces of 4, lines of 20); its bubble insets the text by 12 and 8. Every
/// frame follows from the text's lines at the widest allowed text width,
/// 0.7 × 375 − 24 = 238.5 (``expectedFrames(texts:)``).
///
/// Build = construct the items and constraints, the first layout (which
/// measures every text at any width, then at its width) and read every
/// frame. Edit cycle k gives message N/2 a text of ``longText`` when k is
/// even and its own back when k is odd, and lays out: one text is measured
/// again; everything below it moves.
struct TranscriptWorkload: ItemWorkload {
    static let rootWidth = 375.0
    static let margin = 8.0
    static let inset = (horizontal: 12.0, vertical: 8.0)
    static let gap = 8.0
    static let text = (space: 4.0, line: 20.0)
    /// The widest a text may be: the bubble's 70 % less its insets.
    static let widestText = 0.7 * rootWidth - 2 * inset.horizontal

    let name = "T1"
    /// The number of messages.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 100

    init(messages n: Int) {
        self.n = n
    }

    static func wordCount(message k: Int) -> Int { 1 + (k * 7) % 19 }
    static func wordWidth(message k: Int, word i: Int) -> Double { Double(18 + 6 * ((k + 3 * i) % 7)) }
    static func words(message k: Int) -> [Double] { (0..<wordCount(message: k)).map { wordWidth(message: k, word: $0) } }
    /// The edited message's other text: 30 words, several lines.
    static let longText: [Double] = (0..<30).map { (index: Int) -> Double in Double(20 + 5 * (index % 6)) }

    /// The message whose text the edit cycles change.
    var editedMessage: Int { n / 2 }

    final class Tree {
        let root: LayoutItem
        let bubbles: [LayoutItem]
        let texts: [LayoutItem]
        /// Every frame read after the first pass, folded into one number.
        var framesRead = 0.0
        /// The first layout's report.
        var firstLayout: LayoutPassReport?

        init(root: LayoutItem, bubbles: [LayoutItem], texts: [LayoutItem]) {
            self.root = root
            self.bubbles = bubbles
            self.texts = texts
        }
    }

    func build() -> Tree {
        let root = LayoutItem(name: "transcript")
        var constraints = [root.widthAnchor.constraint(equalToConstant: Self.rootWidth)]
        var bubbles: [LayoutItem] = [], texts: [LayoutItem] = []
        for k in 0..<n {
            let bubble = LayoutItem(name: "bubble\(k)")
            let text = LayoutItem(name: "text\(k)")
            text.measuredContent = WrappedText(words: Self.words(message: k), spaceWidth: Self.text.space,
                                               lineHeight: Self.text.line)
            bubble.addChild(text)
            root.addChild(bubble)
            constraints += [
                text.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: Self.inset.horizontal),
                bubble.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: Self.inset.horizontal),
                text.topAnchor.constraint(equalTo: bubble.topAnchor, constant: Self.inset.vertical),
                bubble.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: Self.inset.vertical),
                bubble.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.7),
                k % 2 == 0 ? bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Self.margin)
                    : root.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: Self.margin),
                k == 0 ? bubble.topAnchor.constraint(equalTo: root.topAnchor, constant: Self.margin)
                    : bubble.topAnchor.constraint(equalTo: bubbles[k - 1].bottomAnchor, constant: Self.gap),
            ]
            bubbles.append(bubble)
            texts.append(text)
        }
        try! LayoutConstraint.activate(constraints)
        let tree = Tree(root: root, bubbles: bubbles, texts: texts)
        root.layoutIfNeeded()
        tree.firstLayout = root.engine.lastPassReport
        tree.framesRead = LayoutItem.readFrames(of: bubbles + texts)
        return tree
    }

    func edit(_ tree: Tree, cycle k: Int) {
        let words = k % 2 == 0 ? Self.longText : Self.words(message: editedMessage)
        tree.texts[editedMessage].measuredContent = WrappedText(words: words, spaceWidth: Self.text.space,
                                                                lineHeight: Self.text.line)
        tree.root.layoutIfNeeded()
        _ = tree.bubbles[editedMessage].frame
        _ = tree.bubbles[n - 1].frame
    }

    /// The size of a text's lines at the widest text width.
    static func lines(_ words: [Double]) -> Size {
        WrappedText(words: words, spaceWidth: text.space, lineHeight: text.line)
            .sizeThatFits(ProposedSize(width: widestText, height: nil))
    }

    func check(_ tree: Tree, afterCycle k: Int?) throws {
        var y = Self.margin
        for message in [0, editedMessage, n - 1] where message < n {
            // Every bubble above adds its height and the gap.
            y = Self.margin
            for above in 0..<message {
                y += height(of: above, afterCycle: k) + Self.gap
            }
            let size = Self.lines(words(of: message, afterCycle: k))
            let width = size.width + 2 * Self.inset.horizontal
            let x = message % 2 == 0 ? Self.margin : Self.rootWidth - Self.margin - width
            try expect(tree.bubbles[message].frame, Rect(x: x, y: y, width: width, height: size.height + 2 * Self.inset.vertical),
                       "bubble\(message)", afterCycle: k)
        }
    }

    private func words(of message: Int, afterCycle k: Int?) -> [Double] {
        if message == editedMessage, let k, k % 2 == 0 { return Self.longText }
        return Self.words(message: message)
    }

    private func height(of message: Int, afterCycle k: Int?) -> Double {
        Self.lines(words(of: message, afterCycle: k)).height + 2 * Self.inset.vertical
    }

    /// How many layout passes and measurements a fresh layout and one edit
    /// took.
    func describePasses(_ tree: Tree) -> String? {
        guard let fresh = tree.firstLayout else { return nil }
        // The debugging query over the whole tree, once, on the laid-out chat.
        var found = 0
        let ambiguity = ContinuousClock().measure { found = tree.root.engine.ambiguities().count }
        edit(tree, cycle: 0)
        let change = tree.root.engine.lastPassReport
        edit(tree, cycle: 1)
        return "T1 N=\(n): a fresh layout took \(fresh.passes) passes and \(fresh.measurements) measurements; "
            + "one text change \(change.passes) passes and \(change.measurements) measurements; "
            + "ambiguities() found \(found) in \(String(format: "%.1f", ambiguity.seconds * 1000)) ms"
    }
}
