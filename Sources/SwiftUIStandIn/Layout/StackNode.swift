import Foundation

/// An `HStack` or a `VStack` laid out: the offered length along the axis is shared among the
/// children, the least flexible first, as SwiftUI does.
///
/// Each child in turn is offered an equal share of what is left; a `Text` takes only what it needs,
/// so the shapes and spacers after it share the rest. Across the axis every child is offered the
/// whole length and centered.
@MainActor
final class StackNode: LayoutNode {
    let axis: Axis
    let spacing: CGFloat

    init(axis: Axis, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.spacing = spacing ?? Axis.defaultSpacing
        super.init(kind: axis == .horizontal ? "HStack" : "VStack", children: children)
        for case let spacer as SpacerNode in children {
            spacer.axis = axis
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let sizes = childSizes(for: proposal)
        let along = sizes.map { axis.length(of: $0) }.reduce(0, +) + totalSpacing
        let across = sizes.map { axis.crossLength(of: $0) }.max() ?? 0
        return axis.size(along: along, across: across)
    }

    override func place(in rect: CGRect) {
        frame = rect
        let sizes = childSizes(for: ProposedSize(rect.size))
        var position = axis.length(of: rect.origin)
        for (child, size) in zip(children, sizes) {
            let across =
                axis.crossLength(of: rect.origin)
                + (axis.crossLength(of: rect.size) - axis.crossLength(of: size)) / 2
            child.place(in: CGRect(origin: axis.point(along: position, across: across), size: size))
            position += axis.length(of: size) + spacing
        }
    }

    private var totalSpacing: CGFloat {
        spacing * CGFloat(max(0, children.count - 1))
    }

    /// The size of every child when the stack is offered `proposal`.
    private func childSizes(for proposal: ProposedSize) -> [CGSize] {
        let across = axis == .horizontal ? proposal.height : proposal.width
        guard let offered = axis == .horizontal ? proposal.width : proposal.height else {
            return children.map { $0.sizeThatFits(axis.proposal(along: nil, across: across)) }
        }
        var remaining = max(0, offered - totalSpacing)
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        var left = children.count
        for index in children.indices.sorted(by: { flexibility(of: $0) < flexibility(of: $1) }) {
            let share = remaining / CGFloat(left)
            let size = children[index].sizeThatFits(axis.proposal(along: share, across: across))
            sizes[index] = size
            remaining = max(0, remaining - axis.length(of: size))
            left -= 1
        }
        return sizes
    }

    /// How much more of the axis a child takes when offered everything than when offered nothing.
    private func flexibility(of index: Int) -> CGFloat {
        let child = children[index]
        let most = axis.length(of: child.sizeThatFits(axis.proposal(along: .infinity, across: nil)))
        let least = axis.length(of: child.sizeThatFits(axis.proposal(along: 0, across: nil)))
        return most - least
    }
}
