import Foundation
import WorkbookKit
import WorkbookLanguage

/// Whether a failed test's advice agrees with the values the test saw: what `verify --mutants`
/// asks of every killed mutant, so that no mistake is told something false about its own result.
///
/// Advice that says something about the result carries its premise (`Premise`, which the stages'
/// advice writes as `premise: observed is nil` under its text when `WORKBOOK_PREMISES=1`). The
/// observed value is the left-hand side of Swift Testing's message, `(expr → value) == …`. One
/// rule needs no premise: two strings that differ only in invisible scalars must be said to.
enum AdviceEvidence {
    /// Each way `issue`'s advice contradicts its values, as a sentence; empty when it agrees.
    static func contradictions(in issue: TestIssue) -> [String] {
        let sides = Self.sides(of: issue.message)
        let statements = issue.details.flatMap { $0.split(separator: "\n") }
            .compactMap(Premise.statement(ofLine:))
        var found: [String] = []
        for statement in statements {
            if let failure = Self.failure(of: statement, sides: sides) {
                found.append("the advice says \"\(statement)\", but \(failure)")
            }
        }
        let invisible = Premise.sidesDifferInvisibly
        if let sides, invisible.holds(observed: sides.observed, expected: sides.expected),
            !statements.contains(invisible.statement)
        {
            found.append(
                "the two sides, \(sides.observed) and \(sides.expected), differ only in invisible scalars, and the advice does not say so"
            )
        }
        return found
    }

    /// Why the premise `statement` does not hold of `sides`, or `nil` when it holds.
    static func failure(of statement: String, sides: (observed: String, expected: String)?)
        -> String?
    {
        guard let sides else { return "the message shows no observed value" }
        guard let premise = Premise(statement: statement) else {
            return "the premise is not one verify knows"
        }
        guard !premise.holds(observed: sides.observed, expected: sides.expected) else { return nil }
        return premise == .sidesDifferInvisibly
            ? "the sides are \(sides.observed) and \(sides.expected)"
            : "the test saw \(sides.observed)"
    }

    /// The printed values of an expectation's two sides, `(a → 1) == (b → 2)` or `(a → 1) == 2`;
    /// `nil` when the message is not a comparison with an expanded left-hand side.
    static func sides(of message: String) -> (observed: String, expected: String)? {
        let head = "Expectation failed: "
        guard message.hasPrefix(head) else { return nil }
        let text = Array(message.dropFirst(head.count))
        guard text.first == "(", let close = closing(of: 0, in: text) else { return nil }
        guard let observed = value(in: String(text[1..<close])) else { return nil }
        var rest = String(text[(close + 1)...]).trimmingCharacters(in: .whitespaces)
        for symbol in ["==", "!=", "===", "!=="] where rest.hasPrefix(symbol + " ") {
            rest = String(rest.dropFirst(symbol.count + 1))
            let characters = Array(rest)
            if characters.first == "(", let end = closing(of: 0, in: characters),
                end == characters.count - 1, let expected = value(in: String(characters[1..<end]))
            {
                return (observed, expected)
            }
            return (observed, rest)
        }
        return nil
    }

    /// The value after the first ` → ` outside quotes: `expr → value` → `value`.
    private static func value(in group: String) -> String? {
        guard let arrow = group.range(of: " → ") else { return nil }
        return String(group[arrow.upperBound...])
    }

    /// The index of the bracket that closes the one at `open`, skipping quoted text.
    private static func closing(of open: Int, in text: [Character]) -> Int? {
        var depth = 0
        var quoted = false
        var index = open
        while index < text.count {
            let character = text[index]
            if character == "\\" && quoted {
                index += 2
                continue
            }
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
