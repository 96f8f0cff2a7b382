/// Content as tall as it wants, in a view as tall as it is offered: the 2021 lecture's screen
/// scrolls its grid of cards. A terminal shows the top of it.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        // Several views in a scroll view are stacked top to bottom, as in a `VStack`.
        let stack = StackNode(axis: .vertical, spacing: nil, children: resolver.nodes(for: content))
        return [ScrollNode(children: [stack])]
    }
}
