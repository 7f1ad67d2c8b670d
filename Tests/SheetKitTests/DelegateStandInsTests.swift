import Testing
@testable import SheetKit

/// The router's stand-ins, one per attached controller, each in front of that controller's own
/// delegate. Forwarded calls (`forwardingTarget(for:)`) do not name their sender, so without a
/// stand-in per controller every app delegate but the last adopted would lose its calls.
@Suite("Navigation router: one stand-in per controller keeps each app delegate")
struct DelegateStandInsTests {
    final class Controller {}
    final class AppDelegate {}
    /// A stand-in as the router builds one: the app delegate adopted at attach.
    final class StandIn {
        let appDelegate: AnyObject?
        init(_ appDelegate: AnyObject?) { self.appDelegate = appDelegate }
    }

    typealias Table = DelegateStandIns<Controller, StandIn>

    /// What `attach(to:)` does: adopts a delegate, puts a new stand-in in front, which becomes
    /// the controller's delegate.
    static func attach(_ controller: Controller, delegate: inout AnyObject?, in table: inout Table) {
        let own = table.standIn(for: controller)
        let standIn = StandIn(Table.adoptedDelegate(current: delegate, own: own, ownAppDelegate: own?.appDelegate))
        table.set(standIn, for: controller)
        delegate = standIn
    }

    @Test("Two controllers with their own delegates: each stand-in keeps its controller's delegate")
    func eachKeepsItsOwn() {
        let (first, second) = (Controller(), Controller())
        let (firstApp, secondApp) = (AppDelegate(), AppDelegate())
        var table = Table()
        var firstDelegate: AnyObject? = firstApp
        var secondDelegate: AnyObject? = secondApp
        Self.attach(first, delegate: &firstDelegate, in: &table)
        Self.attach(second, delegate: &secondDelegate, in: &table)
        #expect(table.standIn(for: first)?.appDelegate === firstApp)
        #expect(table.standIn(for: second)?.appDelegate === secondApp)
        #expect(firstDelegate === table.standIn(for: first))
        #expect(table.count == 2)
    }

    @Test("Attaching again keeps the adopted delegate; a delegate the app set since is adopted instead")
    func attachAgain() {
        let controller = Controller()
        let (app, replacement) = (AppDelegate(), AppDelegate())
        var table = Table()
        var delegate: AnyObject? = app
        Self.attach(controller, delegate: &delegate, in: &table)
        Self.attach(controller, delegate: &delegate, in: &table)
        #expect(table.standIn(for: controller)?.appDelegate === app)
        delegate = replacement
        Self.attach(controller, delegate: &delegate, in: &table)
        #expect(table.standIn(for: controller)?.appDelegate === replacement)
        #expect(table.count == 1)
    }

    @Test("Another router's stand-in is adopted like an app delegate, so two routers chain")
    func chain() {
        let controller = Controller()
        let app = AppDelegate()
        var (mine, theirs) = (Table(), Table())
        var delegate: AnyObject? = app
        Self.attach(controller, delegate: &delegate, in: &theirs)
        let theirStandIn = delegate
        Self.attach(controller, delegate: &delegate, in: &mine)
        #expect(mine.standIn(for: controller)?.appDelegate === theirStandIn)
        #expect(theirs.standIn(for: controller)?.appDelegate === app)
    }

    @Test("A controller without a delegate adopts none; detaching removes the stand-in")
    func noneAndDetach() {
        let controller = Controller()
        var table = Table()
        var delegate: AnyObject?
        Self.attach(controller, delegate: &delegate, in: &table)
        #expect(table.standIn(for: controller) != nil)
        #expect(table.standIn(for: controller)?.appDelegate == nil)
        table.set(nil, for: controller)
        #expect(table.standIn(for: controller) == nil)
        #expect(table.count == 0)
    }

    @Test("A controller that has gone is dropped at the next change, and a new one starts without a stand-in")
    func goneControllers() {
        var table = Table()
        for _ in 0..<100 {
            let controller = Controller()
            var delegate: AnyObject? = AppDelegate()
            Self.attach(controller, delegate: &delegate, in: &table)
        }
        #expect(table.count == 0)
        let fresh = Controller()
        #expect(table.standIn(for: fresh) == nil)
        var delegate: AnyObject?
        Self.attach(fresh, delegate: &delegate, in: &table)
        #expect(table.count == 1)
    }
}
