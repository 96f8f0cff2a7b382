import Foundation

/// A view with `position(_:)` laid out: it takes all the space it is offered and puts its
/// content's center at the given point of that space, as the lecture's `Grid` places each card.
@MainActor
final class PositionNode: ModifierNode {
    let center: CGPoint

    init(center: CGPoint, child: LayoutNode) {
        self.center = center
        super.init(kind: "position", child: child)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    override func place(in rect: CGRect) {
        frame = rect
        let size = child.sizeThatFits(ProposedSize(rect.size))
        let origin = CGPoint(
            x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size))
    }
}
