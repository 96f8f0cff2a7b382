import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The case files `verify` puts into regions: how they are read, and how their outcome is judged.
@Suite struct LectureCaseTests {
    @Test("a lecture case reads its header and the bodies of the regions it names")
    func readsALectureCase() throws {
        let text = """
            // exercise: mvc-lazy-game
            // kind: lecture
            // expect: fail: without a generator
            // why: the write-up's line,
            // which needs no generator.
            // region: 2
            lazy var game = Concentration(numberOfPairsOfCards: 2)
            // region: 1
            if x {
                y()
            }

            """
        let parsed = try LectureCase.parse(text, path: "Lectures/S/Cases/a.swift")
        #expect(parsed.exercise == "mvc-lazy-game")
        #expect(parsed.kind == .lecture)
        #expect(parsed.expectation == .fails(showing: "without a generator"))
        #expect(parsed.why == "the write-up's line, which needs no generator.")
        #expect(parsed.bodies[2] == ["lazy var game = Concentration(numberOfPairsOfCards: 2)"])
        #expect(parsed.bodies[1] == ["if x {", "    y()", "}"])
    }

    @Test("a bypass needs no expectation: it must fail")
    func readsABypass() throws {
        let parsed = try LectureCase.parse(
            "// exercise: e\n// kind: bypass\n// region: 1\nreturn 0\n", path: "p.swift")
        #expect(parsed.kind == .bypass)
        #expect(parsed.expectation == .fails(showing: ""))
    }

    @Test(
        "a malformed case is an error naming the file",
        arguments: [
            "// kind: lecture\n// expect: pass\n// region: 1\nx\n",
            "// exercise: e\n// kind: other\n// region: 1\nx\n",
            "// exercise: e\n// kind: lecture\n// region: 1\nx\n",
            "// exercise: e\n// kind: bypass\n// expect: pass\n// region: 1\nx\n",
            "// exercise: e\n// kind: bypass\n",
            "// exercise: e\n// kind: bypass\nx\n// region: 1\n",
            "// exercise: e\n// kind: bypass\n// region: 0\nx\n",
            "// exercise: e\n// kind: bypass\n// region: 1\nx\n// region: 1\ny\n",
        ])
    func rejectsMalformedCases(text: String) {
        #expect(throws: WorkbookError.self) {
            try LectureCase.parse(text, path: "Lectures/S/Cases/bad.swift")
        }
    }

    @Test("a case from someone's repository names it, a path and the full commit")
    func readsTheSource() throws {
        let commit = String(repeating: "0123456789", count: 4)
        let parsed = try LectureCase.parse(
            """
            // exercise: e
            // kind: lecture
            // source: someone/concentration Concentration/ViewController.swift@\(commit)
            // expect: pass
            // region: 1
            x

            """, path: "Lectures/S/Cases/e.someone.course.swift")
        #expect(
            parsed.source == "someone/concentration Concentration/ViewController.swift@\(commit)")
        for wrong in [
            "someone/concentration Concentration/ViewController.swift@abc1234",
            "concentration Concentration/ViewController.swift@\(commit)",
            "someone/concentration @\(commit)",
            "someone/concentration Concentration/ViewController.swift",
        ] {
            #expect(throws: WorkbookError.self, "\(wrong)") {
                try LectureCase.parse(
                    "// exercise: e\n// kind: lecture\n// source: \(wrong)\n// expect: pass\n// region: 1\nx\n",
                    path: "Lectures/S/Cases/e.someone.course.swift")
            }
        }
        #expect(throws: WorkbookError.self, "a course case without its source") {
            try LectureCase.parse(
                "// exercise: e\n// kind: lecture\n// expect: pass\n// region: 1\nx\n",
                path: "Lectures/S/Cases/e.someone.course.swift")
        }
    }

    @Test("every case of the workbook reads, and each from the course's code names its source")
    func theWorkbooksCasesRead() throws {
        let cases = try LectureCase.all(in: try Workspace(root: PackageRoot.url))
        let course = cases.filter { $0.path.hasSuffix(".course.swift") }
        #expect(!course.isEmpty)
        #expect(course.allSatisfy { $0.source != nil && $0.kind == .lecture })
    }

    /// Each passing lecture case spells something its own way (an argument's name, a label), which
    /// the exercise's hints allow; the stubs of the stage's other exercises must not depend on the
    /// reference's spelling, or following the hint breaks the build before those are written.
    @Test(
        "every lecture case that passes still compiles with the other exercises of its stage stubbed"
    )
    func passingCasesCompileWithTheOtherStubs() throws {
        let workspace = try Workspace(root: PackageRoot.url)
        let catalog = try Catalog(workspace: workspace)
        let passing = try LectureCase.all(in: workspace).filter {
            $0.kind == .lecture && $0.expectation == .passes
        }
        try #require(!passing.isEmpty)
        for lectureCase in passing {
            let exercise = try #require(catalog.exercise(lectureCase.exercise))
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("case-stubs-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let stageFolder = "Sources/\(exercise.stage)"
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: workspace.url(stageFolder), to: folder.appendingPathComponent(stageFolder))
            // A SwiftUI stage imports the package's SwiftUIStandIn: the copy, which has no
            // package to build it in, finds it where this checkout's build put it.
            let build = folder.appendingPathComponent(".build/debug")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: build.appendingPathComponent("Modules"),
                withDestinationURL: PackageRoot.url.appendingPathComponent(".build/debug/Modules"))
            let places = catalog.places(of: exercise.id)
            for file in catalog.files where file.path.hasPrefix(stageFolder + "/") {
                let rewritten = try file.rewritingNumberedRegions { region, ordinal in
                    guard region.exerciseID == exercise.id else {
                        guard case .reference(_, let stub) = region.form else { return nil }
                        return Region.startedLines(
                            id: region.exerciseID, indentation: region.indentation, body: stub)
                    }
                    guard
                        let position = places.firstIndex(where: {
                            $0.file == file.path && $0.ordinal == ordinal
                        }), let body = lectureCase.bodies[position + 1]
                    else { return nil }
                    return Region.startedLines(
                        id: region.exerciseID, indentation: region.indentation,
                        body: body.map { $0.isEmpty ? $0 : region.indentation + $0 })
                }
                try rewritten.text.write(
                    to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            let snippet = folder.appendingPathComponent("Nothing.swift")
            try "".write(to: snippet, atomically: true, encoding: .utf8)
            let compilation = try SwiftcTypechecker().typecheck(
                snippet, stage: exercise.stage, in: folder)
            #expect(
                compilation.compiled,
                """
                \(lectureCase.path) passes with the reference around it, but not with the other \
                exercises of \(exercise.stage) stubbed: \(compilation.errors.map(\.message).prefix(3))
                """)
        }
    }

    @Test("only files under Lectures/<Stage>/Cases/ are cases, which a release leaves out")
    func recognisesCaseFiles() {
        #expect(LectureCase.isCase("Lectures/Lecture2MVC/Cases/a.swift"))
        #expect(!LectureCase.isCase("Lectures/Lecture2MVC/README.md"))
        #expect(!LectureCase.isCase("Tests/Lecture2MVCTests/Cases/a.swift"))
    }

    private func lectureCase(_ kind: LectureCase.Kind, _ expectation: LectureCase.Expectation)
        -> LectureCase
    {
        LectureCase(
            path: "p", exercise: "e", kind: kind, expectation: expectation, why: "",
            bodies: [1: []])
    }

    @Test("a bypass holds only when check fails on it")
    func judgesBypasses() {
        let bypass = lectureCase(.bypass, .fails(showing: ""))
        #expect(
            LectureCaseProver.finding(for: bypass, .failed(summary: "s", shown: "")) == .satisfied)
        #expect(!LectureCaseProver.finding(for: bypass, .passed).holds)
    }

    @Test("a lecture case holds when check ends as it expects, with the advice it names")
    func judgesLectureCases() {
        let passing = lectureCase(.lecture, .passes)
        #expect(LectureCaseProver.finding(for: passing, .passed) == .satisfied)
        #expect(!LectureCaseProver.finding(for: passing, .failed(summary: "s", shown: "")).holds)
        let failing = lectureCase(.lecture, .fails(showing: "the write-up"))
        #expect(
            LectureCaseProver.finding(
                for: failing, .failed(summary: "s", shown: "as the write-up has it")) == .satisfied)
        #expect(
            !LectureCaseProver.finding(for: failing, .failed(summary: "s", shown: "other")).holds)
        #expect(!LectureCaseProver.finding(for: failing, .passed).holds)
    }
}
