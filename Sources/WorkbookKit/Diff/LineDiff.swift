/// The shortest edit script between two lists of lines (Myers' O((N+M)·D) algorithm).
///
/// Lecture files differ in a few places, so `D` (the number of edits) is small and the diff is
/// fast; common leading and trailing lines are skipped before the search starts.
enum LineDiff {
    /// One step of the script: a line kept, removed from the old side, or added on the new side.
    ///
    /// Indices are 0-based positions in the old (`old`) and new (`new`) lists.
    enum Edit: Equatable, Sendable {
        /// Line `old` of the old side is line `new` of the new side.
        case same(old: Int, new: Int)
        /// Line `old` exists only on the old side.
        case removed(old: Int)
        /// Line `new` exists only on the new side.
        case added(new: Int)

        /// Whether this step changes anything, which is what hunks are built around.
        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// The edits that turn `old` into `new`, in order, with as few removals and additions as possible.
    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = myers(
            Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        let head = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        let body = middle.map { edit -> Edit in
            switch edit {
            case .same(let o, let n): .same(old: o + prefix, new: n + prefix)
            case .removed(let o): .removed(old: o + prefix)
            case .added(let n): .added(new: n + prefix)
            }
        }
        let tail = (0..<suffix).map {
            Edit.same(old: old.count - suffix + $0, new: new.count - suffix + $0)
        }
        return head + body + tail
    }

    /// Myers' greedy search for the furthest-reaching path on each diagonal, then a walk back.
    private static func myers(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let limit = n + m
        guard limit > 0 else { return [] }
        let offset = limit + 1
        // v[offset + k]: the furthest x reached on diagonal k = x - y.
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // The v before each round, kept to walk the path back.
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                var x = down ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(old: x, new: y))
            }
            if d > 0 {
                if down {
                    y -= 1
                    edits.append(.added(new: y))
                } else {
                    x -= 1
                    edits.append(.removed(old: x))
                }
            }
        }
        return edits.reversed()
    }
}
