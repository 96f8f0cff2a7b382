// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// A colour as red, green, blue and opacity, standing in for UIKit's `UIColor`.
///
/// Each component runs from 0 to 1. The struct writes no `init` in its body, so Swift gives it
/// the memberwise `UIColor(red:green:blue:alpha:)`, the same call UIKit's class offers.
struct UIColor: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Two colours are equal when a screen shows them alike: each component rounded to one of the
    /// 256 steps a display has, and every fully transparent colour the same nothing.
    ///
    /// Colour literals carry more digits than a screen can show: the 2017 lecture's orange,
    /// `#colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)`, is this type's `.orange`.
    static func == (left: UIColor, right: UIColor) -> Bool {
        left.onScreen == right.onScreen
    }

    /// The components as a display's 8-bit steps; an invisible colour has no colour at all.
    private var onScreen: [Int] {
        let steps = [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
        return steps[3] == 0 ? [0, 0, 0, 0] : steps
    }

    // MARK: - The colours the game uses

    /// The face of a card.
    static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// The back of a card.
    static let orange = UIColor(red: 1, green: 0.576, blue: 0, alpha: 1)

    /// Nothing at all: a matched card leaves an empty space behind.
    static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

// MARK: - Colour literals

/// What Xcode shows as a colour swatch is source text, `#colorLiteral(red:green:blue:alpha:)`:
/// Swift turns it into a call of this initializer, on Linux as on a Mac.
///
/// Written in an extension, it leaves the memberwise `init` in place.
extension UIColor: _ExpressibleByColorLiteral {
    init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

/// The type a `#colorLiteral` has where nothing else decides it, as `let back = #colorLiteral(…)`
/// or a literal assigned to the Optional `backgroundColor`: UIKit declares the same.
typealias _ColorLiteralType = UIColor
