/// A fixed ending of a variable's name (`.left`, `.width`, …), kept apart
/// from the rest of the name and joined to it only when the name is read.
///
/// The layout engine names each item's four frame variables after the
/// item (`title.left`, `title.top`, …): four strings composed for every
/// item are a large share of making it, while the names are read only by
/// descriptions, errors and exported documents.
package enum VariableNameSuffix: UInt8, Sendable {
    /// The name is the stem alone.
    case none
    case left, top, width, height

    /// The text that follows the stem, with its dot.
    var text: String {
        switch self {
        case .none: ""
        case .left: ".left"
        case .top: ".top"
        case .width: ".width"
        case .height: ".height"
        }
    }

    /// The whole name: `stem` followed by ``text``.
    func appended(to stem: String) -> String {
        self == .none ? stem : stem + text
    }
}
