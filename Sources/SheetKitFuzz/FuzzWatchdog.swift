import Foundation

/// Stops the process when one case runs too long: a case running in process cannot be
/// interrupted, so a real hang would otherwise stall the whole run (and CI) forever.
///
/// A background thread checks every ``pollInterval`` whether the case started with
/// ``start(_:limit:)`` has been running longer than its limit; if so it prints the case and
/// exits with ``FuzzExitStatus/hang``. The case's input is already on disk
/// (`current-case.json`), so that file is the reproducer.
final class FuzzWatchdog: @unchecked Sendable {
    /// How often the thread looks, in seconds.
    static let pollInterval = 0.1

    private let lock = NSLock()
    private var running: (description: String, deadline: Date)?
    private var stopped = false

    /// Starts watching.
    init() {
        let thread = Thread { [weak self] in
            while let self, self.check() {
                Thread.sleep(forTimeInterval: Self.pollInterval)
            }
        }
        thread.start()
    }

    deinit { stop() }

    /// A case begins: `description` says which, `limit` is in seconds.
    func start(_ description: String, limit: Double) {
        lock.withLock { running = (description, Date().addingTimeInterval(limit)) }
    }

    /// The case ended.
    func finish() {
        lock.withLock { running = nil }
    }

    /// Ends the thread.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// One look; returns whether to keep watching.
    private func check() -> Bool {
        let (current, stopped) = lock.withLock { (running, self.stopped) }
        guard !stopped else { return false }
        if let current, Date() > current.deadline {
            FileHandle.standardError.write(Data("sheetkit-fuzz: \(current.description) is still running past its limit: stopping the run; its input is the reproducer of a hang\n".utf8))
            exit(FuzzExitStatus.hang)
        }
        return true
    }
}
