/// Estimates a finger's velocity from touch samples by least squares.
///
/// The lab replays touch samples, which carry no velocity as UIKit's pan reports one. The
/// estimate is the slope of the straight line that best fits (time, position) over the
/// samples of the last ``window`` seconds, counted back from the newest sample; a fit over
/// several samples is far less noisy than the last difference quotient, and the short window
/// keeps it responsive: a finger that stops before lifting reports ≈ 0, and a flick that
/// accelerates into its last samples is not dragged down by its slow start.
///
/// Samples must arrive in time order. A sample older than the newest one restarts the
/// estimate; non-finite samples are ignored.
struct VelocityEstimator: Sendable {
    /// The default fitting window, in seconds (50 ms: 6 touch samples at 120 Hz, 3 at 60 Hz).
    ///
    /// A flick lasts about 100 ms and spends its first third accelerating; a 100 ms window
    /// averages that ramp in and reported 11 % below the finger's final speed on the lab's
    /// flicks, while 50 ms sees only the final speed.
    static let defaultWindow = 0.05

    /// The most samples kept, whatever the window.
    static let capacity = 32

    /// The fitting window, in seconds.
    let window: Double

    private var times: [Double] = []
    private var positions: [Double] = []

    /// Creates an estimator.
    /// - Parameter window: The fitting window, in seconds; values that are not finite or
    ///   not positive become ``defaultWindow``.
    init(window: Double = VelocityEstimator.defaultWindow) {
        self.window = window.isFinite && window > 0 ? window : Self.defaultWindow
        times.reserveCapacity(Self.capacity)
        positions.reserveCapacity(Self.capacity)
    }

    /// Adds a sample.
    /// - Parameters:
    ///   - position: The finger's position along the axis, in points.
    ///   - time: The sample's time, in seconds.
    mutating func add(position: Double, time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let last = times.last, time < last { reset() }
        if times.count == Self.capacity {
            times.removeFirst()
            positions.removeFirst()
        }
        times.append(time)
        positions.append(position)
    }

    /// Forgets every sample.
    mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// The velocity, in points per second: the least-squares slope over the samples within
    /// ``window`` of the newest. 0 with fewer than two samples or when they share one time.
    /// - Complexity: O(n) in the samples kept (at most ``capacity``).
    var velocity: Double {
        guard let newest = times.last else { return 0 }
        var count = 0.0, sumT = 0.0, sumX = 0.0
        for index in times.indices where newest - times[index] <= window {
            count += 1
            sumT += times[index] - newest
            sumX += positions[index]
        }
        guard count >= 2 else { return 0 }
        let meanT = sumT / count, meanX = sumX / count
        var covariance = 0.0, variance = 0.0
        for index in times.indices where newest - times[index] <= window {
            let dt = times[index] - newest - meanT
            covariance += dt * (positions[index] - meanX)
            variance += dt * dt
        }
        guard variance > 0 else { return 0 }
        return covariance / variance
    }
}
