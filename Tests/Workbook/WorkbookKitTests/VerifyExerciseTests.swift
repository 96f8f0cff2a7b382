import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify <exercise>`: one exercise's own rules, proven on its stage alone, played by
/// `ModelTestRunner` so nothing is built.
@Suite struct VerifyExerciseTests {
    /// Verifies exercise `id` of a fixture made of `files`; returns the report and every filter run.
    func verify(_ id: String, _ files: [String: String], uses: [String: Set<String>]) throws
        -> (Verifier.ExerciseReport, [String])
    {
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let scratch = try ScratchCopy.prepare(from: Workspace(root: fixture.root))
        let runner = try ModelTestRunner(uses: uses, files: files)
        let exercise = try #require(try Catalog(workspace: scratch).exercise(id))
        let report = try Verifier(runner: runner).verify(exercise, scratch: scratch)
        return (report, runner.runs)
    }

    func reasons(_ finding: Verifier.Finding) -> String {
        if case .violated(let reasons) = finding { return reasons }
        return ""
    }

    @Test("a sound exercise holds, and only its own stage is ever run")
    func soundExercise() throws {
        let (report, runs) = try verify(
            "a-count", FixtureWorkbook.soundFiles, uses: FixtureWorkbook.soundUses)
        #expect(report.holds, "\(report)")
        #expect(!runs.isEmpty)
        #expect(runs.allSatisfy { $0.hasPrefix("StageATests") }, "\(runs)")
        // Reference, stub, each of its two regions stubbed alone, and the order run.
        #expect(runs.count == 5, "\(runs)")
    }

    @Test("an exercise's own violations are found: isolation, order, and a stub that passes")
    func plantedViolations() throws {
        let files = FixtureWorkbook.plantedFiles
        let uses = FixtureWorkbook.plantedUses
        let (double, _) = try verify("b-double", files, uses: uses)
        #expect(!double.holds)
        #expect(
            reasons(double.row.isolation).contains(
                #"add "requires": ["b-double"] to b-triple in Lectures/StageB/exercises.json"#))
        // Whether b-half's suites run b-double's code only coverage can tell: said, not judged.
        #expect(double.row.requires.holds)
        #expect(double.unprovenDependents == ["b-half"])
        let (greet, _) = try verify("a-greet", files, uses: uses)
        #expect(reasons(greet.row.order).contains("\"test 0\" (Tests/GreetTests.swift:1) fails"))
        var passing = uses
        passing["StageATests.CountTests"] = []
        let (count, _) = try verify("a-count", files, uses: passing)
        #expect(reasons(count.row.stubFails) == "all 1 of its tests pass on the stub")
    }

    @Test("the report names each rule, every violation, and what only the full verify proves")
    func report() throws {
        let (report, _) = try verify(
            "b-double", FixtureWorkbook.plantedFiles, uses: FixtureWorkbook.plantedUses)
        let recording = RecordingConsole()
        let lines = VerifyFormatter(console: recording.console).lines(for: report)
        let text = lines.joined(separator: "\n")
        // The planted b-double also declares no "teaches".
        #expect(text.contains("verify b-double failed: 2 violation(s)"), "\(text)")
        #expect(text.contains("teaches: declares no \"teaches\""), "\(text)")
        #expect(
            text.contains(
                "isolation: \"test 2\" (StageBTests.TripleTests) fails with only b-double"),
            "\(text)")
        // b-half's declaration is neither proven nor refuted here: marked so, and said below.
        #expect(text.contains("? requires"), "\(text)")
        #expect(text.contains("Not proven here: b-half requires b-double"))
        #expect(lines.last == "  - \(VerifyFormatter.onlyFullVerify.last!)")
        #expect(text.contains("Only a full 'swift run workbook-instructor verify' proves:"))
    }

    @Test("a wrong name lists the exercises and the nearest; a lecture's name lists its exercises")
    func wrongNames() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { fixture.remove() }
        let typo = fixture.run("verify", "a-cout")
        #expect(typo.status == 64)
        #expect(typo.error.contains("Did you mean 'a-count'?"), "\(typo.error)")
        let unknown = fixture.run("verify", "zebra")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("b-double"), "\(unknown.error)")
        #expect(!unknown.error.contains("StageB"), "only exercises are valid: \(unknown.error)")
        let lecture = fixture.run("verify", "StageA")
        #expect(lecture.status == 64)
        #expect(lecture.error.contains("a-greet, a-count"), "\(lecture.error)")
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent(".workbook/verify").path),
            "nothing is copied for a wrong name")
    }
}
