/// Two views of one block, side by side in whatever contains them: what `ViewBuilder` makes of a
/// block's lines, two at a time (SwiftUI's `TupleView` holds them all in one tuple).
public struct ViewPair<First: View, Second: View>: View {
    public typealias Body = Never

    let first: First
    let second: Second
}

extension ViewPair: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        resolver.nodes(for: first) + resolver.nodes(for: second)
    }
}
