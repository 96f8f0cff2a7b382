import Testing

@testable import WorkbookKit

/// A value Swift Testing's expansion gives twice running is shown once.
@Suite struct RepeatedValueTests {
    @Test("a negated member's value is shown once; other values are left as they are")
    func once() {
        #expect(
            RepeatedValue.once(in: #"Expectation failed: !((matched → "").isEmpty → true → true)"#)
                == #"Expectation failed: !((matched → "").isEmpty → true)"#)
        let distinct = "Expectation failed: (f(1) → 2) == (g(1) → 3)"
        #expect(RepeatedValue.once(in: distinct) == distinct)
        let chained = "Expectation failed: (a → 1) == 1 → 1x"
        #expect(RepeatedValue.once(in: chained) == chained)
    }
}
