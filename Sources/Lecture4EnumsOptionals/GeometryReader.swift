import Foundation

/// A stand-in for SwiftUI's `GeometryReader`: it hands the view it builds the space that view may
/// use, which is how the lecture's `Grid` learns how big its cells can be.
///
/// SwiftUI's parent view offers the space and `GeometryReader` reports it as `geometry.size`. A
/// terminal has no layout system to offer space, so here the screen offers it, in character cells,
/// when it makes the reader; the closure reads it exactly as the lecture's does.
struct GeometryReader<Content: View>: View {
    /// The space offered to the content.
    private let size: CGSize

    /// Builds the view for the space offered: the lecture's `{ geometry in … }`.
    private let content: (GeometryProxy) -> Content

    /// A reader offering `size` to the view `content` builds from it.
    ///
    /// `body` calls `content` each time the reader is drawn, after `init` has returned, so the
    /// closure escapes.
    init(offering size: CGSize, content: @escaping (GeometryProxy) -> Content) {
        self.size = size
        self.content = content
    }

    /// The content, built for the space offered and drawn.
    var body: String {
        content(GeometryProxy(size: size)).body
    }
}

/// What a `GeometryReader` tells the view it builds; SwiftUI's also reports the safe area and
/// frames, of which a text screen has none, so here it is only the `size`.
struct GeometryProxy {
    /// The width and height offered, in columns and lines.
    let size: CGSize
}
