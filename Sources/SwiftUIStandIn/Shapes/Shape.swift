import Foundation

/// A shape, such as `RoundedRectangle`: a view that fills the space it is offered, and that can be
/// filled or outlined instead (`fill`, `stroke`, `strokeBorder`).
///
/// Drawn as it is, a shape is filled with the foreground colour, as in SwiftUI. A terminal draws a
/// shape by its rectangle of cells, with round corners when it has a corner radius.
public protocol Shape: View {
    /// The radius of the shape's corners, in points; 0 for square ones.
    var cornerRadius: CGFloat { get }
}

extension Shape {
    /// A shape on its own is filled with the foreground colour.
    public var body: ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(nil))
    }

    /// The shape filled with the foreground colour.
    public func fill() -> ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(nil))
    }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(color))
    }

    /// The shape's outline, centered on its edge.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth))
    }

    /// The shape's outline in `color`, centered on its edge.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(color, lineWidth: lineWidth))
    }

    /// The shape's outline, just inside its edge, so none of it is cut off by the frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .strokeBorder(nil, lineWidth: lineWidth))
    }

    /// The shape's outline in `color`, just inside its edge.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .strokeBorder(color, lineWidth: lineWidth))
    }
}
