#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// A named pipe (a FIFO in the file system): other processes write it by its path, this process
/// reads what they write as they write it, and nothing written can be taken back.
public enum NamedPipe {
    /// Makes a named pipe at `path` that only its owner can read and write; `false` on failure
    /// (such as a file already there).
    public static func make(at path: String) -> Bool {
        mkfifo(path, 0o600) == 0
    }

    /// Opens the pipe at `path` for reading, with a write end of our own that keeps the pipe open
    /// while writers come and go (each writer's close would otherwise end it); `nil` on failure.
    ///
    /// Neither open waits for a writer: a reader that does not wait opens first, so the write
    /// end does not wait; with a writer there, the reader kept (which blocks on `read`) opens at
    /// once. Close both with `FileDescriptor.close`; the reader ends once the other end is closed.
    public static func openForReading(_ path: String) -> (reader: Int32, keepOpen: Int32)? {
        let probe = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
        guard probe >= 0 else { return nil }
        defer { closeDescriptor(probe) }
        let keepOpen = systemOpen(path, O_WRONLY | O_CLOEXEC, 0)
        guard keepOpen >= 0 else { return nil }
        let reader = systemOpen(path, O_RDONLY | O_CLOEXEC, 0)
        guard reader >= 0 else {
            closeDescriptor(keepOpen)
            return nil
        }
        return (reader, keepOpen)
    }
}

/// The system's `open`, named apart from `FileLock.open`. Swift's overlays declare the C
/// function, which is variadic, as overloads; the one with a mode exists on both systems.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
