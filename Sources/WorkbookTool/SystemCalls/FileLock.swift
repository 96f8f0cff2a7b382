#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// An advisory lock on an open file (`flock`): the kernel releases it when the file is closed or
/// its process ends, however it ends, so a killed holder leaves no stale lock behind.
///
/// Locks belong to an open file, not a process: two descriptors of one file conflict even within
/// one process, as two processes would.
public enum FileLock {
    /// Who may hold the lock at once: one writer, or any number of readers.
    public enum Kind: Sendable {
        case exclusive, shared
    }

    /// What one try to take a lock found.
    public enum Attempt: Equatable, Sendable {
        /// The lock is ours now.
        case taken
        /// Another open file holds it (or a signal interrupted the try): try again later.
        case heldElsewhere
        /// The lock cannot be taken on this file at all.
        case failed
    }

    /// Why a file could not be opened, in the system's words.
    public struct Failure: Error, Sendable {
        /// What the system said, such as "Permission denied".
        public var reason: String
    }

    /// Opens the file at `path` to lock it, creating it (readable by everyone, writable by its
    /// owner) when `creating`; the descriptor is closed on `exec`, so no child inherits the lock.
    public static func open(_ path: String, creating: Bool) -> Result<Int32, Failure> {
        let flags = creating ? O_RDWR | O_CREAT | O_CLOEXEC : O_RDONLY | O_CLOEXEC
        let descriptor = systemOpen(path, flags, 0o644)
        guard descriptor >= 0 else {
            return .failure(Failure(reason: String(cString: strerror(errno))))
        }
        return .success(descriptor)
    }

    /// Tries once, without waiting, to take a lock of `kind` on `file`.
    public static func tryLock(_ file: Int32, _ kind: Kind) -> Attempt {
        let operation = (kind == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        if flock(file, operation) == 0 { return .taken }
        return errno == EWOULDBLOCK || errno == EINTR ? .heldElsewhere : .failed
    }

    /// Lets go of the lock on `file`, if this file holds one.
    public static func unlock(_ file: Int32) {
        _ = flock(file, LOCK_UN)
    }

    /// Replaces the contents of `file` with `text`, in place: the lock stays on the same file.
    public static func replaceContents(of file: Int32, with text: String) {
        _ = ftruncate(file, 0)
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { pwrite(file, $0.baseAddress, $0.count, 0) }
    }

    /// Closes `file`, which lets go of its lock too.
    public static func close(_ file: Int32) {
        closeDescriptor(file)
    }
}
