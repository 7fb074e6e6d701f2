/// The baselines a flex stack vends in one layout of it: how far below the
/// stack's top they lie (nil without in-flow children).
struct FlexBaselines {
    var first: Double?
    var last: Double?
}
