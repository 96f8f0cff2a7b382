import Foundation

/// What an `ObservableObject` announces its changes through: `send()` tells everyone who
/// subscribed, before the change is made.
///
/// Like Combine's, it tells its subscribers on the thread that sends, and its subscribers may
/// capture the object they watch (which is seldom `Sendable`): so its closures are not required to
/// be `@Sendable`, and a lock guards only its list of them, which it calls outside the lock (a
/// subscriber may subscribe or cancel while being told). That is why it is `@unchecked Sendable`.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: () -> Void] = [:]
    private var nextKey = 0

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let current = lock.withLock { Array(subscribers.values) }
        for subscriber in current {
            subscriber()
        }
    }

    /// Calls `receiveValue` on every `send()` until the returned `AnyCancellable` is cancelled
    /// or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let key = lock.withLock {
            nextKey += 1
            subscribers[nextKey] = receiveValue
            return nextKey
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            _ = lock.withLock { self.subscribers.removeValue(forKey: key) }
        }
    }
}
