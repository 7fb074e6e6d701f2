import Stack

/// A frame-level case of the stack rules (`SharedStackCases.swift`
/// holds them): settings, children, the stack's size input and the frames
/// expected, in the stack's coordinate space with its origin at (0, 0).
struct StackCase: CustomStringConvertible, Sendable {
    struct UIKitSettings: Sendable {
        var axis: LayoutAxis
        var distribution: StackDistribution
        var alignment: StackAlignment
        var spacing: Double
        var baselineRelative = false
        var marginsRelative = false
        var margins: EdgeInsets?
        /// Required sizes of the stack; nil leaves a dimension free.
        var stackSize: (width: Double?, height: Double?)
    }

    struct FlexSettings: Sendable {
        var direction: LayoutAxis
        var spacing: Double
        var justifyContent: FlexJustification
        var alignItems: StackAlignment
        var minimum: (width: Double?, height: Double?)
        var maximum: (width: Double?, height: Double?)
    }

    enum Settings: Sendable {
        case uikit(UIKitSettings)
        case flex(FlexSettings)
    }

    struct Child: Sendable {
        var id: String
        var intrinsic: (width: Double?, height: Double?) = (nil, nil)
        var hugging: (horizontal: Double, vertical: Double)?
        var compression: (horizontal: Double, vertical: Double)?
        var hidden = false
        var customSpacingAfter: StackSpacing?
        var firstBaseline: Double?
        var lastBaseline: Double?
        var grow: Double?
        var shrink: Double?
        var spacingBefore: Double?
        var spacingAfter: Double?
        var basis: FlexDimension?
        var alignSelf: StackAlignment?
        var widthRange: (minimum: Double?, maximum: Double?)?
        var heightRange: (minimum: Double?, maximum: Double?)?
    }

    var name: String
    var derivation: String
    var stack: Settings
    var children: [Child]
    var expectedStack: Rect
    var expectedChildren: [String: Rect]

    var description: String { name }
}
