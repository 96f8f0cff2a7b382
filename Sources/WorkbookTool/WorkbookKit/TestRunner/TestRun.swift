import Foundation

/// What a test run reported through `swift test --event-stream-output-path`.
///
/// The event stream is Swift Testing's machine-readable output (JSON Lines, version 0): every
/// test, suite and issue with its source location, so nothing is guessed from human-readable text.
package struct TestRun: Equatable, Sendable {
    /// Every test function that was selected, ordered by file and line.
    package var tests: [TestResult] = []
    /// Where each suite (by `Target.Suite`) is declared, as an absolute path, to name a crash's suite.
    var suiteFiles: [String: String] = [:]
    /// Whether the run started (the test process got as far as Swift Testing).
    package var started: Bool = true
    /// Whether the run finished; a run that started and did not finish crashed.
    package var ended: Bool = true

    /// Reads an event stream; lines it does not understand are skipped, so newer fields do no harm.
    package static func parse(_ text: String) -> TestRun {
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
                            ?? TestIssue.recordedMessage,
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
