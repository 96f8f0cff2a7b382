/// How much of a view shows: at 0 it is invisible but keeps its place.
public struct OpacityModifier: NodeModifier {
    let opacity: Double

    func node(wrapping child: LayoutNode) -> LayoutNode {
        OpacityNode(opacity: opacity, child: child)
    }
}

extension View {
    /// This view drawn at `opacity`, from 0 (not drawn, not tappable) to 1.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, OpacityModifier> {
        modifier(OpacityModifier(opacity: opacity))
    }
}
