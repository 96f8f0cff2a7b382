import Foundation

/// A view with `onTapGesture`: a tap on what it draws runs the action, unless a view drawn above it
/// there has an action of its own.
@MainActor
final class TapNode: ModifierNode {
    let action: () -> Void

    init(action: @escaping () -> Void, child: LayoutNode) {
        self.action = action
        super.init(kind: "onTapGesture", child: child)
    }

    override func hitTest(_ point: CGPoint) -> TapNode? {
        if let inner = child.hitTest(point) { return inner }
        return child.drawsContent(at: point) ? self : nil
    }
}
