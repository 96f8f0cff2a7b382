import Foundation

/// A view with `aspectRatio(_:contentMode:)` laid out: the largest size of that width-to-height
/// ratio that fits in what is offered (`.fit`), or the smallest that covers it (`.fill`). Offered
/// only a width, as in a `LazyVGrid`'s column, it takes the height the ratio gives.
@MainActor
final class AspectRatioNode: ModifierNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(ratio: CGFloat?, contentMode: ContentMode, child: LayoutNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(kind: "aspectRatio", child: child)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        child.sizeThatFits(ProposedSize(constrained(proposal)))
    }

    override func place(in rect: CGRect) {
        frame = rect
        let size = constrained(ProposedSize(rect.size))
        child.place(in: size.centered(in: rect))
    }

    /// The size of the ratio for `proposal`.
    private func constrained(_ proposal: ProposedSize) -> CGSize {
        let ratio = self.ratio ?? idealRatio
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let widerThanRatio = width / max(height, 1) > ratio
            return widerThanRatio == (contentMode == .fit)
                ? CGSize(width: height * ratio, height: height)
                : CGSize(width: width, height: width / ratio)
        case (let width?, nil): return CGSize(width: width, height: width / ratio)
        case (nil, let height?): return CGSize(width: height * ratio, height: height)
        case (nil, nil): return child.sizeThatFits(.unspecified)
        }
    }

    /// The ratio of the content's ideal size, when none is given.
    private var idealRatio: CGFloat {
        let ideal = child.sizeThatFits(.unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }
}
