import Foundation

/// A rectangle of character cells: where a frame in points lands on the screen.
public struct CellRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The first column, from 0 at the left.
    public var column: Int
    /// The first row, from 0 at the top.
    public var row: Int
    /// How many columns it spans.
    public var width: Int
    /// How many rows it spans.
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    /// The cells `frame` covers: each edge rounded to the nearest cell boundary, so that frames
    /// which touch in points touch in cells too.
    public init(covering frame: CGRect) {
        let left = Int((frame.minX / CellMetrics.width).rounded())
        let top = Int((frame.minY / CellMetrics.height).rounded())
        let right = Int((frame.maxX / CellMetrics.width).rounded())
        let bottom = Int((frame.maxY / CellMetrics.height).rounded())
        self.init(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        (self.column..<self.column + width).contains(column)
            && (self.row..<self.row + height).contains(row)
    }

    public var description: String {
        "\(width)×\(height) at column \(column), row \(row)"
    }
}
