import Testing

/// The line diff that whole-text tests print on a mismatch: it must show what changed, and only
/// around it.
@Suite struct TextDifferenceTests {
    @Test("a changed line shows as the expected one taken out and the actual one put in")
    func changedLine() {
        let difference = TextDifference(expected: "a\nb\nc", actual: "a\nx\nc")
        #expect(difference.description == "  a\n- b\n+ x\n  c")
    }

    @Test("lines far from every change are left out, with … where they were")
    func context() {
        let expected = (1...10).map(String.init).joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "9", with: "nine")
        #expect(
            TextDifference(expected: expected, actual: actual).description
                == "…\n  7\n  8\n- 9\n+ nine\n  10")
    }

    @Test("a missing last newline is a difference of its own")
    func lastNewline() {
        #expect(TextDifference(expected: "a\n", actual: "a").description == "  a\n- ")
    }

    @Test("expectText records an issue when the texts differ, and none when they are equal")
    func recordsIssue() {
        withKnownIssue {
            expectText("one\ntwo", equals: "one\n2")
        }
        expectText("same", equals: "same")
    }
}
