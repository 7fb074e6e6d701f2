// swift-tools-version:6.0
import PackageDescription

// Compile with `-Xswiftc -DCASSOWARY_INTERNAL_CHECKS` to verify the solver's
// tableau invariants after every public mutation (slow; meant for tests and
// fuzzing, never for release builds).

let package = Package(
    name: "Layout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Stack", targets: ["Stack"]),
        .executable(name: "layout", targets: ["layout"]),
    ],
    targets: [
        .target(name: "JSON"),
        .target(name: "Cassowary", dependencies: ["JSON"]),
        .target(name: "SeededRandom"),
        .target(name: "Layout", dependencies: ["Cassowary"]),
        .target(name: "Stack", dependencies: ["Layout"]),
        .target(name: "LayoutDocument", dependencies: ["Layout", "Stack", "JSON"]),
        .target(name: "Explain", dependencies: ["Cassowary", "JSON"]),
        .target(name: "LayoutTool", dependencies: ["Cassowary", "JSON", "Explain", "LayoutDocument"]),
        .executableTarget(name: "layout", dependencies: ["LayoutTool"]),
        // Seeded random sessions of solver and engine calls, checked after
        // every step; `swift run -c release sessions --help` runs long ones.
        .target(name: "RandomSessions", dependencies: ["Cassowary", "Layout", "Stack", "SeededRandom"]),
        .executableTarget(name: "sessions", dependencies: ["RandomSessions"], path: "Tools/Sessions"),
        .executableTarget(name: "benchmarks", dependencies: ["Cassowary", "JSON", "SeededRandom", "Layout", "Stack"], path: "Benchmarks",
                          exclude: ["kiwi", "Data", "WORKLOAD-SCRIPT.md"], sources: ["Sources"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "StackTests", dependencies: ["Stack", "LayoutDocument", "JSON", "SeededRandom"],
                    exclude: ["make_shared_cases.py"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutToolTests", dependencies: ["LayoutTool", "Cassowary", "JSON", "layout"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "ExplainTests", dependencies: ["Explain", "Cassowary", "JSON", "SeededRandom"],
                    resources: [.copy("Logs")]),
        // Docs/Hardening.md: sessions, numeric stress, memory, concurrency,
        // bad input and the fuzzers' regressions.
        .testTarget(name: "HardeningTests",
                    dependencies: ["RandomSessions", "Cassowary", "Layout", "Stack", "LayoutDocument", "Explain",
                                   "JSON", "LayoutTool", "SeededRandom"],
                    resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
