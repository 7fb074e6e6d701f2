import Cassowary
@testable import Layout
import RandomSessions
import Testing

/// The ambiguity queries answer from one pass over the tableau and probe
/// only what it leaves open; these tests hold them to the definition they
/// replaced, a probe per frame variable, on random layouts (ambiguous ones
/// included) and random solver systems.
@Suite struct AmbiguityModelTests {
    /// Random engine sessions (stacks, guides, random constraints at random
    /// priorities, many of them leaving frames open): every few steps,
    /// `ambiguities()`, `ambiguities(of:)` of each region and of all at once
    /// and `hasAmbiguousLayout` give what a probe per variable gives, the
    /// same regions, attributes, order and bounds.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func engineAnswersMatchAProbePerVariable(seed: UInt64) throws {
        var session = EngineSession(seed: seed, freshEvery: 1_000_000)
        var ambiguousSeen = 0
        for _ in 0..<30 {
            try session.run(steps: 5)
            let engine = session.root.engine
            let expected = ReferenceAmbiguity.ambiguities(in: engine)
            ambiguousSeen += expected.count
            #expect(engine.ambiguities().map(ReferenceAmbiguity.key) == expected.map(ReferenceAmbiguity.key))
            let regions = session.root.subtreeRegions.filter { !(($0 as? LayoutGuide)?.isGenerated ?? false) }
            #expect(engine.ambiguities(of: regions).map(ReferenceAmbiguity.key) == expected.map(ReferenceAmbiguity.key))
            for region in regions {
                let mine = engine.ambiguities(of: region).map(ReferenceAmbiguity.key)
                #expect(mine == ReferenceAmbiguity.ambiguities(of: region, in: engine).map(ReferenceAmbiguity.key))
                if let item = region as? LayoutItem { #expect(item.hasAmbiguousLayout == !mine.isEmpty) }
            }
        }
        // The comparison is only worth something if the layouts were open.
        #expect(ambiguousSeen > 0)
    }

    /// An exercised region keeps its push out of the answer, as before.
    @Test func anExercisedRegionIsStillReportedOpen() throws {
        var session = EngineSession(seed: 3, freshEvery: 1_000_000)
        try session.run(steps: 40)
        let engine = session.root.engine
        for item in session.root.subtree where item.hasAmbiguousLayout {
            #expect(item.exerciseAmbiguityInLayout())
            let expected = ReferenceAmbiguity.ambiguities(in: engine).map(ReferenceAmbiguity.key)
            #expect(engine.ambiguities().map(ReferenceAmbiguity.key) == expected)
            #expect(item.hasAmbiguousLayout)
        }
    }

    /// Random solver systems, in absolute and relative tolerances: a
    /// variable the pass calls determined has equal bounds in a probe.
    @Test(arguments: [false, true], 1...4 as ClosedRange<UInt64>)
    func aDeterminedVariableHasNoRange(scaled: Bool, seed: UInt64) throws {
        var session = SolverSession(seed: seed, freshEvery: 1_000_000, scaled: scaled)
        var settled = 0, open = 0
        for _ in 0..<40 {
            try session.run(steps: 5)
            let variables = session.solver.variables
            for (variable, determined) in zip(variables, session.solver.surelyDetermined(variables)) {
                let (lower, upper) = session.solver.range(of: variable)
                let tolerance = 1e-6 * max(1, abs(session.solver.value(of: variable)))
                if determined {
                    settled += 1
                    #expect(upper - lower <= tolerance, "\(variable) in \(lower)...\(upper), step \(session.stepCount)")
                } else if upper - lower > tolerance {
                    open += 1
                }
            }
        }
        #expect(settled > 0 && open > 0)
    }

    /// A variable the solver has never seen is not called determined.
    @Test func anUnknownVariableIsNotDetermined() {
        let solver = Solver()
        #expect(solver.surelyDetermined([Variable("x")]) == [false])
    }
}

/// The definition the engine's queries had before the one-pass test: every
/// frame variable of every region pushed each way in a probe, the
/// exercising push released around each region.
enum ReferenceAmbiguity {
    static func ambiguities(in engine: LayoutEngine) -> [Ambiguity] {
        guard let root = engine.root else { return [] }
        engine.updateConstraintsIfNeeded()
        return root.subtreeRegions.filter { !(($0 as? LayoutGuide)?.isGenerated ?? false) }
            .flatMap { ambiguities(of: $0, in: engine) }
    }

    static func ambiguities(of region: LayoutRegion, in engine: LayoutEngine) -> [Ambiguity] {
        engine.updateConstraintsIfNeeded()
        // The probe asks the whole system: every floor in the solver.
        engine.wakeDormantFloors()
        let variables: [(Variable, LayoutAttribute)] = [(region.left, .left), (region.top, .top),
                                                       (region.width, .width), (region.height, .height)]
        let push = engine.tree.exercise
        if let push { engine.release(push) }
        defer { if let push { engine.enforce(push) } }
        return variables.compactMap { variable, attribute in
            let (lower, upper) = engine.solver.range(of: variable)
            guard upper - lower > LayoutEngine.ambiguityTolerance else { return nil }
            return Ambiguity(region: region, attribute: attribute, lower: lower, upper: upper)
        }
    }

    /// What must agree: the region, the attribute and both bounds.
    static func key(_ ambiguity: Ambiguity) -> String {
        "\(ObjectIdentifier(ambiguity.region)) \(ambiguity.region.name).\(ambiguity.attribute.rawValue)"
            + " \(ambiguity.lower)...\(ambiguity.upper)"
    }
}
