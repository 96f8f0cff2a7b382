import Foundation

/// Views in a line from top to bottom, sharing the vertical space they are offered.
public struct VStack<Content: View>: View {
    public typealias Body = Never

    let spacing: CGFloat?
    let content: Content

    /// A stack of `content`'s views, `spacing` points apart (8 if `nil`, one column).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [StackNode(axis: .vertical, spacing: spacing, children: resolver.nodes(for: content))]
    }
}
