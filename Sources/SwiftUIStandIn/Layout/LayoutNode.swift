import Foundation

/// One view as the layout pass sees it: asked for its size, given a frame, drawn, hit-tested.
///
/// A node lays out in SwiftUI's three steps: the parent proposes a size (`sizeThatFits`), the child
/// chooses its own, and the parent places it (`place(in:)`); drawing then follows the frames.
/// Subclasses override the steps they change; this one is a transparent container.
@MainActor
class LayoutNode {
    /// What the drawn tree calls this node: the view's name, such as `Text` or `HStack`.
    let kind: String
    /// The nodes inside this one, in the order they draw (the last on top).
    var children: [LayoutNode]
    /// Where the last layout put this node, in points from the screen's top left.
    var frame: CGRect = .zero
    /// The identity `ForEach` gave this node: its element's `id`.
    var identity: AnyHashable?
    /// The views written with a `body` that this node draws, outermost first: a `CardView` whose
    /// body is a `ZStack` is drawn by the `ZStack`'s node, which records `CardView` here.
    var viewNames: [String] = []

    init(kind: String, children: [LayoutNode] = []) {
        self.kind = kind
        self.children = children
    }

    /// The size this node takes when offered `proposal`; by default its children's largest.
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        children.reduce(CGSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            return CGSize(
                width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    /// Takes `rect` as this node's frame and places the children, each centered in it by default.
    func place(in rect: CGRect) {
        frame = rect
        for child in children {
            let size = child.sizeThatFits(ProposedSize(rect.size))
            child.place(in: size.centered(in: rect))
        }
    }

    /// Draws the children in order, so that a later one covers an earlier one.
    func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        for child in children {
            child.draw(on: &canvas, in: environment)
        }
    }

    /// The text this node shows, for the drawn tree; only `Text` has one.
    var text: String? { nil }

    /// The topmost node with a tap action at `point`: the children are asked last-drawn first.
    func hitTest(_ point: CGPoint) -> TapNode? {
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return nil
    }

    /// Whether something this node draws covers `point`: only drawn content takes a tap, as in
    /// SwiftUI, so the gaps of a stack and a view at `opacity(0)` do not.
    func drawsContent(at point: CGPoint) -> Bool {
        children.contains { $0.drawsContent(at: point) }
    }

    /// This node as a value tests can walk.
    var drawn: DrawnView {
        DrawnView(
            kind: kind, views: viewNames, frame: frame, cells: CellRect(covering: frame),
            text: text,
            id: identity, children: children.map(\.drawn))
    }
}

extension CGSize {
    /// A rectangle of this size centered in `rect`.
    func centered(in rect: CGRect) -> CGRect {
        CGRect(
            x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }
}
