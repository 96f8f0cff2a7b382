/// A diff cut into hunks: the changed lines with a few unchanged lines of context around them.
struct UnifiedDiff: Equatable, Sendable {
    /// One `@@ -a,b +c,d @@` block.
    struct Hunk: Equatable, Sendable {
        /// 1-based first line on the old side (the line before, when `oldCount` is 0, as `diff -u` does).
        var oldStart: Int
        /// How many old-side lines (context and removed) the hunk holds.
        var oldCount: Int
        /// 1-based first line on the new side (the line before, when `newCount` is 0).
        var newStart: Int
        /// How many new-side lines (context and added) the hunk holds.
        var newCount: Int
        /// The hunk's lines in order.
        var lines: [Line]

        /// The `@@ -a,b +c,d @@` header; a count of 1 is left out, as `diff -u` and git do.
        var header: String {
            func range(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start)" : "\(start),\(count)"
            }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    /// A line of a hunk, tagged with the side it belongs to.
    enum Line: Equatable, Sendable {
        /// A line both sides share, printed with a leading space.
        case context(String)
        /// A line only the old side has, printed with `-`.
        case removed(String)
        /// A line only the new side has, printed with `+`.
        case added(String)
    }

    /// The hunks, in order; empty when the two sides are equal.
    var hunks: [Hunk]
    /// How many lines only the new side has.
    var added: Int
    /// How many lines only the old side has.
    var removed: Int

    /// Compares `old` with `new`, keeping `context` unchanged lines around each change.
    init(old: [String], new: [String], context: Int = 3) {
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
