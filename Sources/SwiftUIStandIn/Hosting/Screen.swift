/// A drawn screen: its rows of text, and the colour of each cell.
public struct Screen: Equatable, CustomStringConvertible {
    /// Each row as text, without the blanks at its end; a wide character appears once.
    public let lines: [String]
    private let cells: [[CellCanvas.Cell]]

    init(canvas: CellCanvas) {
        lines = canvas.lines
        cells = canvas.cells
    }

    /// The rows of `rect` as text, cut by column: a wide character counts in the row whose first
    /// cell it starts in.
    public func text(in rect: CellRect) -> [String] {
        (rect.row..<rect.row + rect.height).map { row in
            guard cells.indices.contains(row) else { return "" }
            let first = max(0, rect.column)
            let end = min(cells[row].count, rect.column + rect.width)
            // A rectangle wholly off the screen, to the left or right, shows nothing of it.
            guard first < end else { return "" }
            return String(cells[row][first..<end].compactMap(\.character))
        }
    }

    /// The colour drawn in the cell at `column`, `row`, or `nil` for the terminal's own.
    public func color(column: Int, row: Int) -> Color? {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return nil }
        return cells[row][column].color
    }

    /// The rows, one a line.
    public var description: String {
        lines.joined(separator: "\n")
    }
}
