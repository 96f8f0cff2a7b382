/// Turns the lines of a `body` block into one view: the result builder behind SwiftUI's blocks.
///
/// Each view in a block is added to the ones before it (`buildPartialBlock`), so a block of any
/// length type-checks in steps of two, with no limit of ten views, and as fast as SwiftUI's
/// `buildBlock` overloads on the lectures' bodies (`docs/tools/benchmark-view-typecheck.py`,
/// measured both ways); `if`/`else` becomes a `ConditionalContent` holding one branch, and an
/// `if` alone holds its view or nothing.
///
/// It has no `buildExpression`: the pair that would name a stray statement at its own line (one
/// for views, an `@available(*, unavailable, message:)` one for the rest) made every line of every
/// block one call more, and the write-ups' bodies type-checked 6–11% slower in that benchmark
/// (`docs/performance.md`). A line a block cannot hold is explained by `workbook check` instead
/// (its `BuilderBlock` rule), at the student's line.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty block draws nothing.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// The first view of a block.
    public static func buildPartialBlock<Content: View>(first content: Content) -> Content {
        content
    }

    /// The views so far, followed by the next one.
    public static func buildPartialBlock<Accumulated: View, Next: View>(
        accumulated: Accumulated, next: Next
    ) -> ViewPair<Accumulated, Next> {
        ViewPair(first: accumulated, second: next)
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first content: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(.trueContent(content))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second content: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(.falseContent(content))
    }

    /// An `if` without `else`: its view when the condition holds, nothing otherwise.
    public static func buildOptional<Content: View>(
        _ content: Content?
    ) -> ConditionalContent<Content, EmptyView> {
        ConditionalContent(content.map { .trueContent($0) } ?? .falseContent(EmptyView()))
    }
}
