import Foundation

/// A view with `opacity(_:)`: a character cell cannot be half drawn, so at 0 the content is not
/// drawn at all and cannot be tapped (as in SwiftUI), and above 0 it is drawn as it is. It keeps
/// its place in the layout either way, which is how the 2021 lecture hides a matched card.
@MainActor
final class OpacityNode: ModifierNode {
    let opacity: Double

    init(opacity: Double, child: LayoutNode) {
        self.opacity = opacity
        super.init(kind: "opacity", child: child)
    }

    private var isVisible: Bool { opacity > 0 }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        if isVisible { child.draw(on: &canvas, in: environment) }
    }

    override func hitTest(_ point: CGPoint) -> TapNode? {
        isVisible ? child.hitTest(point) : nil
    }

    override func drawsContent(at point: CGPoint) -> Bool {
        isVisible && child.drawsContent(at: point)
    }
}
