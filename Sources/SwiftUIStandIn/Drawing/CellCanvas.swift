import WorkbookLanguage

/// The grid of character cells the views draw on, each with its character and colour.
///
/// A wide character (an emoji, a Hangul syllable) fills two cells: the second keeps no character of
/// its own, and drawing over either half rubs out the whole character, as a terminal does.
struct CellCanvas {
    /// One cell: a character, or `nil` in the second half of a wide one, and its colour.
    struct Cell: Equatable {
        var character: Character? = " "
        var color: Color?
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [[Cell]]
    /// Only cells inside it are drawn: the screen, or a `ScrollView`'s frame.
    private var clip: CellRect

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        clip = CellRect(column: 0, row: 0, width: columns, height: rows)
    }

    /// Draws `text` from `column` on `row`, each wide character over two cells.
    mutating func write(_ text: String, column: Int, row: Int, color: Color?) {
        var next = column
        for character in text {
            let width = TerminalColumns.of(character)
            guard (0..<width).allSatisfy({ isDrawable(column: next + $0, row: row) }) else {
                next += width
                continue
            }
            set(Cell(character: character, color: color), column: next, row: row)
            if width == 2 { set(Cell(character: nil, color: color), column: next + 1, row: row) }
            next += width
        }
    }

    /// Paints every cell of `rect` with ink; white paints blank paper (see `Color.fillCharacter`).
    mutating func fill(_ rect: CellRect, color: Color?) {
        guard let character = (color ?? .primary).fillCharacter else { return }
        for row in rect.row..<rect.row + rect.height {
            for column in rect.column..<rect.column + rect.width
            where isDrawable(column: column, row: row) {
                set(Cell(character: character, color: color), column: column, row: row)
            }
        }
    }

    /// Draws the border of `rect` one cell wide: a cell is the thinnest line a terminal has, so
    /// every line width draws the same.
    mutating func outline(_ rect: CellRect, rounded: Bool, color: Color?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let (right, bottom) = (rect.column + rect.width - 1, rect.row + rect.height - 1)
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for row in rect.row...bottom {
            for column in rect.column...right where isDrawable(column: column, row: row) {
                let onTop = row == rect.row
                let onBottom = row == bottom
                let onLeft = column == rect.column
                let onRight = column == right
                let character: Character
                switch (onTop || onBottom, onLeft || onRight) {
                case (false, false): continue
                case (true, false): character = "─"
                case (false, true): character = "│"
                case (true, true):
                    if rect.height == 1 {
                        character = "─"
                    } else if rect.width == 1 {
                        character = "│"
                    } else {
                        character = corners[(onTop ? 0 : 2) + (onLeft ? 0 : 1)]
                    }
                }
                set(Cell(character: character, color: color), column: column, row: row)
            }
        }
    }

    /// Draws with `draw`, keeping what it draws inside `rect` (and inside the current clip).
    mutating func clipped(to rect: CellRect, _ draw: (inout CellCanvas) -> Void) {
        let saved = clip
        let left = max(clip.column, rect.column)
        let top = max(clip.row, rect.row)
        let right = min(clip.column + clip.width, rect.column + rect.width)
        let bottom = min(clip.row + clip.height, rect.row + rect.height)
        clip = CellRect(
            column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
        draw(&self)
        clip = saved
    }

    /// The rows as text, without the blanks at each row's end.
    var lines: [String] {
        cells.map { row in
            var line = String(row.compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private func isDrawable(column: Int, row: Int) -> Bool {
        clip.contains(column: column, row: row)
    }

    /// Sets one cell, first rubbing out any wide character it cuts in half.
    private mutating func set(_ cell: Cell, column: Int, row: Int) {
        // A character over the second half of a wide one rubs out its first half.
        if cell.character != nil, column > 0, cells[row][column].character == nil {
            cells[row][column - 1].character = " "
        }
        // Anything over the first half of a wide one rubs out its second half.
        if column + 1 < columns, cells[row][column + 1].character == nil {
            cells[row][column + 1].character = " "
        }
        cells[row][column] = cell
    }
}
