/// The engine's weak hold on one region, shared by the region's four frame
/// variables: looking a variable up copies a strong reference to the slot,
/// where a ``WeakReference`` in the table would copy a weak one, which goes
/// through the region's side table on every copy and every release. A
/// layout pass looks up every frame value that changed, so that copy was
/// most of a pass in which many frames moved.
final class RegionSlot {
    weak var region: LayoutRegion?

    init(_ region: LayoutRegion) { self.region = region }
}
