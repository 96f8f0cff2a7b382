import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// A runner that fails the way a real toolchain failure would: it cannot run at all.
struct BrokenRunner: TestRunning {
    struct Failure: Error {}
    func runTests(filter: String, in root: URL) throws -> TestOutcome { throw Failure() }
}

@Suite final class GradeSubmissionTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook(files: GradeFixture.files) }
    deinit { fixture.remove() }

    /// A runner whose outcome follows the scratch package: `a-greet`'s tests pass when its
    /// region holds the solution, every other test fails.
    static func runner() -> CannedRunner {
        CannedRunner { root in
            let greeting =
                (try? String(
                    contentsOf: root.appendingPathComponent("Sources/StageA/Greeting.swift"),
                    encoding: .utf8)) ?? ""
            let solved = greeting.contains(
                "// BEGIN EXERCISE a-greet\n\(GradeFixture.solvedGreet)\n")
            return TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", solved ? nil : "Expectation failed"),
                    ("StageATests.GreetHiddenTests", solved ? nil : "Expectation failed"),
                    ("StageATests.CountTests", "Expectation failed"),
                    ("StageBTests.DoubleTests", "Expectation failed"),
                ]), root: root)
        }
    }

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-\(name)-\(UUID().uuidString)")
    }

    // MARK: - Hidden suites

    @Test("a release holds no hidden suite, and records a checksum of every protected file")
    func releaseLeavesHiddenOut() throws {
        let copy = temporary("release")
        defer { try? FileManager.default.removeItem(at: copy) }
        try GradeFixture.release(fixture, to: copy)
        let files = ReleaseTests.allFiles(in: copy)
        #expect(!files.contains { $0.contains("Hidden") }, "\(files)")
        #expect(files.contains("Tests/StageATests/GreetTests.swift"))
        let data = try Data(contentsOf: copy.appendingPathComponent(ReleaseChecksums.fileName))
        let recorded = try JSONDecoder().decode(ReleaseChecksums.self, from: data)
        #expect(
            recorded.files.keys.sorted() == [
                "Package.swift", "Sources/StageA/Greeting.swift", "Sources/StageB/Greeting.swift",
                "Tests/StageATests/CountTests.swift", "Tests/StageATests/GreetTests.swift",
                "Tests/StageBTests/DoubleTests.swift",
            ])
        #expect(
            recorded.files["Tests/StageATests/GreetTests.swift"]
                == SHA256.hex(of: FixtureWorkbook.files["Tests/StageATests/GreetTests.swift"]!))
        let recomputed = try ReleaseChecksums(
            releasing: ["StageA", "StageB"], of: fixture.catalog())
        #expect(recomputed.files == recorded.files, "grading works the checksums out the same way")
    }

    @Test("grading runs an exercise's hidden suites with its own and counts them as its tests")
    func gradingRunsHidden() throws {
        let runner = Self.runner()
        let (status, _, reports) = try GradeCommandTests().grade(
            fixture, "a-greet", runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0)
        #expect(runner.filters == [#"StageATests\.(GreetTests|GreetHiddenTests)/"#])
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.tests.count == 2)
        #expect(results.tests.allSatisfy { $0.taskID == 1 })
    }

    @Test("the repository's hidden suites exist in Hidden/ folders and never reach a release")
    func repositoryHiddenSuites() throws {
        let repository = try ReleaseTests.repository()
        let catalog = try Catalog(workspace: repository)
        let hidden = catalog.exercises.filter { !($0.hiddenSuites ?? []).isEmpty }
        #expect(!hidden.isEmpty, "at least one exercise has a hidden suite")
        for exercise in hidden {
            let folder = repository.url("Tests/\(exercise.stage)Tests/Hidden")
            let text = try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }.joined()
            for suite in exercise.hiddenSuites ?? [] {
                #expect(text.contains("struct \(suite) "), "\(suite) should be in \(folder.path)")
            }
        }
        let released = ReleaseWriter(catalog: catalog).files(forStages: repository.stages)
        #expect(!released.contains { $0.contains("/Hidden/") })
        #expect(released.contains { $0.hasPrefix("Tests/Lecture2MVCTests/") })
    }

    // MARK: - One submission

    @Test(
        "a submission is graded with its regions on the instructor's files; edits elsewhere are reported"
    )
    func submission() throws {
        let alice = temporary("alice")
        defer { try? FileManager.default.removeItem(at: alice) }
        try GradeFixture.release(fixture, to: alice)
        try GradeFixture.solveGreet(in: alice)
        try GradeFixture.edit(
            "Sources/StageA/Greeting.swift", in: alice, replacing: "/// Counts to `n`.",
            with: "/// Counts to `n`, my way.")
        try GradeFixture.edit(
            "Tests/StageATests/CountTests.swift", in: alice,
            replacing: "#expect(count(to: 3) == [1, 2, 3])", with: "#expect(true)")
        try GradeFixture.write("func helper() {}\n", to: "Sources/StageA/Helper.swift", in: alice)

        let (status, output, reports) = try GradeCommandTests().grade(
            fixture, submission: alice, runner: Self.runner())
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0, "\(output)")
        let scratch = fixture.root.appendingPathComponent(".workbook/grade/worker-0")
        let graded = try String(
            contentsOf: scratch.appendingPathComponent("Sources/StageA/Greeting.swift"),
            encoding: .utf8)
        #expect(graded.contains("// BEGIN EXERCISE a-greet\n\(GradeFixture.solvedGreet)\n"))
        #expect(graded.contains("/// Counts to `n`.\n"), "the instructor's code around the regions")
        #expect(
            try String(
                contentsOf: scratch.appendingPathComponent("Tests/StageATests/CountTests.swift"),
                encoding: .utf8) == FixtureWorkbook.files["Tests/StageATests/CountTests.swift"])
        #expect(
            FileManager.default.fileExists(
                atPath: scratch.appendingPathComponent(
                    "Tests/StageATests/Hidden/GreetHiddenTests.swift"
                ).path), "the hidden suite is graded although the student never had it")
        #expect(
            !FileManager.default.fileExists(
                atPath: scratch.appendingPathComponent("Sources/StageA/Helper.swift").path))

        let integrity = try JSONDecoder().decode(
            Submission.Integrity.self,
            from: Data(contentsOf: reports.appendingPathComponent("integrity.json")))
        #expect(
            integrity.changed == [
                "Sources/StageA/Greeting.swift", "Tests/StageATests/CountTests.swift",
            ])
        #expect(integrity.added == ["Sources/StageA/Helper.swift"])
        #expect(output.contains("tampered: Tests/StageATests/CountTests.swift"))
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "fail")
        #expect(output.contains("✔ a-greet   passed (2/2 tests)"))
        #expect(output.contains("✘ a-count   failed"))
    }

    @Test("code that does not compile costs only its own exercise; the others are graded around it")
    func notCompilingRegion() throws {
        let bob = temporary("bob")
        defer { try? FileManager.default.removeItem(at: bob) }
        try GradeFixture.release(fixture, to: bob)
        try GradeFixture.edit(
            "Sources/StageA/Greeting.swift", in: bob,
            replacing: "// BEGIN EXERCISE a-greet\n    \"\"\n",
            with: "// BEGIN EXERCISE a-greet\n    let x: Int = \"a\"\n    return name.foo\n")
        // The build fails while the broken code is in the package; with a-greet's stub in its
        // place, a-count's tests pass and a-greet's fail.
        let runner = CannedRunner { root in
            let greeting =
                (try? String(
                    contentsOf: root.appendingPathComponent("Sources/StageA/Greeting.swift"),
                    encoding: .utf8)) ?? ""
            if greeting.contains("name.foo") {
                return TestOutcome.interpret(
                    output: CapturedOutput.rooted(CapturedOutput.compileOutput, at: root),
                    eventStream: "", root: root)
            }
            return TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", "Expectation failed"),
                    ("StageATests.GreetHiddenTests", "Expectation failed"),
                    ("StageATests.CountTests", nil), ("StageBTests.DoubleTests", nil),
                ]), root: root)
        }
        let (status, output, reports) = try GradeCommandTests().grade(
            fixture, submission: bob, runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0, "\(output)")
        #expect(runner.filters.count == 2, "one build with bob's code, one around it")
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "fail" && results.message == nil)
        let greet = results.tests.filter { $0.taskID == 1 }
        #expect(greet.count == 2 && greet.allSatisfy { $0.status == "error" })
        let compilerSays =
            "Sources/StageA/Greeting.swift:5: error: value of type 'String' has no member 'foo'"
        for test in greet {
            let message = test.message ?? ""
            #expect(message.contains("Not graded: the code of a-greet does not compile."))
            #expect(message.contains(compilerSays), "\(message)")
        }
        #expect(results.tests.filter { $0.taskID != 1 }.allSatisfy { $0.status == "pass" })
        #expect(output.contains("✘ a-greet   not compiled"))
        #expect(output.contains("✔ a-count   passed (1/1 tests)"))
        #expect(output.contains("✔ b-double  passed (1/1 tests)"))
    }

    @Test("grading that cannot run exits 1 and says grading broke, not the student")
    func brokenGrading() throws {
        let bob = temporary("bob")
        defer { try? FileManager.default.removeItem(at: bob) }
        try GradeFixture.release(fixture, to: bob)
        let (status, output, reports) = try GradeCommandTests().grade(
            fixture, submission: bob, runner: BrokenRunner())
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 1)
        #expect(output.contains("grading broke"))
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "error")
    }

    // MARK: - A class

    @Test("a class is graded in parallel: one report per student and a summary CSV")
    func wholeClass() throws {
        let hand = temporary("class")
        defer { try? FileManager.default.removeItem(at: hand) }
        for student in ["alice", "bob", "carol"] {
            try GradeFixture.release(fixture, to: hand.appendingPathComponent(student))
        }
        try GradeFixture.solveGreet(in: hand.appendingPathComponent("alice"))
        try GradeFixture.edit(
            "Sources/StageA/Greeting.swift", in: hand.appendingPathComponent("carol"),
            replacing: "    // END EXERCISE a-greet\n", with: "")
        try FileManager.default.createDirectory(
            at: hand.appendingPathComponent("dave"), withIntermediateDirectories: true)

        let (status, output, reports) = try GradeCommandTests().grade(
            fixture, submissions: hand, jobs: 2, runner: Self.runner())
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0, "\(output)")
        for student in ["alice", "bob", "carol", "dave"] {
            let (data, _) = try GradeFixture.results(
                in: reports.appendingPathComponent(student))
            #expect(exercismProblems(data) == [], "\(student)")
        }
        let csv = try String(
            contentsOf: reports.appendingPathComponent("class-summary.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").map(String.init)
        #expect(rows.first == "student,exercise,status,passed,total,tampered,point")
        #expect(rows.count == 1 + 4 * 3)
        #expect(rows.contains("alice,a-greet,passed,2,2,no,"))
        #expect(rows.contains("bob,a-greet,failed,0,2,no,"))
        #expect(rows.contains("carol,a-greet,failed,0,2,yes,"), "damaged markers: stub graded")
        #expect(
            rows.contains("dave,a-greet,failed,0,2,yes,"), "an empty folder has every file missing")
        #expect(output.contains("Students: 4, all passed: 0, with tampered files: 2"))
    }
}
