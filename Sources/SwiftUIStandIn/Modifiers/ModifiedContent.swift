/// A view with a modifier applied: what `padding()`, `frame(width:height:)` and the other modifiers
/// return, so that a chain of them is a chain of these around the first view.
///
/// A modifier on several views (a `Group`, a `ForEach`) applies to each of them, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier>: View {
    public typealias Body = Never

    let content: Content
    let modifier: Modifier
}

extension ModifiedContent: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        let nodes = resolver.nodes(for: content)
        guard let modifier = modifier as? any NodeModifier else { return nodes }
        return nodes.map { modifier.node(wrapping: $0) }
    }
}
