import Foundation

/// A compiler error (or warning) read from build output, with the few lines of source the
/// compiler showed.
///
/// Students need the compiler's own words and place, not the hundreds of lines around them.
package struct CompilerDiagnostic: Equatable, Sendable {
    /// The file as the compiler printed it (usually absolute).
    var path: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int
    /// The compiler's message, without the `error:` prefix.
    package var message: String
    /// The source excerpt the compiler printed under the message (`12 |     let x = …`).
    package var excerpt: [String] = []

    /// What stands between a diagnostic's place and its message, in reading and in writing.
    static let errorMarker = ": error: "
    /// The same for a warning.
    static let warningMarker = ": warning: "

    /// `Sources/Stage/File.swift:12:5`: where the error is, relative to the package; a hint
    /// leaves the column out.
    func place(in catalog: Catalog, column: Bool = true) -> String {
        "\(catalog.relativePath(path)):\(line)" + (column ? ":\(self.column)" : "")
    }

    /// `Sources/Stage/File.swift:12:5: error: message`, the compiler's own wording with the path
    /// relative to the package, the message passed through `shorten` (check caps long values).
    package func located(
        in catalog: Catalog, column: Bool = true, shortening shorten: (String) -> String = { $0 }
    ) -> String {
        place(in: catalog, column: column) + Self.errorMarker + shorten(message)
    }

    /// `File.swift:12: error: message`: an error in a file compiled outside the package (a compile
    /// check's snippet), named by its file name alone; just the message when no file was named.
    var locatedByFileName: String {
        guard !path.isEmpty else { return message }
        return "\((path as NSString).lastPathComponent):\(line)" + Self.errorMarker + message
    }

    /// `File.swift:12:5: warning: message`, relative to the package, shortened by `shorten`.
    func locatedWarning(in catalog: Catalog, shortening shorten: (String) -> String = { $0 })
        -> String
    {
        place(in: catalog) + Self.warningMarker + shorten(message)
    }

    /// At most `limit` lines of the excerpt, around the diagnostic's own line and the marker
    /// under it: the compiler shows a note's lines first when the note is earlier in the file,
    /// and the first lines alone would show the note's code instead of the error's.
    func excerpt(limit: Int) -> [String] {
        guard let own = excerpt.firstIndex(where: { Self.gutterNumber(of: $0) == line }) else {
            return Array(excerpt.prefix(limit))
        }
        var end = own + 1
        while end < excerpt.count, Self.gutterNumber(of: excerpt[end]) == nil,
            excerpt[end].trimmingCharacters(in: .whitespaces) != ":"
        {
            end += 1
        }
        let start = min(own, max(0, end - limit))
        return Array(excerpt[start..<min(end, start + limit)])
    }

    /// The line number in an excerpt line's gutter (`12 | code`); nil for a marker line.
    private static func gutterNumber(of line: String) -> Int? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let bar = trimmed.firstIndex(of: "|") else { return nil }
        return Int(trimmed[..<bar].trimmingCharacters(in: .whitespaces))
    }

    /// Every distinct `path:line:col: error: message` in `output`, in order, with its excerpt.
    ///
    /// The same error is often printed twice (once while emitting the module, once while
    /// compiling), so repeats are dropped. A build that reuses a terminal's build plan colours its
    /// errors even into a pipe, so colour codes are removed first.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        diagnostics(in: output, marker: errorMarker)
    }

    /// Every distinct `path:line:col: warning: message` in `output`, as `errors(in:)` reads errors.
    static func warnings(in output: String) -> [CompilerDiagnostic] {
        diagnostics(in: output, marker: warningMarker)
    }

    /// Every distinct diagnostic of the kind `marker` names, in order, with its excerpt.
    private static func diagnostics(in output: String, marker: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var current: CompilerDiagnostic?
        func finish() {
            if let diagnostic = current,
                !found.contains(where: {
                    $0.path == diagnostic.path && $0.line == diagnostic.line
                        && $0.column == diagnostic.column && $0.message == diagnostic.message
                })
            {
                found.append(diagnostic)
            }
            current = nil
        }
        for line in output.withoutTerminalStyles.components(separatedBy: "\n") {
            if let diagnostic = parseLocated(line, marker: marker) {
                finish()
                current = diagnostic
            } else if current != nil, isExcerptLine(line) {
                current?.excerpt.append(line)
            } else {
                finish()
            }
        }
        finish()
        return found
    }

    /// `error:` lines without a place (a failed link, a missing module), for when nothing else explains a failed build.
    static func unlocatedErrors(in output: String) -> [String] {
        output.withoutTerminalStyles.components(separatedBy: "\n").filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("error:") && parseLocated(line) == nil
        }
    }

    /// Reads `path:line:col: error: message` (or the kind `marker` names); other lines give `nil`.
    static func parseLocated(_ line: String, marker: String = errorMarker) -> CompilerDiagnostic? {
        guard let marker = line.range(of: marker) else { return nil }
        let place = line[..<marker.lowerBound].split(
            separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let column = Int(place[place.count - 1]),
            let number = Int(place[place.count - 2])
        else { return nil }
        let path = place.dropLast(2).joined(separator: ":")
        guard !path.isEmpty, !path.contains(" ") || path.hasPrefix("/") else { return nil }
        return CompilerDiagnostic(
            path: path, line: number, column: column,
            message: String(line[marker.upperBound...]))
    }

    /// Whether `line` belongs to the source excerpt under a diagnostic (`  4 |  code`, `    |  ^`,
    /// and the `:` that stands for lines left out between two parts of it).
    private static func isExcerptLine(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == ":" { return true }
        guard let bar = trimmed.firstIndex(of: "|") else { return false }
        let gutter = trimmed[..<bar].trimmingCharacters(in: .whitespaces)
        return gutter.isEmpty || gutter.allSatisfy(\.isNumber)
    }
}
