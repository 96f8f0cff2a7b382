/// A modifier as the layout pass applies it: a node around the modified view's node.
@MainActor
protocol NodeModifier {
    func node(wrapping child: LayoutNode) -> LayoutNode
}

extension View {
    /// This view with `modifier` around it.
    func modifier<Modifier: NodeModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
