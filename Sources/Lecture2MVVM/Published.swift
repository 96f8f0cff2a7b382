/// A property that announces on its object's `objectWillChange` *before* every new value is
/// stored: the lecture's `@Published`, written by hand like `ObservableObject`.
///
/// An ordinary property wrapper sees only its own value, not the object it lives in, so it could
/// not reach `objectWillChange`. Like Combine's `@Published`, this one uses the
/// `static subscript(_enclosingInstance:wrapped:storage:)` form: for a property of a class, Swift
/// calls that subscript with the instance and key paths to the property and its storage. It works
/// only in classes, which is why `wrappedValue` below is unavailable.
@propertyWrapper
struct Published<Value> {
    /// The current value, kept inside the wrapper.
    private var value: Value

    /// Wraps a property's initial value: `@Published var model = ...` calls this.
    init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Never used: a property of a class goes through the subscript below instead.
    @available(*, unavailable, message: "@Published works only on properties of classes")
    var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads and writes the property of `instance`, announcing each write before it happens.
    static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance instance: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            instance[keyPath: storageKeyPath].value
        }
        set {
            // BEGIN SOLUTION mvvm-published
            instance.objectWillChange.send()
            instance[keyPath: storageKeyPath].value = newValue
            // STUB
            // instance[keyPath: storageKeyPath].value = newValue
            // END SOLUTION
        }
    }
}
