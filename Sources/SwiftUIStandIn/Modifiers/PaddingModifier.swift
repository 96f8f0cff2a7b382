import Foundation

/// Space around a view: SwiftUI's default is 16 points, two columns and one row.
public struct PaddingModifier: NodeModifier {
    let length: CGFloat

    func node(wrapping child: LayoutNode) -> LayoutNode {
        PaddingNode(length: length, child: child)
    }
}

extension View {
    /// This view with `length` points of space on every side, or SwiftUI's default 16.
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(length: length ?? 16))
    }
}
