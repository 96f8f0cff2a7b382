/// A view that builds its content from the size it is given: the lecture's `Grid` reads
/// `geometry.size` to work out how big each card can be.
///
/// It takes all the space it is offered, and its content is built during layout, once that space
/// is known.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [GeometryReaderNode { geometry in resolver.nodes(for: content(geometry)) }]
    }
}
