import Foundation

/// The direction a stack lines its children up in; one stack layout serves both, reading lengths
/// along and across this axis.
enum Axis: Equatable {
    case horizontal, vertical

    /// The space SwiftUI puts between a stack's children unless told otherwise: one column.
    static let defaultSpacing: CGFloat = 8

    func length(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.width : size.height
    }

    func crossLength(of size: CGSize) -> CGFloat {
        self == .horizontal ? size.height : size.width
    }

    func length(of point: CGPoint) -> CGFloat {
        self == .horizontal ? point.x : point.y
    }

    func crossLength(of point: CGPoint) -> CGFloat {
        self == .horizontal ? point.y : point.x
    }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal
            ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    func proposal(along: CGFloat?, across: CGFloat?) -> ProposedSize {
        self == .horizontal
            ? ProposedSize(width: along, height: across)
            : ProposedSize(width: across, height: along)
    }
}
