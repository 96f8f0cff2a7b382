import Foundation

/// One problem a test recorded: the failed expectation, where it is, and the author's explanation.
struct TestIssue: Equatable, Sendable {
    /// The failure as Swift Testing words it, such as `Expectation failed: (f(1) → 2) == 3`.
    var message: String
    /// The comments attached to the expectation, which in this workbook teach what to fix.
    var details: [String] = []
    /// The file as `Module/File.swift`, short enough to print.
    var file: String
    /// The 1-based line of the expectation.
    var line: Int

    /// The message Swift Testing gives `Issue.record(…)`, which has no expression to show.
    static let recordedMessage = "Issue recorded"

    /// The line to lead with and the lines under it: `Issue.record("…")` has no expression to
    /// show, so its comment is the message and the other comments follow.
    var headline: (message: String, details: [String]) {
        guard message == Self.recordedMessage, let first = details.first else {
            return (message, details)
        }
        return (first, Array(details.dropFirst()))
    }

    /// `Tests/Target/File.swift:12`: where the issue was recorded, relative to the package.
    ///
    /// Swift Testing names the file `Target/File.swift` (its file ID), whose target folder is in
    /// `Tests/`; without a file ID it gives the full path, which `catalog` makes relative.
    func place(in catalog: Catalog) -> String {
        let path = file.hasPrefix("/") ? catalog.relativePath(file) : "Tests/\(file)"
        return "\(path):\(line)"
    }
}

/// One test function's outcome, gathered from Swift Testing's event stream.
struct TestResult: Equatable, Sendable {
    /// Swift Testing's identifier, such as `StageATests.GreetTests/hello()/GreetTests.swift:5:6`.
    var id: String
    /// The sentence in `@Test("...")`, or the function name.
    var displayName: String
    /// The issues it recorded, in the order they were recorded.
    var issues: [TestIssue] = []
    /// Whether the test started and ended (a crash leaves it started only).
    var started = false
    /// Whether the test ran to its end.
    var ended = false
    /// Whether the test was skipped (disabled) rather than run.
    var skipped = false

    /// Creates a result; a test made here has run to its end unless told otherwise.
    init(
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
    var suite: String { Self.suite(ofTestID: id) }

    /// The file name and line its identifier ends with (`GreetTests.swift:5:6`), if it has them.
    var declaration: (file: String, line: Int)? {
        let parts = id.split(separator: "/").last?.split(separator: ":") ?? []
        guard parts.count >= 2, parts[0].hasSuffix(".swift"), let line = Int(parts[1]) else {
            return nil
        }
        return (String(parts[0]), line)
    }

    /// Whether it ran to the end without an issue.
    var passed: Bool { ended && issues.isEmpty }

    /// Whether it counts against the student: an issue, or it never finished.
    var failed: Bool { !skipped && (!issues.isEmpty || (started && !ended)) }

    /// `Target.Suite` of a test or suite identifier: the first two dot-separated names before any `/`.
    ///
    /// Nested suites belong to their top-level suite, which is what `exercises.json` names.
    static func suite(ofTestID id: String) -> String {
        let path = id.split(separator: "/", maxSplits: 1).first.map(String.init) ?? id
        return path.split(separator: ".").prefix(2).joined(separator: ".")
    }
}
