import Testing
@testable import SheetKit

/// The sheet's notifications to the app wait for SwiftUI's update to end, in order (review:
/// the app's `onNotification` and delegate ran inside the update that applied a detent).
@Suite("Deferred delivery: nothing inside an update, nothing out of order")
struct DeferredDeliveryTests {
    /// One step of a script and what it returned: a delivery (the element when it went at once),
    /// the end of a hold (whether a flush must be scheduled), or a flush (what it delivers).
    enum Step {
        case deliver(Int, goes: Bool)
        case hold
        case endHold(asksFlush: Bool)
        case flush([Int])
    }

    static func run(_ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) {
        var delivery = DeferredDelivery<Int>()
        for step in steps {
            switch step {
            case .deliver(let element, let goes):
                let delivered = delivery.deliver(element)
                #expect(delivered == (goes ? element : nil), sourceLocation: sourceLocation)
            case .hold:
                delivery.hold()
            case .endHold(let asksFlush):
                let asked = delivery.endHold()
                #expect(asked == asksFlush, sourceLocation: sourceLocation)
            case .flush(let expected):
                var flushed: [Int] = []
                while let next = delivery.flushNext() { flushed.append(next) }
                #expect(flushed == expected, sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Open: delivered at once; held during an update and flushed after it, in order, one flush asked")
    func holdAndFlush() {
        Self.run([
            .deliver(1, goes: true),
            .hold, .deliver(2, goes: false), .deliver(3, goes: false), .endHold(asksFlush: true),
            .deliver(4, goes: false),   // before the flush runs, later ones wait behind the held ones
            .flush([2, 3, 4]),
            .deliver(5, goes: true), .flush([]),
        ])
    }

    @Test("An update with nothing held asks for no flush")
    func emptyHold() {
        Self.run([.hold, .endHold(asksFlush: false), .deliver(1, goes: true)])
    }

    @Test("A second update before the flush: one flush asked; a flush during an update waits for its end")
    func nestedUpdates() {
        Self.run([
            .hold, .deliver(1, goes: false), .endHold(asksFlush: true),
            .hold, .deliver(2, goes: false),
            .flush([]),                    // the scheduled flush runs inside the second update
            .endHold(asksFlush: true),     // so its end asks for another
            .flush([1, 2]),
            .hold, .deliver(3, goes: false), .endHold(asksFlush: true),
            .hold, .endHold(asksFlush: false),   // a flush is on its way already
            .flush([3]),
        ])
    }

    /// Re-review: the app's handler for a held notification moved the sheet, and the new
    /// notification overtook the rest of the held ones.
    @Test("An element delivered during the flush waits behind the held ones")
    func reentrantDelivery() {
        var delivery = DeferredDelivery<Int>()
        delivery.hold()
        _ = delivery.deliver(1)
        _ = delivery.deliver(2)
        let asksFlush = delivery.endHold()
        #expect(asksFlush)
        var order: [Int] = []
        while let next = delivery.flushNext() {
            order.append(next)
            if next == 1 {
                let delivered = delivery.deliver(3)   // the handler of 1 causes 3
                #expect(delivered == nil)
            }
        }
        #expect(order == [1, 2, 3])
        let open = delivery.deliver(4)
        #expect(open == 4)
    }

    /// Probe of 2026-11-27: each held delivery copied the whole held array and each flushed one
    /// shifted it, so 40,000 held notifications took seconds.
    @Test("A flood held across a new hold during its flush comes out whole, in order, in linear time")
    func flood() {
        var delivery = DeferredDelivery<Int>()
        let count = 100_000
        let started = ContinuousClock.now
        delivery.hold()
        for element in 0..<count { _ = delivery.deliver(element) }
        _ = delivery.endHold()
        var flushed: [Int] = []
        while flushed.count < count / 2, let next = delivery.flushNext() { flushed.append(next) }
        delivery.hold()                                     // a new update halfway through the flush
        _ = delivery.deliver(count)
        _ = delivery.endHold()
        while let next = delivery.flushNext() { flushed.append(next) }
        #expect(flushed == Array(0...count))
        #expect(ContinuousClock.now - started < .seconds(2))
    }
}
