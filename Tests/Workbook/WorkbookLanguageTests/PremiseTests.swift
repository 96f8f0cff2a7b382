import Testing

@testable import WorkbookLanguage

/// One vocabulary of premises, written by the stages' advice and read back by `verify --mutants`.
@Suite struct PremiseTests {
    static let all: [Premise] = [
        .observedIsNil, .observedIsNotNil, .observed(is: "1.0"), .observed(contains: "Flips"),
        .observed(lacks: "1"), .sidesDifferInvisibly,
    ]

    @Test("every premise's line reads back as the same premise")
    func roundTrip() throws {
        for premise in Self.all {
            let statement = try #require(Premise.statement(ofLine: "  " + premise.line + " "))
            #expect(Premise(statement: statement) == premise, "\(premise.line)")
        }
        #expect(Premise.observedIsNil.line == "premise: observed is nil")
        #expect(Premise.observed(is: "\"Flips: 1\"").line == #"premise: observed is "Flips: 1""#)
    }

    @Test("a line that is no premise is none, and a statement verify does not know is kept")
    func unknown() {
        #expect(Premise.statement(ofLine: "Turn the card face up.") == nil)
        #expect(Premise.statement(ofLine: "premise: observed is odd") == "observed is odd")
        #expect(Premise(statement: "observed is odd") == .observed(is: "odd"))
        #expect(Premise(statement: "observed looks fine") == nil)
    }

    @Test("a premise holds of the printed sides it names, and not of others")
    func holds() {
        #expect(Premise.observedIsNil.holds(observed: "nil", expected: "1.0"))
        #expect(!Premise.observedIsNil.holds(observed: "0", expected: "1.0"))
        #expect(Premise.observedIsNotNil.holds(observed: "0", expected: "nil"))
        #expect(Premise.observed(is: "1.0").holds(observed: "1.0", expected: "1.5"))
        #expect(!Premise.observed(is: "1.0").holds(observed: "nil", expected: "1.5"))
        let label = #""Flip Count: 1""#
        #expect(Premise.observed(contains: "1").holds(observed: label, expected: #""Flips: 1""#))
        #expect(!Premise.observed(lacks: "1").holds(observed: label, expected: #""Flips: 1""#))
    }

    @Test("sides differ invisibly only as printed strings, by the one rule of what is seen")
    func sidesDifferInvisibly() {
        let premise = Premise.sidesDifferInvisibly
        #expect(premise.holds(observed: "\"🕷\"", expected: "\"🕷\u{FE0F}\""))
        #expect(premise.holds(observed: "\"Flips: 1 \"", expected: "\"Flips: 1\""))
        #expect(!premise.holds(observed: "Flips: 1 ", expected: "Flips: 1"))
        #expect(!premise.holds(observed: "\"🕷\"", expected: "\"👻\""))
        #expect(!premise.holds(observed: "\"ABC \n    \nD   \"", expected: "\"A B \n    \nC D \""))
    }
}
