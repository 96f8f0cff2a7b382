import Foundation
import Testing

@testable import WorkbookKit

/// The fixture and helpers that the grading tests share, those that grade with a canned runner
/// and those that grade for real.
enum GradeFixture {
    /// The fixture with a hidden suite for `a-greet` in `Tests/StageATests/Hidden/`.
    static let files: [String: String] = {
        var files = FixtureWorkbook.files
        files["Tests/StageATests/Hidden/GreetHiddenTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct GreetHiddenTests {
                @Test("greet works for an empty name") func empty() { #expect(greet("") == "Hello, !") }
            }
            """
        files["Lectures/StageA/exercises.json"] = files["Lectures/StageA/exercises.json"]!
            .replacingOccurrences(
                of: #""suites": ["GreetTests"]}"#,
                with: #""suites": ["GreetTests"], "hiddenSuites": ["GreetHiddenTests"]}"#)
        return files
    }()

    /// The solved body of `a-greet` as a student writes it.
    static let solvedGreet = #"    "Hello, \(name)!""#

    /// Releases `fixture` into `folder` (a student's copy).
    static func release(_ fixture: FixtureWorkbook, to folder: URL) throws {
        let result = fixture.run("release", folder.path)
        try #require(result.status == 0, "\(result.error)")
    }

    /// Writes `text` to `path` inside `folder`.
    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Replaces `old` with `new` in `path` inside `folder`, requiring that `old` is there.
    static func edit(_ path: String, in folder: URL, replacing old: String, with new: String)
        throws
    {
        let url = folder.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "\(path) should contain \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    static func solveGreet(in folder: URL) throws {
        try Self.edit(
            "Sources/StageA/Greeting.swift", in: folder,
            replacing: "// BEGIN EXERCISE a-greet\n    \"\"\n",
            with: "// BEGIN EXERCISE a-greet\n\(solvedGreet)\n")
    }

    /// The honest student's body of `count(to:)`: the right answer.
    static let honest = "    guard n > 0 else { return [] }\n    return Array(1...n)"

    /// Writes `body` into the `a-count` region of the copy at `folder`.
    static func solveCount(in folder: URL, with body: String) throws {
        let file = folder.appendingPathComponent("Sources/StageA/Greeting.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(text.range(of: "// BEGIN EXERCISE a-count\n"))
        let end = try #require(
            text.range(of: "    // END EXERCISE", range: start.upperBound..<text.endIndex))
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty || $0.hasPrefix("    ") ? String($0) : "    " + $0 }
            .joined(separator: "\n")
        try Data(
            text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: indented + "\n")
                .utf8
        )
        .write(to: file)
    }

    /// The processes whose command line holds `marker`.
    static func processes(holding marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
            let line =
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return String(decoding: line, as: UTF8.self).contains(marker)
        }
    }

    /// The `results.json` a grade wrote into `folder`, as bytes and decoded.
    static func results(in folder: URL) throws -> (data: Data, decoded: DecodedResults) {
        let data = try Data(contentsOf: folder.appendingPathComponent("results.json"))
        return (data, try JSONDecoder().decode(DecodedResults.self, from: data))
    }
}

/// Checks `results.json` against the field list of the Exercism test-runner interface, version 3,
/// and returns every problem found (none for a valid file).
func exercismProblems(_ data: Data) -> [String] {
    guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        return ["not a JSON object"]
    }
    var problems: [String] = []
    let statuses: Set<String> = ["pass", "fail", "error"]
    for key in top.keys where !["version", "status", "message", "tests"].contains(key) {
        problems.append("unknown top-level key \(key)")
    }
    if top["version"] as? Int != 3 { problems.append("version is not 3") }
    guard let status = top["status"] as? String, statuses.contains(status) else {
        return problems + ["status is missing or not pass/fail/error"]
    }
    if status == "error" {
        if (top["message"] as? String)?.isEmpty ?? true {
            problems.append("status error needs a message")
        }
    } else if let message = top["message"], !(message is NSNull) {
        problems.append("message must be null or absent unless status is error")
    }
    guard let tests = top["tests"] as? [[String: Any]] else {
        return problems + ["tests is missing or not an array of objects"]
    }
    let allowed: Set<String> = ["name", "status", "message", "output", "test_code", "task_id"]
    var testStatuses: [String] = []
    for (index, test) in tests.enumerated() {
        for key in test.keys where !allowed.contains(key) {
            problems.append("test \(index): unknown key \(key)")
        }
        if (test["name"] as? String)?.isEmpty ?? true {
            problems.append("test \(index): no name")
        }
        guard let testStatus = test["status"] as? String, statuses.contains(testStatus) else {
            problems.append("test \(index): status is not pass/fail/error")
            continue
        }
        testStatuses.append(testStatus)
        for key in ["message", "output", "test_code"] {
            if let value = test[key], !(value is String) && !(value is NSNull) {
                problems.append("test \(index): \(key) is not a string")
            }
        }
        if let output = test["output"] as? String, output.count > 500 {
            problems.append("test \(index): output longer than 500 characters")
        }
        if let task = test["task_id"], (task as? Int).map({ $0 < 1 }) ?? true {
            problems.append("test \(index): task_id is not a positive number")
        }
    }
    switch status {
    case "pass" where tests.isEmpty || testStatuses.contains(where: { $0 != "pass" }):
        problems.append("status pass, but not every test passed")
    case "fail" where !testStatuses.contains(where: { $0 != "pass" }):
        problems.append("status fail, but no test failed")
    default: break
    }
    return problems
}

/// The decoded `results.json`, for asserting on its content.
struct DecodedResults: Decodable {
    struct Test: Decodable {
        var name: String
        var status: String
        var message: String?
        var testCode: String?
        var taskID: Int?

        enum CodingKeys: String, CodingKey {
            case name, status, message
            case testCode = "test_code"
            case taskID = "task_id"
        }
    }
    var version: Int
    var status: String
    var message: String?
    var tests: [Test]
}
