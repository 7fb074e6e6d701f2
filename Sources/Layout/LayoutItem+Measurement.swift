extension LayoutItem {
    /// What the item's measured content wants within `proposal`, checked:
    /// a size that is not finite or is negative is refused and reported in
    /// the engine's ``LayoutPassReport``. Answers are cached until the
    /// content changes. Nil for an item without measured content.
    package func contentSize(within proposal: ProposedSize) -> Result<Size, InvalidMeasurement>? {
        guard let measuredContent else { return nil }
        if let cached = measurementCache.last(where: { $0.proposal == proposal }) { return .success(cached.size) }
        let answer = measuredContent.sizeThatFits(proposal)
        let result: Result<Size, InvalidMeasurement>
        if [answer.width, answer.height].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            result = .success(answer)
            lastAcceptedContentSize = answer
            measurementCache.append((proposal, answer))
            if measurementCache.count > 4 { measurementCache.removeFirst() }
        } else {
            result = .failure(InvalidMeasurement(item: self, proposal: proposal, answer: answer))
        }
        engineIfAttached?.record(result)
        return result
    }

    /// Measures the content for the item's content-size constraints: on
    /// success ``measuredSize`` becomes the answer; a refused answer leaves
    /// it as it was.
    func measure(_ proposal: ProposedSize) -> Result<Size, InvalidMeasurement> {
        guard let result = contentSize(within: proposal) else { return .success(.zero) }
        if case let .success(size) = result {
            measuredSize = size
            measurementProposal = proposal
            if proposal == .unbounded { measuredSizeAtAnyWidth = size }
            updateLastBaselineShift()
        }
        return result
    }

    /// Shows the lines of the content that fit in `height`, the height the
    /// item was laid out at: below the height the content measured, its
    /// last baseline is that of the last line shown, as a label shorter
    /// than its text ends on the last line it draws. Returns whether the
    /// last baseline moved.
    func fitLastBaseline(toHeight height: Double) -> Bool {
        guard let measuredSize else { return false }
        let shown: Double? = height < measuredSize.height - 1e-9 * max(1, measuredSize.height) ? height : nil
        guard shown != shownHeight else { return false }
        shownHeight = shown
        return updateLastBaselineShift()
    }

    /// Moves the last baseline to the line the content measured last ends
    /// on (see ``lastBaselineShift``), and the constraints on it with it.
    /// An item a flex stack measures keeps the shift the stack placed
    /// (``placeLastBaseline(shift:)``). Returns whether it moved.
    @discardableResult
    func updateLastBaselineShift() -> Bool {
        guard usesContentSizeConstraints else { return false }
        var shift = 0.0
        if hasMeasuredContent, let measuredContent, let proposal = measurementProposal {
            shift = measuredContent.lastBaselineShift(within: ProposedSize(width: proposal.width, height: shownHeight))
        }
        return placeLastBaseline(shift: shift)
    }

    /// Moves the last baseline by `shift`, and the constraints on it with
    /// it: where the content's measured lines end, or, for an item a flex
    /// stack measures (no measurement of the engine's moves it), where the
    /// lines the stack laid out end, so that a constraint on the last
    /// baseline of wrapped text follows its last line, as on a multi-line
    /// label. Returns whether it moved.
    package func placeLastBaseline(shift: Double) -> Bool {
        usagePrecondition(shift.isFinite, "\(name): the content's last baseline shift \(shift) is not finite")
        guard shift != lastBaselineShift else { return false }
        lastBaselineShift = shift
        if lastBaselineOffset != nil { engineIfAttached?.lastBaselineMoved(in: self) }
        return true
    }
}
