/// A class whose changes views watch: Combine's protocol, spelled as Apple spells it.
///
/// A conforming class gets `objectWillChange` without declaring it; it announces a change by
/// calling `objectWillChange.send()` just before it changes, which each `@Published` property does
/// by itself. A view holding the object as `@ObservedObject` is then drawn again.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces this object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, the same one every time it is asked for (Combine keeps it with
    /// the object; here a table keyed by the object does, since an extension cannot add storage).
    public var objectWillChange: ObservableObjectPublisher {
        PublisherTable.shared.publisher(for: self)
    }
}
