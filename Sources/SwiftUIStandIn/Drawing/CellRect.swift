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
        let left = Self.cell(frame.minX, CellMetrics.width)
        let top = Self.cell(frame.minY, CellMetrics.height)
        let right = Self.cell(frame.maxX, CellMetrics.width)
        let bottom = Self.cell(frame.maxY, CellMetrics.height)
        self.init(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The cell boundary nearest `points`; a length no screen has (infinite, or not a number, as
    /// `frame(width: .infinity)` gives) is held to a million cells rather than stop the program.
    private static func cell(_ points: CGFloat, _ cellSize: CGFloat) -> Int {
        guard !points.isNaN else { return 0 }
        return Int((points / cellSize).rounded().clamped(to: -1_000_000...1_000_000))
    }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        (self.column..<self.column + width).contains(column)
            && (self.row..<self.row + height).contains(row)
    }

    /// Whether the cell that holds `point` is inside: a tap lands on a cell, so it finds what is
    /// drawn there even when a frame starts halfway into a cell and its edges were rounded.
    func contains(_ point: CGPoint) -> Bool {
        contains(
            column: Int((point.x / CellMetrics.width).rounded(.down)),
            row: Int((point.y / CellMetrics.height).rounded(.down)))
    }

    public var description: String {
        "\(width)×\(height) at column \(column), row \(row)"
    }
}

extension Comparable {
    /// This value, or the nearer end of `range` if it lies outside.
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
