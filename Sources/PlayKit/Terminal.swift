import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// Set by `SIGWINCH`, the signal a terminal sends when its window changes size.
///
/// An atomic is one of the few things a signal handler may safely touch.
private let windowChanged = Atomic<Bool>(false)

/// The terminal the game is played on: raw keys, its size, and writing to it.
///
/// Everything that differs between Linux (Glibc) and macOS (Darwin) is in this file.
enum Terminal {
    /// Whether both standard input and standard output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The window's size in columns and lines, or `nil` when there is no terminal.
    static func windowSize() -> (width: Int, height: Int)? {
        var size = winsize()
        // Darwin's and Glibc's `ioctl` both take the request as `UInt`; the constant's own type
        // differs between them.
        let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Starts noticing window size changes; `takeWindowChange()` tells whether one happened.
    static func watchWindowSize() {
        signal(SIGWINCH) { _ in windowChanged.store(true, ordering: .relaxed) }
    }

    /// Whether the window changed size since the last call.
    static func takeWindowChange() -> Bool {
        windowChanged.exchange(false, ordering: .relaxed)
    }

    /// The terminal's settings now, to give back later; `nil` when standard input is no terminal.
    static func currentMode() -> termios? {
        var mode = termios()
        return tcgetattr(STDIN_FILENO, &mode) == 0 ? mode : nil
    }

    /// Gives the terminal back the settings `mode`.
    static func restore(_ mode: termios) {
        var mode = mode
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// Raw mode: every key arrives at once, unechoed, and Ctrl-C is a key rather than a signal.
    static func enterRawMode(from mode: termios) {
        var raw = mode
        cfmakeraw(&raw)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// The bytes typed, waiting at most `milliseconds`; empty when nothing arrived or a signal
    /// (such as a resize) interrupted the wait, `nil` at the end of input.
    static func read(waitingAtMost milliseconds: Int32) -> [UInt8]? {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes {
            systemRead(STDIN_FILENO, $0.baseAddress, $0.count)
        }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count == 0 ? nil : Array(buffer.prefix(count))
    }

    /// Writes `text` to standard output at once.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Switches to the alternate screen, as full-screen programs do, and hides the cursor.
    static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and returns to the normal screen, as it was before the game.
    static let leaveFullScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}

/// The system's `read`, named apart from `Terminal.read`.
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.read(file, buffer, count)
    #elseif os(Linux)
        Glibc.read(file, buffer, count)
    #endif
}

/// The system's `write`, named apart from `Terminal.write`.
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(file, buffer, count)
    #elseif os(Linux)
        Glibc.write(file, buffer, count)
    #endif
}
