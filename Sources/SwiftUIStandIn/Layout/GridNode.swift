import Foundation

/// A `LazyVGrid` laid out: its width is cut into columns (as many `.adaptive` ones as fit at their
/// minimum width), each child is offered a column's width and no height, and each row is as tall
/// as its tallest child.
@MainActor
final class GridNode: LayoutNode {
    let columns: [GridItem]
    let spacing: CGFloat

    init(columns: [GridItem], spacing: CGFloat?, children: [LayoutNode]) {
        self.columns = columns
        self.spacing = spacing ?? Axis.defaultSpacing
        super.init(kind: "LazyVGrid", children: children)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let width = proposal.width ?? idealWidth
        let heights = rowHeights(columnWidths: columnWidths(in: width))
        let height = heights.reduce(0, +) + spacing * CGFloat(max(0, heights.count - 1))
        return CGSize(width: width, height: height)
    }

    override func place(in rect: CGRect) {
        frame = rect
        let widths = columnWidths(in: rect.width)
        let heights = rowHeights(columnWidths: widths)
        var top = rect.minY
        for (row, height) in heights.enumerated() {
            var left = rect.minX
            for (column, width) in widths.enumerated() {
                let index = row * widths.count + column
                guard index < children.count else { break }
                let size = children[index].sizeThatFits(ProposedSize(width: width, height: nil))
                let cell = CGRect(x: left, y: top, width: width, height: height)
                children[index].place(in: size.centered(in: cell))
                left += width + spacing
            }
            top += height + spacing
        }
    }

    /// The width of each column when the grid is `width` wide.
    func columnWidths(in width: CGFloat) -> [CGFloat] {
        var widths: [CGFloat?] = []
        for item in columns {
            switch item.size {
            case .fixed(let length): widths.append(length)
            case .flexible: widths.append(nil)
            case .adaptive(let minimum):
                let fitting = Int((width + spacing) / (minimum + spacing))
                widths += Array(repeating: nil, count: max(1, fitting))
            }
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let flexibleCount = widths.filter { $0 == nil }.count
        let spare = width - fixed - spacing * CGFloat(max(0, widths.count - 1))
        let share = flexibleCount > 0 ? max(0, spare / CGFloat(flexibleCount)) : 0
        return widths.map { $0 ?? share }
    }

    private func rowHeights(columnWidths widths: [CGFloat]) -> [CGFloat] {
        guard !widths.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: widths.count).map { start in
            zip(children[start...].prefix(widths.count), widths).map { child, width in
                child.sizeThatFits(ProposedSize(width: width, height: nil)).height
            }.max() ?? 0
        }
    }

    private var idealWidth: CGFloat {
        columns.reduce(0) { total, item in
            switch item.size {
            case .fixed(let length): total + length
            case .adaptive(let minimum): total + minimum
            case .flexible: total + 10
            }
        }
    }
}
