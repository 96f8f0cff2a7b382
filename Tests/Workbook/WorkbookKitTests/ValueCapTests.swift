import Testing

@testable import WorkbookKit

/// Long values in failure messages are cut to a few elements, and nothing else is changed.
@Suite struct ValueCapTests {
    @Test(
        "a value is cut or kept as it should be",
        arguments: [
            ("(a → [1, 2, 3]) == (b → [])", "(a → [1, 2, 3]) == (b → [])"),
            ("[1, 2, 3, 4, 5, 6, 7]", "[1, 2, 3, 4, 5, … 2 more]"),
            ("[[1, 2, 3, 4, 5, 6], [7]]", "[[1, 2, 3, 4, 5, … 1 more], [7]]"),
            (#"["a, b", "[c]", "d"]"#, #"["a, b", "[c]", "d"]"#),
            ("f(x, y, z, w, v, u) and [1, 2", "f(x, y, z, w, v, u) and [1, 2"),
            ("[a: 1, b: 2, c: 3, d: 4, e: 5, f: 6]", "[a: 1, b: 2, c: 3, d: 4, e: 5, … 1 more]"),
        ])
    func capped(_ text: String, _ expected: String) {
        #expect(ValueCap.capped(text) == expected)
    }

    @Test("a line still too long after its lists are cut ends with how much was left out")
    func longLine() {
        let text = String(repeating: "x", count: ValueCap.characters + 20)
        let capped = ValueCap.capped(text)

        #expect(capped.hasPrefix(String(repeating: "x", count: ValueCap.characters)))
        #expect(capped.hasSuffix("… (20 more characters)"))
    }
}
