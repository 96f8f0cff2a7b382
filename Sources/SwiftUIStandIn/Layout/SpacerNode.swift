import Foundation

/// A `Spacer` laid out: it takes all the length its stack offers along the stack's axis and none
/// across it, so it pushes its neighbours apart without making the stack taller or wider.
@MainActor
final class SpacerNode: LayoutNode {
    /// The axis of the stack this spacer is in; outside a stack it takes all it is offered.
    var axis: Axis?

    init() {
        super.init(kind: "Spacer")
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let size = proposal.replacingUnspecified(with: 0)
        switch axis {
        case .horizontal: return CGSize(width: size.width, height: 0)
        case .vertical: return CGSize(width: 0, height: size.height)
        case nil: return size
        }
    }
}
