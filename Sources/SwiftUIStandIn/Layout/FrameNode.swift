import Foundation

/// A view with `frame(width:height:)` laid out: a box of the given size whatever it is offered, its
/// content offered that size and centered in it. A side left `nil` takes the content's length.
@MainActor
final class FrameNode: ModifierNode {
    let width: CGFloat?
    let height: CGFloat?

    init(width: CGFloat?, height: CGFloat?, child: LayoutNode) {
        self.width = width
        self.height = height
        super.init(kind: "frame", child: child)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let content = child.sizeThatFits(
            ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? content.width, height: height ?? content.height)
    }

    override func place(in rect: CGRect) {
        frame = rect
        let size = child.sizeThatFits(ProposedSize(rect.size))
        child.place(in: size.centered(in: rect))
    }
}
