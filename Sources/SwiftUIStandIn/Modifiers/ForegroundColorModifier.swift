/// The colour of the text and shapes inside a view, unless a view inside says otherwise.
public struct ForegroundColorModifier: NodeModifier {
    let color: Color?

    func node(wrapping child: LayoutNode) -> LayoutNode {
        EnvironmentNode(
            kind: "foregroundColor", change: { [color] in $0.foregroundColor = color }, child: child
        )
    }
}

extension View {
    /// This view with its text and shapes drawn in `color`.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, ForegroundColorModifier> {
        modifier(ForegroundColorModifier(color: color))
    }
}
