/// Several views taken as one, without a layout of their own: they go into the container around
/// the group, and a modifier on the group applies to each of them.
public struct Group<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        resolver.nodes(for: content)
    }
}
