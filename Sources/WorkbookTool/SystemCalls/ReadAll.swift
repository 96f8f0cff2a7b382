#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// An open file descriptor, read and closed at the system level, for pipes that Foundation's
/// `FileHandle` would read only once they end.
public enum FileDescriptor {
    /// Reads `file` until its writers close it, handing `consume` each chunk as it arrives, and
    /// reading on despite signals.
    ///
    /// A signal that arrives while `read` waits makes it fail with `EINTR`; that is not the end
    /// of the pipe, so the loop reads again. Only 0 (every writer closed it) or another error
    /// ends it.
    public static func readUntilEnd(
        _ file: Int32, chunkSize: Int = 65_536, _ consume: (ArraySlice<UInt8>) -> Void
    ) {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            consume(buffer[0..<count])
        }
    }

    /// Closes `file`.
    public static func close(_ file: Int32) {
        closeDescriptor(file)
    }
}

/// Everything written to `file` until its writers close it, read on despite signals.
func readAll(_ file: Int32) -> String {
    var data = [UInt8]()
    FileDescriptor.readUntilEnd(file, chunkSize: 4096) { data += $0 }
    return String(decoding: data, as: UTF8.self)
}

/// The system's `close`, named apart from the `close` methods of this module.
func closeDescriptor(_ file: Int32) {
    _ = close(file)
}
