import Observation

/// Shows a view and draws it again whenever something it read has changed: the part of SwiftUI
/// that makes a user interface reactive.
///
/// The host never looks at the model or the view model. Rendering reads the view's `body` inside
/// `withObservationTracking`, which records every observable property the body read; when one of
/// them is about to change, the host only marks itself as needing a render, as SwiftUI schedules
/// the next frame, and `renderIfNeeded()` draws that frame.
@MainActor
final class ViewHost<Content: View> {
    /// The view on screen.
    let content: Content

    /// The text drawn by the latest render.
    private(set) var frame = ""

    /// How many times the view has been drawn, counting the first time.
    private(set) var renderCount = 0

    /// Whether something the view read has changed since the latest render.
    private(set) var needsRender = false

    /// Shows `content`, drawing it once straight away.
    init(_ content: Content) {
        self.content = content
        render()
    }

    /// Draws the next frame, if anything the view depends on has changed since the last one.
    func renderIfNeeded() {
        if needsRender {
            render()
        }
    }

    /// Draws the view and watches what it read, so the next change marks the host as out of date.
    private func render() {
        needsRender = false
        frame = withObservationTracking {
            content.body
        } onChange: { [weak self] in
            // Observation calls this just before the change, on the changing thread: the view
            // model is @MainActor, so that is the main actor. Tracking ends after one call, so
            // `render()` starts it again.
            MainActor.assumeIsolated {
                self?.needsRender = true
            }
        }
        renderCount += 1
    }
}
