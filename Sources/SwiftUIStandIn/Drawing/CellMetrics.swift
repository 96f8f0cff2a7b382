import Foundation

/// How SwiftUI's points map onto a terminal's character cells: a cell is about 8 points wide and
/// 16 tall, as a terminal's is about 8 by 16 pixels.
///
/// Layout happens in points, as in SwiftUI, so the lecture's numbers keep their meaning (a 65-point
/// grid column is about 8 columns, `aspectRatio(2/3)` looks like a card); only drawing rounds to
/// cells.
enum CellMetrics {
    /// A cell's width in points.
    static let width: CGFloat = 8
    /// A cell's height in points.
    static let height: CGFloat = 16

    /// `points` rounded down to whole columns, so that text is never cut inside a character.
    static func wholeColumns(_ points: CGFloat) -> CGFloat {
        (points / width).rounded(.down) * width
    }
}
