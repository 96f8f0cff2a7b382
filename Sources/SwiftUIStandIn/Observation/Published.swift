/// A property whose every change its object announces first: Combine's `@Published`.
///
/// A property wrapper cannot see the object it is in through `wrappedValue`; this one uses the
/// static subscript Swift calls instead when the wrapper is in a class (`_enclosingInstance`, as
/// Combine and OpenCombine do), so that setting the property can call the object's
/// `objectWillChange.send()` before the new value is stored: announcing *will* change, like a
/// `willSet`, is what lets SwiftUI compare the view before and after.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Never used: Swift reads and writes a class's `@Published` property through the subscript.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { preconditionFailure("@Published is only available on properties of classes") }
        set { preconditionFailure("@Published is only available on properties of classes") }
    }

    /// The property read and written through the object that holds it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].value
        }
        set {
            (object as? any ObservableObject)?.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
