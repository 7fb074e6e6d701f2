// swift-tools-version:6.0
import PackageDescription

// Compile with `-Xswiftc -DCASSOWARY_INTERNAL_CHECKS` to verify the solver's
// tableau invariants after every public mutation (slow; meant for tests and
// fuzzing, never for release builds).
//
// The library products are the three layers users build on: the solver,
// Auto Layout's model and stacks. Everything else is the `layout` command's
// (documents, console-log explanations, pictures), or tooling for tests,
// long sessions and benchmarks, which no product exports.

// The tests compile without optimization in either configuration: the
// suite runs against optimized libraries in `swift test -c release` (how CI
// runs it), and optimizing the tests themselves doubles that build. In that
// build each test module also emits its interface in the job that compiles
// it, where a job of its own type-checked every declaration a second time
// (a tenth of the build's processor time, on a 2-core machine that the
// build keeps busy throughout). Test targets belong to no product, so the
// flags never reach a package that depends on this one.
let testSettings: [SwiftSetting] = [
    .unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"], .when(configuration: .release)),
]

let package = Package(
    name: "Layout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Stack", targets: ["Stack"]),
        .executable(name: "layout", targets: ["LayoutCommandLine"]),
    ],
    targets: [
        // The libraries.
        // The solver depends on no other module; on Linux the standard
        // library's rounding needs the C math library at link time.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "Layout", dependencies: ["Cassowary"]),
        .target(name: "Stack", dependencies: ["Layout"]),

        // What the `layout` command is made of. CommandLineOptions parses the
        // arguments and writes the help of the three executables.
        .target(name: "CommandLineOptions"),
        .target(name: "JSON", dependencies: ["Cassowary"]),
        .target(name: "Drawing", dependencies: ["Cassowary", "JSON"]),
        .target(name: "ConstraintSystem", dependencies: ["Cassowary", "JSON"]),
        .target(name: "LayoutDocument", dependencies: ["Layout", "Stack", "JSON", "Drawing"]),
        .target(name: "Explain", dependencies: ["Cassowary", "JSON", "Drawing"]),
        .target(name: "LayoutTool", dependencies: ["CommandLineOptions", "ConstraintSystem", "JSON", "Explain", "LayoutDocument"]),
        .executableTarget(name: "LayoutCommandLine", dependencies: ["LayoutTool"]),

        // Tooling: seeded random sessions of solver and engine calls, checked
        // after every step (`swift run -c release sessions --help`), and the
        // benchmarks against kiwi.
        .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
        .target(name: "RandomSessions", dependencies: ["Cassowary", "ConstraintSystem", "Layout", "Stack", "SeededRandom"],
                path: "Tests/Support/RandomSessions"),
        // A feed that scrolls forever, for the memory test and benchmark.
        .target(name: "FeedChurn", dependencies: ["Layout", "MallocStatistics"], path: "Tests/Support/FeedChurn"),
        .target(name: "MallocStatistics", path: "Tests/Support/MallocStatistics"),
        // The guides' ```swift blocks, which the tests compile as written.
        .target(name: "GuideExamples", path: "Tests/Support/GuideExamples"),
        .executableTarget(name: "sessions", dependencies: ["CommandLineOptions", "RandomSessions"], path: "Tools/Sessions"),
        .executableTarget(name: "benchmarks", dependencies: ["Cassowary", "CommandLineOptions", "ConstraintSystem", "JSON", "SeededRandom",
                                                         "Layout", "Stack", "FeedChurn"],
                          path: "Benchmarks",
                          exclude: ["kiwi", "Data", "WORKLOADS.md", "WORKLOAD-SCRIPT.md"], sources: ["Sources"]),

        // Tests.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "ConstraintSystem", "SeededRandom", "GuideExamples"],
                    resources: [.copy("Fixtures")], swiftSettings: testSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "GuideExamples", "SeededRandom"], swiftSettings: testSettings),
        .testTarget(name: "StackTests", dependencies: ["Stack", "LayoutDocument", "JSON", "SeededRandom", "GuideExamples"],
                    exclude: ["make_shared_cases.py"], resources: [.copy("Fixtures")], swiftSettings: testSettings),
        .testTarget(name: "LayoutToolTests", dependencies: ["LayoutTool", "CommandLineOptions", "ConstraintSystem", "JSON", "LayoutDocument",
                                                        "LayoutCommandLine", "benchmarks", "sessions"],
                    resources: [.copy("Fixtures")], swiftSettings: testSettings),
        .testTarget(name: "ExplainTests", dependencies: ["Explain", "Cassowary", "Drawing", "JSON", "SeededRandom"],
                    resources: [.copy("Logs"), .copy("Fixtures")], swiftSettings: testSettings),
        // Docs/Hardening.md: sessions, numeric stress, memory, concurrency,
        // bad input and the fuzzers' regressions.
        .testTarget(name: "HardeningTests",
                    dependencies: ["RandomSessions", "Cassowary", "ConstraintSystem", "Layout", "Stack", "LayoutDocument",
                                   "Explain", "JSON", "LayoutTool", "SeededRandom", "FeedChurn"],
                    resources: [.copy("Fixtures")], swiftSettings: testSettings),
        // The fuzz targets' checks on their seeds and on every input that
        // once crashed (Tests/Fuzz/run-fuzzers.sh fuzzes with the same ones).
        .testTarget(name: "FuzzReplayTests",
                    dependencies: ["Cassowary", "ConstraintSystem", "Explain", "JSON", "Layout", "LayoutDocument"],
                    path: "Tests/Fuzz",
                    exclude: ["run-fuzzers.sh", "seed-files.txt", "ConstraintExpression/Regressions", "ConstraintExpression/seeds.txt",
                              "ConstraintSystem/Seeds", "LayoutDocument/Regressions", "LayoutDocument/Seeds", "VisualFormat/seeds.txt"],
                    swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
