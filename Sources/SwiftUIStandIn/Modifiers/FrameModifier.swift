import Foundation

/// A box of a fixed size around a view, whatever its parent offers: the lecture's `Grid` gives each
/// card the size its layout worked out.
public struct FrameModifier: NodeModifier {
    let width: CGFloat?
    let height: CGFloat?

    func node(wrapping child: LayoutNode) -> LayoutNode {
        FrameNode(width: width, height: height, child: child)
    }
}

extension View {
    /// This view in a box `width` by `height` points; a side left `nil` is the view's own.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil
    ) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(width: width, height: height))
    }
}
