import WorkbookLanguage

/// One problem a test recorded: the failed expectation, where it is, and the author's explanation.
package struct TestIssue: Equatable, Sendable {
    /// The failure as Swift Testing words it, such as `Expectation failed: (f(1) → 2) == 3`.
    package var message: String
    /// The comments attached to the expectation, which in this workbook teach what to fix.
    package var details: [String] = []
    /// The file as `Module/File.swift`, short enough to print.
    var file: String
    /// The 1-based line of the expectation.
    var line: Int
    /// Whether `message` is the workbook's own sentence (a compile check's teaching) rather than
    /// Swift Testing's words and values.
    var isOwnText = false
    /// `message` and `details` in Korean, when they are the workbook's own sentences (a compile
    /// check's); Swift Testing's words have none and are shown as they are.
    var korean: Korean?

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        message: String, details: [String] = [], file: String, line: Int, isOwnText: Bool = false,
        korean: Korean? = nil
    ) {
        self.message = message
        self.details = details
        self.file = file
        self.line = line
        self.isOwnText = isOwnText
        self.korean = korean
    }

    /// The workbook's own sentences of an issue, in Korean.
    package struct Korean: Equatable, Sendable {
        var message: String
        var details: [String] = []
    }

    /// Whether the headline is a sentence of the workbook's, printed whole: only Swift Testing's
    /// values are shortened, never a sentence that teaches.
    var headlineIsOwnText: Bool {
        isOwnText || (message == Self.recordedMessage && !details.isEmpty)
    }

    /// The message Swift Testing gives `Issue.record(…)`, which has no expression to show.
    static let recordedMessage = "Issue recorded"

    /// The line to lead with and the lines under it: `Issue.record("…")` has no expression to
    /// show, so its comment is the message and the other comments follow.
    package var headline: (message: String, details: [String]) {
        headline(in: .en)
    }

    /// `headline` in `language`: the Korean own sentences when there are some.
    func headline(in language: Language) -> (message: String, details: [String]) {
        if language == .ko, let korean { return (korean.message, korean.details) }
        guard message == Self.recordedMessage, let first = details.first else {
            return (message, details)
        }
        return (first, Array(details.dropFirst()))
    }

    /// `Tests/Target/File.swift:12`: where the issue was recorded, relative to the package.
    ///
    /// Swift Testing names the file `Target/File.swift` (its file ID), whose target folder is in
    /// `Tests/`; without a file ID it gives the full path, which `catalog` makes relative.
    package func place(in catalog: Catalog) -> String {
        let path = file.hasPrefix("/") ? catalog.relativePath(file) : "Tests/\(file)"
        return "\(path):\(line)"
    }

    /// `Target/File.swift:12`: where the issue was recorded, as the test run named the file.
    package var recordedPlace: String { "\(file):\(line)" }
}
