/// A stand-in for SwiftUI's `View`, which exists only on Apple platforms: a view is a value that
/// describes what to draw, and here it draws text.
///
/// Like SwiftUI's, a view never stores what it last drew: its `body` is worked out again from the
/// current state every time a host renders it.
@MainActor
protocol View {
    /// What the view looks like right now, drawn as text.
    var body: String { get }
}
