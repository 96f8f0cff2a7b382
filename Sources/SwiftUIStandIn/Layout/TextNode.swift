import Foundation
import WorkbookLanguage

/// A `Text` laid out: one row as wide as its characters are on a terminal (an emoji or a Hangul
/// syllable two columns), and cut at the end when offered less.
@MainActor
final class TextNode: LayoutNode {
    let string: String

    init(_ string: String) {
        self.string = string
        super.init(kind: "Text")
    }

    override var text: String? { string }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let ideal = CGFloat(TerminalColumns.of(string)) * CellMetrics.width
        let width = min(ideal, proposal.width.map(CellMetrics.wholeColumns) ?? ideal)
        return CGSize(width: width, height: string.isEmpty ? 0 : CellMetrics.height)
    }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        let cells = CellRect(covering: frame)
        canvas.write(
            TerminalColumns.prefix(of: string, fitting: cells.width), column: cells.column,
            row: cells.row, color: environment.foregroundColor)
    }

    override func drawsContent(at point: CGPoint) -> Bool {
        CellRect(covering: frame).contains(point)
    }
}
