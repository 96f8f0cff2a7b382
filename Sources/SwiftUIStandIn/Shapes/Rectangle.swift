import Foundation

/// A rectangle with square corners.
public struct Rectangle: Shape {
    public var cornerRadius: CGFloat { 0 }

    public init() {}
}
