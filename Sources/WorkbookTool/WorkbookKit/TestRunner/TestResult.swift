import Foundation

/// One test function's outcome, gathered from Swift Testing's event stream.
package struct TestResult: Equatable, Sendable {
    /// Swift Testing's identifier, such as `StageATests.GreetTests/hello()/GreetTests.swift:5:6`.
    package var id: String
    /// The sentence in `@Test("...")`, or the function name.
    package var displayName: String
    /// The issues it recorded, in the order they were recorded.
    package var issues: [TestIssue] = []
    /// Whether the test started and ended (a crash leaves it started only).
    package var started = false
    /// Whether the test ran to its end.
    package var ended = false
    /// Whether the test was skipped (disabled) rather than run.
    var skipped = false

    /// The snippet's name when this is a compile check (`…/compile check NAME/…`), which the
    /// workbook names itself, in the student's language.
    var compileCheckName: String? {
        let parts = id.split(separator: "/")
        guard parts.count > 1, parts[1].hasPrefix("compile check ") else { return nil }
        return String(parts[1].dropFirst("compile check ".count))
    }

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
    package var suite: String { Self.suite(ofTestID: id) }

    /// The name a filter matches, `Target.Suite/function()`: the identifier without its place.
    var name: String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 1, let last = parts.last, last.contains(".swift:") { parts.removeLast() }
        return parts.joined(separator: "/")
    }

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
    package var failed: Bool { !skipped && (!issues.isEmpty || (started && !ended)) }

    /// `Target.Suite` of a test or suite identifier: the first two dot-separated names before any `/`.
    ///
    /// Nested suites belong to their top-level suite, which is what `exercises.json` names.
    package static func suite(ofTestID id: String) -> String {
        let path = id.split(separator: "/", maxSplits: 1).first.map(String.init) ?? id
        return path.split(separator: ".").prefix(2).joined(separator: ".")
    }
}
