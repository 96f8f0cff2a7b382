import SwiftUIStandIn

/// The app: where the one view model is created and handed to the screen, as the lecture's
/// `SceneDelegate` (2020) or `MemorizeApp` (later) does.
///
/// The view does not create its own view model: every view of the game must share one object, so
/// the app makes it once, here, and passes it in.
@MainActor
struct MemorizeApp {
    /// The one view model; a class instance, so every view given it sees the same game.
    let game = EmojiMemoryGame()

    /// The window: the game's screen, `columns` by `rows` character cells, drawn again whenever
    /// the game announces a change.
    let window: ViewHost<EmojiMemoryGameView>

    /// Starts the app with a fresh game on a window of `columns` by `rows` cells.
    init(columns: Int = 80, rows: Int = 12) {
        window = ViewHost(EmojiMemoryGameView(viewModel: game), columns: columns, rows: rows)
    }
}
