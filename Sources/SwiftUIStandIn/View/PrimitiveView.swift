/// A view the layout pass draws itself, instead of asking for its `body`: every view this module
/// provides. The protocol is internal, so the views a student writes are always made of these.
@MainActor
protocol PrimitiveView {
    /// The layout nodes that stand for this view; several for a block, a `ForEach` or a `Group`.
    func makeNodes(_ resolver: Resolver) -> [LayoutNode]
}
