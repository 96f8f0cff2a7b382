// error: passing non-escaping parameter 'action' to function expecting an '@escaping' closure
// teaches: `init` stores the action and a tap runs it after `init` has returned, so the closure outlives the call: its parameter must say so, or Swift refuses to store it.

/// Hands the gesture a closure that is not allowed to escape; the lecture's `init` must refuse it.
@MainActor
func wrapWithoutEscaping(_ view: some View, action: () -> Void) {
    _ = TapGestureView(view, action: action)
}
