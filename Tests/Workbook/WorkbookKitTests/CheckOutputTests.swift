import Foundation
import Testing

@testable import WorkbookKit

/// What `check` prints for planted wrong answers: every failed expectation, the crashing test,
/// advice that repeats the check asked for, and a verdict per lecture.
@Suite final class CheckOutputTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    func check(
        _ target: String?, verbose: Bool = false, outcome: @escaping @Sendable (URL) -> TestOutcome
    )
        throws -> (status: Int32, output: String)
    {
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        let status = try CheckCommand.check(
            target, context: context, runner: CannedRunner(outcome), verbose: verbose)
        return (status, recording.output)
    }

    static func issue(_ message: String, line: Int, details: [String] = []) -> TestIssue {
        TestIssue(
            message: message, details: details, file: "StageATests/GreetTests.swift", line: line)
    }

    @Test("every failed expectation is listed, grouped by test, the first test first")
    func everyFailure() throws {
        let (status, output) = try check("a-greet") { _ in
            TestOutcome(
                ending: .finished,
                run: TestRun(tests: [
                    TestResult(
                        id: "StageATests.GreetTests/first()", displayName: "greets Ada",
                        issues: [
                            Self.issue("Expectation failed: one", line: 6, details: ["Try one."]),
                            Self.issue("Expectation failed: two", line: 7),
                        ]),
                    TestResult(id: "StageATests.GreetTests/fine()", displayName: "fine"),
                    TestResult(
                        id: "StageATests.GreetTests/second()", displayName: "greets Bob",
                        issues: [Self.issue("Expectation failed: three", line: 12)]),
                ]))
        }

        #expect(status == 1)
        expectText(
            output,
            equals: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                ✘ a-greet  failed (2 of 3 tests)
                      Test "greets Ada"
                        Tests/StageATests/GreetTests.swift:6: Expectation failed: one
                        ↳ Try one.
                        Tests/StageATests/GreetTests.swift:7: Expectation failed: two
                      Test "greets Bob"
                        Tests/StageATests/GreetTests.swift:12: Expectation failed: three

                Fix a-greet.
                Next: swift run workbook check a-greet
                      Stuck? swift run workbook hint a-greet

                """)
    }

    @Test("a property test's recorded issue shows its own words where the expression would be")
    func recordedIssueShowsItsComment() throws {
        let (_, output) = try check("a-greet") { _ in
            TestOutcome(
                ending: .finished,
                run: TestRun(tests: [
                    TestResult(
                        id: "StageATests.GreetTests/random()", displayName: "random names",
                        issues: [
                            Self.issue(
                                "Issue recorded", line: 9,
                                details: ["seed 3: expected \"Hello, Bo!\", but got \"\""])
                        ])
                ]))
        }

        #expect(
            output.contains(
                #"Tests/StageATests/GreetTests.swift:9: seed 3: expected "Hello, Bo!", but got """#)
        )
        #expect(!output.contains("Issue recorded"))
    }

    @Test("an expectation that fails again and again in a loop is shown once, with how many times")
    func repeatedIssueShownOnce() throws {
        let same = Self.issue(
            "Expectation failed: (location → CGPoint(x: 0.0, y: 0.0)) == nil", line: 67,
            details: ["The zero layout places nothing."])
        let (_, output) = try check("a-greet") { _ in
            TestOutcome(
                ending: .finished,
                run: TestRun(tests: [
                    TestResult(
                        id: "StageATests.GreetTests/sizes()", displayName: "zero sizes",
                        issues: Array(repeating: same, count: 6) + [
                            Self.issue("Expectation failed: other", line: 70), same,
                        ])
                ]))
        }

        #expect(
            output.contains(
                """
                      Test "zero sizes"
                        Tests/StageATests/GreetTests.swift:67: Expectation failed: (location → CGPoint(x: 0.0, y: 0.0)) == nil (6 times)
                        ↳ The zero layout places nothing.
                        Tests/StageATests/GreetTests.swift:70: Expectation failed: other
                        Tests/StageATests/GreetTests.swift:67: Expectation failed: (location → CGPoint(x: 0.0, y: 0.0)) == nil
                        ↳ The zero layout places nothing.

                """), "\(output)")
    }

    @Test("in a check of several exercises, only the first failed one lists every expectation")
    func laterFailuresAreShort() throws {
        let (_, output) = try check("StageA") { _ in
            TestOutcome(
                ending: .finished,
                run: TestRun(tests: [
                    TestResult(
                        id: "StageATests.GreetTests/g()", displayName: "greets",
                        issues: [Self.issue("one", line: 6), Self.issue("two", line: 7)]),
                    TestResult(
                        id: "StageATests.CountTests/c()", displayName: "counts",
                        issues: [Self.issue("three", line: 8), Self.issue("four", line: 9)]),
                ]))
        }

        #expect(output.contains(": one") && output.contains(": two") && output.contains(": three"))
        #expect(!output.contains(": four"))
        #expect(output.contains("… 1 more: swift run workbook check a-count"))
    }

    @Test("a crash names the test that was running")
    func crashNamesTheTest() throws {
        let (status, output) = try check("StageA") { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.crashOutput, at: root),
                eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: root),
                root: root)
        }

        #expect(status == 1)
        expectText(
            output,
            equals: #"""
                Checking: swift test --filter 'StageATests\.'
                · a-greet  not run: the test process crashed before its tests finished
                ✘ a-count  crashed the test process: Fatal error: Index out of range
                      at Tests/StageATests/CountTests.swift:5
                      while running test "count(to: 3) is 1, 2, 3"

                · StageA  0 passed, 0 failed, 2 not started

                Find what crashes in a-count (an index out of range? a `!` on nil?)
                Next: swift run workbook check StageA
                      Stuck? swift run workbook hint a-count

                """#)
    }

    @Test("of tests running in parallel, a crash names the one whose function holds the crash")
    func crashNamesTheCrashingTestAmongParallelOnes() throws {
        let (_, output) = try check("a-greet") { root in
            let crashOutput = """
                Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
                Thread 2 "oot.default-qos" crashed:
                  3 [ra]  0x00007f813e4ec9fe Array.subscript.modify + 45 in libswiftCore.so
                  4 [ra]  0x0000555705c6c0a1 greet(_:) + 848 in Fixture.xctest at \(root.path)/Sources/StageA/Greeting.swift
                  5 [ra]  0x0000555705c90af8 GreetTests.bob() + 503 in Fixture.xctest at \(root.path)/Tests/StageATests/GreetTests.swift:12:14
                """
            var run = TestRun()
            run.ended = false
            run.tests = [
                ("ada()", "greets Ada", 5), ("bob()", "greets Bob", 10),
                ("eve()", "greets Eve", 20),
            ].map { function, name, line in
                TestResult(
                    id: "StageATests.GreetTests/\(function)/GreetTests.swift:\(line):6",
                    displayName: name, ended: false)
            }
            return TestOutcome(
                ending: .crashed(TestCrash.parse(crashOutput, root: root)), run: run)
        }

        #expect(output.contains("in greet(_:) (Sources/StageA/Greeting.swift)"))
        #expect(output.contains("called from Tests/StageATests/GreetTests.swift:12"))
        #expect(output.contains("while running test \"greets Bob\""))
        #expect(!output.contains("greets Ada"))
    }

    @Test("--verbose prints the whole test output before the summary")
    func verbose() throws {
        let outcome: @Sendable (URL) -> TestOutcome = { _ in
            TestOutcome(ending: .finished, output: "◇ Test \"greets Ada\" started.")
        }
        #expect(
            try check("a-greet", verbose: true, outcome: outcome).output.contains(
                "◇ Test \"greets Ada\" started."))
        #expect(!(try check("a-greet", outcome: outcome).output.contains("started.")))
        #expect(fixture.run("check", "--verbose", "--help").output.contains("--verbose"))
    }

    @Test("when another exercise stops the build, the advice repeats the check that was asked for")
    func adviceNamesTheAskedCheck() throws {
        let (_, output) = try check("a-count") { root in
            TestOutcome.interpret(
                output: "\(root.path)/Sources/StageB/Greeting.swift:13:5: error: oops\n",
                eventStream: "", root: root)
        }

        #expect(
            output.contains(
                "Fix the compiler error at Sources/StageB/Greeting.swift:13 (in b-double).\n"
                    + "Next: swift run workbook check a-count"
            ))
    }

    @Test("a check of the whole course ends with one verdict line per lecture")
    func courseSummary() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let (_, output) = try check(nil) { _ in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil),
                    ("StageATests.CountTests", "Expectation failed: x"),
                ]), root: URL(fileURLWithPath: "/"))
        }

        let lines = output.components(separatedBy: "\n")
        #expect(lines.contains("✘ StageA  1 passed, 1 failed, 0 not started"))
        #expect(lines.contains("· StageB  0 passed, 0 failed, 1 not started"))
        #expect(lines.contains { $0.hasSuffix("StageB  0 passed, 0 failed, 1 not started") })
        #expect(lines.contains("1 of 3 exercises done."))
    }

    @Test("a check of a course not yet started is three verdict lines, not a line per exercise")
    func quietCourseCheck() throws {
        let (_, output) = try check(nil) { _ in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", nil),
                    ("StageBTests.DoubleTests", nil),
                ]), root: URL(fileURLWithPath: "/"))
        }

        #expect(!output.contains("reference code; not started"))
        #expect(output.contains("· StageA  0 passed, 0 failed, 2 not started"))
        #expect(!output.contains("All passed"), "nothing of the student's was checked")
        #expect(
            output.contains(
                "The reference code passes, but none of it is yours yet.\n"
                    + "Next: swift run workbook start StageA"
            ))
    }

    @Test("a lecture whose exercises are all done but whose other tests fail is not marked passed")
    func lectureSummaryCountsOtherTests() throws {
        #expect(fixture.run("start", "StageB").status == 0)
        let (_, output) = try check("StageB") { _ in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageBTests.DoubleTests", nil),
                    ("StageBTests.EdgeTests", "Expectation failed: e"),
                ]), root: URL(fileURLWithPath: "/"))
        }

        #expect(
            output.components(separatedBy: "\n").contains(
                "✘ StageB  1 passed, 0 failed, 0 not started, other tests: 1 failed"))
    }

    @Test("a typo gets the closest name only, not the whole list")
    func typoSuggestsOnlyTheClosest() throws {
        let result = fixture.run("check", "a-gret")

        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean 'a-greet'?"))
        #expect(!result.error.contains("b-double"))
        let command = fixture.run("chek")
        #expect(command.error.contains("Did you mean 'check'?"))
        #expect(!command.error.contains("Commands:"))
    }

    @Test("an edit outside every region is warned about, since grading ignores it")
    func outsideEditWarned() throws {
        for command in [
            ["git", "init", "-q"], ["git", "add", "."],
            ["git", "-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "reference"],
        ] {
            #expect(try Shell.run(command, in: fixture.root).status == 0)
        }
        #expect(fixture.run("start", "a-greet").status == 0)
        let passes: @Sendable (URL) -> TestOutcome = { root in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageATests.GreetTests", nil)]),
                root: root)
        }
        let (_, quiet) = try check("a-greet", outcome: passes)
        #expect(!quiet.contains("warning:"), "starting rewrites only the regions")

        let path = "Sources/StageA/Greeting.swift"
        try fixture.write(
            try fixture.read(path).replacingOccurrences(of: "/// Says hello.", with: "/// Hi."),
            to: path)
        let (_, output) = try check("a-greet", outcome: passes)

        #expect(output.contains("warning: edited outside the exercise regions (grading ignores"))
        #expect(output.contains("    \(path)\n"))
    }

    @Test("a failure's long values are cut, and one exercise's details stay under a screenful")
    func longValuesCapped() throws {
        let huge =
            "Expectation failed: (cards → ["
            + (1...1_000).map(String.init).joined(
                separator: ", ") + "]) == (expected → [])"
        let failures = (1...60).map { index in
            TestResult(
                id: "StageATests.GreetTests/t\(index)()", displayName: "test \(index)",
                issues: [Self.issue(huge, line: index, details: ["Try again."])])
        }
        let outcome: @Sendable (URL) -> TestOutcome = { _ in
            TestOutcome(ending: .finished, run: TestRun(tests: failures))
        }
        let (_, output) = try check("a-greet", outcome: outcome)

        #expect(output.contains("[1, 2, 3, 4, 5, … 995 more]"), "\(output.prefix(500))")
        #expect(output.utf8.count < 4_096)
        #expect(output.contains("more lines: swift run workbook check a-greet --verbose"))
        let (_, verbose) = try check("a-greet", verbose: true, outcome: outcome)
        #expect(verbose.contains(", 999, 1000]"))
    }
}
