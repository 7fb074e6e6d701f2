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
        .executableTarget(name: "benchmarks", dependencies: ["Cassowary", "JSON", "SeededRandom"], path: "Benchmarks",
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
    ],
    swiftLanguageModes: [.v6]
)
