import WorkbookKit

/// Plausible mistakes in a region's solution, one at a time: what `verify --mutants` tries.
///
/// Each mutation is a slip a student could make (a flipped comparison, an off-by-one, a lost
/// statement). A mutant the exercise's tests do not notice points at a missing test.
enum Mutator {
    /// One mistake: which line of the solution it changes, and into what.
    struct Mutant: Equatable, Sendable {
        /// The mistake's name, as printed and as matched by `equivalentMutants`.
        var mutation: String
        /// The 0-based index of the changed line in the solution.
        var index: Int
        /// The line as the reference has it.
        var original: String
        /// The mistaken line, or `nil` when the mistake deletes the line.
        var replacement: String?

        /// The solution with this one mistake in it.
        func apply(to solution: [String]) -> [String] {
            var lines = solution
            if let replacement {
                lines[index] = replacement
            } else {
                lines.remove(at: index)
            }
            return lines
        }
    }

    /// Token swaps: each pair is tried both ways. Operators need spaces around them, as the
    /// formatter writes binary operators, so `->`, generics `<T>` and `..<` are never taken for them.
    static let swaps: [(mutation: String, from: String, to: String)] = [
        ("equality", " == ", " != "), ("equality", " != ", " == "),
        ("boundary", " < ", " <= "), ("boundary", " <= ", " < "),
        ("boundary", " > ", " >= "), ("boundary", " >= ", " > "),
        ("logic", " && ", " || "), ("logic", " || ", " && "),
        ("boolean", "true", "false"), ("boolean", "false", "true"),
        ("off by one", " + 1", ""), ("off by one", " - 1", ""),
        ("range", "..<", "..."), ("range", "...", "..<"),
        ("min max", "min(", "max("), ("min max", "max(", "min("),
    ]

    /// Every single mistake in `solution`, line by line, in a fixed order.
    static func mutants(of solution: [String]) -> [Mutant] {
        var mutants: [Mutant] = []
        for (index, line) in solution.enumerated() {
            let code = SwiftCode.mask(line)
            for swap in swaps {
                for range in occurrences(of: swap.from, in: line, code: code) {
                    var changed = line
                    changed.replaceSubrange(range, with: swap.to)
                    mutants.append(
                        Mutant(
                            mutation: swap.mutation, index: index, original: line,
                            replacement: changed))
                }
            }
            for position in logicalNots(in: line, code: code) {
                var changed = line
                changed.remove(at: position)
                mutants.append(
                    Mutant(mutation: "negation", index: index, original: line, replacement: changed)
                )
            }
            if isDeletableStatement(line) {
                mutants.append(
                    Mutant(
                        mutation: "delete statement", index: index, original: line,
                        replacement: nil))
            }
        }
        mutants += swappedCaseBodies(in: solution)
        return mutants
    }

    /// A `switch` answered with the wrong case's code: each one-line `case …: body` given the body
    /// of another one-line case. A body that needs the other case's bindings will not compile,
    /// which the report counts as the compiler's kill.
    static func swappedCaseBodies(in solution: [String]) -> [Mutant] {
        let cases = solution.enumerated().compactMap { index, line in
            caseParts(of: line).map { (index: index, head: $0.head, body: $0.body) }
        }
        var mutants: [Mutant] = []
        for target in cases {
            for source in cases where source.body != target.body {
                mutants.append(
                    Mutant(
                        mutation: "case body", index: target.index,
                        original: solution[target.index],
                        replacement: target.head + source.body))
            }
        }
        return mutants
    }

    /// `case .some(let data): return data` split after its colon and space, or `nil` when the line
    /// is not a one-line case.
    private static func caseParts(of line: String) -> (head: String, body: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:"),
            let colon = line.range(of: ": ", options: .backwards)
        else { return nil }
        let body = String(line[colon.upperBound...])
        guard !body.trimmingCharacters(in: .whitespaces).isEmpty, !body.hasPrefix("//") else {
            return nil
        }
        return (String(line[..<colon.upperBound]), body)
    }

    // MARK: - Finding places

    /// The ranges where `token` occurs as code; a word token (`true`, `min(`) must start a word.
    private static func occurrences(of token: String, in line: String, code: [Bool])
        -> [Range<String.Index>]
    {
        var found: [Range<String.Index>] = []
        var start = line.startIndex
        let wordLike = token.first.map { $0.isLetter } ?? false
        while let range = line.range(of: token, range: start..<line.endIndex) {
            start = line.index(after: range.lowerBound)
            let offset = line.distance(from: line.startIndex, to: range.lowerBound)
            let length = token.count
            guard (offset..<offset + length).allSatisfy({ code[$0] }) else { continue }
            if wordLike {
                if range.lowerBound > line.startIndex {
                    let before = line[line.index(before: range.lowerBound)]
                    if before.isLetter || before.isNumber || before == "_" || before == "." {
                        continue
                    }
                }
                if token.last?.isLetter == true, range.upperBound < line.endIndex {
                    let after = line[range.upperBound]
                    if after.isLetter || after.isNumber || after == "_" { continue }
                }
            }
            if token == " + 1" || token == " - 1", range.upperBound < line.endIndex {
                let after = line[range.upperBound]
                if after.isNumber || after == "." || after == "_" { continue }
            }
            found.append(range)
        }
        return found
    }

    /// Positions of a prefix `!` (logical not): not `!=`, not a force unwrap after a name.
    private static func logicalNots(in line: String, code: [Bool]) -> [String.Index] {
        var found: [String.Index] = []
        let characters = Array(line)
        for (offset, character) in characters.enumerated()
        where character == "!" && code[offset] {
            guard offset + 1 < characters.count else { continue }
            let next = characters[offset + 1]
            guard next.isLetter || next == "(" || next == "$" || next == "_" || next == "." else {
                continue
            }
            if offset > 0 {
                let before = characters[offset - 1]
                guard before == " " || before == "(" || before == "[" || before == "," else {
                    continue
                }
            }
            found.append(line.index(line.startIndex, offsetBy: offset))
        }
        return found
    }

    /// Whether deleting `line` leaves syntactically plausible code: a one-line statement, not a
    /// declaration's head, a brace, a block's opening or closing, a `case` or a comment.
    static func isDeletableStatement(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("}")
            || trimmed.hasPrefix("{") || trimmed.hasSuffix("{") || trimmed.hasSuffix("(")
            || trimmed.hasSuffix("[") || trimmed.hasSuffix(",") || trimmed.hasPrefix(")")
            || trimmed.hasPrefix("]") || trimmed.hasPrefix(".") || trimmed.hasSuffix("in")
            || trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:")
            || trimmed.hasPrefix("else") || trimmed.hasPrefix("@") || trimmed.hasPrefix("#")
        {
            return false
        }
        // Unbalanced brackets mean the line is part of a longer expression.
        var depth = 0
        for character in trimmed {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
        }
        return depth == 0
    }
}
