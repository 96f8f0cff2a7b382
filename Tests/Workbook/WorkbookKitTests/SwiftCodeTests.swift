import Testing

@testable import WorkbookKit

/// The one scanner of Swift text: what is code, and whether a construct is written as code.
@Suite struct SwiftCodeTests {
    @Test(
        "comments and string literals are masked, code and line breaks are kept",
        arguments: [
            ("let a = 1 // static", "let a = 1 " + String(repeating: " ", count: 9)),
            ("x /* a /* nested */ b */ y", "x                        y"),
            (#"f("static \" x") + 1"#, "f(" + String(repeating: " ", count: 13) + ") + 1"),
            ("a\n\"\"\"\nstatic\n\"\"\"\nb", "a\n   \n      \n   \nb"),
            (##"r(#"a "quoted" b"#)"##, ##"r(                )"##),
            ("#if DEBUG", "#if DEBUG"),
        ])
    func masks(text: String, code: String) {
        #expect(SwiftCode.code(text) == code)
    }

    @Test("spans name each comment and string literal with its kind and character offsets")
    func spans() {
        let spans = SwiftCode.spans(in: #"a("x") // y"#)
        #expect(
            spans == [
                SwiftCode.Span(kind: .string, range: 2..<5),
                SwiftCode.Span(kind: .comment, range: 7..<11),
            ])
    }

    @Test("an interpolation is part of its string, unless asked for")
    func interpolations() {
        let mask = SwiftCode.mask(#""a\(b)c""#, interpolations: true)
        #expect(mask == [false, false, true, true, true, true, false, false])
        #expect(!SwiftCode.mask(#""a\(b)c""#).contains(true))
    }

    @Test(
        "a construct is found as code only, as whole words, whatever the spacing",
        arguments: [
            ("static var next = 0", "static", true),
            ("// static var next = 0", "static", false),
            (#"print("static")"#, "static", false),
            ("let letters = 1", "let", true),
            ("var letters = 1", "let", false),
            ("if  let\n    card {", "if let", true),
            ("private(set) var cards", "private(set)", true),
            ("private var cards", "private(set)", false),
            ("a ?? b", "??", true),
            (#""Hello, \(name)!""#, #"\("#, true),
            ("", "static", false),
        ])
    func contains(text: String, construct: String, found: Bool) {
        #expect(SwiftCode.contains(construct, in: text) == found)
    }
}
