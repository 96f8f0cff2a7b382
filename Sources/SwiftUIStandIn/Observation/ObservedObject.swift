/// A view's reference to an `ObservableObject` it draws from: when the object announces a change,
/// the view is drawn again. Without it, a view holding a view model in a plain `var` keeps showing
/// what it drew first, which is why the lecture adds it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}

extension ObservedObject: ObservedObjectProperty {
    var objectWillChangePublisher: ObservableObjectPublisher {
        wrappedValue.objectWillChange
    }
}
