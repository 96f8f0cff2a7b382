import Foundation

/// Where a view's center goes in the space its parent offers: the lecture's `Grid` puts each card
/// at the point its layout worked out.
public struct PositionModifier: NodeModifier {
    let center: CGPoint

    func node(wrapping child: LayoutNode) -> LayoutNode {
        PositionNode(center: center, child: child)
    }
}

extension View {
    /// This view with its center at `position`, in points from its parent's top left corner.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, PositionModifier> {
        modifier(PositionModifier(center: position))
    }

    /// This view with its center at `x`, `y`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, PositionModifier>
    {
        modifier(PositionModifier(center: CGPoint(x: x, y: y)))
    }
}
