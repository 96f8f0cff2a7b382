/// An `@ObservedObject` whatever its object's type, as the layout pass finds it in a view.
protocol ObservedObjectProperty {
    var objectWillChangePublisher: ObservableObjectPublisher { get }
}
