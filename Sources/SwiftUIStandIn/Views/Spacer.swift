/// Empty space that grows: in a stack it takes whatever length the other views leave.
public struct Spacer: View {
    public typealias Body = Never

    public init() {}
}

extension Spacer: PrimitiveView {
    func makeNodes(_ resolver: Resolver) -> [LayoutNode] {
        [SpacerNode()]
    }
}
