/// How many terminal columns text takes: two for an emoji, one for anything else.
///
/// The rule is `TextCanvas`'s in `Lecture4EnumsOptionals`, so the play screen and the lecture's
/// grid agree on where every card is.
enum TextColumns {
    /// The columns `character` takes in a terminal.
    static func of(_ character: Character) -> Int {
        let isEmoji = character.unicodeScalars.contains { scalar in
            scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}"
        }
        return isEmoji ? 2 : 1
    }

    /// The columns `text` takes in a terminal.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest start of `text` that fits in `width` columns.
    static func prefix(of text: String, fitting width: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            used += of(character)
            guard used <= width else { break }
            result.append(character)
        }
        return result
    }
}

/// A line of text as terminal columns, to write a card's number into the blank space under it.
struct ColumnLine {
    /// One character per column; `nil` is the right half of the wide character to its left.
    private var cells: [Character?]

    /// The columns of `text`.
    init(_ text: String) {
        cells = text.flatMap { character -> [Character?] in
            TextColumns.of(character) == 2 ? [character, nil] : [character]
        }
    }

    /// The line as text again.
    var text: String {
        String(cells.compactMap { $0 })
    }

    /// Whether `columns` hold only spaces (columns past the end are blank too).
    func isBlank(_ columns: Range<Int>) -> Bool {
        columns.allSatisfy { column in
            column < 0 || column >= cells.count || cells[column] == " "
        }
    }

    /// Writes `text`, one column a character, from `column` on, padding the line if it is short.
    mutating func write(_ text: String, at column: Int) {
        guard column >= 0 else { return }
        let end = column + text.count
        if cells.count < end {
            cells += Array(repeating: " ", count: end - cells.count)
        }
        for (offset, character) in text.enumerated() {
            cells[column + offset] = character
        }
    }

    /// How many characters come before `column`.
    func characterOffset(ofColumn column: Int) -> Int {
        cells.prefix(max(0, column)).compactMap { $0 }.count
    }
}
