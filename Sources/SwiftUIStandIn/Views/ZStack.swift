/// Views on top of each other, the last on top, each centered: the lecture's card is a shape with
/// its text on it.
public struct ZStack<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [LayoutNode(kind: "ZStack", children: resolver.nodes(for: content))]
    }
}
