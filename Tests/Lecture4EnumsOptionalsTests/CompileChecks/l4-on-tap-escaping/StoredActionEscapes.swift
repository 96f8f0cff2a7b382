// error: passing non-escaping parameter 'action' to function expecting an '@escaping' closure
// teaches: `init` stores the action and a tap runs it after `init` has returned, so its closure parameter must be `@escaping`: a closure that may not escape is refused.
// teaches-ko: `init`은 액션을 저장하고 탭은 `init`이 반환된 뒤에 그것을 실행하므로, 그 클로저 매개변수는 `@escaping`이어야 합니다. 탈출할 수 없는 클로저는 거부됩니다.

/// Hands the gesture a closure that is not allowed to escape; the lecture's `init` must refuse it.
@MainActor
func wrapWithoutEscaping(_ view: some View, action: () -> Void) {
    _ = TapGestureView(view, action: action)
}
