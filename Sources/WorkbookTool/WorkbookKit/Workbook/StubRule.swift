import Foundation
import WorkbookLanguage

/// The rule a stub states, in the student's language.
///
/// A stub says what to write in comments: its own `///` and `//` comments, and the `///` comment
/// of the declaration it sits in. They are English, in the lecture's code; an exercise's
/// `translations.ko.rules` gives each one's Korean, keyed by the English text itself, so the two
/// are written once, side by side, and a changed English rule no longer finds its old Korean
/// (`StubRuleTests` then asks for a new one). `start` in Korean writes the Korean: a stub's own
/// comment in place of the English, and the declaration's rule, when the stub has no `///` of
/// its own, as a `// 규칙:` comment at the top of the stub.
package enum StubRule {
    /// How wide a written Korean comment line may be, in terminal columns.
    static let width = 100

    /// The English rules of a region: the `///` comment of the declaration right above the region
    /// (no blank line between) when its stub declares none, then each comment of the stub.
    static func englishRules(stub: [String], above: [String]) -> [String] {
        let docs = docComments(in: stub)
        let declaration = docs.isEmpty ? docCommentAbove(in: above).map { [$0] } ?? [] : []
        return declaration + docs.map(\.rule) + lineComments(in: stub).map(\.rule)
            + stub.compactMap(trailingComment).map(\.text)
    }

    /// The stub `start` writes: in English the author's stub, in another language the stub with
    /// each rule that has a translation in `rules` said in it; the declaration's rule is indented
    /// as the region's markers are (`indentation`).
    package static func stub(
        _ stub: [String], above: [String], indentation: String, rules: [String: String],
        language: Language
    ) -> [String] {
        guard language != .en, !rules.isEmpty else { return stub }
        var lines = stub.map { line in
            guard let comment = trailingComment(in: line), let translated = rules[comment.text]
            else { return line }
            return comment.code + "// " + translated
        }
        let docs = docComments(in: stub)
        let comments =
            docs.map { ($0, "/// ") } + lineComments(in: stub).map { ($0, "// ") }
        for (comment, slashes) in comments.sorted(by: {
            $0.0.lines.lowerBound > $1.0.lines.lowerBound
        }) {
            guard let translated = rules[comment.rule] else { continue }
            let indentation = String(lines[comment.lines.lowerBound].prefix { $0 == " " })
            lines.replaceSubrange(
                comment.lines, with: wrap(translated, prefix: indentation + slashes))
        }
        guard docs.isEmpty, let rule = docCommentAbove(in: above), let translated = rules[rule]
        else { return lines }
        return wrap(ruleLabel + translated, prefix: indentation + "// ") + lines
    }

    /// What introduces the declaration's rule at the top of a Korean stub.
    static let ruleLabel = "규칙: "

    // MARK: - Reading doc comments

    /// A `///` comment's first paragraph, its lines joined by single spaces, and the lines it spans.
    struct DocComment: Equatable {
        var rule: String
        var lines: Range<Int>
    }

    /// The `///` comments of `lines`: each run of `///` lines, up to a blank `///` line or a
    /// `- Parameter:`-style field, which are details rather than the rule.
    static func docComments(in lines: [String]) -> [DocComment] {
        var comments: [DocComment] = []
        var index = 0
        while index < lines.count {
            guard let first = docText(lines[index]), !first.isEmpty else {
                index += 1
                continue
            }
            var end = index
            var words: [String] = []
            while end < lines.count, let text = docText(lines[end]), !text.isEmpty,
                !text.hasPrefix("- ")
            {
                words.append(text)
                end += 1
            }
            comments.append(DocComment(rule: words.joined(separator: " "), lines: index..<end))
            while end < lines.count, docText(lines[end]) != nil { end += 1 }
            index = end
        }
        return comments
    }

    /// The `//` comments of `lines` that stand on lines of their own: each run of them, joined.
    static func lineComments(in lines: [String]) -> [DocComment] {
        var comments: [DocComment] = []
        var index = 0
        while index < lines.count {
            guard lineCommentText(lines[index]) != nil else {
                index += 1
                continue
            }
            var end = index
            var words: [String] = []
            while end < lines.count, let text = lineCommentText(lines[end]) {
                words.append(text)
                end += 1
            }
            comments.append(DocComment(rule: words.joined(separator: " "), lines: index..<end))
            index = end
        }
        return comments
    }

    /// The text of a `//` line that is no `///` line, without its slashes; `nil` for other lines.
    private static func lineCommentText(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("//"), !trimmed.hasPrefix("///") else { return nil }
        let text = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// A comment after code on the same line, as swift-format writes it (two spaces, `//`): the
    /// code with those spaces, and the comment's text.
    static func trailingComment(in line: String) -> (code: String, text: String)? {
        guard lineCommentText(line) == nil, docText(line) == nil,
            let mark = line.range(of: "  // ")
        else { return nil }
        return (String(line[..<mark.lowerBound]) + "  ", String(line[mark.upperBound...]))
    }

    /// The rule of the `///` comment nearest above the region, when only code (no blank line)
    /// stands between it and the region: the declaration the region belongs to.
    static func docCommentAbove(in above: [String]) -> String? {
        var index = above.count - 1
        while index >= 0, docText(above[index]) == nil {
            if above[index].allSatisfy(\.isWhitespace) { return nil }
            index -= 1
        }
        guard index >= 0 else { return nil }
        var start = index
        while start > 0, docText(above[start - 1]) != nil { start -= 1 }
        return docComments(in: Array(above[start...index])).first?.rule
    }

    /// The text of a `///` line without its slashes and the space after them; `nil` for other lines.
    private static func docText(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("///") else { return nil }
        return trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
    }

    /// `text` as comment lines that start with `prefix` and fit in `width` columns, broken between words.
    static func wrap(_ text: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            let candidate = line == prefix ? line + word : line + " " + word
            if TerminalColumns.of(candidate) > width, line != prefix {
                lines.append(line)
                line = prefix + word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }
}

extension Catalog {
    /// The English rules the stubs of exercise `id` state, region by region, read from the
    /// regions still in their reference form.
    func englishStubRules(of id: String) -> [String] {
        places(of: id).flatMap { place -> [String] in
            guard case .reference(_, let stub) = place.region.form,
                let file = files.first(where: { $0.path == place.file })
            else { return [] }
            let lines = file.text.components(separatedBy: "\n")
            return StubRule.englishRules(
                stub: stub, above: Array(lines[..<(place.region.firstLine - 1)]))
        }
    }
}
