import Foundation

/// A value shared between threads, read and changed only under its lock: for the tool's few
/// process-wide tables (signal handlers, the manifest's switches).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
