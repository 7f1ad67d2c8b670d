@testable import SheetKit
import SheetKitTestSupport

/// Whether two rectangles agree in every component within `tolerance` points.
func isClose(_ a: SheetRect, _ b: SheetRect, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
        && isClose(a.width, b.width, within: tolerance) && isClose(a.height, b.height, within: tolerance)
}

/// Whether every component of a rectangle is finite.
func isFinite(_ rect: SheetRect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// The largest difference between two rectangles' components, in points.
func largestDifference(_ a: SheetRect, _ b: SheetRect) -> Double {
    max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
}

/// A phone in portrait, 390 × 844 pt, safe area 47 top and 34 bottom.
let portraitPhone = SheetContainer.phonePortrait

/// The same phone in landscape: 844 × 390 pt, safe area 47 left and right, 21 bottom.
let landscapePhone = SheetContainer(size: SheetSize(width: 844, height: 390),
                                    safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47))

/// A container without safe-area insets, 390 × 844 pt.
let plainPortrait = SheetContainer(size: SheetSize(width: 390, height: 844))

/// The display rates compared for frame-rate independence: 60 Hz, 120 Hz, and 120 Hz with
/// every 7th frame dropped.
let comparedFrameRates: [(frameRate: Double, dropEvery: Int)] = [(60, 0), (120, 0), (120, 7)]

/// The largest spread, across runs, of values sampled at the times all runs share, and how
/// many times they share.
func spreadAtCommonTimes(_ runs: [[Double: Double]]) -> (spread: Double, commonCount: Int) {
    guard var common = runs.first.map({ Set($0.keys) }) else { return (0, 0) }
    for run in runs.dropFirst() { common.formIntersection(run.keys) }
    var spread = 0.0
    for time in common {
        let values = runs.compactMap { $0[time] }
        spread = max(spread, values.max()! - values.min()!)
    }
    return (spread, common.count)
}
