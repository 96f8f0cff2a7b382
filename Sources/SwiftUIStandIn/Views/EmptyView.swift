/// No view at all: what an empty block or an `if` whose condition fails builds. A stack leaves it
/// out entirely, spacing included.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        []
    }
}
