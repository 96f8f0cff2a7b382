import Testing

@testable import WorkbookLanguage

/// One rule for what a reader cannot see, for the stages' advice and for `verify --mutants`.
@Suite struct InvisibleDifferenceTests {
    @Test(
        "variation selectors, zero-width scalars and whitespace draw nothing; a letter or an emoji does",
        arguments: [
            ("\u{FE0F}", true), ("\u{E0100}", true), ("\u{200B}", true), ("\u{200D}", true),
            ("\u{2060}", true), ("\u{FEFF}", true), ("\u{00AD}", true), (" ", true), ("\t", true),
            ("a", false), ("🕷", false), ("가", false), (".", false),
        ] as [(Unicode.Scalar, Bool)])
    func scalar(_ scalar: Unicode.Scalar, isInvisible: Bool) {
        #expect(InvisibleDifference.isInvisible(scalar) == isInvisible)
    }

    @Test("a selector, a zero-width scalar or a line's trailing whitespace is all that differs")
    func invisibleDifferences() {
        #expect(InvisibleDifference.scalars(between: "🕷", and: "🕷\u{FE0F}") == ["U+FE0F"])
        #expect(InvisibleDifference.scalars(between: "a\u{200B}b", and: "ab") == ["U+200B"])
        #expect(InvisibleDifference.scalars(between: "Flips: 1 ", and: "Flips: 1") == ["U+0020"])
        #expect(InvisibleDifference.scalars(between: "A\n\n", and: "A") == ["U+000A"])
        #expect(InvisibleDifference.differOnlyInvisibly("ab \ncd", "ab\ncd\u{FE0F}"))
    }

    @Test("spaces inside a line move what follows, so a grid drawn as text differs visibly")
    func spacesInsideALineAreSeen() {
        #expect(InvisibleDifference.seen("A B \n    \nC D ") == ["A B", "", "C D"])
        #expect(!InvisibleDifference.differOnlyInvisibly("ABC \n    \nD   ", "A B \n    \nC D "))
        #expect(InvisibleDifference.scalars(between: "a b", and: "ab") == nil)
    }

    @Test("equal strings, and strings that differ visibly, have no invisible difference")
    func noInvisibleDifference() {
        #expect(InvisibleDifference.scalars(between: "🕷\u{FE0F}", and: "🕷\u{FE0F}") == nil)
        #expect(InvisibleDifference.scalars(between: "🕷", and: "👻") == nil)
        #expect(!InvisibleDifference.differOnlyInvisibly("", ""))
    }

    @Test("a scalar is named as Unicode writes it, and a text by its scalars")
    func names() {
        #expect(InvisibleDifference.number(of: "\u{FE0F}") == "U+FE0F")
        #expect(InvisibleDifference.number(of: " ") == "U+0020")
        #expect(InvisibleDifference.number(of: "\u{E0100}") == "U+E0100")
        #expect(InvisibleDifference.describe("🕷\u{FE0F}") == "`🕷 U+FE0F`")
    }

    @Test("the side that holds the scalars the other lacks is told apart")
    func holder() {
        #expect(InvisibleDifference.holder(observed: "🕷", expected: "🕷\u{FE0F}") == .expected)
        #expect(InvisibleDifference.holder(observed: "🕷\u{FE0F}", expected: "🕷") == .observed)
        #expect(
            InvisibleDifference.holder(observed: "a\u{200B}🕷", expected: "a🕷\u{FE0F}") == .both)
        #expect(
            InvisibleDifference.holder(observed: "🕷\u{FE0F}\u{FE0F}", expected: "🕷\u{FE0F}")
                == .observed)
        #expect(InvisibleDifference.holder(observed: "🕷", expected: "🕷") == nil)
    }
}
