import Foundation
import Testing

@testable import WorkbookKit

/// The one rule behind every "Next:" line: the next unfinished exercise of the lecture being
/// worked on, and the next lecture only when this one is done.
@Suite final class NextExerciseTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// The rule as the fixture stands, with `done` marked as passed.
    func next(done: [String] = []) throws -> NextExercise {
        let catalog = try fixture.catalog()
        var state = try WorkbookState.load(from: catalog.workspace)
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
        let rule = try next(done: ["a-count"])
        let count = try #require(rule.catalog.exercise("a-count"))

        #expect(rule.currentLecture == "StageA")
        #expect(rule.line(after: count).en == "Next: swift run workbook check a-greet")
        #expect(rule.line().en == "Next: swift run workbook check a-greet")
    }

    @Test("the next lecture comes when this one is done")
    func nextLecture() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let rule = try next(done: ["a-greet", "a-count"])
        let count = try #require(rule.catalog.exercise("a-count"))

        #expect(rule.line(after: count).en == "Next: swift run workbook start StageB")
    }

    @Test("list and start end with the same Next: line")
    func commandsAgree() throws {
        let started = fixture.run("start", "StageA").output
        let listed = fixture.run("list").output
        let expected = "Next: swift run workbook check a-greet"

        #expect(started.contains(expected), "\(started)")
        #expect(listed.contains(expected + "\n"), "\(listed)")
    }
}
