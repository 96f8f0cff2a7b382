import WorkbookLanguage

/// The ladder at every check: `check` says what is wrong, and the hints, asked for one by one,
/// say how. Advice that names what a hint names (a construct the exercise `teaches`, or the
/// hint's own code or words) waits until the student has seen that hint; before, the check shows
/// the evidence (the test that failed, the values it saw) and which hint holds the rest.
package struct AdviceLadder {
    /// The exercise whose tests gave the advice.
    package var exercise: Exercise
    /// The exercise's hints in the language the advice is in, for their words; their code is
    /// read from the English hints, which every exercise has.
    package var hints: [String]

    package init(exercise: Exercise, language: Language) {
        self.exercise = exercise
        self.hints = exercise.hints(in: language)
    }

    /// The hint (1-based) that `advice` waits for: the last of the hints whose content it names;
    /// 0 when it names none, so it shows from the first check on.
    package func hint(namedBy advice: String) -> Int {
        var needed = 0
        for span in Self.codeSpans(in: advice) {
            needed = max(needed, hint(namingSpan: span))
        }
        for (index, hint) in hints.enumerated() where Self.sharesPhrase(advice, hint) {
            needed = max(needed, index + 1)
        }
        return needed
    }

    /// The first hint that names the code `span`: a construct of `teaches` it holds (the last hint
    /// when no hint names the construct: the hints never give it away sooner), or a hint's code.
    private func hint(namingSpan span: String) -> Int {
        var needed = 0
        let code = exercise.hints
        for construct in exercise.teaches where span.contains(construct) {
            let first = code.firstIndex { $0.contains(construct) }
            needed = max(needed, first.map { $0 + 1 } ?? code.count)
        }
        if needed > 0 { return needed }
        // The first hint whose code shows the span; else the last whose code the span shows.
        let spans = code.map(Self.codeSpans(in:))
        if let shown = spans.firstIndex(where: { $0.contains { Self.isPart(span, of: $0) } }) {
            return shown + 1
        }
        if let held = spans.lastIndex(where: { $0.contains { Self.isPart($0, of: span) } }) {
            return held + 1
        }
        return 0
    }

    /// Whether the code `span` is a part of the code `code`: the same code, a piece of it, or a
    /// member it uses (`indices` in `game.cards.indices`). A bare name the code merely mentions
    /// (`cards`) is no part: the exercise's own names are given, not taught.
    static func isPart(_ span: String, of code: String) -> Bool {
        if isCode(span) { return span.count >= 4 && code.contains(span) }
        return span.count >= 5 && (code.contains("." + span) || code.contains(span + "("))
    }

    /// Code rather than a bare name: it holds punctuation or a space.
    private static func isCode(_ text: String) -> Bool {
        text.contains { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Whether `advice` repeats six words in a row of `hint`, word for word.
    static func sharesPhrase(_ advice: String, _ hint: String) -> Bool {
        let length = 6
        let hintWords = words(of: hint)
        guard hintWords.count >= length else { return false }
        let phrases = Set(
            (0...(hintWords.count - length)).map {
                hintWords[$0..<($0 + length)].joined(separator: " ")
            })
        let adviceWords = words(of: advice)
        guard adviceWords.count >= length else { return false }
        return (0...(adviceWords.count - length)).contains {
            phrases.contains(adviceWords[$0..<($0 + length)].joined(separator: " "))
        }
    }

    private static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The `code spans` of a text.
    static func codeSpans(in text: String) -> [String] {
        let parts = text.components(separatedBy: "`")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }.filter { !$0.isEmpty }
    }
}

extension AdviceLadder {
    /// The ladder proved on a real failure, for `verify`: each line `check` prints of `report`
    /// before the student has seen any hint that names what one of `exercise`'s hints names.
    package static func leaks(in report: CheckReport, of exercise: Exercise, catalog: Catalog)
        -> [String]
    {
        var formatter = CheckFormatter(
            console: Console(output: { _ in }, error: { _ in }), catalog: catalog)
        formatter.hintsSeen = [:]
        return leaks(in: formatter.lines(for: report), of: exercise)
    }

    /// The lines of `printed` that name what one of `exercise`'s hints names. The evidence is
    /// left out (a failed expectation quotes the test's own code, a test line its name): it says
    /// what the test saw, not how to write the code.
    static func leaks(in printed: [String], of exercise: Exercise) -> [String] {
        let ladder = AdviceLadder(exercise: exercise, language: .en)
        return printed.compactMap { line in
            guard !line.contains("Expectation failed"), !line.contains("Test \"") else {
                return nil
            }
            let hint = ladder.hint(namedBy: line)
            guard hint > 0 else { return nil }
            let text = line.trimmingCharacters(in: .whitespaces)
            return "shown before any hint, its advice names what hint \(hint) names: \(text)"
        }
    }
}
