import Foundation

/// A shape laid out and drawn: it takes all the space it is offered, and draws in character cells
/// either a fill (every cell) or an outline (the cells of its border, with round corners when the
/// shape has a corner radius).
@MainActor
final class ShapeNode: LayoutNode {
    let paint: ShapePaint
    let cornerRadius: CGFloat

    init(kind: String, paint: ShapePaint, cornerRadius: CGFloat) {
        self.paint = paint
        self.cornerRadius = cornerRadius
        super.init(kind: "\(kind).\(paint.name)")
    }

    /// A shape offered no length on a side takes SwiftUI's ideal length for shapes, 10 points.
    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        let cells = CellRect(covering: frame)
        let color = paint.color ?? environment.foregroundColor
        if paint.isFill {
            canvas.fill(cells, color: color)
        } else {
            canvas.outline(cells, rounded: cornerRadius > 0, color: color)
        }
    }

    override func drawsContent(at point: CGPoint) -> Bool {
        CellRect(covering: frame).contains(point)
    }
}
