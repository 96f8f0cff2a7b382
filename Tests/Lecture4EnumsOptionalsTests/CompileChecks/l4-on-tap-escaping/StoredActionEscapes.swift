// error: passing non-escaping parameter 'action' to function expecting an '@escaping' closure
// teaches: `init` stores the action and a tap runs it after `init` has returned, so the closure outlives the call: its parameter must say so, or Swift refuses to store it.
// teaches-ko: `init`이 액션을 저장하고 탭은 `init`이 반환된 뒤에 그 액션을 실행하므로, 클로저가 호출보다 오래 살아남습니다: 매개변수가 그렇다고 밝혀야 하며, 그러지 않으면 Swift가 저장을 거부합니다.

/// Hands the gesture a closure that is not allowed to escape; the lecture's `init` must refuse it.
@MainActor
func wrapWithoutEscaping(_ view: some View, action: () -> Void) {
    _ = TapGestureView(view, action: action)
}
