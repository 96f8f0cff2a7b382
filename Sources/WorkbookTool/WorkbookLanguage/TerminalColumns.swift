/// How many columns text takes on a terminal: two for an East Asian wide character (Hangul, CJK)
/// or an emoji drawn as a picture, one for anything else.
///
/// The one rule for the tool's tables and help and the game's screen, so that Korean words and
/// cards line up in both. For emoji it is `TextCanvas`'s in `Lecture4EnumsOptionals`, so the play
/// screen and the lecture's grid agree on where every card is.
public enum TerminalColumns {
    /// The columns `character` takes.
    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.contains(where: isWide) ? 2 : 1
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest start of `text` that fits in `width` columns.
    public static func prefix(of text: String, fitting width: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            used += of(character)
            guard used <= width else { break }
            result.append(character)
        }
        return result
    }

    /// Whether `scalar` makes its character two columns wide: an emoji with its picture
    /// presentation (or asked for it with U+FE0F), or an East Asian wide letter.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}" { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return true
        default:
            return false
        }
    }
}
