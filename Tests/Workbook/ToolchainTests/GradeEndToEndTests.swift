import Foundation
import Testing

@testable import WorkbookKit

/// Grades a real student copy of the fixture with the real toolchain: release, solve one
/// exercise, `workbook grade --submission`, read the results.
///
/// It builds a scratch package: half a minute or more on a small machine.
@Suite struct GradeEndToEndTests {
    @Test("a real submission is built and graded: hidden tests run, a tampered test is ignored")
    func realSubmission() throws {
        let fixture = try FixtureWorkbook(files: GradeFixture.files)
        defer { fixture.remove() }
        let student = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-student-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: student) }
        try GradeFixture.release(fixture, to: student)
        try GradeFixture.solveGreet(in: student)
        try GradeFixture.edit(
            "Tests/StageBTests/DoubleTests.swift", in: student,
            replacing: "#expect(double(21) == 42)", with: "#expect(true)")
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-grades-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }

        let result = fixture.run(
            "grade", "--submission", student.path, "--output", reports.path)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "fail")
        let byName = Dictionary(uniqueKeysWithValues: results.tests.map { ($0.name, $0.status) })
        #expect(byName["greet says hello to the name"] == "pass")
        #expect(byName["greet works for an empty name"] == "pass", "the hidden suite ran")
        #expect(
            !String(decoding: data, as: UTF8.self).contains(#"greet(\"\")"#),
            "results.json holds no line of the hidden suite's code")
        #expect(byName["count(to: 3) is 1, 2, 3"] == "fail")
        #expect(byName["double(21) is 42"] == "fail", "the student's edited test is not used")
        #expect(result.output.contains("tampered: Tests/StageBTests/DoubleTests.swift"))
    }
}
