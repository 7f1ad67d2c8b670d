import Testing
@testable import SheetKit

/// The delegate a router's stand-in keeps behind it when the router attaches (the router puts
/// one stand-in in front of each controller's own delegate; forwarded calls do not name their
/// sender, so without one per controller every app delegate but one would lose its calls).
@Suite("Navigation router: each controller's stand-in keeps that controller's delegate")
struct RouterDelegateAdoptionTests {
    final class Object {}

    /// A controller as the routers' `attach(to:)` and UIKit leave it: its delegate (an app
    /// delegate or a stand-in) and, for each stand-in, the app delegate behind it (weakly
    /// held in UIKit: only the delegate of the stand-in in front is kept alive here).
    struct Controller {
        var delegate: AnyObject?
        var behind: [ObjectIdentifier: AnyObject?] = [:]

        func current() -> RouterDelegateAdoption.Current {
            guard let delegate else { return .none }
            if let appDelegate = behind[ObjectIdentifier(delegate)] { return .standIn(appDelegate: appDelegate) }
            return .app(delegate)
        }

        mutating func attach() {
            let kept = RouterDelegateAdoption.delegate(behind: current())
            let standIn = Object()
            behind = [ObjectIdentifier(standIn): kept]   // the replaced stand-in goes with its router's hold
            delegate = standIn
        }

        /// The app delegate that hears a forwarded call.
        var appDelegate: AnyObject? {
            guard case .standIn(let appDelegate) = current() else { return delegate }
            return appDelegate
        }
    }

    @Test("Two controllers with their own delegates, one router: each keeps its own")
    func eachKeepsItsOwn() {
        let (firstApp, secondApp) = (Object(), Object())
        var first = Controller(delegate: firstApp)
        var second = Controller(delegate: secondApp)
        first.attach()
        second.attach()
        #expect(first.appDelegate === firstApp)
        #expect(second.appDelegate === secondApp)
        #expect(first.delegate !== firstApp)
    }

    @Test("Attaching again keeps the app's delegate; a delegate the app set since is adopted instead")
    func attachAgain() {
        let (app, replacement) = (Object(), Object())
        var controller = Controller(delegate: app)
        controller.attach()
        controller.attach()
        #expect(controller.appDelegate === app)
        controller.delegate = replacement
        controller.attach()
        #expect(controller.appDelegate === replacement)
    }

    @Test("Another router, or a router that has gone: looked through to the app's delegate, never chained")
    func takeOver() {
        let app = Object()
        var controller = Controller(delegate: app)
        controller.attach()   // router A
        controller.attach()   // router B takes the controller over
        controller.attach()   // router A attaches again (a changed rule)
        #expect(controller.appDelegate === app)
        #expect(controller.behind.count == 1)
    }

    @Test("Without a delegate nothing is adopted", arguments: [false, true])
    func none(attachTwice: Bool) {
        var controller = Controller()
        controller.attach()
        if attachTwice { controller.attach() }
        #expect(controller.delegate != nil)
        #expect(controller.appDelegate == nil)
    }
}
