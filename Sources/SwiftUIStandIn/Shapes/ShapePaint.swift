/// How a shape is drawn: filled, or outlined along its edge (`stroke`) or just inside it
/// (`strokeBorder`), with a colour or the foreground colour of the views around it.
enum ShapePaint: Equatable {
    case fill(Color?)
    case stroke(Color?, lineWidth: Double)
    case strokeBorder(Color?, lineWidth: Double)

    /// The name the drawn tree gives the shape's paint: `fill`, `stroke` or `strokeBorder`.
    var name: String {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        case .strokeBorder: "strokeBorder"
        }
    }

    var isFill: Bool {
        if case .fill = self { true } else { false }
    }

    var color: Color? {
        switch self {
        case .fill(let color), .stroke(let color, _), .strokeBorder(let color, _): color
        }
    }
}
