import Foundation

/// What a `GeometryReader` tells its content: the size it was given, in points.
public struct GeometryProxy {
    /// The size the reader was given by its parent.
    public let size: CGSize
}
