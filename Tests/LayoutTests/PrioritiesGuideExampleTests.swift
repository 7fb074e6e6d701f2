import Testing
import GuideExamples
import Layout

/// The Swift examples of the priorities guide (Docs/Guides/Priorities.md),
/// compiled here as written there (between `// Guide example begins/ends:
/// Priorities.md N` markers), with the values the guide says they give.
@Suite struct PrioritiesGuideExampleTests {
    @Test func theTestsCompileEveryBlockAsWritten() throws {
        let problems = try GuideExamples("Priorities.md").problems(in: #filePath)
        #expect(problems == [])
    }

    /// Block 1: priorities are strict levels, so one wish at 251 outweighs
    /// any number at 250.
    @Test func oneWishAt251BeatsAThousandAt250() throws {
        let shown = try valuesShown {
            // Guide example begins: Priorities.md 1
            let x = Variable("x")
            let solver = Solver()
            try solver.addConstraint((x == 100) | 251)
            for _ in 0..<1_000 {
                try solver.addConstraint((x == 0) | 250)
            }
            solver.value(of: x)   // 100: one wish at 251 beats a thousand at 250
            // Guide example ends: Priorities.md 1
        }
        #expect(shown.map(\.description) == ["100.0"])
    }

    /// Block 2: the label's edges against its hugging: required, they
    /// stretch it to 300 − 10 − 10 = 280; at 240, hugging keeps its 100.
    @Test func edgesAgainstHugging() throws {
        let shown = try valuesShown {
            // Guide example begins: Priorities.md 2
            let row = LayoutItem(name: "row")
            let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
            row.addChild(label)
            let trailing = label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -10)
            try LayoutConstraint.activate([
                row.widthAnchor.constraint(equalToConstant: 300),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: row.topAnchor),
                trailing,
            ])
            row.layoutIfNeeded()
            label.frame.width    // 280: the required edges beat hugging (250)
            trailing.priority = 240
            row.layoutIfNeeded()
            label.frame.width    // 100: hugging (250) beats the edge at 240
            // Guide example ends: Priorities.md 2
        }
        #expect(shown.map(\.description) == ["[]", "280.0", "[]", "100.0"])
    }

    /// Block 3: fitting sizes pulled at 50 (the content decides: 100 + 24
    /// by 20 + 16) and at 300 (above hugging, below compression
    /// resistance: the width reaches the target).
    @Test func fittingPriorities() throws {
        let shown = try valuesShown {
            // Guide example begins: Priorities.md 3
            let bubble = LayoutItem(name: "bubble")
            bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            let text = LayoutItem(name: "text", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
            bubble.addChild(text)
            try LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
                text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
                text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
                text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
            ])
            let target = Size(width: 400, height: 0)
            bubble.systemLayoutSizeFitting(target, horizontalFittingPriority: .fittingSizeLevel,
                                           verticalFittingPriority: .fittingSizeLevel)   // 124 × 36: the content decides
            bubble.systemLayoutSizeFitting(target, horizontalFittingPriority: 300,
                                           verticalFittingPriority: .fittingSizeLevel)   // 400 × 36: 300 beats hugging
            // Guide example ends: Priorities.md 3
            // Fitting changes nothing in the engine: the bubble, a root whose
            // size nothing decides, still takes its content's size.
            #expect(bubble.layoutIfNeeded().isEmpty && bubble.frame.size == Size(width: 124, height: 36))
        }
        #expect(shown.map(\.description) == ["124 × 36", "400 × 36"])
    }
}
