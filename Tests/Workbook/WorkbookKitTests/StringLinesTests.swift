import Foundation
import Testing

@testable import WorkbookKit

@Suite struct StringLinesTests {
    @Test(
        "lines splits exactly where components(separatedBy: \"\\n\") does",
        arguments: [
            "", "a", "a\n", "\n", "\n\n", "a\nb", "a\n\nb\n", "let 한글 = \"é\"\n// 🃏\n",
            "  // BEGIN EXERCISE x\n\tcode\n",
        ])
    func lines(text: String) {
        #expect(text.lines == text.components(separatedBy: "\n"))
    }

    @Test("a Windows line end splits too, and joining the lines gives the text back")
    func windowsLineEnds() {
        let text = "// BEGIN EXERCISE x\r\ncode\r\n"
        #expect(text.lines == ["// BEGIN EXERCISE x\r", "code\r", ""])
        #expect(text.lines.joined(separator: "\n") == text)
    }

    @Test(
        "trimming removes spaces, tabs and a carriage return at both ends, nothing else",
        arguments: [
            ("", ""), ("   ", ""), ("\t \t", ""), ("x", "x"), ("  // STUB\t", "// STUB"),
            (" a  b ", "a  b"), ("\u{00A0}é ", "\u{00A0}é"), ("// STUB\r", "// STUB"),
            ("\t한글 ", "한글"),
        ])
    func trimming(text: String, trimmed: String) {
        #expect(text.trimmingBlanks == trimmed)
    }
}
