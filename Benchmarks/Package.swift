// swift-tools-version: 6.1
// The benchmark package: times SheetKit's core per frame with ordo-one/benchmark
// (`swift package --package-path Benchmarks benchmark`) and compares the closed-form spring
// with frame-stepped Euler integration (`swift run --package-path Benchmarks settle-comparison`).
// It is a separate package so that the SheetKit library itself keeps no dependencies.
import PackageDescription

let package = Package(
    name: "SheetKitBenchmarks",
    platforms: [
        // ordo-one/benchmark needs macOS 13 (Duration, Regex); on Linux this is ignored.
        .macOS(.v13),
    ],
    dependencies: [
        // Formerly github.com/ordo-one/package-benchmark; the MallocInterposer trait provides
        // the malloc counters on Swift 6.3+ (and leaves out the default RuntimeInterposer).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The interposer's counters, read directly by the allocation-free benchmarks to fail a run
        // on any allocation (raw count per sample, every sample); the same library the benchmark
        // package preloads, already in its dependency graph.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(name: "SheetKit", path: ".."),
    ],
    targets: [
        // Shared fixtures: engines in known states and the seeded gesture generator.
        .target(
            name: "SheetKitFixtures",
            dependencies: [.product(name: "SheetKit", package: "SheetKit")]
        ),
        // The comparison of closed-form and Euler-integrated settles, as a library so it is tested.
        .target(
            name: "SettleComparison",
            dependencies: [.product(name: "SheetKit", package: "SheetKit")]
        ),
        .executableTarget(
            name: "settle-comparison",
            dependencies: ["SettleComparison"]
        ),
        // One per-event workload run N times, for callgrind (scripts/instruction-budget).
        .executableTarget(
            name: "instruction-counts",
            dependencies: ["SheetKitFixtures"]
        ),
        // The benchmark suite; the plugin finds it because its folder's parent is `Benchmarks/`.
        .executableTarget(
            name: "SheetKitBenchmarks",
            dependencies: [
                "SheetKitFixtures",
                .product(name: "SheetKit", package: "SheetKit"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/SheetKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Checks the comparison's numbers and that the fixtures are in the states they claim.
        .testTarget(
            name: "BenchmarkSupportTests",
            dependencies: ["SettleComparison", "SheetKitFixtures", .product(name: "SheetKit", package: "SheetKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
