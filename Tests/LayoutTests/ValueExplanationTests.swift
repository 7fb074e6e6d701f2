import Testing
import Layout

/// "Why is this value?": the constraints that decide an attribute, with the
/// arithmetic.
@Suite struct ValueExplanationTests {
    /// The profile header of the examples: name's width is what is left
    /// between the avatar and the follow button.
    @Test func aWidthIsTheSumOfTheConstraintsThatDecideIt() throws {
        let header = LayoutItem(name: "header")
        header.layoutMargins = EdgeInsets(all: 16)
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 260, height: 22))
        name.setContentCompressionResistancePriority(749, for: .horizontal)
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        for item in [avatar, name, follow] { header.addChild(item) }
        try LayoutConstraint.activate([
            header.widthAnchor.constraint(equalToConstant: 375),
            avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            follow.trailingAnchor.constraint(equalTo: header.trailingMarginAnchor),
            follow.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
        ])
        let why = name.explanation(of: .width)
        #expect(why.value == 179)
        #expect(why.terms.map(\.amount).reduce(0, +) == 179)
        let byConstraint = Dictionary(uniqueKeysWithValues: why.terms.map { ($0.constraint.description, $0.amount) })
        #expect(byConstraint == [
            "header.width == 375": 375,
            "avatar.leading == header.leadingMargin": -16,
            "avatar.width == 64": -64,
            "name.leading == avatar.trailing + 12": -12,
            "follow.trailing == header.trailingMargin": -16,
            "follow.leading >= name.trailing + 8": -8,
            "follow-compression-horizontal: follow.width >= 80 @750": -80,
        ])
        #expect(why.description.hasPrefix("name.width = 375 − 80 − 16 − 64 − 12 − 16 − 8 = 179"))
    }

    /// Down a long list, the rows' heights and the spacings are each one
    /// form of term adding the same amount: the sum writes each once
    /// (`20 × 9`), and the list shows the first two and the last. Five of
    /// a form are still listed one by one.
    @Test func repeatedTermsOfOneFormAreWrittenOnce() throws {
        func column(rows count: Int) throws -> (LayoutItem, [LayoutItem]) {
            let list = LayoutItem(name: "list")
            let rows = (0..<count).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: 100, height: 20)) }
            for row in rows { list.addChild(row) }
            try LayoutConstraint.activate([rows[0].topAnchor.constraint(equalTo: list.topAnchor, constant: 8)]
                + (1..<count).map { rows[$0].topAnchor.constraint(equalTo: rows[$0 - 1].bottomAnchor, constant: 8) })
            return (list, rows)
        }
        let (list, rows) = try column(rows: 10)
        // Nine rows of 20 above row 9, the list's 8 and nine spacings of 8:
        // 180 + 8 + 72 = 260.
        #expect(rows[9].explanation(of: .top).description == """
            row9.top = 20 × 9 + 8 + 8 × 9 = 260
              20  row0-compression-vertical: row0.height >= 20 @750
              20  row1-compression-vertical: row1.height >= 20 @750
                  … 6 more of the same form
              20  row8-compression-vertical: row8.height >= 20 @750
               8  row0.top == list.top + 8
               8  row1.top == row0.bottom + 8
               8  row2.top == row1.bottom + 8
                  … 6 more of the same form
               8  row9.top == row8.bottom + 8
            """)
        let (short, shortRows) = try column(rows: 6)
        #expect(shortRows[5].explanation(of: .top).description.hasPrefix(
            "row5.top = 20 + 20 + 20 + 20 + 20 + 8 + 8 + 8 + 8 + 8 + 8 = 148\n"))
        withExtendedLifetime((list, short)) {}
    }

    /// A margin attribute adds the item's margin itself; an ambiguous value
    /// says the constraints do not decide it.
    @Test func offsetsAndAmbiguity() throws {
        let root = LayoutItem(name: "root")
        let free = LayoutItem(name: "free")
        root.addChild(free)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 100)])
        let margin = root.explanation(of: .trailingMargin)
        #expect(margin.value == 92)
        #expect(margin.offset == -8)
        #expect(margin.description.hasPrefix("root.trailingMargin = 100 − 8 = 92"))
        let open = free.explanation(of: .left)
        #expect(open.value == 0)
        #expect(!open.isDetermined)
        #expect(open.terms.isEmpty)
        #expect(open.description.contains("the constraints do not decide it"))
    }

    /// A value of 0 that the constraints decide, none of them adding
    /// anything, names them all; among constraints that add something, one
    /// that adds 0 is left out.
    @Test func aDecidedZeroNamesTheConstraintsThatDecideIt() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        root.addChild(a)
        root.addChild(b)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 100),
            root.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
        ])
        let zero = b.explanation(of: .left)
        #expect(zero.value == 0)
        #expect(zero.isDetermined)
        #expect(zero.terms.map(\.constraint.description) == ["root-origin-x: root.left == 0", "a.leading == root.leading",
                                                             "b.leading == a.leading"])
        #expect(zero.terms.allSatisfy { $0.amount == 0 })
        #expect(zero.description == """
            b.left = 0
              0  root-origin-x: root.left == 0
              0  a.leading == root.leading
              0  b.leading == a.leading
            """)
        let below = b.explanation(of: .top)
        #expect(below.description == """
            b.top = 10 + 4 = 14
              10  a-compression-vertical: a.height >= 10 @750
               4  b.top == a.bottom + 4
            """)
    }

    /// A constraint between baselines adds the distance between their
    /// offsets, and says what each is; a last baseline's own offset says
    /// how much of it is the lines above the last one shown.
    @Test func baselineOffsetsAreNamed() throws {
        let screen = LayoutItem(name: "screen")
        let message = LayoutItem(name: "message")
        message.measuredContent = WrappedText(words: [40, 30, 50, 20, 60, 40, 30], spaceWidth: 4, lineHeight: 20)
        message.firstBaselineOffset = 15
        message.lastBaselineOffset = 15
        let time = LayoutItem(name: "time", intrinsicContentSize: IntrinsicSize(width: 36, height: 14))
        time.lastBaselineOffset = 11
        screen.addChild(message)
        screen.addChild(time)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 240),
            message.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 12),
            message.topAnchor.constraint(equalTo: screen.topAnchor, constant: 12),
            message.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
            time.leadingAnchor.constraint(equalTo: message.trailingAnchor, constant: 8),
            time.lastBaselineAnchor.constraint(equalTo: message.lastBaselineAnchor),
        ])
        // 7 words in at most 150: 40 30 50 (128), 20 60 40 (128), 30: three lines of 20.
        let top = time.explanation(of: .top)
        #expect(top.value == 56)
        #expect(top.terms.map(\.amount) == [12, 44])
        let offsets = top.terms[1].offsets.map { "\($0.region.name).\($0.attribute.rawValue) \($0.base.rawValue) \($0.amount)" }
        #expect(offsets == ["time.lastBaseline top 11.0", "message.lastBaseline top 55.0"])
        #expect(top.description.hasSuffix(
            "44  time.lastBaseline == message.lastBaseline  (time.lastBaseline = time.top + 11, message.lastBaseline = message.top + 55)"))
        let baseline = message.explanation(of: .lastBaseline)
        #expect(baseline.value == 67)
        #expect(baseline.offset == 55)
        #expect(baseline.linesAboveLastBaseline == 40)
        #expect(baseline.description.hasSuffix(
            "55  message's own lastBaseline offset (its last line shown starts 40 below its top, the baseline 15 into that line)"))
        #expect(top.terms[0].offsets.isEmpty)
    }

    /// A centring adds nothing, but it is why one side mirrors the other:
    /// a title centred in 200, held 40 from the left, is 2 × (100 − 40) =
    /// 120 wide, and the explanation names the centring with its 0.
    @Test func aCentringThatDecidesIsNamed() throws {
        let bar = LayoutItem(name: "bar")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 150, height: 20))
        bar.addChild(title)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 200),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: bar.leadingAnchor, constant: 40),
            title.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
        ])
        let why = title.explanation(of: .width)
        #expect(why.value == 120)
        #expect(why.terms.map(\.constraint.description) == [
            "bar.width == 200", "title.leading >= bar.leading + 40", "title.centerX == bar.centerX",
        ])
        #expect(why.terms.map(\.amount) == [200, -80, 0])
    }

    /// A one-line label (`maxLines` 1) in a 100-point row wants 158 for its
    /// three words of 50, 4 apart, whatever its width (one line does not
    /// wrap); squeezed to 100 it is 100 wide, truncated, which the
    /// height's explanation notes. Text that fits has no note, and asking
    /// changes no frame.
    @Test func contentThatDidNotGetItsWidthIsNoted() throws {
        let row = LayoutItem(name: "row")
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: [50, 50, 50], maxLines: 1)
        let short = LayoutItem(name: "short")
        short.measuredContent = WrappedText(words: [30])
        row.addChild(label)
        row.addChild(short)
        try LayoutConstraint.activate([
            row.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor),
            label.topAnchor.constraint(equalTo: row.topAnchor),
            short.topAnchor.constraint(equalTo: label.bottomAnchor),
            short.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        ])
        row.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        // Its width is the row's: the note has nothing to add there.
        #expect(label.explanation(of: .width).wrapping.isEmpty)
        let why = label.explanation(of: .height)
        #expect(why.wrapping.isEmpty)
        let clipping = try #require(why.clipping)
        #expect(clipping.item === label)
        #expect(clipping.contentSize == Size(width: 158, height: 20))
        #expect(clipping.size == Size(width: 100, height: 20))
        #expect(why.description.hasSuffix(
            "\nNote: within its width, 100, label's content is 158 × 20, cut to maxLines 1 with an ellipsis."))
        #expect(short.explanation(of: .height).wrapping.isEmpty && short.explanation(of: .height).clipping == nil)
        #expect(short.explanation(of: .width).wrapping.isEmpty)
        // Below it, the label's 20 is among the terms of short's top, but
        // its one line is 20 high at any width: no note on its width there.
        let below = short.explanation(of: .top)
        #expect(below.terms.contains { $0.constraint.description == "label-compression-vertical: label.height >= 20 @750" })
        #expect(below.wrapping.isEmpty)
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(short.frame == Rect(x: 0, y: 20, width: 30, height: 20))
    }
}
