import Foundation

/// A `GeometryReader` laid out: it takes all the space it is offered, and only then builds its
/// content, handing it that size; the content is placed from the reader's top left corner.
@MainActor
final class GeometryReaderNode: LayoutNode {
    /// The content's nodes for the size the reader was given.
    let makeContent: (GeometryProxy) -> [LayoutNode]

    init(makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.makeContent = makeContent
        super.init(kind: "GeometryReader")
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    override func place(in rect: CGRect) {
        frame = rect
        children = makeContent(GeometryProxy(size: rect.size))
        for child in children {
            let size = child.sizeThatFits(ProposedSize(rect.size))
            child.place(in: CGRect(origin: rect.origin, size: size))
        }
    }
}
