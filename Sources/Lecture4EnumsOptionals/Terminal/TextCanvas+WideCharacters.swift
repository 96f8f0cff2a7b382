// Terminal machinery for `swift run play`, not part of the lecture: how a terminal draws emoji.

extension TextCanvas {
    /// How many columns `character` takes: two for emoji, which terminals draw double width.
    static func columnCount(of character: Character) -> Int {
        let isEmoji = character.unicodeScalars.contains { scalar in
            scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}"
        }
        return isEmoji ? 2 : 1
    }

    /// Writes one character, blanking any wide character it cuts in half.
    mutating func put(_ character: Character, columns: Int, line: Int, column: Int) {
        for covered in column..<column + columns {
            if cells[line][covered] == nil, covered > 0 {
                cells[line][covered - 1] = " "
            }
            if covered + 1 < width, cells[line][covered + 1] == nil {
                cells[line][covered + 1] = " "
            }
        }
        cells[line][column] = character
        if columns == 2 {
            cells[line][column + 1] = nil
        }
    }
}
