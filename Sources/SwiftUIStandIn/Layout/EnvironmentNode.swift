import Foundation

/// A view with `foregroundColor(_:)` or `font(_:)`: it changes nothing in the layout, and hands the
/// colour or font down to everything inside it when drawing, where the innermost one set wins.
@MainActor
final class EnvironmentNode: ModifierNode {
    let change: (inout DrawingEnvironment) -> Void

    init(kind: String, change: @escaping (inout DrawingEnvironment) -> Void, child: LayoutNode) {
        self.change = change
        super.init(kind: kind, child: child)
    }

    override func draw(on canvas: inout CellCanvas, in environment: DrawingEnvironment) {
        var changed = environment
        change(&changed)
        child.draw(on: &canvas, in: changed)
    }
}
