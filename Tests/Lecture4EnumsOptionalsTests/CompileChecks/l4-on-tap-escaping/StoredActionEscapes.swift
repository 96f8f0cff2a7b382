// error: passing non-escaping parameter 'action' to function expecting an '@escaping' closure
// teaches: `init` stores the action and a tap runs it after `init` has returned, so its closure parameter must be `@escaping`: a closure that may not escape is refused.

/// Hands the gesture a closure that is not allowed to escape; the lecture's `init` must refuse it.
@MainActor
func wrapWithoutEscaping(_ view: some View, action: () -> Void) {
    _ = TapGestureView(view, action: action)
}
