/// What to do when a view is tapped: the view tells the view model the user's intent.
public struct TapGestureModifier: NodeModifier {
    let action: () -> Void

    func node(wrapping child: LayoutNode) -> LayoutNode {
        TapNode(action: action, child: child)
    }
}

extension View {
    /// This view, running `action` when tapped (`count` taps in SwiftUI; one here).
    public func onTapGesture(
        count: Int = 1, perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, TapGestureModifier> {
        modifier(TapGestureModifier(action: action))
    }
}
