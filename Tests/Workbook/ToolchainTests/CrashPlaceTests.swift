import Foundation
import Testing

@testable import WorkbookKit

/// A crash in the standard library (a range whose bounds are reversed) names no place of the
/// workbook in the runtime's message; `check` then runs the unfinished tests again one at a time
/// with the crash reporter on, and names the exercise, its file and the test. Real builds.
@Suite struct CrashPlaceTests {
    /// The fixture with `a-count` started and answered as the lecture writes it, `Array(1...n)`,
    /// which traps for 0; several tests of StageA run in parallel beside the one that crashes.
    func lectureAnswer() throws -> FixtureWorkbook {
        var files = FixtureWorkbook.files
        files["Tests/StageATests/CountTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct CountTests {
                @Test("count(to: 3) is 1, 2, 3") func three() { #expect(count(to: 3) == [1, 2, 3]) }
                @Test("count(to: 0) is empty") func zero() { #expect(count(to: 0).isEmpty) }
                @Test("count(to: 1) is 1") func one() { #expect(count(to: 1) == [1]) }
            }
            """
        let fixture = try FixtureWorkbook(files: files)
        #expect(fixture.run("start", "a-count").status == 0)
        let path = "Sources/StageA/Greeting.swift"
        let started = try fixture.read(path)
        let lines = started.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("BEGIN EXERCISE a-count") })
        let end = try #require(lines.firstIndex { $0.contains("END EXERCISE a-count") })
        let answer =
            lines[...begin] + ["    return Array(1...n)"] + lines[end...]
        try fixture.write(answer.joined(separator: "\n"), to: path)
        return fixture
    }

    @Test("a crash in the standard library names the exercise, its file, the test and the error")
    func lectureCheckNamesTheExercise() throws {
        let fixture = try lectureAnswer()
        defer { fixture.remove() }
        let result = fixture.run("check", "StageA")
        #expect(result.status == 1)
        let output = result.output
        #expect(
            output.contains(
                "a-count  crashed the test process: Fatal error: Range requires lowerBound <= upperBound"
            ), "\(output)")
        #expect(output.contains("Sources/StageA/Greeting.swift:"), "\(output)")
        #expect(output.contains("while running test \"count(to: 0) is empty\""), "\(output)")
        #expect(output.contains("Find what crashes in a-count"), "\(output)")
        #expect(output.contains("\nNext: swift run workbook check StageA\n"), "\(output)")
        #expect(!output.contains("The test process crashed:"), "\(output)")
    }

    @Test("the exercise's own check is red on the same answer and says why")
    func exerciseCheckIsRed() throws {
        let fixture = try lectureAnswer()
        defer { fixture.remove() }
        let result = fixture.run("check", "a-count")
        #expect(result.status == 1)
        #expect(result.output.contains("a-count  crashed the test process"), "\(result.output)")
        #expect(result.output.contains("Sources/StageA/Greeting.swift:"), "\(result.output)")
    }
}
