/// A view that does something when it is tapped, like SwiftUI's `.onTapGesture { ... }`.
///
/// The action is given now and run later, on every tap, long after `onTapGesture(perform:)` has
/// returned: the closure *escapes* the call that received it, so the parameter must be marked
/// `@escaping`. `Grid`'s `viewForItem` escapes for the same reason: `init` stores it and `body`
/// calls it each time the grid is drawn.
struct TapGestureView<Content: View>: View {
    /// The view that is drawn, unchanged.
    let content: Content
    /// What a tap does; stored, which is what makes the closure escaping.
    private let action: () -> Void

    /// Wraps `content` so that every tap runs `action`; `action` is not run now.
    // BEGIN SOLUTION l4-on-tap-escaping
    init(_ content: Content, action: @escaping () -> Void) {
        self.content = content
        self.action = action
    }
    // STUB
    // init(_ content: Content, action: () -> Void) {
    //     self.content = content
    //     self.action = {}
    // }
    // END SOLUTION

    /// Looks exactly like `content`: a gesture changes what a view does, not how it looks.
    var body: String {
        content.body
    }

    /// What a user's tap does: runs the stored action once. The terminal game calls this when a
    /// card is picked, and tests call it as a finger would.
    func tap() {
        // BEGIN SOLUTION l4-on-tap-escaping
        action()
        // STUB
        // // Run the action that `init` stored.
        // END SOLUTION
    }
}

extension View {
    /// This view, running `action` on every tap: `CardView(card: card).onTapGesture {
    /// viewModel.choose(card) }`, as in the lecture.
    func onTapGesture(perform action: @escaping () -> Void) -> TapGestureView<Self> {
        TapGestureView(self, action: action)
    }
}
