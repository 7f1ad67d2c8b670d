#if canImport(UIKit)
import QuartzCore
@preconcurrency import UIKit

/// Calls a closure once per display frame with the frame's ``FrameTick``.
///
/// - It never retains its owner: the display link targets a small proxy that holds the
///   driver weakly, so a sheet that goes away while a spring runs is not kept alive.
/// - It asks for up to 120 Hz on ProMotion displays (iOS 15+; an app also needs
///   `CADisableMinimumFrameDurationOnPhone` in its Info.plist on iPhone).
/// - ``stop()`` invalidates the link (the sheet calls it on settle and on dismissal); the
///   link is also invalidated when the driver is deallocated.
@MainActor
final class SheetDisplayLink {
    /// Holds the link outside the main actor so it can be invalidated on deallocation.
    private final class Storage: @unchecked Sendable {
        var link: CADisplayLink?
        deinit { link?.invalidate() }
    }

    /// The display link's target; forwards frames to the driver without retaining it. The
    /// link is scheduled on the main run loop, so its callbacks arrive on the main actor.
    @MainActor
    private final class Proxy: NSObject {
        weak var driver: SheetDisplayLink?
        init(driver: SheetDisplayLink) { self.driver = driver }

        @objc func step(_ link: CADisplayLink) {
            driver?.onTick(FrameTick(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp))
        }
    }

    /// The frame rates asked for on iOS 15 and later, in hertz: never below 60 (a settle
    /// that drops to 30 Hz looks broken), 120 on ProMotion displays, which is what a finger's
    /// motion needs to look continuous there.
    private static let frameRates = (minimum: Float(60), preferred: Float(120))

    private let storage = Storage()
    private let onTick: @MainActor (FrameTick) -> Void

    /// Creates a stopped driver.
    /// - Parameter onTick: Called on the main thread once per frame while running.
    init(onTick: @escaping @MainActor (FrameTick) -> Void) {
        self.onTick = onTick
    }

    /// Starts delivering frames (the lifecycle starts it only when it is stopped).
    func start() {
        storage.link?.invalidate()
        let link = CADisplayLink(target: Proxy(driver: self), selector: #selector(Proxy.step(_:)))
        if #available(iOS 15.0, *) {
            link.preferredFrameRateRange = CAFrameRateRange(minimum: Self.frameRates.minimum, maximum: Self.frameRates.preferred,
                                                            preferred: Self.frameRates.preferred)
        }
        link.add(to: .main, forMode: .common)
        storage.link = link
    }

    /// Stops delivering frames and invalidates the link.
    func stop() {
        storage.link?.invalidate()
        storage.link = nil
    }
}
#endif
