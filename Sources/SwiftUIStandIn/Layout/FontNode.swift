import Foundation

/// A view with `font(_:)`: it changes nothing in the layout, hands the font down to the text inside
/// it, and keeps it in the drawn tree, where a test can read which font a view chose.
@MainActor
final class FontNode: ModifierNode {
    let font: Font?

    init(font: Font?, child: LayoutNode) {
        self.font = font
        super.init(kind: "font", child: child)
    }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        var changed = environment
        changed.font = font
        child.draw(on: &canvas, in: changed)
    }

    override var drawn: DrawnView {
        var drawn = super.drawn
        drawn.font = font
        return drawn
    }
}
