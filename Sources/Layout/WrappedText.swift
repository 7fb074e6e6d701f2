/// A deterministic stand-in for a label's text: words of given widths that
/// wrap onto lines of equal height, as a multi-line `UILabel` wraps. Layout
/// documents write it as `"text"`; tests and examples use it wherever real
/// text would need a font.
///
/// ```swift
/// let message = LayoutItem(name: "message")
/// message.measuredContent = WrappedText(words: [40, 25, 60, 33], lineHeight: 20)
/// ```
///
/// Offered a width W, the words go in order: a word joins the current line
/// when the line's width, a space and the word still fit in W (to within
/// 1e-9); otherwise it starts a new line. A line's first word always goes on
/// it, even when it is wider than W. With ``maxLines`` above 0 only the
/// first lines are shown, and when words are left over the last one shown
/// ends in an ellipsis and fills W, as a `UILabel` truncates its last line
/// (`numberOfLines`). The size is the widest line shown by the number of
/// lines shown × ``lineHeight``; offered any width, the text is one line.
/// Text of one line (``maxLines`` 1) does not wrap: its size is its whole
/// line at any width, as a single-line `UILabel`'s intrinsic size is.
public struct WrappedText: MeasuredContent, Sendable, Hashable {
    /// The width of each word, in order (each finite and not negative).
    public var words: [Double]
    /// The width of the space between two words on a line.
    public var spaceWidth: Double
    /// The height of every line.
    public var lineHeight: Double
    /// The most lines shown; 0 for no limit (`UILabel.numberOfLines`).
    public var maxLines: Int

    /// Creates text of `words`; a width or height that is not finite or is
    /// negative, or a negative line limit, traps.
    public init(words: [Double], spaceWidth: Double = 4, lineHeight: Double = 20, maxLines: Int = 0) {
        for (index, word) in words.enumerated() {
            usagePrecondition(word.isFinite && word >= 0, "word \(index) of the text is \(word) wide; a width must be finite and not negative")
        }
        usagePrecondition(spaceWidth.isFinite && spaceWidth >= 0, "the text's space width \(spaceWidth) must be finite and not negative")
        usagePrecondition(lineHeight.isFinite && lineHeight >= 0, "the text's line height \(lineHeight) must be finite and not negative")
        usagePrecondition(maxLines >= 0, "the text's maxLines \(maxLines) cannot be negative")
        self.words = words
        self.spaceWidth = spaceWidth
        self.lineHeight = lineHeight
        self.maxLines = maxLines
    }

    /// The text at `factor` times its size, as a Dynamic Type size sets a
    /// label's font: every word, the space and the line height scaled, the
    /// line limit kept. The baselines of the item that shows it scale
    /// with it, which the item's offsets do not do by themselves. A factor
    /// that is not finite and positive traps.
    ///
    /// ```swift
    /// label.measuredContent = body.scaled(by: 1.5)
    /// label.firstBaselineOffset = 15 * 1.5
    /// ```
    public func scaled(by factor: Double) -> WrappedText {
        usagePrecondition(factor.isFinite && factor > 0, "the text size factor \(factor) is not a positive number")
        return WrappedText(words: words.map { $0 * factor }, spaceWidth: spaceWidth * factor,
                           lineHeight: lineHeight * factor, maxLines: maxLines)
    }

    /// The widths of the lines shown within `width` (nil: one line): the
    /// lines the words make, the first ``maxLines`` of them when that is
    /// above 0, the last of those as wide as `width` when words are left
    /// over (it ends in an ellipsis).
    public func lineWidths(within width: Double?) -> [Double] {
        var lines: [Double] = []
        var current: Double?
        for word in words {
            if let line = current {
                let joined = line + spaceWidth + word
                if let width, joined > width + 1e-9 {
                    lines.append(line)
                    current = word
                } else {
                    current = joined
                }
            } else {
                current = word
            }
        }
        if let current { lines.append(current) }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        lines.removeLast(lines.count - maxLines)
        if let width { lines[maxLines - 1] = max(lines[maxLines - 1], width) }
        return lines
    }

    /// `"cut to maxLines N with an ellipsis"` when ``maxLines`` leaves
    /// words out within `proposal.width` (one line when it is nil), so that
    /// the last line shown ends in an ellipsis; nil otherwise.
    public func truncation(within proposal: ProposedSize) -> String? {
        guard maxLines > 0, WrappedText(words: words, spaceWidth: spaceWidth, lineHeight: lineHeight)
            .lineWidths(within: proposal.width).count > maxLines else { return nil }
        return "cut to maxLines \(maxLines) with an ellipsis"
    }

    /// The widest line shown by the number of lines shown × ``lineHeight``,
    /// wrapping at `proposal.width` (one line when it is nil): text cut
    /// short by more than one line is as wide as the width offered. Text
    /// of one line (``maxLines`` 1) does not wrap and wants its whole line
    /// whatever the width, as a single-line `UILabel`'s intrinsic size
    /// does: narrower, it is squeezed by its compression resistance and
    /// ends in an ellipsis.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let lines = lineWidths(within: maxLines == 1 ? nil : proposal.width)
        return Size(width: lines.max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    /// The lines after the first that the words make within
    /// `proposal.width`, by ``lineHeight``: where the last line's baseline
    /// sits below the first's. A `proposal.height` shows only the lines
    /// that fit in it (one at least), as a label shorter than its text
    /// shows and ends on fewer.
    public func lastBaselineShift(within proposal: ProposedSize) -> Double {
        var lines = lineWidths(within: proposal.width).count
        if let height = proposal.height, lineHeight > 0 {
            lines = min(lines, max(1, Int((height / lineHeight + 1e-9).rounded(.down))))
        }
        return Double(max(lines - 1, 0)) * lineHeight
    }
}
