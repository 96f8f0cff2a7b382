import Foundation

/// One problem a test recorded: the failed expectation, where it is, and the author's explanation.
public struct TestIssue: Equatable, Sendable {
    /// The failure as Swift Testing words it, such as `Expectation failed: (f(1) → 2) == 3`.
    public var message: String
    /// The comments attached to the expectation, which in this workbook teach what to fix.
    public var details: [String]
    /// The file as `Module/File.swift`, short enough to print.
    public var file: String
    /// The 1-based line of the expectation.
    public var line: Int

    /// Creates an issue; the event stream parser and tests make them.
    public init(message: String, details: [String] = [], file: String, line: Int) {
        self.message = message
        self.details = details
        self.file = file
        self.line = line
    }
}

/// One test function's outcome, gathered from Swift Testing's event stream.
public struct TestResult: Equatable, Sendable {
    /// Swift Testing's identifier, such as `StageATests.GreetTests/hello()/GreetTests.swift:5:6`.
    public var id: String
    /// The sentence in `@Test("...")`, or the function name.
    public var displayName: String
    /// The issues it recorded, in the order they were recorded.
    public var issues: [TestIssue] = []
    /// Whether the test started and ended (a crash leaves it started only).
    public var started = false
    /// Whether the test ran to its end.
    public var ended = false
    /// Whether the test was skipped (disabled) rather than run.
    public var skipped = false

    /// Creates a result; the event stream parser and tests make them.
    public init(
        id: String, displayName: String, issues: [TestIssue] = [], started: Bool = true,
        ended: Bool = true
    ) {
        self.id = id
        self.displayName = displayName
        self.issues = issues
        self.started = started
        self.ended = ended
    }

    /// The test target and top-level suite, such as `StageATests.GreetTests`.
    public var suite: String { Self.suite(ofTestID: id) }

    /// Whether it ran to the end without an issue.
    public var passed: Bool { ended && issues.isEmpty }

    /// Whether it counts against the student: an issue, or it never finished.
    public var failed: Bool { !skipped && (!issues.isEmpty || (started && !ended)) }

    /// `Target.Suite` of a test or suite identifier: the first two dot-separated names before any `/`.
    ///
    /// Nested suites belong to their top-level suite, which is what `exercises.json` names.
    public static func suite(ofTestID id: String) -> String {
        let path = id.split(separator: "/", maxSplits: 1).first.map(String.init) ?? id
        return path.split(separator: ".").prefix(2).joined(separator: ".")
    }
}

/// What a test run reported through `swift test --event-stream-output-path`.
///
/// The event stream is Swift Testing's machine-readable output (JSON Lines, version 0): every
/// test, suite and issue with its source location, so nothing is guessed from human-readable text.
public struct TestRun: Equatable, Sendable {
    /// Every test function that was selected, ordered by file and line.
    public var tests: [TestResult]
    /// Where each suite (by `Target.Suite`) is declared, as an absolute path, to name a crash's suite.
    public var suiteFiles: [String: String]
    /// Whether the run started (the test process got as far as Swift Testing).
    public var started: Bool
    /// Whether the run finished; a run that started and did not finish crashed.
    public var ended: Bool

    /// Creates a run; `parse` and tests make them.
    public init(
        tests: [TestResult] = [], suiteFiles: [String: String] = [:], started: Bool = true,
        ended: Bool = true
    ) {
        self.tests = tests
        self.suiteFiles = suiteFiles
        self.started = started
        self.ended = ended
    }

    /// The tests of one suite (`Target.Suite`).
    public func tests(inSuite suite: String) -> [TestResult] {
        tests.filter { $0.suite == suite }
    }

    /// Reads an event stream; lines it does not understand are skipped, so newer fields do no harm.
    public static func parse(_ text: String) -> TestRun {
        var order: [String] = []
        var tests: [String: TestResult] = [:]
        var positions: [String: (String, Int)] = [:]
        var suiteFiles: [String: String] = [:]
        var started = false
        var ended = false
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else {
                continue
            }
            let payload = record.payload
            if record.kind == "test", let id = payload.id {
                if payload.kind == "suite" {
                    if let path = payload.sourceLocation?.filePath {
                        suiteFiles[TestResult.suite(ofTestID: id), default: path] = path
                    }
                } else if tests[id] == nil {
                    order.append(id)
                    tests[id] = TestResult(
                        id: id, displayName: payload.displayName ?? payload.name ?? id,
                        started: false, ended: false)
                    positions[id] = (
                        payload.sourceLocation?.fileID ?? "", payload.sourceLocation?.line ?? 0
                    )
                }
                continue
            }
            guard record.kind == "event" else { continue }
            switch payload.kind {
            case "runStarted": started = true
            case "runEnded": ended = true
            case "testStarted": payload.testID.map { tests[$0]?.started = true }
            case "testEnded": payload.testID.map { tests[$0]?.ended = true }
            case "testSkipped": payload.testID.map { tests[$0]?.skipped = true }
            case "issueRecorded":
                guard let issue = payload.issue, issue.isKnown != true, issue.isFailure != false,
                    let id = payload.testID, tests[id] != nil
                else { continue }
                let messages = payload.messages ?? []
                let location = issue.sourceLocation ?? payload.sourceLocation
                tests[id]?.issues.append(
                    TestIssue(
                        message: messages.first(where: { $0.symbol != "details" })?.text
                            ?? "Issue recorded",
                        details: messages.filter { $0.symbol == "details" }.map(\.text),
                        file: location?.fileID ?? location?.filePath ?? "unknown file",
                        line: location?.line ?? 0))
            default: continue
            }
        }
        let sorted = order.sorted { a, b in
            let (fileA, lineA) = positions[a] ?? ("", 0)
            let (fileB, lineB) = positions[b] ?? ("", 0)
            return fileA == fileB ? lineA < lineB : fileA < fileB
        }
        return TestRun(
            tests: sorted.compactMap { tests[$0] }, suiteFiles: suiteFiles, started: started,
            ended: ended)
    }

    // MARK: - The event stream's JSON, only the fields used

    private struct Record: Decodable {
        var kind: String
        var payload: Payload
    }

    private struct Payload: Decodable {
        var kind: String?
        var id: String?
        var name: String?
        var displayName: String?
        var testID: String?
        var sourceLocation: Location?
        var issue: Issue?
        var messages: [Message]?
    }

    private struct Issue: Decodable {
        var isKnown: Bool?
        var isFailure: Bool?
        var sourceLocation: Location?
    }

    private struct Location: Decodable {
        var fileID: String?
        var filePath: String?
        var line: Int?

        private enum CodingKeys: String, CodingKey {
            case fileID, line
            case filePath = "_filePath"
        }
    }

    private struct Message: Decodable {
        var symbol: String?
        var text: String
    }
}
