import Foundation
import WorkbookKit

/// Proving nothing leaks: the lines only solutions hold, and a search of the release for them.
extension ReleaseWriter {
    /// The lines (trimmed, non-empty) that occur only inside solution parts of the files at `paths`.
    ///
    /// A line that also occurs outside a solution (a closing brace, a stub, plain code) reveals
    /// nothing, so only the rest must never appear in a release.
    func secretLines(in paths: [String]) throws -> Set<String> {
        let marked = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0) })
        var solution: Set<String> = []
        var elsewhere: Set<String> = []
        for path in paths {
            // Only the catalog's sources hold regions; marker-like text elsewhere (the authoring
            // guide, the tool's own tests) is plain text that the release keeps. Plain Swift
            // code hands its lines out anyway; prose and notes (Markdown, JSON) do not make a
            // solution line public by quoting it: they are searched like everything else.
            guard let file = marked[path] else {
                guard path.hasSuffix(".swift") else { continue }
                let data = try Data(contentsOf: workspace.url(path))
                elsewhere.formUnion(Self.trimmedLines(String(decoding: data, as: UTF8.self)))
                continue
            }
            for segment in file.segments {
                switch segment {
                case .text(let lines):
                    elsewhere.formUnion(lines.map(Self.trimmed))
                case .region(let region):
                    if case .reference(let lines, let stub) = region.form {
                        solution.formUnion(lines.map(Self.trimmed))
                        elsewhere.formUnion(stub.map(Self.trimmed))
                    } else {
                        elsewhere.formUnion(region.rawLines.map(Self.trimmed))
                    }
                }
            }
        }
        return solution.subtracting(elsewhere).subtracting([""])
    }

    /// Later stages' plain code that repeats a line found only in an earlier stage's solutions.
    ///
    /// Carried-forward code must be marked with the earlier exercise's id, or a release of both
    /// stages hands out the answer; this finds copies that were not marked.
    func unmarkedCarriedForward(in paths: [String], stages released: [String]) throws
        -> [String]
    {
        let marked = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0) })
        var warnings: [String] = []
        for (index, stage) in released.enumerated() {
            let secrets = try secretLines(in: paths.filter { $0.hasPrefix("Sources/\(stage)/") })
            guard !secrets.isEmpty else { continue }
            for later in released.dropFirst(index + 1) {
                for path in paths where path.hasPrefix("Sources/\(later)/") {
                    for (number, line) in try plainLines(of: path, marked: marked)
                    where secrets.contains(Self.trimmed(line)) && Self.namesSomething(line) {
                        warnings.append(
                            "\(path):\(number): repeats a line of a \(stage) solution outside any "
                                + "exercise region (\(Self.trimmed(line))); if it is carried-forward "
                                + "code, mark it as the later stage's own exercise (docs/authoring-exercises.md, "
                                + "section 5).")
                    }
                }
            }
        }
        return warnings
    }

    /// Whether `line` names something of its own in code: an identifier that is not a keyword.
    ///
    /// `} else {`, `init() {` or a literal of spaces gives no answer away wherever it is repeated,
    /// so the carried-forward warning leaves such lines out and names only the ones that matter.
    static func namesSomething(_ line: String) -> Bool {
        let code = String(
            zip(line, SwiftCode.mask(line, interpolations: true)).map { $1 ? $0 : " " })
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains { word in
            word.first?.isNumber == false && !keywords.contains(String(word))
        }
    }

    /// Swift keywords that plain code and solutions share: a line made of them names nothing.
    private static let keywords: Set<String> = [
        "if", "else", "guard", "return", "for", "in", "while", "repeat", "switch", "case",
        "default", "break", "continue", "do", "try", "catch", "throw", "throws", "defer", "let",
        "var", "func", "init", "deinit", "self", "Self", "super", "true", "false", "nil", "some",
        "any", "is", "as", "where", "static", "private", "public", "mutating", "struct", "class",
        "enum", "extension", "protocol", "inout", "async", "await",
    ]

    /// The lines of the file at `path` that are outside every region, with their 1-based numbers.
    private func plainLines(of path: String, marked: [String: MarkedFile]) throws -> [(Int, String)]
    {
        guard let file = marked[path] else {
            let text = String(decoding: try Data(contentsOf: workspace.url(path)), as: UTF8.self)
            return text.components(separatedBy: "\n").enumerated().map {
                ($0.offset + 1, $0.element)
            }
        }
        var lines: [(Int, String)] = []
        var number = 1
        for segment in file.segments {
            switch segment {
            case .text(let text):
                for line in text {
                    lines.append((number, line))
                    number += 1
                }
            case .region(let region):
                number += region.rawLines.count
            }
        }
        return lines
    }

    /// `path:line: text` for every line of the files at `paths` under `folder` that is in `secrets`.
    static func leaks(of secrets: Set<String>, in folder: URL, paths: [String]) throws
        -> [String]
    {
        var found: [String] = []
        for path in paths {
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where secrets.contains(trimmed(line)) {
                found.append("\(path):\(number + 1): \(trimmed(line))")
            }
        }
        return found
    }

    static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map(trimmed)
    }
}
