/// The shortest edit script between two lists of lines (Myers' O((N+M)·D) algorithm).
///
/// Lecture files differ in a few places, so `D` (the number of edits) is small and the diff is
/// fast; common leading and trailing lines are skipped before the search starts.
public enum LineDiff {
    /// One step of the script: a line kept, removed from the old side, or added on the new side.
    ///
    /// Indices are 0-based positions in the old (`old`) and new (`new`) lists.
    public enum Edit: Equatable, Sendable {
        /// Line `old` of the old side is line `new` of the new side.
        case same(old: Int, new: Int)
        /// Line `old` exists only on the old side.
        case removed(old: Int)
        /// Line `new` exists only on the new side.
        case added(new: Int)

        /// Whether this step changes anything, which is what hunks are built around.
        public var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// The edits that turn `old` into `new`, in order, with as few removals and additions as possible.
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
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

/// A diff cut into hunks: the changed lines with a few unchanged lines of context around them.
public struct UnifiedDiff: Equatable, Sendable {
    /// One `@@ -a,b +c,d @@` block.
    public struct Hunk: Equatable, Sendable {
        /// 1-based first line on the old side (the line before, when `oldCount` is 0, as `diff -u` does).
        public var oldStart: Int
        /// How many old-side lines (context and removed) the hunk holds.
        public var oldCount: Int
        /// 1-based first line on the new side (the line before, when `newCount` is 0).
        public var newStart: Int
        /// How many new-side lines (context and added) the hunk holds.
        public var newCount: Int
        /// The hunk's lines in order.
        public var lines: [Line]

        /// The `@@ -a,b +c,d @@` header; a count of 1 is left out, as `diff -u` and git do.
        public var header: String {
            func range(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start)" : "\(start),\(count)"
            }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    /// A line of a hunk, tagged with the side it belongs to.
    public enum Line: Equatable, Sendable {
        /// A line both sides share, printed with a leading space.
        case context(String)
        /// A line only the old side has, printed with `-`.
        case removed(String)
        /// A line only the new side has, printed with `+`.
        case added(String)
    }

    /// The hunks, in order; empty when the two sides are equal.
    public var hunks: [Hunk]
    /// How many lines only the new side has.
    public var added: Int
    /// How many lines only the old side has.
    public var removed: Int

    /// Compares `old` with `new`, keeping `context` unchanged lines around each change.
    public init(old: [String], new: [String], context: Int = 3) {
        let edits = LineDiff.edits(from: old, to: new)
        added = edits.filter { if case .added = $0 { true } else { false } }.count
        removed = edits.filter { if case .removed = $0 { true } else { false } }.count
        // How many old and new lines come before each edit, to number the hunks.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldSeen = 0
        var newSeen = 0
        for edit in edits {
            oldBefore.append(oldSeen)
            newBefore.append(newSeen)
            switch edit {
            case .same:
                oldSeen += 1
                newSeen += 1
            case .removed: oldSeen += 1
            case .added: newSeen += 1
            }
        }
        hunks = Self.ranges(of: edits, context: max(0, context)).map { range in
            Self.hunk(
                edits[range], old: old, new: new, oldBefore: oldBefore[range.lowerBound],
                newBefore: newBefore[range.lowerBound])
        }
    }

    /// The index ranges of `edits` that form hunks: changes, padded by context, merged when they touch.
    private static func ranges(of edits: [LineDiff.Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in edits.indices where edits[index].isChange {
            let lower = max(0, index - context)
            let upper = min(edits.count, index + context + 1)
            if let last = ranges.last, lower <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    /// One hunk from its edits; a side with no line in it is numbered by the line before, as `diff -u` does.
    private static func hunk(
        _ edits: ArraySlice<LineDiff.Edit>, old: [String], new: [String], oldBefore: Int,
        newBefore: Int
    ) -> Hunk {
        var lines: [Line] = []
        var oldCount = 0
        var newCount = 0
        for edit in edits {
            switch edit {
            case .same(let o, _):
                lines.append(.context(old[o]))
                oldCount += 1
                newCount += 1
            case .removed(let o):
                lines.append(.removed(old[o]))
                oldCount += 1
            case .added(let n):
                lines.append(.added(new[n]))
                newCount += 1
            }
        }
        return Hunk(
            oldStart: oldCount > 0 ? oldBefore + 1 : oldBefore, oldCount: oldCount,
            newStart: newCount > 0 ? newBefore + 1 : newBefore, newCount: newCount, lines: lines)
    }
}
