import Testing

/// Expects `actual` to be exactly `expected`, the whole text, for a test whose subject is the text
/// itself (a help screen, a report, a diff). On a mismatch the failure shows a line diff: `-` for
/// an expected line that is missing, `+` for a line printed instead, two lines of context around.
func expectText(
    _ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let difference = TextDifference(expected: expected, actual: actual)
    Issue.record(
        Comment(
            rawValue: "The text differs from the expected one (- expected, + actual):\n"
                + difference.description),
        sourceLocation: sourceLocation)
}

/// A line diff of two texts, independent of the tool's own diff so that a fault there cannot hide
/// in the test's report.
struct TextDifference: CustomStringConvertible {
    /// One line of the diff: kept, expected only, or actual only.
    enum Line: Equatable {
        case same(String)
        case expected(String)
        case actual(String)
    }

    let lines: [Line]

    /// The shortest edit from `expected` to `actual`, by the longest common sequence of lines.
    init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // common[i][j]: the longest common sequence of old[i...] and new[j...].
        let row = Array(repeating: 0, count: new.count + 1)
        var common = Array(repeating: row, count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append(.expected(old[i]))
                i += 1
            } else {
                lines.append(.actual(new[j]))
                j += 1
            }
        }
        self.lines = lines
    }

    /// The changed lines with two lines of context, `…` where unchanged lines are left out.
    var description: String {
        let changed = lines.indices.filter { index in
            if case .same = lines[index] { false } else { true }
        }
        let shown = Set(changed.flatMap { ($0 - 2)...($0 + 2) })
        var out: [String] = []
        for index in lines.indices {
            guard shown.contains(index) else {
                if out.last != "…" { out.append("…") }
                continue
            }
            switch lines[index] {
            case .same(let text): out.append("  \(text)")
            case .expected(let text): out.append("- \(text)")
            case .actual(let text): out.append("+ \(text)")
            }
        }
        return out.joined(separator: "\n")
    }
}
