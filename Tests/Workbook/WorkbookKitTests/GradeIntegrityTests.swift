import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The signs of tampering read from a run's record and console, and the Gradescope results.
@Suite struct GradeIntegrityTests {
    /// An honest record: one test that passed and one that failed, then the run's end.
    static let honest = Events.stream([
        ("StageATests.GreetTests", nil), ("StageATests.CountTests", "Expectation failed"),
    ])

    static let honestConsole = """
        ✔ Test test 0 passed after 0.001 seconds.
        ✘ Test test 1 recorded an issue at CountTests.swift:2: Expectation failed
        ✘ Test test 1 failed after 0.002 seconds with 1 issue.
        """

    @Test("an honest run shows no sign of tampering")
    func honestRun() {
        #expect(
            RunIntegrity.signs(stream: Self.honest, console: Self.honestConsole, status: 1) == [])
    }

    @Test("a second record written after the run ended is tampering")
    func rewrittenAtExit() {
        let forged = Self.honest + "\n" + Events.stream([("StageATests.CountTests", nil)])
        let signs = RunIntegrity.signs(stream: forged, console: Self.honestConsole, status: 1)
        #expect(signs.contains { $0.contains("after the run ended") }, "\(signs)")
    }

    @Test("exiting with success before the run ended is tampering; a crash is not")
    func earlyExit() {
        let cut = Self.honest.split(separator: "\n").dropLast().joined(separator: "\n")
        #expect(
            RunIntegrity.signs(stream: cut, console: "", status: 0).contains {
                $0.contains("exited early")
            })
        #expect(RunIntegrity.signs(stream: cut, console: "", status: 134) == [])
    }

    @Test(
        "success from swift test with failures in the record, or a leftover process, is tampering")
    func contradictions() {
        #expect(!RunIntegrity.signs(stream: Self.honest, console: "", status: 0).isEmpty)
        #expect(
            RunIntegrity.signs(stream: Self.honest, console: "", status: 1, timedOut: true)
                .contains { $0.contains("kept running") })
        #expect(
            RunIntegrity.signs(
                stream: Self.honest, console: "", status: 1, changed: ["Tests/X.swift"])
                == ["wrote Tests/X.swift, outside its build folder"])
    }

    @Test("a test the record says passed and the console says failed is tampering")
    func consoleContradicts() {
        let console = "✘ Test test 0 failed after 0.001 seconds with 1 issue."
        let signs = RunIntegrity.signs(stream: Self.honest, console: console, status: 1)
        #expect(signs.contains { $0.contains("failed on the console") }, "\(signs)")
    }

    @Test("two tests with one sentence, one passed and one failed, contradict nothing")
    func repeatedSentences() {
        let stream = Self.honest.replacingOccurrences(of: "test 1", with: "test 0")
        let console = "✘ Test test 0 failed after 0.002 seconds with 1 issue."
        #expect(RunIntegrity.signs(stream: stream, console: console, status: 1) == [])
    }

    @Test("events for a test the run never declared are tampering")
    func injectedEvents() {
        let line = #"{"kind":"event","payload":{"kind":"testEnded","testID":"Fake/x()"}}"#
        let lines = Self.honest.split(separator: "\n").map(String.init)
        let injected = ([lines[0], line] + lines.dropFirst()).joined(separator: "\n")
        let signs = RunIntegrity.signs(stream: injected, console: Self.honestConsole, status: 1)
        #expect(signs.contains { $0.contains("never declared") }, "\(signs)")
    }

    @Test("no test of a tampered run counts as passed")
    func distrusted() {
        let outcome = TestOutcome.interpret(
            output: "", eventStream: Self.honest, root: URL(fileURLWithPath: "/"))
        #expect(outcome.run.tests.contains { $0.issues.isEmpty })
        let marked = RunIntegrity.distrusting(outcome, signs: ["a sign"])
        #expect(marked.run.tests.allSatisfy { !$0.issues.isEmpty })
        #expect(marked.tampering == ["a sign"])
    }

    @Test("a pipe keeps every event written to it, also after a writer closes it")
    func pipeReadsEverything() throws {
        let pipe = try EventPipe()
        for text in ["first\n", "second\n"] {
            let handle = try #require(FileHandle(forWritingAtPath: pipe.url.path))
            handle.write(Data(text.utf8))
            try handle.close()
        }
        #expect(pipe.finish() == "first\nsecond\n")
    }

    // MARK: - Gradescope

    @Test("Gradescope's results.json holds the documented fields: scores, outputs, visibility")
    func gradescopeFields() throws {
        let fixture = try FixtureWorkbook(files: GradeFixture.files)
        defer { fixture.remove() }
        let student = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-student-\(UUID().uuidString)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-gradescope-\(UUID().uuidString)/results.json")
        defer {
            try? FileManager.default.removeItem(at: student)
            try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
        }
        try GradeFixture.release(fixture, to: student)
        try GradeFixture.solveGreet(in: student)
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-grades-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let request = GradeCommand.Request(
            target: "StageA", output: reports, submission: student, submissions: nil, jobs: 1,
            gradescope: file)
        let status = try GradeCommand.grade(
            request, context: context, runner: GradeSubmissionTests.runner())
        #expect(status == 0, "\(recording.output)\(recording.error)")

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let visibilities: Set = ["hidden", "after_due_date", "after_published", "visible"]
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.count == 3, "greet, its hidden test, and count")
        for test in tests {
            #expect(test["name"] is String)
            #expect(test["score"] is Double || test["score"] is Int)
            #expect(test["max_score"] is Double || test["max_score"] is Int)
            #expect(test["output"] is String)
            #expect(visibilities.contains(test["visibility"] as? String ?? ""))
            #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
        }
        let score = try #require(json["score"] as? Double)
        #expect(score == 2, "the two greet tests passed, count did not")
        #expect(visibilities.contains(json["visibility"] as? String ?? ""))
        #expect(
            tests.filter { $0["visibility"] as? String == "after_due_date" }.count == 1,
            "the hidden suite's test is shown after the due date")
        let allowed: Set = [
            "score", "execution_time", "output", "output_format", "test_output_format",
            "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests",
            "leaderboard",
        ]
        #expect(Set(json.keys).isSubset(of: allowed), "\(json.keys)")
    }

    @Test("the Gradescope bundle holds setup.sh, run_autograder and the workbook")
    func gradescopeBundle() throws {
        let fixture = try FixtureWorkbook(files: GradeFixture.files)
        defer { fixture.remove() }
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let result = fixture.run("grade", "--gradescope-bundle", bundle.path)
        #expect(result.status == 0, "\(result.error)")
        let run = try String(
            contentsOf: bundle.appendingPathComponent("run_autograder"), encoding: .utf8)
        #expect(run.contains(#"root="${AUTOGRADER_ROOT:-/autograder}""#))
        #expect(run.contains(#"--gradescope "$root/results/results.json""#))
        #expect(run.contains(#"--submission "$root/submission""#))
        #expect(
            FileManager.default.isExecutableFile(
                atPath: bundle.appendingPathComponent("setup.sh").path))
        #expect(
            FileManager.default.fileExists(
                atPath: bundle.appendingPathComponent(
                    "workbook/Tests/StageATests/Hidden/GreetHiddenTests.swift"
                ).path),
            "the hidden suites travel with the bundle")
    }
}
