/// A piece of the screen, described as a value: SwiftUI's central protocol, spelled as Apple spells it.
///
/// A view you write has a `body` made of other views; a primitive view (`Text`, a stack, a shape)
/// has `Never` for a body, and the layout pass draws it itself. `@ViewBuilder` on `body` lets it list
/// several views, `if`/`else` and `let`s, and `some View` lets the compiler name the type it builds.
/// Views are used on the main actor, as SwiftUI's are, because drawing happens there.
@MainActor
public protocol View {
    /// The type of view `body` builds; `some View` lets the compiler work it out.
    associatedtype Body: View

    /// The views this view is made of.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body of a view that has none: the layout pass draws such views itself.
    public typealias Body = Never

    /// Never asked for: a value of `Never` cannot exist.
    public var body: Never {
        self
    }
}

extension View where Body == Never {
    /// A primitive view's body, which the layout pass never asks for: it draws the view itself.
    public var body: Never {
        preconditionFailure("\(Self.self) is drawn by the layout pass and has no body")
    }
}
