import SwiftUI
@preconcurrency import UIKit

/// The app's entry point. Swift Playgrounds app packages start from a SwiftUI `App`; its only
/// scene hosts the UIKit demo, which is where everything else happens.
///
/// The package deploys to iOS 16, but the SheetKit checks type-check the app at the library's
/// deployment target, iOS 13, where `App` does not exist yet: the availability attribute keeps
/// both happy (the synthesized `main()` inherits it).
@available(iOS 14.0, *)
@main
struct SheetKitExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleRootView()
                .ignoresSafeArea()
        }
    }
}

/// Bridges SwiftUI to the UIKit demo: hosts an ``ExampleRootViewController``.
struct ExampleRootView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ExampleRootViewController {
        ExampleRootViewController()
    }

    func updateUIViewController(_ viewController: ExampleRootViewController, context: Context) {}
}
