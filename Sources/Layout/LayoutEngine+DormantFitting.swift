import Cassowary

/// The root's fitting width and height (`root-fitting-width`,
/// `root-fitting-height`) out of the solver while the other constraints
/// decide the root's size without them.
///
/// Each fitting pulls a dimension of the root towards zero at the lowest
/// priority, so that a root nothing sizes takes the smallest size its
/// content allows. Most roots are sized by something else: a screen's
/// size, or content whose intrinsic sizes, hugging and compression
/// resistance decide a column's height. There the pull holds nothing and
/// costs much: the solver keeps it as a cost written through the root's
/// size, and a long stack's height names every row's position, so each
/// change in the stack works through the whole chain. A fitting therefore
/// joins its engine *dormant*: active and never broken, but out of the
/// solver.
///
/// A dormant fitting changes nothing while the priorities above its own
/// determine its dimension: it then costs the same on every solution
/// those priorities allow, so the solver's optimum with it is the optimum
/// without it (``Solver/surelyDetermined(_:above:)``). So:
///
/// - when the frames are read after a solve, a dormant fitting whose
///   dimension those priorities leave open wakes (joins the solver), and
///   the frames are read after it. The question is asked again only once
///   the solver's basis may have changed (``Solver/basisChanges``: a
///   constraint came or went, a priority changed, or a constant moved far
///   enough for an inequality to come to hold tight or to stop holding
///   tight), or after any change when the answer rested on a row at zero
///   that a constant can move: a long stack's height reaches every row,
///   and most constants move within the basis. A constant that frees the
///   root's size (a child narrowed below an inequality that held the
///   root's width) leaves the root at its old size unless the fitting
///   wakes;
/// - before any question that reads more than the solution (ambiguity,
///   ranges, explanations, fitting sizes), every dormant fitting wakes, so
///   that the answer is the one a solver holding both gives.
///
/// A fitting that woke stays in the solver.
extension LayoutEngine {
    /// Makes `fitting`, a fitting the engine is about to add for the root,
    /// dormant.
    func makeDormant(fitting: LayoutConstraint) {
        fitting.isDormantFitting = true
    }

    /// Takes `fitting` out of the dormant ones, and puts it into the
    /// solver when `enforcing`.
    func wake(fitting: LayoutConstraint, enforcing: Bool) {
        guard fitting.isDormantFitting else { return }
        fitting.isDormantFitting = false
        if enforcing { enforce(fitting) }
    }

    /// Wakes each dormant fitting whose dimension the priorities above its
    /// own leave open. - Complexity: the rows the root's size reaches.
    func wakeFittingsLeftOpen() {
        // The basis stayed since every dormant fitting was found
        // determined (see `fittingsDeterminedAt`).
        if tree.fittingsDeterminedAt == solver.basisChanges { return }
        let dormant = tree.rootConstraints.filter(\.isDormantFitting)
        guard !dormant.isEmpty else { return }
        // One search for both: the root's width and height share rows.
        let dimensions = dormant.map { $0.firstAttribute == .width ? $0.firstItem.width : $0.firstItem.height }
        let determined = solver.surelyDetermined(dimensions, above: Self.rootFittingPriority.value, incrementally: true)
        var woke = false
        for (fitting, isDetermined) in zip(dormant, determined) where !isDetermined {
            wake(fitting: fitting, enforcing: true)
            woke = true
        }
        tree.fittingsDeterminedAt = woke || solver.lastDeterminationMetBlockedSlack ? nil : solver.basisChanges
    }

    /// Wakes every dormant fitting.
    func wakeDormantFittings() {
        for fitting in tree.rootConstraints where fitting.isDormantFitting {
            wake(fitting: fitting, enforcing: true)
        }
    }

    /// Wakes every constraint the engine holds out of the solver while it
    /// cannot change the solution (dormant floors and fittings), before a
    /// question that reads more than the solution.
    func wakeDormantConstraints() {
        wakeDormantFittings()
        wakeDormantFloors()
    }
}
