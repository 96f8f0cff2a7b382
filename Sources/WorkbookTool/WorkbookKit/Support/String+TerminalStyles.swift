extension String {
    /// The text without ANSI terminal styles (`ESC [ 1;31 m` and the like).
    ///
    /// The compiler colours its errors whenever the build plan it reuses was made on a terminal,
    /// even when its output now goes to a pipe; a parser must see the plain words.
    var withoutTerminalStyles: String {
        replacing(#/\u{1B}\[[0-9;]*[A-Za-z]/#, with: "")
    }
}
