/// A view for each element of a collection, each known by its element's identity: SwiftUI tells
/// cards apart by their `id`, not by their place, which is why the lecture's `Card` is
/// `Identifiable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    /// A view for each element, known by the element's value at `id`, such as `\.self`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element, known by its `id`: `ForEach(viewModel.cards) { card in … }`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a range, known by the number: `ForEach(0..<4) { index in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        data.flatMap { element in
            let nodes = resolver.nodes(for: content(element))
            for node in nodes { node.identity = AnyHashable(id(element)) }
            return nodes
        }
    }
}
