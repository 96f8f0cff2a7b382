import WorkbookLanguage

/// A line of text as terminal columns, to write a card's number into the blank space under it.
struct ColumnLine {
    /// One character per column; `nil` is the right half of the wide character to its left.
    private var cells: [Character?]

    /// The columns of `text`.
    init(_ text: String) {
        cells = text.flatMap { character -> [Character?] in
            TerminalColumns.of(character) == 2 ? [character, nil] : [character]
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
