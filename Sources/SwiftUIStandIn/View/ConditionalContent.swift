/// One of two views, chosen by an `if`: the type both branches of an `if`/`else` share, so a block
/// has one type whichever branch runs (SwiftUI's `_ConditionalContent`).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    /// The branch that ran.
    enum Branch {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let branch: Branch

    init(_ branch: Branch) {
        self.branch = branch
    }
}

extension ConditionalContent: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        switch branch {
        case .trueContent(let content): resolver.nodes(for: content)
        case .falseContent(let content): resolver.nodes(for: content)
        }
    }
}
