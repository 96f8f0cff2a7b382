import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify`'s proofs judged in-process: the fixture's tests are played by `ModelTestRunner`, so each
/// planted violation is found without building anything.
@Suite struct VerifyRuleTests {
    /// Verifies `files` with a model of what each suite uses, returning the report and the runs.
    /// `executes` says which code each suite runs, when that is more than the code it fails on.
    func verify(
        _ files: [String: String], uses: [String: Set<String>],
        executes: [String: Set<String>]? = nil
    ) throws -> (Verifier.Report, [String]) {
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let scratch = try ScratchCopy.prepare(from: Workspace(root: fixture.root))
        let runner = try ModelTestRunner(uses: uses, files: files)
        let report = try Verifier(runner: runner, coverage: ModelCoverage(uses: executes ?? uses))
            .verify(
                scratch: scratch)
        return (report, runner.runs)
    }

    func row(_ id: String, in report: Verifier.Report) throws -> Verifier.Row {
        try #require(report.rows.first { $0.exercise == id })
    }

    func reasons(_ finding: Verifier.Finding) -> String {
        if case .violated(let reasons) = finding { return reasons }
        return ""
    }

    @Test("the sound fixture satisfies every rule, and each exercise's check runs at its turn")
    func soundFixture() throws {
        let (report, runs) = try verify(FixtureWorkbook.soundFiles, uses: FixtureWorkbook.soundUses)
        #expect(report.holds, "\(report)")
        #expect(report.rows.map(\.exercise) == ["a-greet", "a-count", "b-shout", "b-double"])
        // The order proof ends with each exercise's own check, in listed order.
        #expect(
            runs.suffix(4) == [
                "StageATests.GreetTests/", "StageATests.CountTests/", "StageBTests.ShoutTests/",
                "StageBTests.DoubleTests/",
            ])
    }

    @Test("each planted violation is found and explained")
    func plantedViolations() throws {
        let (report, _) = try verify(
            FixtureWorkbook.plantedFiles, uses: FixtureWorkbook.plantedUses)
        #expect(!report.holds)
        let greet = try row("a-greet", in: report)
        let count = try row("a-count", in: report)
        let double = try row("b-double", in: report)
        // Order: a-greet's tests need the later a-count.
        #expect(reasons(greet.order).contains("\"test 0\" (Tests/GreetTests.swift:1) fails"))
        #expect(reasons(count.isolation).contains("make the test independent of a-count"))
        // Carried-forward hole: a region of a-greet in Stage B.
        #expect(
            reasons(greet.coverage).contains(
                "its region at Sources/StageB/Greeting.swift:3 is outside StageA"))
        // Coverage hole: countDown's region of a-count is tested by nobody.
        #expect(
            reasons(count.coverage).contains(
                "with only its region at Sources/StageA/Counting.swift:3 stubbed, its check still passes"
            ))
        // Undeclared dependency: b-triple's tests use b-double.
        #expect(
            reasons(double.isolation).contains(
                #"add "requires": ["b-double"] to b-triple in Lectures/StageB/exercises.json"#))
        // Stale requires: b-half does not use b-double.
        #expect(reasons(double.requires).contains("b-half requires b-double, but"))
        #expect(try row("b-triple", in: report).order.holds)
    }

    @Test("a suite that runs an exercise's code but is not in its check is a violation")
    func uncheckedCaller() throws {
        // `count(to: 0)` runs a-count's code, and passes on its harmless stub: only a wrong
        // answer such as `Array(1...n)` without the guard would fail it, by crashing.
        var files = FixtureWorkbook.soundFiles
        files["Tests/StageATests/EdgeTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct EdgeTests {
                @Test("count(to: 0) is empty") func zero() { #expect(count(to: 0).isEmpty) }
            }
            """
        var uses = FixtureWorkbook.soundUses
        uses["StageATests.EdgeTests"] = []
        var executes = FixtureWorkbook.soundUses
        executes["StageATests.EdgeTests"] = ["a-count"]
        let (report, _) = try verify(files, uses: uses, executes: executes)
        #expect(!report.holds)
        let count = try row("a-count", in: report)
        #expect(count.isolation.holds)
        #expect(
            reasons(count.callers)
                == "EdgeTests runs a-count's code, but check a-count does not run it, so a wrong "
                + "answer it would catch passes the check: add \"EdgeTests\" to a-count's "
                + "\"suites\" in Lectures/StageA/exercises.json")
        #expect(try row("a-greet", in: report).callers.holds)

        // Named in a-count's suites, it is part of the check and the rule holds.
        files["Lectures/StageA/exercises.json"] = files["Lectures/StageA/exercises.json"]!
            .replacingOccurrences(
                of: #""suites": ["CountTests"]"#, with: #""suites": ["CountTests", "EdgeTests"]"#)
        let (fixed, _) = try verify(files, uses: uses, executes: executes)
        #expect(try row("a-count", in: fixed).callers.holds, "\(fixed)")
    }

    @Test("a suite of a later exercise that runs an earlier one's code needs its requires")
    func laterCallerNeedsRequires() throws {
        var executes = FixtureWorkbook.soundUses
        executes["StageBTests.DoubleTests"] = ["b-double", "b-shout"]
        let (report, _) = try verify(
            FixtureWorkbook.soundFiles, uses: FixtureWorkbook.soundUses, executes: executes)
        #expect(
            reasons(try row("b-shout", in: report).callers)
                == "DoubleTests runs b-shout's code, but check b-shout does not run it, so a wrong "
                + "answer it would catch passes the check: add \"requires\": [\"b-shout\"] to "
                + "b-double in Lectures/StageB/exercises.json, or make its tests independent of "
                + "b-shout")
    }

    @Test("a stage that imports another breaks the per-lecture order proof")
    func importedStage() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { fixture.remove() }
        try fixture.write("import StageA\n", to: "Tests/StageBTests/Cross.swift")
        let finding = try Verifier.judgeIndependentStages(Workspace(root: fixture.root))
        #expect(
            finding
                == .violated(
                    "Tests/StageBTests/Cross.swift imports StageA: stages must not depend on one another"
                ))
    }

    @Test(
        "requires must name an earlier exercise",
        arguments: [
            (#"["b-ghost"]"#, "requires `b-ghost`, which is not an exercise"),
            (#"["b-double"]"#, "requires `b-double`, which is not listed before it"),
            (#"["b-shout"]"#, "requires `b-shout`, which is not listed before it"),
        ])
    func requiresValidated(requires: String, words: String) throws {
        var files = FixtureWorkbook.soundFiles
        files["Lectures/StageB/exercises.json"] = """
            [
              {"id": "b-shout", "title": "Shout", "concept": "Methods", "hints": ["h"],
               "suites": ["ShoutTests"], "requires": \(requires)},
              {"id": "b-double", "title": "Double", "concept": "Arithmetic", "hints": ["h"],
               "suites": ["DoubleTests"]}
            ]
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let error = try #require(throws: WorkbookError.self) { try fixture.catalog() }
        guard case .malformed(let problems) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(
            problems.contains {
                $0.en.hasPrefix("Lectures/StageB/exercises.json: `b-shout` ")
                    && $0.en.contains(words)
            }, "\(problems)")
    }
}
