import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `check`'s whole report for each kind of verdict, in both languages: the text is the point, so
/// a wording change shows here as a line diff, next to the messages file that made it.
@Suite final class CheckVerdictTextTests {
    let fixture: FixtureWorkbook

    init() throws {
        fixture = try FixtureWorkbook()
        // `start` makes the region the student's, so a pass reads as theirs.
        #expect(fixture.run("start", "a-greet").status == 0)
    }
    deinit { fixture.remove() }

    /// A verdict kind: what to check and the outcome the canned runner hands back.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var target: String
        var outcome: @Sendable (URL) -> TestOutcome
        var testDescription: String { name }
    }

    static let greetRan = Events.stream([("StageATests.GreetTests", nil)])

    static let cases: [Case] = [
        Case(name: "passed", target: "a-greet") { root in
            TestOutcome.interpret(output: "", eventStream: greetRan, root: root)
        },
        Case(name: "not started", target: "a-count") { root in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageATests.CountTests", nil)]),
                root: root)
        },
        Case(name: "failed", target: "a-greet") { _ in
            TestOutcome(
                ending: .finished,
                run: TestRun(tests: [
                    TestResult(
                        id: "StageATests.GreetTests/hello()",
                        displayName: "greet says hello to the name",
                        issues: [
                            TestIssue(
                                message:
                                    #"Expectation failed: (greet("Ada") → "") == "Hello, Ada!""#,
                                details: ["Put the name into the greeting."],
                                file: "StageATests/GreetTests.swift", line: 4,
                                korean: .init(
                                    message:
                                        #"Expectation failed: (greet("Ada") → "") == "Hello, Ada!""#,
                                    details: ["인사말에 이름을 넣으십시오."]))
                        ]),
                    TestResult(
                        id: "StageATests.GreetTests/empty()", displayName: "greet takes any name"),
                ]))
        },
        Case(name: "does not compile, and not run", target: "StageA") { root in
            TestOutcome(
                ending: .buildFailed,
                diagnostics: [
                    CompilerDiagnostic(
                        path: root.path + "/Sources/StageA/Greeting.swift", line: 4, column: 5,
                        message: "cannot find 'nme' in scope")
                ])
        },
        Case(name: "crashed, and not run", target: "StageA") { root in
            var run = TestRun()
            run.ended = false
            run.tests = [
                TestResult(
                    id: "StageATests.GreetTests/hello()",
                    displayName: "greet says hello to the name",
                    started: true, ended: false)
            ]
            return TestOutcome(
                ending: .crashed(
                    TestCrash(
                        reason: "Fatal error: Index out of range",
                        file: root.path + "/Sources/StageA/Greeting.swift", line: 4)),
                run: run)
        },
        Case(name: "stopped", target: "a-greet") { root in
            var run = TestRun()
            run.ended = false
            run.tests = [
                TestResult(
                    id: "StageATests.GreetTests/hello()",
                    displayName: "greet says hello to the name",
                    started: true, ended: false)
            ]
            return TestOutcome(ending: .crashed(.stopped(after: 20)), run: run)
        },
        Case(name: "no test ran", target: "a-greet") { _ in
            TestOutcome(ending: .finished, run: TestRun(tests: []))
        },
    ]

    func check(_ verdict: Case, in language: Language) throws -> String {
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            verdict.target,
            context: CommandContext(
                currentDirectory: fixture.root, console: recording.console.speaking(language)),
            runner: CannedRunner(verdict.outcome))
        return recording.output
    }

    @Test("the report of each verdict kind, whole, in English and Korean", arguments: cases)
    func wholeReport(_ verdict: Case) throws {
        let english = try check(verdict, in: .en)
        let korean = try check(verdict, in: .ko)
        let expected = try #require(Self.expected[verdict.name])
        expectText(english, equals: expected.en)
        expectText(korean, equals: expected.ko)
    }

    /// The expected reports, by verdict kind.
    static let expected: [String: Localized] = [
        "passed": Localized(
            en: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                ✔ a-greet  passed (1 test)

                All passed.
                Next: swift run workbook start a-count

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests.GreetTests/'
                ✔ a-greet  통과 (테스트 1개)

                모두 통과했습니다.
                다음: swift run workbook start a-count

                """),
        "not started": Localized(
            en: """
                Checking: swift test --filter 'StageATests.CountTests/'
                · a-count  not started: the lecture's reference code passes (1 test)

                a-count is not started: what passed is the lecture's reference code, not yours.
                Next: swift run workbook start a-count

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests.CountTests/'
                · a-count  시작 전: 강의의 기준 코드가 통과합니다 (테스트 1개)

                a-count는 시작하지 않았습니다: 통과한 것은 여러분의 코드가 아니라 강의의 기준 코드입니다.
                다음: swift run workbook start a-count

                """),
        "failed": Localized(
            en: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                ✘ a-greet  failed (1 of 2 tests)
                      Test "greet says hello to the name"
                        Tests/StageATests/GreetTests.swift:4: Expectation failed: (greet("Ada") → "") == "Hello, Ada!"
                        ↳ Put the name into the greeting.

                Fix a-greet.
                Next: swift run workbook check a-greet
                      Stuck? swift run workbook hint a-greet

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests.GreetTests/'
                ✘ a-greet  실패 (테스트 2개 중 1개)
                      테스트 "greet says hello to the name"
                        Tests/StageATests/GreetTests.swift:4: Expectation failed: (greet("Ada") → "") == "Hello, Ada!"
                        ↳ 인사말에 이름을 넣으십시오.

                a-greet를 고치십시오.
                다음: swift run workbook check a-greet
                      막히면: swift run workbook hint a-greet

                """),
        "does not compile, and not run": Localized(
            en: """
                Checking: swift test --filter 'StageATests\\.'
                ✘ a-greet  does not compile
                      Sources/StageA/Greeting.swift:4:5: error: cannot find 'nme' in scope
                · a-count  not run: the package does not compile

                ✘ StageA  0 passed, 1 failed, 1 not started

                Fix the compiler error at Sources/StageA/Greeting.swift:4 (in a-greet).
                Next: swift run workbook check StageA

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests\\.'
                ✘ a-greet  컴파일되지 않음
                      Sources/StageA/Greeting.swift:4:5: error: cannot find 'nme' in scope
                · a-count  실행하지 않음: 패키지가 컴파일되지 않습니다

                ✘ StageA  0개 통과, 1개 실패, 1개 시작 전

                Sources/StageA/Greeting.swift:4(a-greet 안)의 컴파일 오류를 고치십시오.
                다음: swift run workbook check StageA

                """),
        "crashed, and not run": Localized(
            en: """
                Checking: swift test --filter 'StageATests\\.'
                ✘ a-greet  crashed the test process: Fatal error: Index out of range
                      at Sources/StageA/Greeting.swift:4
                      while running test "greet says hello to the name"
                · a-count  not run: the test process crashed before its tests finished

                ✘ StageA  0 passed, 1 failed, 1 not started

                Find what crashes in a-greet (an index out of range? a `!` on nil?)
                Next: swift run workbook check StageA
                      Stuck? swift run workbook hint a-greet

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests\\.'
                ✘ a-greet  테스트 프로세스가 크래시했습니다: Fatal error: Index out of range
                      멈춘 곳: Sources/StageA/Greeting.swift:4
                      테스트 "greet says hello to the name" 실행 중
                · a-count  실행하지 않음: 테스트가 끝나기 전에 테스트 프로세스가 크래시했습니다

                ✘ StageA  0개 통과, 1개 실패, 1개 시작 전

                a-greet에서 크래시가 나는 곳을 찾으십시오(범위를 벗어난 인덱스? nil에 `!`?)
                다음: swift run workbook check StageA
                      막히면: swift run workbook hint a-greet

                """),
        "stopped": Localized(
            en: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                ✘ a-greet  did not finish within 20 s and was stopped: the code probably never finishes (an endless loop, or a wait that never ends).
                      while running test "greet says hello to the name"

                Find the loop in a-greet that never ends: does its condition ever become false?
                Next: swift run workbook check a-greet
                      Stuck? swift run workbook hint a-greet

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests.GreetTests/'
                ✘ a-greet  20초 안에 끝나지 않아 멈췄습니다. 코드가 끝나지 않는 것 같습니다(끝나지 않는 반복문이나, 끝나지 않는 기다림).
                      테스트 "greet says hello to the name" 실행 중

                a-greet에서 끝나지 않는 반복문을 찾으십시오. 조건이 언젠가 false가 됩니까?
                다음: swift run workbook check a-greet
                      막히면: swift run workbook hint a-greet

                """),
        "no test ran": Localized(
            en: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                ? a-greet  no test of GreetTests ran; tell your instructor

                Tell your instructor that the check ran none of the exercise's tests.

                """,
            ko: """
                검사합니다: swift test --filter 'StageATests.GreetTests/'
                ? a-greet  GreetTests의 테스트가 하나도 실행되지 않았습니다. 강사에게 알려 주십시오

                검사가 연습 문제의 테스트를 하나도 실행하지 않았다고 강사에게 알려 주십시오.

                """),
    ]
}
