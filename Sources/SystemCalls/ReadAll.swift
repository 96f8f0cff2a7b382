#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// Everything written to `file` until its writers close it, read on despite signals.
///
/// A signal that arrives while `read` waits makes it fail with `EINTR`; that is not the end of
/// the pipe, so the loop reads again. Only 0 (every writer closed it) or another error ends it.
func readAll(_ file: Int32) -> String {
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        data += buffer.prefix(count)
    }
    return String(decoding: data, as: UTF8.self)
}
