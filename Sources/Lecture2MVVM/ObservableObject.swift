/// A class whose instances announce that they are *about to* change: the lecture's
/// `ObservableObject`, written by hand because Combine, where it lives, exists only on Apple
/// platforms.
///
/// Combine gives every `ObservableObject` an `objectWillChange` for free; this copy asks the class
/// to declare one: `let objectWillChange = ObservableObjectPublisher()`.
protocol ObservableObject: AnyObject {
    /// The publisher the class sends on just before it changes: `objectWillChange.send()`.
    var objectWillChange: ObservableObjectPublisher { get }
}

/// Tells every subscriber "something is about to change", and nothing more: subscribers read the
/// new state themselves afterwards, the way SwiftUI re-reads `body` for the next frame.
final class ObservableObjectPublisher {
    /// The subscribers, in the order they subscribed, each with the number that cancels it.
    private var subscribers: [(id: Int, receiveValue: () -> Void)] = []
    /// The number the next subscriber will get.
    private var nextID = 0

    /// A publisher with no subscribers yet.
    init() {}

    /// Runs `receiveValue` on every later `send()`, until the returned token is cancelled or
    /// released.
    ///
    /// The closure is `@escaping`: it is stored and called long after `sink` has returned.
    /// Keep the token (Combine calls it `AnyCancellable`) for as long as you want to listen.
    func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers.append((id, receiveValue))
        return AnyCancellable { [weak self] in
            self?.subscribers.removeAll { $0.id == id }
        }
    }

    /// Announces a change that is about to happen, once, to every subscriber.
    func send() {
        for subscriber in subscribers {
            subscriber.receiveValue()
        }
    }
}

/// A subscription that ends when it is cancelled or when the token itself goes away.
final class AnyCancellable {
    /// Removes the subscription; `nil` once it has run.
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once, on `cancel()` or when it is released.
    init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Ends the subscription; later calls do nothing.
    func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    deinit {
        cancel()
    }
}
