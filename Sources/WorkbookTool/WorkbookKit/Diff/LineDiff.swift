/// The edit script between two lists of lines, from the standard library's `difference(from:)`.
///
/// `difference(from:)` finds a shortest set of removals and insertions (Myers' algorithm); this
/// walks both lists once to interleave them with the lines kept, which is what hunks are cut from.
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
    ///
    /// Within a change, removed lines come before added ones, as in `diff -u`.
    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                edits.append(.removed(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                edits.append(.added(new: newIndex))
                newIndex += 1
            } else {
                edits.append(.same(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return edits
    }
}
