// swift-tools-version: 6.0

// The SheetKit demo app, as a Swift Playgrounds app package: open this folder in Xcode (16 or
// later) and run it on an iPhone simulator. It uses the library from this repository by path.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "SheetKitExample",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "SheetKitExample",
            targets: ["SheetKitExample"],
            bundleIdentifier: "com.example.SheetKitExample",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .palette),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .phone,
                .pad
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ],
            // Asks for 120 Hz on ProMotion iPhones (CADisableMinimumFrameDurationOnPhone).
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        // The repository root. The explicit name keeps `package: "SheetKit"` below valid
        // whatever the checkout's folder is called (a path dependency's identity is its
        // folder name).
        .package(name: "SheetKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SheetKitExample",
            dependencies: [
                .product(name: "SheetKit", package: "SheetKit")
            ],
            path: "Sources"
        )
    ]
)
