import Foundation

/// A rectangle of character cells to draw text into: the text version of a `Grid`'s screen.
///
/// Positions and sizes are measured in cells: a column is one character wide, a row one line tall.
/// A wide character such as an emoji takes two columns, as it does in a terminal, so that columns
/// line up when the canvas is printed.
struct TextCanvas {
    /// How many columns the canvas has.
    let width: Int
    /// How many lines the canvas has.
    let height: Int

    /// The cells, line by line; `nil` is the right half of the wide character to its left (see
    /// `Terminal/TextCanvas+WideCharacters.swift`).
    var cells: [[Character?]]

    /// A blank canvas covering `size`, rounded down to whole cells.
    ///
    /// A length that is negative, NaN or too large for an `Int` gives no cells in that direction,
    /// so a bad size makes an empty canvas instead of a trap.
    init(size: CGSize) {
        width = Self.cellCount(size.width)
        height = Self.cellCount(size.height)
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The whole canvas as text: one line per row, every line `width` columns wide.
    var text: String {
        cells.map { line in String(line.compactMap { $0 }) }.joined(separator: "\n")
    }

    // MARK: - Drawing

    /// Draws `text` centred on `center`, keeping only what falls inside `bounds` and the canvas.
    ///
    /// Clipping means a view that is too big for its cell is cut off rather than spilling into its
    /// neighbours, and a character that would only half fit is left out.
    mutating func draw(_ text: String, centeredAt center: CGPoint, clippedTo bounds: CGRect) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let textWidth =
            lines.map { line in line.reduce(0) { $0 + Self.columnCount(of: $1) } }.max() ?? 0
        let visibleColumns = span(from: bounds.minX, to: bounds.maxX, within: 0...width)
        let visibleLines = span(from: bounds.minY, to: bounds.maxY, within: 0...height)
        let left = cell(center.x - CGFloat(textWidth) / 2, within: -textWidth...width)
        let top = cell(center.y - CGFloat(lines.count) / 2, within: -lines.count...height)

        for (lineOffset, line) in lines.enumerated() where visibleLines.contains(top + lineOffset) {
            var column = left
            for character in line {
                let columns = Self.columnCount(of: character)
                if visibleColumns.contains(column), visibleColumns.contains(column + columns - 1) {
                    put(character, columns: columns, line: top + lineOffset, column: column)
                }
                column += columns
            }
        }
    }

    // MARK: - Measuring

    /// The number of whole cells in `length`, or 0 when that is not a sensible number.
    private static func cellCount(_ length: CGFloat) -> Int {
        max(0, Int(exactly: length.rounded(.down)) ?? 0)
    }
}

/// The cells from `start` up to `end`, kept within `range`; empty if `end` is not after `start`.
private func span(
    from start: CGFloat, to end: CGFloat, within range: ClosedRange<Int>
) -> Range<Int> {
    let first = cell(start, within: range)
    return first..<max(first, cell(end, within: range))
}

/// The cell that `position` falls in, kept within `range` so that converting it can never trap.
private func cell(_ position: CGFloat, within range: ClosedRange<Int>) -> Int {
    guard !position.isNaN else { return range.lowerBound }
    let clamped = min(
        max(position.rounded(.down), CGFloat(range.lowerBound)), CGFloat(range.upperBound))
    return Int(clamped)
}
