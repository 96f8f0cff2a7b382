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
