import Foundation
import Testing

@testable import WorkbookKit

/// A crash names the test that crashed; where that cannot be told, `check` says so and how to
/// find it, instead of listing the tests that were running as if each were to blame.
@Suite final class CrashNamingTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// A crash the runtime could not place in the code: its message and the signal, no frames.
    static let unplacedOutput = """
        Fatal error: Unexpectedly found nil while unwrapping an Optional value
        error: Exited with unexpected signal code 5
        """

    /// An event stream in which `unfinished` tests started and never ended.
    static func stream(unfinished: [String]) -> String {
        var lines = [#"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#]
        for (number, id) in unfinished.enumerated() {
            lines.append(
                #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"t\#(number)()","displayName":"test \#(number)","sourceLocation":{"fileID":"StageATests/GreetTests.swift","line":\#(number + 1)}},"version":0}"#
            )
            lines.append(
                #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
        }
        return lines.joined(separator: "\n")
    }

    @Test("run one at a time, the test left unfinished is named, even with no place in the code")
    func serialRunNamesTheTest() throws {
        let root = fixture.root
        let running = ["StageATests.GreetTests/t0()", "StageATests.GreetTests/t1()"]
        let first = TestOutcome.interpret(
            output: Self.unplacedOutput, eventStream: Self.stream(unfinished: running), root: root)
        let again = TestOutcome.interpret(
            output: Self.unplacedOutput, eventStream: Self.stream(unfinished: [running[1]]),
            root: root)
        let result = SwiftTestRunner.outcome(first, locatedBy: again)
        guard case .crashed(let crash) = result.ending else {
            Issue.record("not a crash: \(result.ending)")
            return
        }
        #expect(crash.crashingTest == running[1])
        #expect(
            CheckReport.crashingTests(result.run.tests.filter(\.failed), crash: crash).map(\.id)
                == [running[1]])
    }

    @Test(
        "tests that ran side by side are not each blamed: check says it cannot tell, and how to find it"
    )
    func cannotTell() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let running = ["StageATests.GreetTests/t0()", "StageATests.GreetTests/t1()"]
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: Self.unplacedOutput, eventStream: Self.stream(unfinished: running),
                root: root)
        }
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "a-greet",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: runner)
        let output = recording.output

        #expect(output.contains("which of them crashed cannot be told"), "\(output)")
        #expect(
            output.contains(
                "run each alone, for example: swift test --filter 'StageATests.GreetTests/t0()'"),
            "\(output)")
    }
}
