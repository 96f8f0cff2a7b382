import Synchronization

/// The publishers of the objects that did not declare `objectWillChange`, one per live object.
///
/// An object is known by its address, which a new object may reuse once the old one is gone, so
/// each entry keeps a weak reference that tells a live owner from a reused address; entries of
/// released objects are dropped as new ones come.
final class PublisherTable: Sendable {
    static let shared = PublisherTable()

    private struct Entry: Sendable {
        let owner: WeakOwner
        let publisher: ObservableObjectPublisher
    }

    /// A weak reference to an object, only ever compared by identity and tested for `nil`: it never
    /// calls into the object, so sharing it between threads cannot race on the object's state.
    private final class WeakOwner: @unchecked Sendable {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The publisher of `object`, made the first time it is asked for.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        entries.withLock { entries in
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.owner.object === object { return entry.publisher }
            entries = entries.filter { $0.value.owner.object != nil }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(owner: WeakOwner(object), publisher: publisher)
            return publisher
        }
    }
}
