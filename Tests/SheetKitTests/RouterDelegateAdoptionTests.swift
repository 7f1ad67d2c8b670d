import Testing
@testable import SheetKit

/// The delegate a router's stand-in keeps behind it when the router attaches (the router puts
/// one stand-in in front of each controller's own delegate; forwarded calls do not name their
/// sender, so without one per controller every app delegate but one would lose its calls).
@Suite("Navigation router: each controller's stand-in keeps that controller's delegate")
struct RouterDelegateAdoptionTests {
    final class Object {}

    /// What a router's `attach(to:)` does to a controller's delegate: the stand-in it installs
    /// (here: the adopted delegate and the router) becomes the delegate.
    struct Controller {
        var delegate: AnyObject?
        var standIns: [ObjectIdentifier: RouterDelegateAdoption.StandIn] = [:]
        /// The stand-in objects, kept alive as the controller's associated objects keep them.
        var owned: [Object] = []

        func reading(_ object: AnyObject?) -> RouterDelegateAdoption.StandIn? {
            object.flatMap { standIns[ObjectIdentifier($0)] }
        }

        mutating func attach(_ router: Object) {
            let kept = RouterDelegateAdoption.delegate(behind: delegate, standIn: reading(delegate), attaching: router)
            let standIn = Object()
            owned.append(standIn)
            standIns[ObjectIdentifier(standIn)] = .init(router: router, appDelegate: kept)
            delegate = standIn
        }

        /// The app delegate that hears a forwarded call: down the chain of stand-ins.
        var appDelegate: AnyObject? {
            var current = delegate
            while let standIn = reading(current) { current = standIn.appDelegate }
            return current
        }
    }

    @Test("Two controllers with their own delegates, one router: each keeps its own")
    func eachKeepsItsOwn() {
        let router = Object()
        let (firstApp, secondApp) = (Object(), Object())
        var first = Controller(delegate: firstApp)
        var second = Controller(delegate: secondApp)
        first.attach(router)
        second.attach(router)
        #expect(first.appDelegate === firstApp)
        #expect(second.appDelegate === secondApp)
        #expect(first.reading(first.delegate)?.appDelegate === firstApp)
    }

    @Test("Attaching again keeps the adopted delegate; a delegate the app set since is adopted instead")
    func attachAgain() {
        let router = Object()
        let (app, replacement) = (Object(), Object())
        var controller = Controller(delegate: app)
        controller.attach(router)
        controller.attach(router)
        #expect(controller.reading(controller.delegate)?.appDelegate === app)
        controller.delegate = replacement
        controller.attach(router)
        #expect(controller.reading(controller.delegate)?.appDelegate === replacement)
    }

    @Test("Another live router's stand-in is kept, so two routers chain; a gone router's stand-in is looked through")
    func chainAndGone() {
        let app = Object()
        let (mine, theirs) = (Object(), Object())
        var controller = Controller(delegate: app)
        controller.attach(theirs)
        let theirStandIn = controller.delegate
        controller.attach(mine)
        #expect(controller.reading(controller.delegate)?.appDelegate === theirStandIn)
        #expect(controller.appDelegate === app)

        var orphaned = Controller(delegate: app)
        orphaned.attach(theirs)
        let deadStandIn = orphaned.delegate.map(ObjectIdentifier.init)!
        orphaned.standIns[deadStandIn]?.router = nil   // their router has gone
        orphaned.attach(mine)
        #expect(orphaned.reading(orphaned.delegate)?.appDelegate === app)
    }

    @Test("Without a delegate nothing is adopted", arguments: [false, true])
    func none(attachTwice: Bool) {
        let router = Object()
        var controller = Controller()
        controller.attach(router)
        if attachTwice { controller.attach(router) }
        #expect(controller.delegate != nil)
        #expect(controller.appDelegate == nil)
    }
}
