import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The lesson's points: a passing answer that writes a declared alternative gets an actionable
/// note, the reference gets the celebration, the verdict never changes, and `grade` writes the
/// same findings as Exercism's `analysis.json`. Each lecture's declared points are read from
/// the workbook's own `exercises.json` and sources.
@Suite struct LessonPointTests {
    /// One exercise per lecture whose points declare an alternative.
    static let declared: [(stage: String, id: String)] = [
        ("Lecture2MVC", "mvc-choose-card"), ("Lecture2MVC", "mvc-touch-card"),
        ("Lecture2MVVM", "mvvm-flip-card"), ("Lecture4EnumsOptionals", "l4-case-iterable"),
    ]

    /// `check` of exercise `id` in `fixture`, every test of its suites passing.
    func check(_ id: String, in fixture: FixtureWorkbook) throws -> (status: Int32, output: String)
    {
        // Every suite of the lecture passes: `check` also runs those of the exercises that use it.
        let suites = try fixture.catalog().exercises.flatMap(\.qualifiedSuites)
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        let status = try CheckCommand.check(id, context: context, runner: passingRunner(suites))
        return (status, recording.output)
    }

    @Test("the note quotes the student's line that writes the alternative, never a fragment")
    func alternativeLine() {
        let code = "    var counts = 0\n    for size in [FryOrderSize.large, .small] {\n    }"
        #expect(
            PointReading.line(writing: ".small]", in: code)
                == "for size in [FryOrderSize.large, .small]")
        #expect(PointReading.line(writing: "allCases", in: code) == nil)
    }

    @Test(
        "a declared alternative, written into the region, passes with the actionable note",
        arguments: declared)
    func alternativeIsNoticed(stage: String, id: String) throws {
        let fixture = try FixtureWorkbook.stage(stage)
        defer { fixture.remove() }
        let exercise = try #require(try fixture.catalog().exercise(id))
        let point = try #require(exercise.points.first)
        let alternative = try #require(point.alternatives.first)
        #expect(fixture.run("start", id).status == 0)
        try fixture.writeRegion(id, try #require(alternative.region))

        let (status, output) = try check(id, in: fixture)
        #expect(status == 0, "the note never changes the verdict:\n\(output)")
        #expect(output.contains("✔ \(id)"), "\(output)")
        #expect(output.contains("the lecture writes `\(point.name)` here"), "\(output)")
        // The line of the student's code that writes it, not the search pattern (`.small]`).
        let region = try #require(alternative.region)
        let line = try #require(
            PointReading.line(writing: alternative.writes, in: region.joined(separator: "\n")))
        #expect(line.contains(alternative.writes))
        #expect(output.contains("your code writes `\(line)` instead"), "\(output)")
        #expect(output.contains("swift run workbook hint \(id)"), "\(output)")
        #expect(!output.contains("★"), "\(output)")
    }

    @Test("the reference's own code gets the celebration", arguments: declared)
    func referenceIsCelebrated(stage: String, id: String) throws {
        let fixture = try FixtureWorkbook.stage(stage)
        defer { fixture.remove() }
        let reference = try fixture.regionBody(id)
        let exercise = try #require(try fixture.catalog().exercise(id))
        #expect(fixture.run("start", id).status == 0)
        try fixture.writeRegion(id, reference)

        let (status, output) = try check(id, in: fixture)
        #expect(status == 0, "\(output)")
        #expect(
            output.contains("★ Your code writes `\(try #require(exercise.points.first).name)`"),
            "\(output)")
        #expect(!output.contains("the lecture writes"), "\(output)")
    }

    @Test("the construct in a comment or a string does not make the point")
    func commentsAndStringsDoNotCount() throws {
        let fixture = try FixtureWorkbook.stage("Lecture2MVC")
        defer { fixture.remove() }
        let exercise = try #require(try fixture.catalog().exercise("mvc-choose-card"))
        let region = try #require(exercise.points.first?.alternatives.first?.region)
        #expect(fixture.run("start", "mvc-choose-card").status == 0)
        try fixture.writeRegion(
            "mvc-choose-card",
            ["        // if let would read better here", "        _ = \"if let\""] + region)

        let (_, output) = try check("mvc-choose-card", in: fixture)
        #expect(output.contains("the lecture writes `if let` here"), "\(output)")
    }

    @Test("a failing exercise gets no note, and a check in Korean speaks Korean")
    func onlyPassingAnswersAreRead() throws {
        let fixture = try FixtureWorkbook.stage("Lecture4EnumsOptionals")
        defer { fixture.remove() }
        let exercise = try #require(try fixture.catalog().exercise("l4-case-iterable"))
        #expect(fixture.run("start", "l4-case-iterable").status == 0)
        try fixture.writeRegion(
            "l4-case-iterable",
            try #require(exercise.points.first?.alternatives.first?.region))
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console.speaking(.ko))
        let failing = try CheckCommand.check(
            "l4-case-iterable", context: context,
            runner: failingRunner(exercise.qualifiedSuites + exercise.qualifiedSuites))
        #expect(failing == 1)
        #expect(!recording.output.contains("allCases`"), "\(recording.output)")

        let korean = RecordingConsole()
        _ = try CheckCommand.check(
            "l4-case-iterable",
            context: CommandContext(
                currentDirectory: fixture.root, console: korean.console.speaking(.ko)),
            runner: passingRunner(exercise.qualifiedSuites))
        #expect(
            korean.output.contains("강의는 여기에 \(Particle.object.after("`allCases`")) 씁니다"),
            "\(korean.output)")
        #expect(korean.output.contains("컴파일러가 열거형에서 직접"), "\(korean.output)")
    }

    @Test("grade writes analysis.json in Exercism's format and a point column in the summary")
    func gradeWritesAnalysis() throws {
        let fixture = try FixtureWorkbook.stage("Lecture2MVC")
        defer { fixture.remove() }
        let catalog = try fixture.catalog()
        let choose = try #require(catalog.exercise("mvc-choose-card"))
        let touch = try #require(catalog.exercise("mvc-touch-card"))
        // One student's copy: an alternative in one exercise, the reference in the other.
        let submissions = fixture.root.appendingPathComponent("hand-in")
        let student = submissions.appendingPathComponent("ada")
        try FileManager.default.createDirectory(
            at: student.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(fixture.run("start", "mvc-choose-card").status == 0)
        try fixture.writeRegion(
            "mvc-choose-card", try #require(choose.points.first?.alternatives.first?.region))
        try FileManager.default.copyItem(
            at: fixture.root.appendingPathComponent("Sources"),
            to: student.appendingPathComponent("Sources"))
        let result = GradeResult(
            exercises: [choose, touch].map { exercise in
                GradeResult.ExerciseGrade(
                    id: exercise.id, stage: exercise.stage, taskID: 1, status: .passed,
                    tests: [
                        GradeResult.Test(
                            name: "t", suite: "s", status: .pass, taskID: 1, hidden: false)
                    ])
            }, message: nil)
        let analysis = PointAnalysis(result: result, reference: catalog, folder: student)
        let output = fixture.root.appendingPathComponent("reports")
        let url = try analysis.write(to: output)
        #expect(url.lastPathComponent == "analysis.json")

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(Set(json.keys) == ["summary", "comments"])
        #expect((json["summary"] as? String)?.contains("1 of 2 lesson points made") == true)
        let comments = try #require(json["comments"] as? [[String: Any]])
        let types = comments.map { $0["type"] as? String }
        #expect(types == ["actionable", "celebratory"])
        let missed = try #require(comments.first?["params"] as? [String: String])
        #expect(missed["exercise"] == "mvc-choose-card")
        #expect(missed["construct"] == "if let")
        #expect(missed["instead"] == "!= nil")
        for comment in comments {
            #expect(
                ["celebratory", "actionable", "informative", "essential"].contains(
                    comment["type"] as? String ?? ""))
            #expect((comment["comment"] as? String)?.hasPrefix("concentration.point.") == true)
        }
        #expect(analysis.column == ["mvc-choose-card": "missed: if let", "mvc-touch-card": "made"])
        let graded = Grader.Graded(student: "ada", result: result, integrity: nil, seconds: 1)
        let csv = GradeFiles.classSummary([graded], points: ["ada": analysis.column])
        let rows = csv.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasSuffix(",point") == true)
        #expect(rows.contains("ada,mvc-choose-card,passed,1,1,no,missed: if let"))
        #expect(rows.contains("ada,mvc-touch-card,passed,1,1,no,made"))
    }
}
