#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The terminal the game is played on: raw keys, its size, and writing to it.
///
/// Its C calls are the same on Linux (Glibc) and macOS (Darwin); only the system modules'
/// names differ.
public enum Terminal {
    /// The terminal's settings, as `tcgetattr` reads them.
    public typealias Mode = termios

    /// Whether both standard input and standard output are a terminal.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard output is a terminal, where colour and clearing the screen make sense.
    public static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// The window's size in columns and lines, or `nil` when there is no terminal.
    public static func windowSize() -> (width: Int, height: Int)? {
        var size = winsize()
        // Darwin's and Glibc's `ioctl` both take the request as `UInt`; the constant's own type
        // differs between them.
        let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The window's size when `takeWindowChange()` last looked.
    @MainActor private static var lastSeenSize: (width: Int, height: Int)?

    /// Starts noticing window size changes; `takeWindowChange()` tells whether one happened.
    ///
    /// We ask the terminal its size at each look rather than handle `SIGWINCH`: no signal
    /// handler and no state shared with one, and a `read` waits only a tenth of a second anyway.
    @MainActor public static func watchWindowSize() {
        lastSeenSize = windowSize()
    }

    /// Whether the window changed size since the last call.
    @MainActor public static func takeWindowChange() -> Bool {
        let size = windowSize()
        defer { lastSeenSize = size }
        return size?.width != lastSeenSize?.width || size?.height != lastSeenSize?.height
    }

    /// The terminal's settings now, to give back later; `nil` when standard input is no terminal.
    public static func currentMode() -> Mode? {
        var mode = termios()
        return tcgetattr(STDIN_FILENO, &mode) == 0 ? mode : nil
    }

    /// Gives the terminal back the settings `mode`.
    public static func restore(_ mode: Mode) {
        var mode = mode
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// Raw mode: every key arrives at once, unechoed, and Ctrl-C is a key rather than a signal.
    ///
    /// A `read` then waits at most a tenth of a second (`VMIN` 0, `VTIME` 1): the terminal times
    /// the wait itself, so no `poll` is needed, which on macOS does not support devices.
    public static func enterRawMode(from mode: Mode) {
        var raw = mode
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 0
            controls[Int(VTIME)] = 1
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// The bytes typed within a tenth of a second, in raw mode; empty when nothing arrived in
    /// time or a signal (such as a resize) interrupted the wait, `nil` when the terminal failed.
    ///
    /// A terminal that hangs up sends the game `SIGHUP`, which ends it.
    public static func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes {
            systemRead(STDIN_FILENO, $0.baseAddress, $0.count)
        }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        // With `VMIN` 0, a read that returns nothing is a wait that ran out, not the end.
        return Array(buffer.prefix(count))
    }

    /// Writes `text` to standard output at once.
    public static func write(_ text: String) {
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
    public static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and returns to the normal screen, as it was before the game.
    public static let leaveFullScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
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
