import Testing
@testable import SheetKit

/// The sheet's notifications to the app wait for SwiftUI's update to end, in order (review:
/// the app's `onNotification` and delegate ran inside the update that applied a detent).
@Suite("Deferred delivery: nothing inside an update, nothing out of order")
struct DeferredDeliveryTests {
    @Test("Open: delivered at once; held during an update and flushed after it, in order, one flush asked")
    func holdAndFlush() {
        var delivery = DeferredDelivery<Int>()
        let value1 = delivery.deliver(1)
        #expect(value1 == 1)
        delivery.hold()
        let value2 = delivery.deliver(2)
        #expect(value2 == nil)
        let value3 = delivery.deliver(3)
        #expect(value3 == nil)
        let value4 = delivery.endHold()
        #expect(value4)
        // Before the flush runs, later ones wait behind the held ones.
        let value5 = delivery.deliver(4)
        #expect(value5 == nil)
        let value6 = delivery.flush()
        #expect(value6 == [2, 3, 4])
        let value7 = delivery.deliver(5)
        #expect(value7 == 5)
        let value8 = delivery.flush()
        #expect(value8.isEmpty)
    }

    @Test("An update with nothing held asks for no flush")
    func emptyHold() {
        var delivery = DeferredDelivery<Int>()
        delivery.hold()
        let value9 = delivery.endHold()
        #expect(!value9)
        let value10 = delivery.deliver(1)
        #expect(value10 == 1)
    }

    @Test("A second update before the flush: one flush asked; a flush during an update waits for its end")
    func nestedUpdates() {
        var delivery = DeferredDelivery<Int>()
        delivery.hold()
        _ = delivery.deliver(1)
        let value11 = delivery.endHold()
        #expect(value11)
        delivery.hold()
        _ = delivery.deliver(2)
        let value12 = delivery.flush()
        #expect(value12.isEmpty)       // the scheduled flush runs inside the second update
        let value13 = delivery.endHold()
        #expect(value13)             // so its end asks for another
        let value14 = delivery.flush()
        #expect(value14 == [1, 2])
        delivery.hold()
        _ = delivery.deliver(3)
        let value15 = delivery.endHold()
        #expect(value15)
        delivery.hold()
        let value16 = delivery.endHold()
        #expect(!value16)            // a flush is on its way already
        let value17 = delivery.flush()
        #expect(value17 == [3])
    }
}
