import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// What an exercise teaches: `teaches` and compile checks, loaded, proven by `verify`, and run by
/// `check` and `grade`. The compiler is played by `ModelSnippetCompiler`, except in the one test
/// marked as calling `swiftc`.
@Suite struct ConceptTests {
    /// Verifies `files` with the models of the tests and the compiler.
    func verify(_ files: [String: String]) throws -> (Verifier.Report, ModelSnippetCompiler) {
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let scratch = try ScratchCopy.prepare(from: Workspace(root: fixture.root))
        let compiler = ModelSnippetCompiler()
        let runner = try ModelTestRunner(uses: FixtureWorkbook.soundUses, files: files)
        let report = try Verifier(
            runner: runner, compiler: compiler,
            coverage: ModelCoverage(uses: FixtureWorkbook.soundUses)
        ).verify(scratch: scratch)
        return (report, compiler)
    }

    func reasons(
        of id: String, _ rule: KeyPath<Verifier.Row, Verifier.Finding>, in report: Verifier.Report
    )
        throws -> String
    {
        let row = try #require(report.rows.first { $0.exercise == id })
        if case .violated(let reasons) = row[keyPath: rule] { return reasons }
        return ""
    }

    @Test("the catalog reads teaches and finds each compile check with its header")
    func catalog() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { fixture.remove() }
        let catalog = try fixture.catalog()
        #expect(catalog.exercise("a-count")?.teaches == ["guard", "...", "reversed()"])
        let checks = catalog.compileChecks(of: "b-double")
        #expect(
            checks.map(\.path) == ["Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"])
        #expect(checks.first?.name == "not-a-string")
        #expect(checks.first?.expectedError == "cannot convert value")
        #expect(checks.first?.teaching.en == "`double` answers a number, never text.")
        #expect(catalog.compileChecks(of: "a-greet").isEmpty)
        let listed = fixture.run("list", "--json")
        #expect(listed.output.contains("\"teaches\" : ["))
        #expect(
            listed.output.contains("Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"))
    }

    @Test("a compile check without its header, or of an unknown exercise, stops loading, named")
    func malformedChecks() throws {
        var files = FixtureWorkbook.conceptFiles
        files["Tests/StageBTests/CompileChecks/b-double/bare.swift"] = "let x: String = double(1)\n"
        files["Tests/StageBTests/CompileChecks/a-greet/elsewhere.swift"] =
            "// error: e\n// teaches: t\n// teaches-ko: ㅌ\nlet x = 1\n"
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let result = fixture.run("list")
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "Tests/StageBTests/CompileChecks/b-double/bare.swift: a compile check starts with"))
        #expect(
            result.error.contains(
                "Tests/StageBTests/CompileChecks/a-greet/elsewhere.swift: `a-greet` is not an exercise of StageB"
            ))
    }

    @Test(
        "the concept fixture satisfies teaches and its compile check: rejected, then accepted stubbed"
    )
    func soundConcepts() throws {
        let (report, compiler) = try verify(FixtureWorkbook.conceptFiles)
        #expect(report.holds, "\(report)")
        #expect(report.rows.allSatisfy { $0.teaches.holds && $0.compileChecks.holds })
        #expect(compiler.snippets == ["not-a-string.swift", "not-a-string.swift"])
    }

    @Test("each planted concept violation is found and explained")
    func plantedConcepts() throws {
        let (report, _) = try verify(FixtureWorkbook.plantedConceptFiles)
        #expect(!report.holds)
        #expect(
            try reasons(of: "a-greet", \.teaches, in: report).contains("declares no \"teaches\""))
        let count = try reasons(of: "a-count", \.teaches, in: report)
        #expect(count.contains("teaches `while`, but its solution does not write it as code"))
        #expect(count.contains("teaches `[]`, but its stub already holds it"))
        #expect(!count.contains("teaches `while`, but its stub"))
        #expect(
            try reasons(of: "b-shout", \.compileChecks, in: report).contains(
                "Tests/StageBTests/CompileChecks/b-shout/loud.swift compiles against the reference")
        )
        let double = try reasons(of: "b-double", \.compileChecks, in: report)
        #expect(
            double.contains(
                "not-a-string.swift does not compile with b-double stubbed (cannot convert value"))
        #expect(
            double.contains(
                "wrong-error.swift fails against the reference, but not with “cannot convert value”: "
                    + "wrong-error.swift:4: error: no exact matches in call"))
        let table = VerifyFormatter(console: RecordingConsole().console).lines(for: report)
        #expect(table[0].contains("teaches  compile checks"))
    }

    @Test("check runs an exercise's compile checks after its tests, and a failing one teaches")
    func checkRunsCompileChecks() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { fixture.remove() }
        let compiler = ModelSnippetCompiler()
        let runner = CompileCheckingRunner(tests: StubRecordingRunner(), compiler: compiler)
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        #expect(try CheckCommand.check("b-double", context: context, runner: runner) == 0)
        #expect(compiler.snippets == ["not-a-string.swift"])
        #expect(try CheckCommand.check("a-greet", context: context, runner: runner) == 0)
        #expect(compiler.snippets.count == 1, "a-greet has no compile check")
        #expect(fixture.run("start", "b-double").status == 0)
        let failing = RecordingConsole()
        let status = try CheckCommand.check(
            "b-double",
            context: CommandContext(currentDirectory: fixture.root, console: failing.console),
            runner: runner)
        #expect(status == 1)
        #expect(failing.output.contains("compile check: not-a-string"), "\(failing.output)")
        #expect(
            failing.output.contains(
                "Tests/StageBTests/CompileChecks/b-double/not-a-string.swift:1: `double` answers a number, never text."
            ), "\(failing.output)")
        #expect(failing.output.contains("This snippet compiles against your code, and must not."))
        #expect(!failing.output.contains("error:"), "no compiler noise")
    }

    @Test("a compile check teaches in the workbook's language: the teaches-ko line in Korean")
    func koreanTeaching() throws {
        let path = "Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"
        let header = "// error: cannot convert value\n// teaches: A number, never text.\n"
        let check = try CompileCheck(
            path: path, stage: "StageB", exerciseID: "b-double",
            text: header + "// teaches-ko: 텍스트가 아니라 숫자입니다.\n\nlet x: String = double(1)\n")
        let file = URL(fileURLWithPath: "/tmp/\(path)")
        let issue = try #require(
            CompileCheckingRunner.result(
                of: check, .compiled, suite: "StageBTests.DoubleTests", file: file
            ).issues.first)
        #expect(issue.headline(in: .ko).message == "텍스트가 아니라 숫자입니다.")
        #expect(issue.headline(in: .ko).details == [Messages.snippetCompiles.ko])
        #expect(issue.headline(in: .en).message == "A number, never text.")
        #expect(throws: (any Error).self, "a header without teaches-ko is refused") {
            try CompileCheck(
                path: path, stage: "StageB", exerciseID: "b-double", text: header + "let x = 1\n")
        }
    }

    @Test("a compile check that does not even build is not run when the tests do not build")
    func noChecksWithoutABuild() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { fixture.remove() }
        struct Broken: TestRunning {
            func runTests(filter: String, in root: URL) throws -> TestOutcome {
                TestOutcome(ending: .buildFailed)
            }
        }
        let compiler = ModelSnippetCompiler()
        let outcome = try CompileCheckingRunner(tests: Broken(), compiler: compiler).runTests(
            filter: "StageBTests.DoubleTests/", in: fixture.root)
        #expect(outcome.ending == .buildFailed)
        #expect(compiler.snippets.isEmpty)
    }

    @Test("grade counts each compile check as one more test of its exercise")
    func gradeCounts() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { fixture.remove() }
        #expect(fixture.run("start", "b-double").status == 0)
        let catalog = try fixture.catalog()
        let grader = Grader(
            reference: catalog,
            runner: CompileCheckingRunner(
                tests: StubRecordingRunner(), compiler: ModelSnippetCompiler()))
        let double = try #require(catalog.exercise("b-double"))
        let result = try grader.grade([double], in: fixture.root)
        let tests = try #require(result.exercises.first?.tests)
        #expect(tests.count == 2)
        #expect(
            tests.contains {
                $0.name == "compile check: not-a-string" && $0.status == .fail
                    && $0.message?.contains("never text") == true
            }, "\(tests)")
    }

    @Test("a release keeps the compile checks of its stages, and finds no answer in them")
    func release() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { fixture.remove() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fixture.run("release", folder.path)
        #expect(result.status == 0, "\(result.error)")
        let check = "Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(check).path))
        let through = folder.appendingPathExtension("a")
        defer { try? FileManager.default.removeItem(at: through) }
        #expect(fixture.run("release", through.path, "--through", "stagea").status == 0)
        #expect(
            !FileManager.default.fileExists(
                atPath: through.appendingPathComponent("Tests/StageBTests/CompileChecks").path))
    }
}
