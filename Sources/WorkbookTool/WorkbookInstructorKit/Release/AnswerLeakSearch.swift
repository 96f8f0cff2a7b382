import Foundation
import WorkbookKit

/// The answer-in-the-release rule: no released file (sources, tests, notes and guides alike) may
/// hold two consecutive lines of one solution, nor one long solution line found nowhere outside
/// the regions.
///
/// Single short lines (`return nil`, `count += 1`) are everyday Swift and may appear anywhere;
/// two in a row, or one long distinctive line, give the answer away. Notes that must show the
/// lecture's line use other names, or keep it for the hints, which a student asks for.
struct AnswerLeakSearch {
    /// A solution line at least this long is distinctive enough to count alone.
    static let longLine = 40

    /// Consecutive significant solution lines, as pairs of trimmed lines.
    private(set) var pairs: Set<[String]> = []
    /// Long significant solution lines that occur nowhere outside the regions.
    private(set) var longLines: Set<String> = []

    /// Learns the solutions of `files` (reference form); code outside the regions and the stubs
    /// is kept in a release, so what it shares with a solution is no leak. `givenCode` is the text
    /// of source files with no region, such as a later lecture's copy of an earlier one's code,
    /// which the lecture itself hands out (`release` warns about those lines).
    init(files: [MarkedFile], givenCode: [String] = []) {
        var outside: Set<String> = []
        var outsidePairs: Set<[String]> = []
        var solutionPairs: Set<[String]> = []
        var solutionLines: Set<String> = []
        for file in files {
            var plain: [String] = []
            for segment in file.segments {
                switch segment {
                case .text(let lines):
                    plain += lines
                case .region(let region):
                    guard case .reference(let solution, let stub) = region.form else { continue }
                    let significant = Self.significant(solution)
                    solutionLines.formUnion(significant)
                    solutionPairs.formUnion(Self.pairs(of: significant))
                    outside.formUnion(Self.significant(stub))
                    outsidePairs.formUnion(Self.pairs(of: Self.significant(stub)))
                    plain.append("")  // a region breaks the plain text's pairs
                }
            }
            outside.formUnion(Self.significant(plain))
            outsidePairs.formUnion(Self.pairs(of: Self.significant(plain)))
        }
        for text in givenCode {
            let plain = Self.significant(text.components(separatedBy: "\n"))
            outside.formUnion(plain)
            outsidePairs.formUnion(Self.pairs(of: plain))
        }
        pairs = solutionPairs.subtracting(outsidePairs)
        longLines = solutionLines.filter { $0.count >= Self.longLine }.subtracting(outside)
    }

    /// `path:line: text` for every leak in `text`.
    func leaks(in text: String, path: String) -> [String] {
        var found: [String] = []
        var previous: (number: Int, line: String)?
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            guard let line = Self.significant(raw) else { continue }
            if longLines.contains(line) {
                found.append("\(path):\(offset + 1): \(line)")
            } else if let previous, pairs.contains([previous.line, line]) {
                found.append("\(path):\(previous.number)-\(offset + 1): \(previous.line) / \(line)")
            }
            previous = (offset + 1, line)
        }
        return found
    }

    /// `path: text` for every long solution line that prose quotes, such as a Markdown page's
    /// inline code broken across two lines: spaces and line breaks are compared as one space.
    func leaks(inProse text: String, path: String) -> [String] {
        let prose = Self.collapsed(text)
        return longLines.map(Self.collapsed).filter { prose.contains($0) }.sorted().map {
            "\(path): \($0)"
        }
    }

    /// `text` with every run of spaces, tabs and line breaks (and a quote's `>`) as one space.
    static func collapsed(_ text: String) -> String {
        text.replacingOccurrences(of: "\n>", with: "\n")
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .joined(separator: " ")
    }

    /// The trimmed line, or `nil` for a blank line, a lone brace or bracket, or a comment.
    static func significant(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.allSatisfy({ "{}()[],;".contains($0) }) { return nil }
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") {
            return nil
        }
        return trimmed
    }

    private static func significant(_ lines: [String]) -> [String] {
        lines.compactMap(significant)
    }

    private static func pairs(of lines: [String]) -> [[String]] {
        zip(lines, lines.dropFirst()).map { [$0, $1] }
    }
}
