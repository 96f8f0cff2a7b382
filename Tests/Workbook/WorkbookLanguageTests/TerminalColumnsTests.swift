import Testing

@testable import WorkbookLanguage

/// One rule for how wide text is on a terminal, for the tool's tables and the game's screen.
@Suite struct TerminalColumnsTests {
    @Test(
        "a Hangul syllable, a CJK letter and a picture emoji take two columns; a letter, a digit and a text symbol one",
        arguments: [
            ("가", 2), ("한", 2), ("漢", 2), ("🍎", 2), ("👻", 2), ("❤️", 2), ("a", 1), ("7", 1),
            ("é", 1), ("▓", 1), ("#", 1),
        ] as [(Character, Int)])
    func character(_ character: Character, columns: Int) {
        #expect(TerminalColumns.of(character) == columns)
    }

    @Test("a line of Korean, emoji and ASCII adds up, and a prefix never splits a wide character")
    func line() {
        #expect(TerminalColumns.of("완료 done") == 9)
        #expect(TerminalColumns.of("[🎃] [🦇]") == 9)
        #expect(TerminalColumns.prefix(of: "짝 맞추기", fitting: 3) == "짝 ")
        #expect(TerminalColumns.prefix(of: "🍎🍎", fitting: 3) == "🍎")
    }
}
