/// Turns views into layout nodes: a primitive view makes its own, a view you write is asked for its
/// `body`, again and again until only primitives are left.
///
/// On the way it finds each `@ObservedObject` a view holds and reports the object's publisher, so
/// that whoever draws can draw again when the object announces a change (as SwiftTUI does, by
/// reading the view's stored properties with `Mirror`).
@MainActor
struct Resolver {
    /// Called with the publisher of every observed object met on the way.
    let observe: (ObservableObjectPublisher) -> Void

    /// The nodes that stand for `view`.
    func nodes<V: View>(for view: V) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(self)
        }
        for property in Mirror(reflecting: view).children {
            if let observed = property.value as? any ObservedObjectProperty {
                observe(observed.objectWillChangePublisher)
            }
        }
        let nodes = nodes(for: view.body)
        let name = String(describing: V.self).prefix { $0 != "<" }
        for node in nodes {
            node.viewNames.insert(String(name), at: 0)
        }
        return nodes
    }
}
