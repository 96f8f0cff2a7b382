import Foundation

/// A vertical `ScrollView` laid out: it takes the space it is offered and asks its content for its
/// ideal height at its width, so content taller than the screen is drawn from the top and cut at
/// the bottom (the terminal does not scroll it).
@MainActor
final class ScrollNode: LayoutNode {
    init(children: [LayoutNode]) {
        super.init(kind: "ScrollView", children: children)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let content = super.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        return CGSize(
            width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in rect: CGRect) {
        frame = rect
        var top = rect.minY
        for child in children {
            let size = child.sizeThatFits(ProposedSize(width: rect.width, height: nil))
            child.place(
                in: CGRect(
                    x: rect.midX - size.width / 2, y: top, width: size.width, height: size.height))
            top += size.height
        }
    }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        canvas.clipped(to: CellRect(covering: frame)) { canvas in
            super.draw(on: &canvas, in: environment)
        }
    }

    override func hitTest(_ point: CGPoint) -> TapNode? {
        CellRect(covering: frame).contains(point) ? super.hitTest(point) : nil
    }

    override func drawsContent(at point: CGPoint) -> Bool {
        CellRect(covering: frame).contains(point) && super.drawsContent(at: point)
    }
}
