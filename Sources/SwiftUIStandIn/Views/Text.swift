/// A line of text: as wide as its characters are on a terminal, one row tall.
public struct Text: View {
    public typealias Body = Never

    /// The text shown.
    let content: String

    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }
}

extension Text: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [TextNode(content)]
    }
}
