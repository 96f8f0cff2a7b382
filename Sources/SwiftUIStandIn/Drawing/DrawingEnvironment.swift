/// What a view hands down to the views inside it while drawing: SwiftUI's environment, reduced to
/// the two values the lecture sets on a whole screen at once.
struct DrawingEnvironment {
    /// The colour of text and of shapes filled or stroked without one; `nil` is the terminal's own.
    var foregroundColor: Color?
    /// The font of text; a terminal draws every font the same size, so it is kept, not drawn.
    var font: Font?
}
