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
        frame = trackingChanges { content.body }
        renderCount += 1
    }

    /// Returns what `read` drew, and marks the host as needing a render as soon as anything `read`
    /// looked at is about to change: SwiftUI does this for every view.
    ///
    /// The change is heard in a closure that the view model keeps and calls later, on the thread
    /// that changes it: the main actor, since the view model is `@MainActor`. Kept by the view
    /// model, the closure must not keep the host alive once it is no longer shown.
    private func trackingChanges(_ read: () -> String) -> String {
        // BEGIN SOLUTION mvvm-reactive-host
        withObservationTracking(read) { [weak self] in
            MainActor.assumeIsolated {
                self?.needsRender = true
            }
        }
        // STUB
        // read()
        // END SOLUTION
    }
}
