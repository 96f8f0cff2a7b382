import Foundation

@testable import WorkbookKit

/// A test runner that hands back a prepared outcome and remembers the filter it was given.
final class CannedRunner: TestRunning, @unchecked Sendable {
    private let lock = NSLock()
    private let makeOutcome: @Sendable (URL) -> TestOutcome
    private var filtersSeen: [String] = []

    init(_ makeOutcome: @escaping @Sendable (URL) -> TestOutcome) {
        self.makeOutcome = makeOutcome
    }

    var filters: [String] { lock.withLock { filtersSeen } }

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        lock.withLock { filtersSeen.append(filter) }
        return makeOutcome(root)
    }
}

/// Event stream lines for tests that passed or failed, written like Swift Testing's.
enum Events {
    static func stream(_ tests: [(id: String, issue: String?)]) -> String {
        var lines = [#"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#]
        for (number, test) in tests.enumerated() {
            let file = test.id.split(separator: ".").dropFirst().first ?? "T"
            lines.append(
                #"{"kind":"test","payload":{"id":"\#(test.id)/t\#(number)()","kind":"function","name":"t\#(number)()","displayName":"test \#(number)","sourceLocation":{"fileID":"\#(file).swift","line":\#(number + 1)}},"version":0}"#
            )
            lines.append(
                #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(test.id)/t\#(number)()"},"version":0}"#
            )
            if let issue = test.issue {
                lines.append(
                    #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"sourceLocation":{"fileID":"\#(file).swift","line":\#(number + 1)}},"messages":[{"symbol":"fail","text":"\#(issue)"}],"testID":"\#(test.id)/t\#(number)()"},"version":0}"#
                )
            }
            lines.append(
                #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(test.id)/t\#(number)()"},"version":0}"#
            )
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
        return lines.joined(separator: "\n")
    }
}
