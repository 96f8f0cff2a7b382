/// A type that shows a view in Xcode's canvas: here a preview block compiles as in the lecture, and
/// a test can draw `previews` like any other view.
@MainActor
public protocol PreviewProvider {
    /// The type of view `previews` builds.
    associatedtype Previews: View

    /// The views to preview; a block, so it may create a view model first.
    @ViewBuilder static var previews: Previews { get }
}
