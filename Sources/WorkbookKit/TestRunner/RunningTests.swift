import Foundation

/// The `swift test` process running now, so that Ctrl-C in `watch` can stop it as well.
///
/// Foundation starts child processes in their own process group, so the terminal's Ctrl-C
/// reaches only the tool; `interrupt()` passes it on.
final class RunningTests: @unchecked Sendable {
    /// The one tracker of the process.
    static let shared = RunningTests()

    private let lock = NSLock()
    private var process: Process?
    private var events: URL?

    /// Runs `arguments` in `folder` with output and errors merged, remembering the process meanwhile.
    func run(_ arguments: [String], in folder: URL, events: URL) throws -> (
        status: Int32, output: String, signalled: Bool
    ) {
        defer { lock.withLock { self.process = nil } }
        let result = try Shell.run(arguments, in: folder) { process in
            lock.withLock {
                self.process = process
                self.events = events
            }
        }
        return (result.status, result.output, result.crashed)
    }

    /// Sends Ctrl-C to the running tests, waits up to `timeout` seconds for them to stop, and
    /// removes their event stream file.
    func interrupt(timeout: TimeInterval = 3) {
        let (process, events) = lock.withLock { (self.process, self.events) }
        guard let process, process.isRunning else { return }
        process.interrupt()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        if let events { try? FileManager.default.removeItem(at: events) }
    }
}
