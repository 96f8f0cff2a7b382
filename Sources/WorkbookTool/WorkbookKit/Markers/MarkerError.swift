import WorkbookLanguage

/// A malformed marker, with the place to fix it.
struct MarkerError: Error, Equatable, CustomStringConvertible, Sendable {
    var path: String
    var line: Int
    /// What is wrong, in every language: a student who edits a file can meet it too.
    var message: Localized

    var description: String { text.en }

    /// `path:line: message`, in every language.
    var text: Localized { .verbatim("\(path):\(line): ") + message }
}
