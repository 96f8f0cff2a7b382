/// The font of the text inside a view, unless a view inside says otherwise.
public struct FontModifier: NodeModifier {
    let font: Font?

    func node(wrapping child: LayoutNode) -> LayoutNode {
        FontNode(font: font, child: child)
    }
}

extension View {
    /// This view with its text in `font`; a terminal draws every font the same size.
    public func font(_ font: Font?) -> ModifiedContent<Self, FontModifier> {
        modifier(FontModifier(font: font))
    }
}
