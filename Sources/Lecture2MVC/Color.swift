/// A colour as red, green, blue and opacity, standing in for UIKit's `UIColor`.
struct Color: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    // MARK: - The colours the game uses

    /// The face of a card.
    static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)

    /// The back of a card.
    static let orange = Color(red: 1, green: 0.576, blue: 0, alpha: 1)

    /// Nothing at all: a matched card leaves an empty space behind.
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
