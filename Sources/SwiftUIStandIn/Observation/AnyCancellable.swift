import Synchronization

/// A subscription that ends when it is cancelled or released, as Combine's does: whoever keeps it
/// keeps listening.
public final class AnyCancellable: Sendable {
    private let cancelAction: Mutex<(@Sendable () -> Void)?>

    public init(_ cancel: @escaping @Sendable () -> Void) {
        cancelAction = Mutex(cancel)
    }

    /// Stops listening; calling it again does nothing.
    public func cancel() {
        let action = cancelAction.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit {
        cancel()
    }
}
