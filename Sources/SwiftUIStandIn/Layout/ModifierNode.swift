import Foundation

/// A node that wraps one other node, as a modifier wraps the view it is called on: by default it
/// takes its child's size and frame, so a subclass overrides only what its modifier changes.
@MainActor
class ModifierNode: LayoutNode {
    /// The modified view's node.
    var child: LayoutNode { children[0] }

    init(kind: String, child: LayoutNode) {
        super.init(kind: kind, children: [child])
        identity = child.identity
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func place(in rect: CGRect) {
        frame = rect
        child.place(in: rect)
    }
}
