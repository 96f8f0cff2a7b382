import Testing

@testable import WorkbookKit

@Suite struct StringBracketsTests {
    @Test(
        "the closing bracket is found past nested brackets and brackets in strings and comments",
        arguments: [
            ("f(a(b), c)", "f(a(b), c)"),
            (#"f("(", "\")") + 1"#, #"f("(", "\")")"#),
            ("{ if x { y } } z", "{ if x { y } }"),
            ("[a, [b]] c", "[a, [b]]"),
            ("f(a // )\n) + 1", "f(a // )\n)"),
            ("{ /* } */ x } y", "{ /* } */ x }"),
        ])
    func closing(text: String, call: String) throws {
        let open = try #require(text.firstIndex { "({[".contains($0) })
        let close = try #require(text.closingBracket(matching: open))
        #expect(String(text[text.startIndex...close]) == call)
    }

    @Test("an unclosed bracket has no closing one")
    func unclosed() {
        let text = #"f(a, ")""#
        #expect(text.closingBracket(matching: text.firstIndex(of: "(")!) == nil)
    }
}
