import Testing
import SeededRandom
import Stack

/// Changing a live stack gives exactly what building it afresh with the
/// final settings gives, and replaces only the constraints that depend on
/// the change.
@Suite struct IncrementalTests {
    static let distributions: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                     .equalCentering, .flex(.start), .flex(.center), .flex(.end),
                                                     .flex(.spaceBetween), .flex(.spaceAround)]

    /// A random walk of changes; after each, the live stack's frames and
    /// generated constraints equal a fresh build's.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomChangesMatchAFreshBuild(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        var recipe = StackRecipe(items: (0..<4).map { StackRecipe.Item(name: "item\($0)", width: 20 + 10 * Double($0),
                                                                          height: 40 - 5 * Double($0)) })
        recipe.width = 300
        let live = try recipe.build()
        var created = recipe.items.count
        for step in 0..<40 {
            let change = pick(11)
            let index = recipe.items.isEmpty ? 0 : pick(recipe.items.count)
            switch change {
            case 0 where !recipe.items.isEmpty:
                recipe.items[index].hidden.toggle()
                live.arrangedItems[index].isHidden = recipe.items[index].hidden
            case 1:
                recipe.spacing = [0, 8, -4, .system][pick(4)]
                live.spacing = recipe.spacing
            case 2:
                recipe.distribution = Self.distributions[pick(Self.distributions.count)]
                live.distribution = recipe.distribution
            case 3:
                recipe.alignment = StackAlignment.allCases[pick(StackAlignment.allCases.count)]
                live.alignment = recipe.alignment
            case 4:
                recipe.axis = recipe.axis.cross
                live.axis = recipe.axis
            case 5 where recipe.items.count < 7:
                let item = StackRecipe.Item(name: "item\(created)", width: Double(10 + pick(60)),
                                            height: Double(10 + pick(60)))
                created += 1
                let position = pick(recipe.items.count + 1)
                recipe.items.insert(item, at: position)
                live.insertArrangedItem(LayoutItem(name: item.name, intrinsicContentSize: IntrinsicSize(width: item.width,
                                                                                                      height: item.height)),
                                        at: position)
            case 6 where !recipe.items.isEmpty:
                recipe.items.remove(at: index)
                live.arrangedItems[index].removeFromParent()
            case 7 where !recipe.items.isEmpty:
                recipe.items[index].width = Double(pick(90))
                live.arrangedItems[index].intrinsicContentSize.width = recipe.items[index].width
            case 8 where !recipe.items.isEmpty:
                recipe.items[index].customSpacing = [.default, 20, .system][pick(3)]
                live.setCustomSpacing(recipe.items[index].customSpacing, after: live.arrangedItems[index])
            case 9 where !recipe.items.isEmpty:
                recipe.items[index].flex = FlexItemOptions(grow: Double(pick(3)),
                                                           shrink: Double(pick(3)),
                                                           spacingBefore: Double(pick(3)))
                live.setFlexOptions(recipe.items[index].flex, for: live.arrangedItems[index])
            default:
                recipe.marginsRelative.toggle()
                live.isLayoutMarginsRelativeArrangement = recipe.marginsRelative
            }
            let conflicts = live.layoutIfNeeded()
            let fresh = try recipe.build()
            let freshConflicts = fresh.layoutIfNeeded()
            #expect(conflicts.count == freshConflicts.count, "step \(step)")
            #expect(live.generatedConstraints.map(\.description) == fresh.generatedConstraints.map(\.description),
                    "step \(step): change \(change)")
            let liveFrames = live.framesByName, freshFrames = fresh.framesByName
            for (name, frame) in freshFrames.sorted(by: { $0.key < $1.key }) {
                #expect(framesMatch(liveFrames[name] ?? .zero, frame, tolerance: 1e-6),
                        "step \(step) (change \(change)): \(name) is \(liveFrames[name] ?? .zero), fresh \(frame)")
            }
        }
    }

    /// Hiding one item of ten replaces only the constraints that involve it
    /// (its spacing, gap guide, tiebreak and boundaries, about a dozen of
    /// 50 to 100); the rest are the same objects, some with a new constant or
    /// priority.
    @Test(arguments: [StackDistribution.fill, .fillEqually, .equalSpacing])
    func hidingAnItemReplacesOnlyWhatDependsOnIt(distribution: StackDistribution) {
        let items = (0..<10).map { LayoutItem(name: "v\($0)", intrinsicContentSize: IntrinsicSize(width: 30, height: 20)) }
        let stack = StackItem(name: "row", arrangedItems: items)
        stack.distribution = distribution
        stack.alignment = .center
        stack.spacing = 4
        stack.layoutIfNeeded()
        let before = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        items[4].isHidden = true
        stack.layoutIfNeeded()
        let after = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        let replaced = before.subtracting(after).count + after.subtracting(before).count
        #expect(replaced > 0 && replaced <= 15 && before.count >= 50, "\(replaced) of \(before.count) constraints replaced")
        #expect(items[4].frame.width == 0)
        #expect(abs(items[5].frame.minX - (items[3].frame.maxX + 4)) < 1e-9)
    }

    /// In a flex stack every arranged item keeps its constraints when one is
    /// hidden: only constants change (the hidden item's width, the
    /// positions after it), in place.
    /// Rows built before the column that arranges them make no engine of
    /// their own: the tree gets one engine, at its first layout pass, and
    /// every stack in it compiles there.
    @Test func stacksBuiltBottomUpMakeOneEngineAtTheFirstPass() {
        let rows = (0..<2).map { k in
            StackItem(name: "row\(k)", arrangedItems: (0..<2).map { i in
                LayoutItem(name: "item\(k).\(i)",
                           intrinsicContentSize: IntrinsicSize(width: 30 + 10 * Double(i), height: 20 + 10 * Double(k)))
            })
        }
        #expect(rows.allSatisfy { $0.engineIfAttached == nil })
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = .points(8)
        #expect(column.engineIfAttached == nil)
        #expect(column.layoutIfNeeded().isEmpty)
        // Rows 30 + 40 = 70 wide, 20 and 30 high; the column 20 + 8 + 30.
        #expect(column.frame == Rect(x: 0, y: 0, width: 70, height: 58))
        #expect(rows[1].frame == Rect(x: 0, y: 28, width: 70, height: 30))
        #expect(rows[1].arrangedItems[1].frame == Rect(x: 30, y: 0, width: 40, height: 30))
        #expect(rows[1].arrangedItems[1].frameInRoot == Rect(x: 30, y: 28, width: 40, height: 30))
    }

    /// Hiding a flex item changes constants, and replaces the hidden item's
    /// two `STK-flex-size` constraints by ones at 999.999 (a constraint
    /// cannot turn from required to optional in place, as in UIKit):
    /// nothing else is made again.
    @Test func hidingAFlexItemChangesConstantsAndItsSizeOnly() {
        let items = (0..<10).map { LayoutItem(name: "v\($0)", intrinsicContentSize: IntrinsicSize(width: 30, height: 20)) }
        let stack = StackItem(name: "row", arrangedItems: items)
        stack.distribution = .flex(.start)
        stack.alignment = .center
        stack.spacing = 4
        stack.layoutIfNeeded()
        let before = stack.generatedConstraints
        let constants = before.map(\.constant)
        items[4].isHidden = true
        stack.layoutIfNeeded()
        let after = stack.generatedConstraints
        #expect(after.count == before.count)
        let replaced = zip(before, after).filter { $0 !== $1 }.map(\.1)
        #expect(replaced.map(\.description) == ["STK-flex-size: v4.width == 0 @999.999",
                                                 "STK-flex-size: v4.height == 20 @999.999"])
        let changed = zip(constants, after.map(\.constant)).filter { $0 != $1 }.count
        // v4's width, v5 to v9's left, and the stack's content width (its
        // fit twice, its tiebreak).
        #expect(changed == 9, "\(changed) constants changed")
        #expect(items[4].frame.width == 0)
        #expect(abs(items[5].frame.minX - (items[3].frame.maxX + 4)) < 1e-9)
    }

    /// A hidden item takes no space: the visible items sit as they would
    /// without it, under every distribution and alignment (alignment fill
    /// keeps UIKit's quirk of a hidden item still sizing the cross axis, so
    /// the hidden item here is not the tallest).
    @Test(arguments: distributions)
    func hidingIsLikeRemoving(distribution: StackDistribution) throws {
        for alignment in StackAlignment.allCases {
            for axis in LayoutAxis.allCases {
                var recipe = StackRecipe(axis: axis, distribution: distribution, alignment: alignment, spacing: 6,
                                         items: [.init(name: "a", width: 40, height: 30), .init(name: "b", width: 20, height: 10),
                                                 .init(name: "c", width: 60, height: 20)])
                recipe.width = 200
                var hidden = recipe
                hidden.items[1].hidden = true
                var removed = recipe
                removed.items.remove(at: 1)
                let withHidden = try hidden.build(), without = try removed.build()
                withHidden.layoutIfNeeded()
                without.layoutIfNeeded()
                for name in ["stack", "a", "c"] {
                    #expect(framesMatch(withHidden.framesByName[name]!, without.framesByName[name]!, tolerance: 1e-6),
                            "\(distribution) \(alignment) \(axis): \(name) is \(withHidden.framesByName[name]!), without b \(without.framesByName[name]!)")
                }
            }
        }
    }
}
