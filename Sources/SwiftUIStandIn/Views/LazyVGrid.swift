import Foundation

/// Views in rows of columns, left to right and then down: SwiftUI's grid, which the 2021 lecture
/// uses where the 2020 one wrote its own `Grid`.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never

    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [GridNode(columns: columns, spacing: spacing, children: resolver.nodes(for: content))]
    }
}
