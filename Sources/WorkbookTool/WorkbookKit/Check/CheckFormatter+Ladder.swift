import WorkbookLanguage

/// The ladder in the lines of a failed test (see `AdviceLadder`).
extension CheckFormatter {
    /// `headline` as the ladder lets the student read it: advice naming a hint not seen yet gives
    /// way to the hint that holds it, and the evidence (the values, the test's name) stays.
    func climbing(
        _ headline: (message: String, details: [String]), of issue: TestIssue, _ exercise: Exercise?
    ) -> (message: String, details: [String]) {
        guard let exercise, let hintsSeen else { return headline }
        let seen = hintsSeen[exercise.id, default: 0]
        let own = issue.headlineIsOwnText
        let advice = (own ? [headline.message] : []) + headline.details
        let ladder = AdviceLadder(exercise: exercise, language: console.language)
        let needed = advice.map(ladder.hint(namedBy:)).max() ?? 0
        guard needed > seen else { return headline }
        let withheld = say(Messages.adviceInHint(needed, seen: seen, id: exercise.id))
        return own ? (withheld, []) : (headline.message, [withheld])
    }
}
