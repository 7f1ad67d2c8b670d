// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SheetKit",
    platforms: [
        .iOS(.v13),
        // Only for building the lab tool and the tests on a Mac: the toolchain's
        // Swift Testing module requires macOS 10.15.
        .macOS(.v10_15),
    ],
    products: [
        .library(name: "SheetKit", targets: ["SheetKit"]),
    ],
    targets: [
        .target(name: "SheetKit"),
        // The lab: replays gesture scenarios through the core and draws what it does.
        .target(name: "SheetKitLab", dependencies: ["SheetKit"]),
        .executableTarget(name: "sheetkit-lab", dependencies: ["SheetKitLab"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "SheetKitTestSupport", path: "Tests/SheetKitTestSupport"),
        // The seeded, time-bounded fuzz suite: `swift run sheetkit-fuzz --short` (see --help).
        .target(name: "SheetKitFuzz", dependencies: ["SheetKitLab", "SheetKitTestSupport"]),
        .executableTarget(name: "sheetkit-fuzz", dependencies: ["SheetKitFuzz"]),
        .testTarget(name: "SheetKitTests", dependencies: ["SheetKit", "SheetKitTestSupport"]),
        .testTarget(name: "SheetKitLabTests", dependencies: ["SheetKitLab", "SheetKitFuzz", "SheetKitTestSupport"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
