@preconcurrency import UIKit
import os.log

/// The app's own navigation controller delegate, as a real app has one (here it logs each
/// screen shown, as analytics would). It is the navigation controller's delegate before the
/// router attaches; the router then stands in front of it and passes every call on: `didShow`
/// still arrives once per screen, styled pops and pushes included.
final class ScreenLog: NSObject, UINavigationControllerDelegate {
    /// How many screens were shown since launch.
    private(set) var shownCount = 0

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shownCount += 1
        os_log("Screen %{public}@ shown (%d in all)", String(describing: type(of: viewController)), shownCount)
    }
}
