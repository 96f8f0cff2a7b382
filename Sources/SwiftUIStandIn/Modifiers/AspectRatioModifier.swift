import Foundation

/// A width-to-height ratio a view keeps: the 2021 lecture's cards are `2/3`.
public struct AspectRatioModifier: NodeModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func node(wrapping child: LayoutNode) -> LayoutNode {
        AspectRatioNode(ratio: ratio, contentMode: contentMode, child: child)
    }
}

extension View {
    /// This view kept at `aspectRatio` (width over height), or at its ideal size's ratio if `nil`.
    public func aspectRatio(
        _ aspectRatio: CGFloat? = nil, contentMode: ContentMode
    ) -> ModifiedContent<Self, AspectRatioModifier> {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
}
