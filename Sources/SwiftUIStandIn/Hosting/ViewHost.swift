import Foundation
import Synchronization

/// Draws a view on a screen of character cells, and draws it again when an object it observes
/// announces a change: the part of SwiftUI that runs your views, for a terminal and for tests.
///
/// Drawing is lazy, as in SwiftUI, which draws again on the next frame rather than inside the
/// change: an announcement only marks the screen out of date, and reading `screen` or `tree`
/// draws it afresh.
@MainActor
public final class ViewHost<Root: View> {
    /// The view drawn.
    public var root: Root {
        didSet { redrawFlag.markNeeded() }
    }
    /// The screen's width in columns.
    public let columns: Int
    /// The screen's height in rows.
    public let rows: Int
    /// How many times the view has been drawn, the first time included.
    public private(set) var drawCount = 0

    private let redrawFlag = RedrawFlag()
    private var subscriptions: [AnyCancellable] = []
    private var rootNode = LayoutNode(kind: "screen")
    private var canvas: CellCanvas

    public init(_ root: Root, columns: Int, rows: Int) {
        self.root = root
        self.columns = columns
        self.rows = rows
        canvas = CellCanvas(columns: columns, rows: rows)
    }

    /// Whether the next `screen` or `tree` draws the view again.
    public var needsRedraw: Bool { redrawFlag.isNeeded }

    /// The screen as the view draws it now.
    public var screen: Screen {
        redrawIfNeeded()
        return Screen(canvas: canvas)
    }

    /// The views as the layout placed them, the screen first.
    public var tree: DrawnView {
        redrawIfNeeded()
        return rootNode.drawn
    }

    /// Taps the cell at `column`, `row`: runs the `onTapGesture` of the topmost view there that has
    /// one, as SwiftUI's hit testing does, and says whether there was one.
    @discardableResult
    public func tap(column: Int, row: Int) -> Bool {
        redrawIfNeeded()
        let point = CGPoint(
            x: (CGFloat(column) + 0.5) * CellMetrics.width,
            y: (CGFloat(row) + 0.5) * CellMetrics.height)
        guard let target = rootNode.hitTest(point) else { return false }
        target.action()
        return true
    }

    /// Lays the view out and draws it, and listens to the objects it observes now.
    private func redrawIfNeeded() {
        guard redrawFlag.takeNeeded() else { return }
        var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
        let collector = Resolver { publishers[ObjectIdentifier($0)] = $0 }
        rootNode = LayoutNode(kind: "screen", children: collector.nodes(for: root))
        rootNode.place(
            in: CGRect(
                x: 0, y: 0, width: CGFloat(columns) * CellMetrics.width,
                height: CGFloat(rows) * CellMetrics.height))
        canvas = CellCanvas(columns: columns, rows: rows)
        rootNode.draw(on: &canvas, in: DrawingEnvironment())
        drawCount += 1
        let flag = redrawFlag
        subscriptions = publishers.values.map { publisher in
            publisher.sink { flag.markNeeded() }
        }
    }
}

/// Whether a host must draw again: set by announcements, which may come from any thread.
private final class RedrawFlag: Sendable {
    private let needed = Atomic<Bool>(true)

    var isNeeded: Bool { needed.load(ordering: .acquiring) }

    func markNeeded() {
        needed.store(true, ordering: .releasing)
    }

    /// Whether a redraw was needed, clearing the flag.
    func takeNeeded() -> Bool {
        needed.exchange(false, ordering: .acquiringAndReleasing)
    }
}
