/// The app: where the one view model is created and handed to the screen, as the lecture's
/// `SceneDelegate` (2020) or `MemorizeApp` (later) does.
///
/// The view does not create its own view model: every view of the game must share one object, so
/// the app makes it once, here, and passes it in.
@MainActor
struct MemorizeApp {
    /// The one view model; a class instance, so every view given it sees the same game.
    let game = EmojiMemoryGame()

    /// The window: the game's screen, drawn again whenever the game changes.
    let window: ViewHost<EmojiMemoryGameView>

    /// Starts the app with a fresh game on screen.
    init() {
        window = ViewHost(EmojiMemoryGameView(viewModel: game))
    }
}
