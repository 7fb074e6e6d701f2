import Testing
@testable import Layout

/// The visual format language: each grammar feature checked on frames
/// (root 320 × 480 with margins of 8), each fault on its message and caret.
@Suite struct VisualFormatTests {
    // MARK: Connections and the superview

    @Test func theIssueExample() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=50@750)]-8-[b(==a)]-|",
                                                    views: ["a": a, "b": b])
        #expect(made.map(\.description) == [
            "a.leading == root.leadingMargin", "a.width >= 50 @750", "b.leading == a.trailing + 8",
            "b.width == a.width", "root.trailingMargin == b.trailing",
        ])
        #expect(made.allSatisfy { !$0.isActive && $0.identifier == nil })
        try LayoutConstraint.activate(made)
        try activate(["V:|-[a(20)]", "V:|-[b(20)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        // 320 - 2 × 8 margins - 8 between = 296, shared equally.
        expectFrame(a, 8, 8, 148, 20)
        expectFrame(b, 164, 8, 148, 20)
    }

    @Test func standardSpacingIsEightBetweenViewsAndTheMarginsAtTheSuperview() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let made = try activate(["H:|-[a(100)]-[b]-|", "V:|[a(10)]", "V:|[b(10)]"], views: items)
        #expect(made.prefix(4).map(\.description) == [
            "a.leading == root.leadingMargin", "a.width == 100", "b.leading == a.trailing + 8",
            "root.trailingMargin == b.trailing",
        ])
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 20, 0, 100, 10)
        expectFrame(items[1], 128, 0, 320 - 30 - 128, 10)
    }

    @Test func explicitSpacingAndFlushViewsRelateToTheEdges() throws {
        let (root, items) = try makeTree(children: ["a", "b", "c"])
        let made = try activate(["H:|-20-[a(50)]-10-[b(60)][c]-30-|", "V:|[a]|", "V:|[b(10)]", "V:[c(10)]|"], views: items)
        #expect(made.prefix(6).map(\.description) == [
            "a.leading == root.leading + 20", "a.width == 50", "b.leading == a.trailing + 10", "b.width == 60",
            "c.leading == b.trailing", "root.trailing == c.trailing + 30",
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 20, 0, 50, 480)
        expectFrame(items[1], 80, 0, 60, 10)
        expectFrame(items[2], 140, 470, 150, 10)
    }

    @Test func verticalFormatsRelateTopsBottomsAndHeights() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let made = try activate(["V:|-[a(40)]-[b]-12-|", "H:|[a(10)]", "H:|[b(20)]"], views: items)
        #expect(made.prefix(4).map(\.description) == [
            "a.top == root.topMargin", "a.height == 40", "b.top == a.bottom + 8", "root.bottom == b.bottom + 12",
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 0, 8, 10, 40)
        expectFrame(items[1], 0, 56, 20, 480 - 12 - 56)
    }

    @Test func connectionPredicatesAreInequalitiesWithPriorities() throws {
        let (root, items) = try makeTree(children: ["a", "b", "c"])
        let made = try activate(["H:|-(>=10,<=30@750)-[a(200)]-(20@500)-[b(100)]-|", "H:[c(100)]-(-10)-[b]",
                                 "V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]"], views: items)
        #expect(made.prefix(6).map(\.description) == [
            "a.leading >= root.leading + 10", "a.leading <= root.leading + 30 @750", "a.width == 200",
            "b.leading == a.trailing + 20 @500", "b.width == 100", "root.trailingMargin == b.trailing",
        ])
        #expect(made[7].description == "b.leading == c.trailing - 10")
        #expect(root.layoutIfNeeded().isEmpty)
        // b sits at the margin (212); a cannot start before 10, so the gap
        // at 500 gives way to 2 points, and the 750 wish (<= 30) holds.
        expectFrame(items[0], 10, 0, 200, 10)
        expectFrame(items[1], 212, 0, 100, 10)
        // c overlaps b by 10 points: a negative spacing in parentheses.
        expectFrame(items[2], 122, 0, 100, 10)
    }

    @Test func theSuperviewIsTheParentOfTheViews() throws {
        let (root, items) = try makeTree(children: ["box"])
        let box = items[0]
        let inner = LayoutItem(name: "inner")
        box.addChild(inner)
        let made = try activate(["H:|-50-[box(200)]", "V:|-60-[box(100)]", "H:|-10-[inner]-10-|", "V:|-[inner]-|"],
                                views: [box, inner])
        #expect(made[4].description == "inner.leading == box.leading + 10")
        #expect(made[6].description == "inner.top == box.topMargin")
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(inner, 10, 8, 180, 84)
        expectFrame(inner, 60, 68, 180, 84, inRoot: true)
    }

    @Test func guidesTakePartAndTheirSuperviewIsTheirOwner() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let gap = LayoutGuide(name: "gap")
        root.addLayoutGuide(gap)
        try activate(["H:|-[a(40)]-[gap]-[b(40)]-|", "V:|[a(10)]", "V:|[b(10)]", "V:|-100-[gap(5)]"],
                     views: items + [gap])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(gap, 56, 100, 320 - 8 - 40 - 8 - 56, 5)
        expectFrame(items[1], 272, 0, 40, 10)
    }

    // MARK: Views, metrics and spaces

    @Test func viewPredicatesConstrainTheSizeAlongTheAxis() throws {
        let (root, items) = try makeTree(children: ["a", "b", "c"])
        let made = try activate(["H:|[a(>=50,<=200@750,300@600)]", "H:[b(==a)]|", "H:|[c(==a@500,100@750)]",
                                 "V:|[a(10)][b(==a)][c(>=a,5@250)]"], views: items)
        #expect(made[1...3].map(\.description) == ["a.width >= 50", "a.width <= 200 @750", "a.width == 300 @600"])
        #expect(made[4].description == "b.width == a.width")
        #expect(made[7...8].map(\.description) == ["c.width == a.width @500", "c.width == 100 @750"])
        #expect(made[14...15].map(\.description) == ["c.height >= a.height", "c.height == 5 @250"])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 0, 0, 200, 10)
        expectFrame(items[1], 120, 10, 200, 10)
        // a: 750 caps the 600 wish at 200. c: 750 on 100 beats 500 on a's
        // width; a's height beats 5 at 250.
        expectFrame(items[2], 0, 20, 100, 10)
    }

    @Test func metricsStandForSpacingsSizesAndPriorities() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let metrics = ["pad": 16.0, "side": 100, "gap": 4, "low": 250, "a": 42]
        let made = try activate(["H:|-pad-[a(side)]-gap-[b(>=side,500@low)]-(>=pad)-|", "V:|[a(==a)]", "V:|[b(10)]"],
                                metrics: metrics, views: items)
        #expect(made.map(\.description) == [
            "a.leading == root.leading + 16", "a.width == 100", "b.leading == a.trailing + 4", "b.width >= 100",
            "b.width == 500 @250", "root.trailing >= b.trailing + 16",
            // A name that is a metric and a view is the metric.
            "a.top == root.top", "a.height == 42", "b.top == root.top", "b.height == 10",
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 16, 0, 100, 42)
        expectFrame(items[1], 120, 0, 320 - 16 - 120, 10)
    }

    @Test func spacesBetweenTokensAreSkipped() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let made = try activate([" H : | - [ a ( >= 100 @ 750 , 100 ) ] - 20 - [ b ] - | ", "V:|[a(10)]", "V:|[b(10)]"],
                                views: items)
        #expect(made.prefix(5).map(\.description) == [
            "a.leading == root.leadingMargin", "a.width >= 100 @750", "a.width == 100", "b.leading == a.trailing + 20",
            "root.trailingMargin == b.trailing",
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[1], 128, 0, 184, 10)
    }

    // MARK: Directions

    @Test func leadingToTrailingFollowsARightToLeftTree() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        root.layoutDirection = .rightToLeft
        try activate(["H:|-[a(100)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 320 - 8 - 100, 0, 100, 10)
        expectFrame(items[1], 212 - 8 - 50, 0, 50, 10)
    }

    @Test func directionOptionsUseLeftAndRight() throws {
        let (root, items) = try makeTree(children: ["a", "b", "c"])
        root.layoutDirection = .rightToLeft
        let rightToLeft = try activate(["H:|-10-[a(100)]-[b(50)]-(>=0)-|"], options: .directionRightToLeft, views: items)
        #expect(rightToLeft.map(\.description) == [
            "root.right == a.right + 10", "a.width == 100", "a.left == b.right + 8", "b.width == 50", "b.left >= root.left",
        ])
        let leftToRight = try activate(["H:|-[c(30)]"], options: .directionLeftToRight, views: items)
        #expect(leftToRight.map(\.description) == ["c.left == root.leftMargin", "c.width == 30"])
        try activate(["V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 210, 0, 100, 10)
        expectFrame(items[1], 152, 0, 50, 10)
        // Left to right whatever the tree's direction.
        expectFrame(items[2], 8, 0, 30, 10)
    }

    // MARK: Options

    @Test func alignAllTopAlignsEveryTwoConsecutiveViews() throws {
        let (root, items) = try makeTree(children: ["a", "b", "c"])
        let made = try activate(["H:|-[a(50)]-[b(60)]-[c(70)]"], options: .alignAllTop, views: items)
        #expect(made.suffix(2).map(\.description) == ["a.top == b.top", "b.top == c.top"])
        try activate(["V:|-20-[a(10)]", "V:[b(30)]", "V:[c(40)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[0], 8, 20, 50, 10)
        expectFrame(items[1], 66, 20, 60, 30)
        expectFrame(items[2], 134, 20, 70, 40)
    }

    @Test func alignAllCenterY() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        try activate(["H:|[a(50)][b(60)]"], options: .alignAllCenterY, views: items)
        try activate(["V:|-100-[a(40)]", "V:[b(20)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[1], 50, 110, 60, 20)
    }

    @Test func alignAllFirstBaselineUsesTheBaselineOffsets() throws {
        let (root, items) = try makeTree(children: ["label", "field"])
        let (label, field) = (items[0], items[1])
        label.firstBaselineOffset = 15
        field.firstBaselineOffset = 22
        let made = try activate(["H:|-[label(80)]-[field(100)]"], options: .alignAllFirstBaseline, views: items)
        #expect(made.last?.description == "label.firstBaseline == field.firstBaseline")
        try activate(["V:|-40-[label(20)]", "V:[field(30)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(label, 8, 40, 80, 20)
        expectFrame(field, 96, 55 - 22, 100, 30)
    }

    @Test func verticalFormatsCombineHorizontalAlignments() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let made = try activate(["V:|-[a(20)]-[b(20)]"], options: [.alignAllLeading, .alignAllTrailing], views: items)
        #expect(made.suffix(2).map(\.description) == ["a.leading == b.leading", "a.trailing == b.trailing"])
        try activate(["H:|-30-[a]-30-|"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[1], 30, 36, 260, 20)
    }

    @Test func baselineToBaselineSpacingRelatesBaselinesBetweenViews() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        a.lastBaselineOffset = 16
        b.firstBaselineOffset = 12
        let made = try activate(["V:|-[a(20)]-[b(30)]-(>=0)-|"], options: .spacingBaselineToBaseline, views: items)
        #expect(made.map(\.description) == [
            "a.top == root.topMargin", "a.height == 20", "b.firstBaseline == a.lastBaseline + 8", "b.height == 30",
            "root.bottom >= b.bottom",
        ])
        try activate(["H:|[a(10)]", "H:|[b(10)]"], views: items)
        #expect(root.layoutIfNeeded().isEmpty)
        // a's last baseline at 8 + 16 = 24; b's first baseline 8 below it.
        expectFrame(b, 0, 32 - 12, 10, 30)
    }

    // MARK: Errors

    @Test func errorsCarryTheFormatAndTheOffsetOfTheFault() throws {
        let (_, items) = try makeTree(children: ["a"])
        let error = VisualFormatError(message: "'x' is not a key in the views dictionary", format: "H:|-[a]-[x]", offset: 9)
        #expect(throws: error) {
            try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[x]", views: ["a": items[0]])
        }
        #expect(error.description == """
            'x' is not a key in the views dictionary
            H:|-[a]-[x]
                     ^
            """)
    }

    @Test func emptyFormats() throws {
        let (_, items) = try makeTree(children: ["a"])
        #expect(failure("", views: items) == "The format is empty\n\n^")
        #expect(failure("   ", views: items) == "The format is empty\n   \n^")
    }

    @Test func unknownNames() throws {
        let (_, items) = try makeTree(children: ["a", "b"])
        #expect(failure("H:|-pad-[a]", views: items) == """
            'pad' is not a key in the metrics dictionary
            H:|-pad-[a]
                ^
            """)
        #expect(failure("[a(==w)]", views: items) == """
            'w' is not a key in the metrics or views dictionary
            [a(==w)]
                 ^
            """)
        #expect(failure("[a(10@high)]", views: items) == """
            'high' is not a key in the metrics dictionary
            [a(10@high)]
                  ^
            """)
        #expect(failure("X:[a]", views: items) == """
            Unknown orientation 'X': expected H or V
            X:[a]
            ^
            """)
    }

    @Test func aViewCannotBeAConstantOfAConnectionOrAPriority() throws {
        let (_, items) = try makeTree(children: ["a", "b"])
        #expect(failure("H:[a]-(>=b)-[b]", views: items) == """
            'b' is a view, where a number or a metric is expected
            H:[a]-(>=b)-[b]
                     ^
            """)
        #expect(failure("[a]-b-[b]", views: items) == """
            'b' is a view, where a number or a metric is expected
            [a]-b-[b]
                ^
            """)
        #expect(failure("[a(==b@b)]", views: items) == """
            'b' is a view, where a number or a metric is expected
            [a(==b@b)]
                   ^
            """)
    }

    @Test func malformedPredicates() throws {
        let (_, items) = try makeTree(children: ["a", "b"])
        #expect(failure("[a(=10)]", views: items) == """
            Expected '==', '<=' or '>='
            [a(=10)]
               ^
            """)
        #expect(failure("[a(>=)]", views: items) == """
            Expected a number, a metric or a view name
            [a(>=)]
                 ^
            """)
        #expect(failure("[a]-(<=)-[b]", views: items) == """
            Expected a number or a metric
            [a]-(<=)-[b]
                   ^
            """)
        #expect(failure("[a(10 20)]", views: items) == """
            Expected ',' or ')'
            [a(10 20)]
                  ^
            """)
        #expect(failure("[a(10@)]", views: items) == """
            Expected a priority (a number or a metric) after '@'
            [a(10@)]
                  ^
            """)
        #expect(failure("[a]-(-)-[b]", views: items) == """
            Expected a number
            [a]-(-)-[b]
                 ^
            """)
        #expect(failure("[a]-10[b]", views: items) == """
            Expected '-' after the spacing
            [a]-10[b]
                  ^
            """)
        #expect(failure("[a]--10-[b]", views: items) == """
            Expected a spacing, a view or '|' after '-'
            [a]--10-[b]
                ^
            """)
    }

    @Test func prioritiesMustLieInZeroToAThousand() throws {
        let (_, items) = try makeTree(children: ["a"])
        #expect(failure("[a(10@1001)]", views: items) == """
            The priority 1001 is outside (0, 1000]
            [a(10@1001)]
                  ^
            """)
        #expect(failure("[a(10@-1)]", views: items) == """
            The priority -1 is outside (0, 1000]
            [a(10@-1)]
                  ^
            """)
        #expect(failure("[a(10@ none)]", metrics: ["none": 0], views: items) == """
            The priority 0 is outside (0, 1000]
            [a(10@ none)]
                   ^
            """)
    }

    @Test func missingViewsAndBrackets() throws {
        let (_, items) = try makeTree(children: ["a"])
        #expect(failure("H:[a(10)", views: items) == """
            Expected ']'
            H:[a(10)
                    ^
            """)
        #expect(failure("[a b]", views: items) == """
            Expected ']'
            [a b]
               ^
            """)
        #expect(failure("[]", views: items) == """
            Expected a view name
            []
             ^
            """)
        #expect(failure("|-10-|", views: items) == """
            Expected a view
            |-10-|
                 ^
            """)
        #expect(failure("H:", views: items) == """
            Expected a view
            H:
              ^
            """)
        #expect(failure("[a]x", views: items) == """
            Expected a view
            [a]x
               ^
            """)
        #expect(failure("H:|-[a]-", views: items) == """
            Expected a spacing, a view or '|' after '-'
            H:|-[a]-
                    ^
            """)
    }

    @Test func aBarInTheMiddle() throws {
        let (_, items) = try makeTree(children: ["a", "b"])
        #expect(failure("H:[a]-|-[b]", views: items) == """
            '|' can only begin or end a format
            H:[a]-|-[b]
                  ^
            """)
    }

    @Test func alignmentsMustLieAcrossTheAxis() throws {
        let (_, items) = try makeTree(children: ["a", "b"])
        #expect(failure("H:[a][b]", options: [.alignAllTop, .alignAllLeading], views: items) == """
            alignAllLeading aligns views horizontally, so it needs a vertical format
            H:[a][b]
            ^
            """)
        #expect(failure("[a][b]", options: .alignAllCenterX, views: items) == """
            alignAllCenterX aligns views horizontally, so it needs a vertical format
            [a][b]
            ^
            """)
        #expect(failure(" V:[a][b]", options: .alignAllLastBaseline, views: items) == """
            alignAllLastBaseline aligns views vertically, so it needs a horizontal format
             V:[a][b]
             ^
            """)
        #expect(failure("[a][b]", options: [.directionLeftToRight, .directionRightToLeft], views: items) == """
            directionLeftToRight and directionRightToLeft cannot be combined
            [a][b]
            ^
            """)
    }

    @Test func theSuperviewMustBeTheParentOfEveryView() throws {
        // The root is kept: a parent lives as long as someone holds it.
        let (root, items) = try makeTree(children: ["a", "box"])
        defer { withExtendedLifetime(root) {} }
        let inner = LayoutItem(name: "inner")
        items[1].addChild(inner)
        let orphan = LayoutItem(name: "orphan")
        #expect(failure("H:[orphan]-|", views: [orphan]) == """
            '|' stands for the parent of 'orphan', which has none
            H:[orphan]-|
                       ^
            """)
        #expect(failure("H:|[a][inner]", views: items + [inner]) == """
            '|' stands for the parent of 'a', which is not the parent of 'inner'
            H:|[a][inner]
                   ^
            """)
        // Without '|' the views need no common parent.
        #expect(failure("H:[a][inner]", views: items + [inner]) == nil)
    }

    @Test func everyPrefixOfAFormatParsesOrFailsWithinIt() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        defer { withExtendedLifetime(root) {} }
        let format = "H:|-[a(>=50@750)]-8-[b(==a)]-|"
        var parsed: [String] = []
        for length in 0...format.count {
            let prefix = String(format.prefix(length))
            do throws(VisualFormatError) {
                _ = try LayoutConstraint.constraints(withVisualFormat: prefix, views: named(items))
                parsed.append(prefix)
            } catch {
                #expect(error.format == prefix)
                #expect((0...length).contains(error.offset), "\(error)")
            }
        }
        #expect(parsed == ["H:|-[a(>=50@750)]", "H:|-[a(>=50@750)]-8-[b(==a)]", format])
    }
}

/// The regions by name, for the `views` of a format.
private func named(_ regions: [LayoutRegion]) -> [String: LayoutRegion] {
    Dictionary(uniqueKeysWithValues: regions.map { ($0.name, $0) })
}

/// Activates the constraints of each format, with the regions as views by
/// name, and returns them in order.
@discardableResult
private func activate(_ formats: [String], options: VisualFormatOptions = [], metrics: [String: Double] = [:],
                      views: [LayoutRegion]) throws -> [LayoutConstraint] {
    let made = try formats.flatMap { format in
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: named(views))
    }
    try LayoutConstraint.activate(made)
    return made
}

/// The description of the error a format throws; nil when it throws none.
private func failure(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
                     views: [LayoutRegion]) -> String? {
    do throws(VisualFormatError) {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: named(views))
        return nil
    } catch {
        return error.description
    }
}
