import Foundation
import Testing

@testable import WorkbookKit

/// `review`: passed exercises become stubs again, and the student's code always comes back,
/// once they pass again, on request, and after a review stopped halfway.
@Suite final class ReviewCommandTests {
    let fixture: FixtureWorkbook

    /// The student's own answers, different from the reference so a test can tell them apart.
    static let greet = ["    \"Hello, \" + name + \"!\" // mine"]
    static let count = ["    n < 1 ? [] : Array(1...n) // mine"]

    /// Starts `StageA`, writes the student's answers, and records a passing check of both;
    /// `a-count` took two hints.
    init() throws {
        fixture = try FixtureWorkbook()
        #expect(fixture.run("start", "StageA").status == 0)
        try fixture.writeRegion("a-greet", Self.greet)
        try fixture.writeRegion("a-count", Self.count)
        try passCheck("StageA")
        try WorkbookState.update(in: Workspace(root: fixture.root), for: "test") {
            $0.hintsShown["a-count"] = 2
        }
    }

    deinit { fixture.remove() }

    /// `check target` with every test of StageA passing, as `check` records it.
    func passCheck(_ target: String) throws {
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            target,
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: passingRunner(["StageATests.GreetTests", "StageATests.CountTests"]))
    }

    /// Whether `lines` stand, as one block, in a region, in `.workbook/review.json`, or in a
    /// backup: somewhere the student can get them from.
    func isKept(_ lines: [String]) throws -> Bool {
        let text = lines.joined(separator: "\n")
        if try fixture.read("Sources/StageA/Greeting.swift").contains(text) { return true }
        let state = fixture.root.appendingPathComponent(".workbook")
        let paths = FileManager.default.subpaths(atPath: state.path) ?? []
        for path in paths {
            guard
                let data = FileManager.default.contents(
                    atPath: state.appendingPathComponent(path).path)
            else { continue }
            let file = String(decoding: data, as: UTF8.self)
            if file.contains(text) { return true }
            if path.hasSuffix("review.json"),
                let session = try? JSONDecoder().decode(ReviewSession.self, from: data),
                session.kept.contains(where: { $0.body == lines })
            {
                return true
            }
        }
        return false
    }

    @Test("review stubs the exercise with the most hints and gives it back once it passes again")
    func reviewAndPassAgain() throws {
        let begun = fixture.run("review", "StageA", "--count", "1")
        #expect(begun.status == 0, "\(begun.error)")
        #expect(begun.output.contains("Review: a-count hold their stubs again"), "\(begun.output)")
        #expect(try fixture.regionBody("a-count") == ["    []"], "the stub is back")
        #expect(try fixture.regionBody("a-greet") == Self.greet, "only the picked one changes")
        #expect(try isKept(Self.count))

        let open = fixture.run("review")
        #expect(open.output.contains("Still in review: a-count"), "\(open.output)")
        #expect(try fixture.regionBody("a-count") == ["    []"])

        let attempt = ["    guard n > 0 else { return [] } // again", "    return Array(1...n)"]
        try fixture.writeRegion("a-count", attempt)
        try passCheck("a-count")
        let back = fixture.run("review")
        #expect(back.output.contains("a-count passes again from memory"), "\(back.output)")
        #expect(back.output.contains("Review finished"), "\(back.output)")
        #expect(try fixture.regionBody("a-count") == Self.count)
        #expect(try isKept(attempt), "the review's attempt is backed up too")
        let state = try WorkbookState.load(from: Workspace(root: fixture.root))
        let catalog = try fixture.catalog()
        #expect(
            catalog.status(of: try #require(catalog.exercise("a-count")), state: state) == .done)
        let session = ReviewSession.url(in: try Workspace(root: fixture.root))
        #expect(!FileManager.default.fileExists(atPath: session.path))
    }

    @Test("a marker deleted in a reviewed exercise stops the review's next step, said once")
    func damagedReviewedExercise() throws {
        #expect(fixture.run("review", "StageA", "--count", "1").status == 0)
        let path = "Sources/StageA/Greeting.swift"
        let text = try fixture.read(path)
        let damaged = text.replacingOccurrences(of: "    // END EXERCISE a-count\n", with: "")
        #expect(damaged != text, "the fixture must contain the marker line")
        try fixture.write(damaged, to: path)

        let result = fixture.run("review")

        #expect(result.status != 0)
        #expect(result.error.contains("error: 'review' needs the exercise markers of a-count"))
        #expect(
            result.error.occurrences(of: "swift run workbook restore a-count") == 1,
            "the damage is said once:\n\(result.error)")
        #expect(try isKept(Self.count), "the student's code is still kept")
    }

    @Test("while a review is open, Next: names what is still in review, then review itself")
    func nextDuringReview() throws {
        #expect(fixture.run("review", "StageA", "--count", "2").status == 0)
        try fixture.writeRegion("a-count", ["    n < 1 ? [] : Array(1...n) // again"])
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "a-count",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: passingRunner(["StageATests.CountTests"]))
        #expect(
            recording.output.contains("Next: swift run workbook check a-greet"),
            "\(recording.output)")
        #expect(fixture.run("list").output.contains("Next: swift run workbook check a-greet"))
        try fixture.writeRegion("a-greet", ["    \"Hello, \\(name)!\" // again"])
        try passCheck("a-greet")
        #expect(fixture.run("list").output.contains("Next: swift run workbook review"))
    }

    @Test("--give-back returns every reviewed exercise's code, passed or not")
    func giveBack() throws {
        #expect(fixture.run("review").status == 0)
        #expect(try fixture.regionBody("a-greet") == ["    \"\""])
        try fixture.writeRegion("a-greet", ["    \"Hel\" // half done"])

        let back = fixture.run("review", "--give-back")
        #expect(back.status == 0)
        #expect(back.output.contains("a-greet: your earlier code is back"), "\(back.output)")
        #expect(try fixture.regionBody("a-greet") == Self.greet)
        #expect(try fixture.regionBody("a-count") == Self.count)
        #expect(try isKept(["    \"Hel\" // half done"]))
        #expect(fixture.run("review", "--give-back").output.contains("No review is open"))
    }

    @Test("a review stopped before its stubs were written is finished, and loses nothing")
    func killedBeforeStubs() throws {
        #expect(fixture.run("review", "--count", "1").status == 0)
        // As if killed after keeping the code and before writing the stub.
        try fixture.writeRegion("a-count", Self.count)
        #expect(fixture.run("review").status == 0)
        #expect(try fixture.regionBody("a-count") == ["    []"], "running again finishes it")
        #expect(try isKept(Self.count))
        #expect(fixture.run("review", "--give-back").status == 0)
        #expect(try fixture.regionBody("a-count") == Self.count)
    }

    @Test("a give-back stopped after writing the code drops the review without a second copy")
    func killedAfterGivingBack() throws {
        #expect(fixture.run("review", "--count", "1").status == 0)
        let workspace = try Workspace(root: fixture.root)
        let kept = try #require(try ReviewSession.load(from: workspace))
        // As if killed after the region got the code back and before the review was closed.
        try fixture.writeRegion("a-count", Self.count)
        #expect(try ReviewSession.load(from: workspace) == kept)
        let back = fixture.run("review", "--give-back")
        #expect(back.status == 0)
        #expect(
            !back.output.contains("Saved"), "nothing of the student's to back up:\n\(back.output)")
        #expect(try fixture.regionBody("a-count") == Self.count)
        #expect(try ReviewSession.load(from: workspace) == nil)
    }

    @Test("nothing passed: nothing to review; a bad --count is a usage error; help in both")
    func refusals() throws {
        let fresh = try FixtureWorkbook()
        defer { fresh.remove() }
        let nothing = fresh.run("review")
        #expect(nothing.status == 1)
        #expect(nothing.output.contains("Nothing to review yet"), "\(nothing.output)")
        #expect(fixture.run("review", "--count", "0").status == 64)
        let help = fixture.run("review", "--help")
        #expect(help.output.contains("--give-back"), "\(help.output)")
        let korean = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "review", "--help")
        #expect(korean.output.contains("작성한 코드는 하나도 잃지 않습니다"), "\(korean.output)")
        let koreanRun = fresh.run(environment: ["WORKBOOK_LANG": "ko"], "review")
        #expect(koreanRun.output.contains("아직 복습할 것이 없습니다"), "\(koreanRun.output)")
    }
}
