import Stack
import Testing

/// Bad input to the stack API. A number a stack cannot use (a spacing,
/// custom spacing, size range or flex option that is not finite, a negative
/// minimum size) traps with a message naming the stack, the item and the
/// value, as UIKit raises an exception; what UIKit accepts (negative
/// spacing, a custom spacing after an item the stack does not arrange, a
/// minimum above the maximum) is accepted (Docs/Formats/StackRules.md, "Decisions").
/// An index out of range traps as UIKit's `insertArrangedSubview(_:at:)`
/// raises for one, and Swift's `Array.insert(_:at:)` stops.
@Suite struct BadStackInputTests {
    /// A setting that traps, on a row `row` arranging `x`, with a child
    /// `stranger` that it does not arrange.
    enum Misuse: String, Codable, Sendable, CaseIterable {
        case nanSpacing, infiniteSpacing, negativeInfiniteSpacing, nanCustomSpacing, infiniteCustomSpacingAfterAStranger
        case nanMinimum, negativeMinimum, infiniteMinimum, nanMaximum
        case nanGrow, infiniteShrink, nanBasis, infiniteBasisFraction, nanSpacingBefore, infiniteItemMinimum, nanItemMaximum
        case arrangingItself, arrangingPastTheEnd, arrangingBeforeTheStart, insertingAChildPastTheEnd

        /// What the trap says.
        var message: String {
            let range = "row: the size range StackSizeRange"
            let flex = "row: the flex option"
            return switch self {
            case .nanSpacing: "row: the spacing points(nan) is not finite"
            case .infiniteSpacing: "row: the spacing points(inf) is not finite"
            case .negativeInfiniteSpacing: "row: the spacing points(-inf) is not finite"
            case .nanCustomSpacing: "row: the custom spacing points(nan) after x is not finite"
            case .infiniteCustomSpacingAfterAStranger: "row: the custom spacing points(inf) after stranger is not finite"
            case .nanMinimum: "\(range)(minimum: nan × 0, maximum: inf × inf) is not usable"
            case .negativeMinimum: "\(range)(minimum: -1 × 0, maximum: inf × inf) is not usable"
            case .infiniteMinimum: "\(range)(minimum: 0 × inf, maximum: inf × inf) is not usable"
            case .nanMaximum: "\(range)(minimum: 0 × 0, maximum: 100 × nan) is not usable"
            case .nanGrow: "\(flex) grow nan of x is not usable"
            case .infiniteShrink: "\(flex) shrink inf of x is not usable"
            case .nanBasis: "\(flex) basis nan of x is not usable"
            case .infiniteBasisFraction: "\(flex) basis inf of x is not usable"
            case .nanSpacingBefore: "\(flex) spacingBefore nan of x is not usable"
            case .infiniteItemMinimum: "\(flex) minimumSize.width inf of x is not usable"
            case .nanItemMaximum: "\(flex) maximumSize.height nan of x is not usable"
            case .arrangingItself: "row cannot arrange itself"
            case .arrangingPastTheEnd: "arranging y in row at 2: row arranges 1 items, so the index must be from 0 to 1"
            case .arrangingBeforeTheStart: "arranging y in row at -1: row arranges 1 items, so the index must be from 0 to 1"
            case .insertingAChildPastTheEnd: "inserting y into row at 3: row has 2 children, so the index must be from 0 to 2"
            }
        }

        /// Does the misuse on a fresh row.
        func perform() {
            let x = LayoutItem(name: "x"), stranger = LayoutItem(name: "stranger")
            let row = StackItem(name: "row", arrangedItems: [x])
            row.addChild(stranger)
            row.distribution = .flex(.start)
            switch self {
            case .nanSpacing: row.spacing = .points(.nan)
            case .infiniteSpacing: row.spacing = .points(.infinity)
            case .negativeInfiniteSpacing: row.spacing = .points(-.infinity)
            case .nanCustomSpacing: row.setCustomSpacing(.points(.nan), after: x)
            case .infiniteCustomSpacingAfterAStranger: row.setCustomSpacing(.points(.infinity), after: stranger)
            case .nanMinimum: row.sizeRange = StackSizeRange(minimum: Size(width: .nan, height: 0))
            case .negativeMinimum: row.sizeRange = StackSizeRange(minimum: Size(width: -1, height: 0))
            case .infiniteMinimum: row.sizeRange = StackSizeRange(minimum: Size(width: 0, height: .infinity))
            case .nanMaximum: row.sizeRange = StackSizeRange(maximum: Size(width: 100, height: .nan))
            case .nanGrow: row.setFlexOptions(FlexItemOptions(grow: .nan), for: x)
            case .infiniteShrink: row.setFlexOptions(FlexItemOptions(shrink: .infinity), for: x)
            case .nanBasis: row.setFlexOptions(FlexItemOptions(basis: .points(.nan)), for: x)
            case .infiniteBasisFraction: row.setFlexOptions(FlexItemOptions(basis: .fraction(.infinity)), for: x)
            case .nanSpacingBefore: row.setFlexOptions(FlexItemOptions(spacingBefore: .nan), for: x)
            case .infiniteItemMinimum: row.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(width: .points(.infinity))), for: x)
            case .nanItemMaximum: row.setFlexOptions(FlexItemOptions(maximumSize: FlexSize(width: 10, height: .points(.nan))), for: x)
            case .arrangingItself: row.addArrangedItem(row)
            case .arrangingPastTheEnd: row.insertArrangedItem(LayoutItem(name: "y"), at: 2)
            case .arrangingBeforeTheStart: row.insertArrangedItem(LayoutItem(name: "y"), at: -1)
            case .insertingAChildPastTheEnd: row.insertChild(LayoutItem(name: "y"), at: 3)
            }
        }
    }

    @Test(arguments: Misuse.allCases)
    func anUnusableSettingTrapsNamingIt(_ misuse: Misuse) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [misuse] in
            misuse.perform()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(misuse.message), "\(standardError)")
    }

    /// Negative spacing, the stack's or a custom one, makes items overlap.
    @Test func negativeSpacingOverlapsItems() {
        let items = ["a", "b", "c"].map { LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: 30, height: 10)) }
        let row = StackItem(name: "row", arrangedItems: items)
        row.spacing = -10
        row.setCustomSpacing(-30, after: items[1])
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(items.map(\.frame.minX) == [0, 20, 20])
        #expect(row.frame.size == Size(width: 50, height: 10))
    }
}
