/// A colour, by the names SwiftUI gives them; as a view, it fills the space it is offered.
///
/// The text screen is ink on white paper: a fill in any colour but white is drawn with `█`, a white
/// one leaves the cells blank (the lecture's face-up card is white with a coloured border), and a
/// clear one draws nothing. Each cell keeps its colour for a screen that shows colours.
public struct Color: Hashable, Sendable {
    /// The colour's name, as SwiftUI spells it.
    public let name: String

    public static let primary = Color(name: "primary")
    public static let white = Color(name: "white")
    public static let black = Color(name: "black")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let clear = Color(name: "clear")

    /// The character a fill of this colour draws, or `nil` for none.
    var fillCharacter: Character? {
        switch self {
        case .clear: nil
        case .white: " "
        default: "█"
        }
    }
}

// Conformed in an extension, so that only the view's part of `Color` is on the main actor and a
// colour can be compared anywhere.
extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [ShapeNode(kind: "Color", paint: .fill(self), cornerRadius: 0)]
    }
}
