import Foundation

/// Runs `swift test --filter <filter>` once, asking Swift Testing for its event stream.
struct SwiftTestRunner: TestRunning {
    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        let folder = root.appendingPathComponent(".workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let events = folder.appendingPathComponent("test-events-\(getpid()).jsonl")
        try? FileManager.default.removeItem(at: events)
        defer { try? FileManager.default.removeItem(at: events) }
        let (status, output, signalled) = try RunningTests.shared.run(
            [
                "swift", "test", "--filter", filter, "--event-stream-output-path", events.path,
                "--event-stream-version", "0",
            ], in: root, events: events)
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        var outcome = TestOutcome.interpret(output: output, eventStream: stream, root: root)
        if signalled, outcome.ending == .buildFailed {
            outcome.ending = .crashed(
                TestCrash(reason: "swift test was stopped by a signal (status \(status))."))
        }
        return outcome
    }
}
