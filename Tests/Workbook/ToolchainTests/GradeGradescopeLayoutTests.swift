import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The Gradescope bundle run as Gradescope runs it: as root, without Bubblewrap, in its layout
/// (`<root>/source` the unzipped bundle, `<root>/submission` the student's upload, results in
/// `<root>/results/results.json`), under a temporary root instead of `/autograder`.
///
/// It builds a scratch package of the fixture: about half a minute on a small machine.
@Suite(.enabled(if: UnprivilegedRun.isPossible, "Gradescope runs as root on Linux"))
struct GradeGradescopeLayoutTests {
    /// The workbook tool beside the test binary (`swift build --build-tests` builds both).
    static var tool: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool = folder.appendingPathComponent("workbook-instructor")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }

    @Test(
        "run_autograder grades /autograder/submission into /autograder/results/results.json as Gradescope documents it",
        .enabled(if: tool != nil, "needs the built workbook-instructor tool"))
    func runAutograder() throws {
        let fixture = try FixtureWorkbook(files: GradeFixture.files)
        defer { fixture.remove() }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-autograder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = fixture.run(
            "grade", "--gradescope-bundle", root.appendingPathComponent("source").path)
        #expect(bundle.status == 0, "\(bundle.error)")
        let submission = root.appendingPathComponent("submission")
        try GradeFixture.release(fixture, to: submission)
        try GradeFixture.solveGreet(in: submission)

        let run = try ChildProcess(
            arguments: ["bash", root.appendingPathComponent("source/run_autograder").path],
            folder: root,
            environment: [
                "AUTOGRADER_ROOT": root.path, "WORKBOOK_COMMAND": try #require(Self.tool).path,
                SandboxedCommand.switchName: "off",
            ],
            timeLimit: 600
        ).run()
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("as a user of their own"), "\(run.output)")

        // Gradescope's specification (gradescope-autograders.readthedocs.io, "Autograder
        // Specifications"): these top-level and per-test fields, of these types and values.
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let topLevel: Set = [
            "score", "execution_time", "output", "output_format", "test_output_format",
            "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests",
            "leaderboard",
        ]
        #expect(Set(json.keys).isSubset(of: topLevel), "\(json.keys)")
        #expect(json["score"] is Double || json["score"] is Int)
        #expect(json["execution_time"] is Int)
        #expect(json["output"] is String)
        let visibilities: Set = ["hidden", "after_due_date", "after_published", "visible"]
        #expect(visibilities.contains(json["stdout_visibility"] as? String ?? ""))
        let tests = try #require(json["tests"] as? [[String: Any]])
        let perTest: Set = [
            "score", "max_score", "status", "name", "name_format", "number", "output",
            "output_format", "tags", "visibility", "extra_data",
        ]
        for test in tests {
            #expect(Set(test.keys).isSubset(of: perTest), "\(test.keys)")
            #expect(test["name"] is String)
            #expect(test["number"] is String)
            #expect(test["score"] is Double || test["score"] is Int)
            #expect(test["max_score"] is Double || test["max_score"] is Int)
            #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
            #expect(visibilities.contains(test["visibility"] as? String ?? ""))
        }
        let passed = tests.filter { $0["status"] as? String == "passed" }.compactMap {
            $0["name"] as? String
        }
        #expect(
            Set(passed) == [
                "a-greet: greet says hello to the name", "a-greet: greet works for an empty name",
            ], "the solved exercise passes, its hidden test included: \(passed)")
        #expect(json["score"] as? Double == 2)
        #expect(!String(decoding: data, as: UTF8.self).contains(#"greet(\"\")"#))
    }
}
