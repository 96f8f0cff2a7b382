import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify --mutants` checks each killed mutant's advice against the values its tests saw.
@Suite struct AdviceEvidenceTests {
    func issue(_ message: String, _ details: String...) -> TestIssue {
        TestIssue(message: message, details: details, file: "T/F.swift", line: 1)
    }

    @Test("the two sides are read from Swift Testing's message, quotes and brackets kept")
    func sides() throws {
        let both = try #require(
            AdviceEvidence.sides(
                of: #"Expectation failed: (s → "a (b") == ("🕷\u{FE0F}" → "🕷️")"#))
        #expect(both.observed == #""a (b""#)
        #expect(both.expected == #""🕷️""#)
        let literal = try #require(
            AdviceEvidence.sides(
                of:
                    "Expectation failed: (aspectRatio(columns: columns, lines: lines) → nil) == (expected → 1.0)"
            ))
        #expect(literal.observed == "nil" && literal.expected == "1.0")
        #expect(AdviceEvidence.sides(of: "Expectation failed: (i → 0) == nil")?.expected == "nil")
        #expect(AdviceEvidence.sides(of: "Issue recorded") == nil)
    }

    @Test("advice that holds of the values passes; advice that does not is named, with the value")
    func premises() {
        let ratio =
            "Expectation failed: (ratio → nil) == (expected → 1.0)"
        #expect(
            AdviceEvidence.contradictions(
                in: issue(ratio, "Return a ratio.\npremise: observed is nil")
            ).isEmpty)
        // A stub returning nil told "`7 / 7` on Ints drops the fraction".
        #expect(
            AdviceEvidence.contradictions(
                in: issue(ratio, "`7 / 7` on Ints drops the fraction.\npremise: observed is 1.0")
            ) == [#"the advice says "observed is 1.0", but the test saw nil"#])
        // A label that shows the count told to write the count into it.
        let label = #"Expectation failed: (text → "Flip Count: 1") == "Flips: 1""#
        #expect(
            AdviceEvidence.contradictions(
                in: issue(label, "Write the count.\npremise: observed lacks 1")
            ) == [#"the advice says "observed lacks 1", but the test saw "Flip Count: 1""#])
        #expect(
            AdviceEvidence.contradictions(
                in: issue(label, "Use the wording.\npremise: observed contains 1")
            ).isEmpty)
        #expect(
            AdviceEvidence.contradictions(in: issue(label, "premise: observed is not nil")).isEmpty)
        // A premise verify does not know, or one under a message with no observed value, fails.
        #expect(
            AdviceEvidence.contradictions(in: issue(label, "  premise: observed looks fine"))
                == [
                    #"the advice says "observed looks fine", but the premise is not one verify knows"#
                ])
        #expect(
            AdviceEvidence.contradictions(in: issue("Issue recorded", "premise: observed is nil"))
                == [#"the advice says "observed is nil", but the message shows no observed value"#])
    }

    @Test("strings that differ only in invisible scalars must be said to")
    func invisible() {
        let emoji = "Expectation failed: (card.content → \"🕷\") == (wanted → \"🕷\u{FE0F}\")"
        #expect(
            AdviceEvidence.contradictions(in: issue(emoji, "Return the emoji at that pair index."))
                .count == 1)
        #expect(
            AdviceEvidence.contradictions(
                in: issue(
                    emoji, "They differ invisibly.\npremise: sides differ only in invisible scalars"
                )
            ).isEmpty)
        let visible = #"Expectation failed: (card.content → "🕷") == (wanted → "👻")"#
        #expect(
            AdviceEvidence.contradictions(
                in: issue(visible, "premise: sides differ only in invisible scalars")
            ).count == 1)
        #expect(
            AdviceEvidence.contradictions(in: issue(visible, "Return the pair's emoji.")).isEmpty)
        // When sides differ invisibly is `Premise`'s rule, tested with the language's tests.
    }

    @Test("a killed mutant whose advice contradicts its result fails verify --mutants")
    func misadvisedMutantFails() {
        let mutant = Mutator.Mutant(
            mutation: "equality", index: 0, original: "a == b", replacement: "a != b")
        let told = MutationTester.Result(
            mutant: mutant, file: "Sources/S/F.swift", line: 3, fate: .killed,
            contradictions: [#"T/F.swift:1: the advice says "observed is nil", but the test saw 0"#]
        )
        let score = MutationTester.Score(
            exercise: "e", results: [told], staleEquivalents: [], seconds: 1)
        #expect(!score.holds)
        let clean = MutationTester.Score(
            exercise: "e",
            results: [
                MutationTester.Result(
                    mutant: mutant, file: "Sources/S/F.swift", line: 3, fate: .killed)
            ],
            staleEquivalents: [], seconds: 1)
        #expect(clean.holds)
    }
}
