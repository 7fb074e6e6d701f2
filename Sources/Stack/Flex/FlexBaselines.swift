/// The baselines a flex stack vends in one layout of it: the children whose
/// baselines stand for the stack's (nodes of ``FlexLayout``; nil without
/// in-flow children), and where those baselines lie below the stack's top.
struct FlexBaselines {
    var firstChild: Int?
    var lastChild: Int?
    var first: Double?
    var last: Double?
}
