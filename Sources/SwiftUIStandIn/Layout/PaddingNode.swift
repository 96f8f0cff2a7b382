import Foundation

/// A view with `padding` laid out: offered its parent's size less the padding on every side, and
/// as big as its content plus that padding.
@MainActor
final class PaddingNode: ModifierNode {
    let length: CGFloat

    init(length: CGFloat, child: LayoutNode) {
        self.length = length
        super.init(kind: "padding", child: child)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let size = child.sizeThatFits(proposal.inset(by: length))
        return CGSize(width: size.width + 2 * length, height: size.height + 2 * length)
    }

    override func place(in rect: CGRect) {
        frame = rect
        child.place(
            in: rect.insetBy(dx: min(length, rect.width / 2), dy: min(length, rect.height / 2)))
    }
}
