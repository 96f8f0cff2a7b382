import Foundation
import Testing

@testable import WorkbookKit

/// The one rule behind every "Next:" line: the next unfinished exercise of the lecture being
/// worked on, and the next lecture only when this one is done.
@Suite final class NextExerciseTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// The rule as the fixture stands, with `done` marked as passed and the student last at
    /// `workingOn`.
    func next(done: [String] = [], workingOn: String? = nil) throws -> NextExercise {
        let catalog = try fixture.catalog()
        var state = try WorkbookState.load(from: catalog.workspace)
        state.workingOn = workingOn ?? state.workingOn
        for id in done {
            state.passed[id] = catalog.fingerprint(of: try #require(catalog.exercise(id)))
        }
        return NextExercise(catalog: catalog, state: state)
    }

    @Test("with nothing started, the first lecture is started as a whole")
    func fresh() throws {
        #expect(try next().line().en == "Next: swift run workbook start StageA")
    }

    @Test("an exercise passed at the end of a lecture leads back to its unfinished ones, not on")
    func staysInTheLecture() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let rule = try next(done: ["a-count"], workingOn: "a-count")

        #expect(rule.currentLecture == "StageA")
        #expect(rule.line().en == "Next: swift run workbook check a-greet")
    }

    @Test("the next lecture comes when this one is done")
    func nextLecture() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let rule = try next(done: ["a-greet", "a-count"], workingOn: "a-count")

        #expect(rule.line().en == "Next: swift run workbook start StageB")
    }

    @Test("list and start end with the same Next: line")
    func commandsAgree() throws {
        let started = fixture.run("start", "StageA").output
        let listed = fixture.run("list").output
        let expected = "Next: swift run workbook check a-greet"

        #expect(started.contains(expected), "\(started)")
        #expect(listed.contains(expected + "\n"), "\(listed)")
    }

    @Test("an exercise passed in the middle of a lecture leads to its first unfinished one, not on")
    func walksFromTheLecturesStart() throws {
        let planted = try FixtureWorkbook(files: FixtureWorkbook.plantedFiles)
        defer { planted.remove() }
        #expect(planted.run("start", "StageB").status == 0)
        let catalog = try planted.catalog()
        var state = try WorkbookState.load(from: catalog.workspace)
        state.workingOn = "b-triple"
        state.passed["b-triple"] = catalog.fingerprint(
            of: try #require(catalog.exercise("b-triple")))
        let rule = NextExercise(catalog: catalog, state: state)

        // b-half follows b-triple, but b-double before it is not done: following Next: skips none.
        #expect(rule.exercise()?.id == "b-double")
    }

    @Test("Next: into a later lecture says which earlier lecture has exercises not done")
    func namesTheEarlierLecture() throws {
        let rule = try next(workingOn: "StageB")
        let line = rule.line()

        #expect(
            line.en == """
                Next: swift run workbook start StageB
                      StageA still has 2 exercises not done, the first: swift run workbook start StageA
                """)
        #expect(line.ko.contains("StageA에 아직 마치지 않은 연습 문제가 2개 있습니다"), "\(line.ko)")
        #expect(fixture.run("start", "StageA").status == 0)
        #expect(
            try next(done: ["a-greet", "a-count"], workingOn: "StageB").line().en
                == "Next: swift run workbook start StageB")
    }

    @Test("hint for an exercise already passed points at the one being worked on")
    func hintOfAPassedExercise() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let catalog = try fixture.catalog()
        let count = try #require(catalog.exercise("a-count"))
        try WorkbookState.update(in: catalog.workspace, for: "check") {
            $0.passed["a-count"] = catalog.fingerprint(of: count)
            $0.workingOn = "a-greet"
        }
        _ = fixture.run("hint", "a-count")
        let output = fixture.run("hint", "a-count").output

        #expect(output.contains("Next: swift run workbook check a-greet"), "\(output)")
        #expect(!output.contains("Next: swift run workbook check a-count"), "\(output)")
    }

    @Test("an exercise not done is itself next, even when the student checked a later one first")
    func unfinishedComesFirst() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let rule = try next(workingOn: "a-greet")

        #expect(rule.line().en == "Next: swift run workbook check a-greet")
    }
}

/// `check` and `list` over a whole path through the fixture workbook, with every lecture started
/// and the lectures taken out of order: after each passed check, both end with the same "Next:" line.
@Suite final class NextLineAgreementTests {
    let fixture: FixtureWorkbook
    var root: URL { fixture.root }

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// What the last "Next:" line of `output` names (or that everything is done).
    static func nextLine(in output: String) -> String? {
        let done = Messages.allDone.en
        return output.split(separator: "\n").compactMap { line -> String? in
            if line.contains(done) { return done }
            return line.range(of: "Next: ").map { String(line[$0.lowerBound...]) }
        }.last
    }

    @Test("check and list never disagree on what comes next")
    func checkAndListAgree() throws {
        let catalog = try Catalog(workspace: Workspace(root: root))
        let stages = catalog.workspace.stages
        for stage in stages {
            #expect(runWorkbook(["start", stage], in: root).status == 0)
        }
        // Every suite passes: the canned run is the same whatever was asked.
        let suites = catalog.exercises.flatMap(\.qualifiedSuites).map {
            (id: $0, issue: String?.none)
        }
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream(suites), root: URL(fileURLWithPath: "/"))
        }
        // The last lecture first, then the others: the path of the report that found the disagreement.
        let order = [stages.last!] + stages.dropLast()
        var lines: [String] = []
        for stage in order {
            for exercise in catalog.exercises(inStage: stage) {
                let recording = RecordingConsole()
                let context = CommandContext(currentDirectory: root, console: recording.console)
                _ = try CheckCommand.check(exercise.id, context: context, runner: runner)
                let checked = try #require(
                    Self.nextLine(in: recording.output), "\(recording.output)")
                let listed = Self.nextLine(in: runWorkbook(["list"], in: root).output)

                #expect(checked == listed, "after check \(exercise.id)")
                lines.append(checked)
            }
        }
        #expect(lines.last == Messages.allDone.en, "\(lines.last ?? "")")
        #expect(Set(lines).count > stages.count, "the path moved on: \(lines)")
    }
}
