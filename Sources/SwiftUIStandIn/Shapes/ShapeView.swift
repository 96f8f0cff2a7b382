/// A shape with its paint: what `fill()`, `stroke(lineWidth:)` and `strokeBorder(lineWidth:)`
/// return, and what the layout pass draws (SwiftUI's `_ShapeView`).
public struct ShapeView<Content: Shape>: View {
    public typealias Body = Never

    let shape: Content
    let paint: ShapePaint
}

extension ShapeView: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [ShapeNode(kind: "\(Content.self)", paint: paint, cornerRadius: shape.cornerRadius)]
    }
}
