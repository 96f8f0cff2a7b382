import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// An exercise that was never started still holds the lecture's code: `check` and `hint` say
/// `start` first, and never call that code the student's.
@Suite final class NotStartedTests {
    let fixture: FixtureWorkbook

    init() throws {
        var files = FixtureWorkbook.soundFiles
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "translations": {"ko": {"hints": ["\\\\(name)을 쓰십시오."]}},
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"], "requires": ["a-greet"]}
            ]
            """
        fixture = try FixtureWorkbook(files: files)
    }
    deinit { fixture.remove() }

    /// `check target` in `language`, with every test passing.
    func check(_ target: String, in language: Language = .en) throws -> String {
        let recording = RecordingConsole()
        let passing = CannedRunner { root in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", nil),
                    ("StageBTests.DoubleTests", nil),
                ]), root: root)
        }
        _ = try CheckCommand.check(
            target,
            context: CommandContext(
                currentDirectory: fixture.root, console: recording.console.speaking(language)),
            runner: passing)
        return recording.output
    }

    @Test("check of a never-started exercise: no ✔, no 'your code', and Next starts its lecture")
    func checkSaysStartFirst() throws {
        expectText(
            try check("a-greet"),
            equals: """
                Checking: swift test --filter 'StageATests.GreetTests/'
                · a-greet  not started: the lecture's reference code passes (1 test)

                a-greet is not started: what passed is the lecture's reference code, not yours.
                Next: swift run workbook start StageA

                """)
    }

    @Test("once another lecture is under way, Next still starts the exercise asked about")
    func checkStartsTheAskedLecture() throws {
        #expect(fixture.run("start", "StageB").status == 0)
        let output = try check("a-count")

        #expect(output.contains("Next: swift run workbook start StageA"), "\(output)")
        #expect(!output.contains("b-double"), "\(output)")
        #expect(fixture.run("start", "a-greet").status == 0)
        let started = try check("a-count")
        #expect(started.contains("Next: swift run workbook start a-count"), "\(started)")
    }

    @Test("in Korean too: not started, start first, and not the student's code")
    func checkInKorean() throws {
        expectText(
            try check("a-greet", in: .ko),
            equals: """
                검사합니다: swift test --filter 'StageATests.GreetTests/'
                · a-greet  시작 전: 강의의 기준 코드가 통과합니다 (테스트 1개)

                a-greet는 시작하지 않았습니다: 통과한 것은 여러분의 코드가 아니라 강의의 기준 코드입니다.
                다음: swift run workbook start StageA

                """)
    }

    @Test("hint on a never-started exercise says start first, then gives the hint")
    func hintSaysStartFirst() throws {
        let before = fixture.run("hint", "a-greet").output
        let lines = before.components(separatedBy: "\n")

        #expect(
            lines.first
                == "a-greet is not started: its region still holds the lecture's code. Start it "
                + "first (swift run workbook start StageA), then write it yourself with these hints.",
            "\(before)")
        #expect(before.contains("Hint 1/1 for a-greet"))
        #expect(before.contains("Next: swift run workbook start StageA"), "\(before)")
        let korean = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "hint", "a-greet").output
        #expect(
            korean.hasPrefix("\(Particle.topic.after("a-greet")) 아직 시작하지 않았습니다"), "\(korean)")
        #expect(korean.contains("다음: swift run workbook start StageA"), "\(korean)")

        #expect(fixture.run("start", "a-greet").status == 0)
        let after = fixture.run("hint", "a-greet").output
        #expect(!after.contains("not started"), "\(after)")
        #expect(after.contains("Next: swift run workbook check a-greet"), "\(after)")
    }

    @Test(
        "restore then check: the reference passes, which earns no done until the student writes it")
    func restoredReferenceIsNotDone() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        #expect(fixture.run("restore", "a-greet").status == 0)

        let output = try check("a-greet")

        #expect(!output.contains("✔"), "\(output)")
        #expect(output.contains("a-greet  not started: the lecture's reference code passes"))
        let catalog = try Catalog(workspace: Workspace(root: fixture.root))
        let state = try WorkbookState.load(from: catalog.workspace)
        let exercise = try #require(catalog.exercises.first { $0.id == "a-greet" })
        #expect(state.passed["a-greet"] == nil)
        #expect(catalog.status(of: exercise, state: state) == .notStarted)

        #expect(fixture.run("start", "a-greet").status == 0)
        try fixture.writeRegion("a-greet", [#"    "Hello, " + name + "!""#])
        _ = try check("a-greet")
        let passed = try WorkbookState.load(from: catalog.workspace)
        #expect(
            try Catalog(workspace: catalog.workspace).status(of: exercise, state: passed) == .done)
    }
}
