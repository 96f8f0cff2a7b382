/// Shows a view and draws it again whenever the object it observes announces a change: what
/// SwiftUI does for a view's `@ObservedObject var viewModel`, written by hand.
///
/// The host subscribes to the object's `objectWillChange`. An announcement comes *before* the
/// change, so the host only marks itself out of date, and `renderIfNeeded()` draws the next frame
/// once the change has landed.
@MainActor
final class ObservedObjectHost<Content: View> {
    /// The view on screen.
    let content: Content

    /// The text drawn by the latest render.
    private(set) var frame = ""

    /// How many times the view has been drawn, counting the first time.
    private(set) var renderCount = 0

    /// Whether the observed object has announced a change since the latest render.
    private(set) var needsRender = false

    /// Keeps the subscription alive for as long as the host is; releasing the host ends it.
    private var subscription: AnyCancellable?

    /// Shows `content`, which reads `object`, and listens to `object` from now on.
    init(_ content: Content, observing object: some ObservableObject) {
        self.content = content
        subscription = object.objectWillChange.sink { [weak self] in
            self?.needsRender = true
        }
        render()
    }

    /// Draws the next frame, if the object has announced a change since the last one.
    func renderIfNeeded() {
        if needsRender {
            render()
        }
    }

    /// Draws the view; no tracking needed, because the object announces every change itself.
    private func render() {
        needsRender = false
        frame = content.body
        renderCount += 1
    }
}
