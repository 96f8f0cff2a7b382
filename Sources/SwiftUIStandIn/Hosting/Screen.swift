/// A drawn screen: its rows of text, and the colour of each cell.
public struct Screen: Equatable, CustomStringConvertible {
    /// Each row as text, without the blanks at its end; a wide character appears once.
    public let lines: [String]
    private let colors: [[Color?]]

    init(canvas: CellCanvas) {
        lines = canvas.lines
        colors = canvas.cells.map { $0.map(\.color) }
    }

    /// The colour drawn in the cell at `column`, `row`, or `nil` for the terminal's own.
    public func color(column: Int, row: Int) -> Color? {
        guard colors.indices.contains(row), colors[row].indices.contains(column) else { return nil }
        return colors[row][column]
    }

    /// The rows, one a line.
    public var description: String {
        lines.joined(separator: "\n")
    }
}
