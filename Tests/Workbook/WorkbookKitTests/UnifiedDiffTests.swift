import Testing

@testable import WorkbookKit

@Suite struct UnifiedDiffTests {
    /// The lines a hunk prints, in `diff -u` notation.
    static func render(_ diff: UnifiedDiff) -> [String] {
        diff.hunks.flatMap { hunk in
            [hunk.header]
                + hunk.lines.map { line in
                    switch line {
                    case .context(let text): " " + text
                    case .removed(let text): "-" + text
                    case .added(let text): "+" + text
                    }
                }
        }
    }

    /// Applies an edit script to `old`, to check that it really produces `new`.
    static func apply(_ edits: [LineDiff.Edit], old: [String], new: [String]) -> [String] {
        edits.compactMap { edit in
            switch edit {
            case .same(let o, _): old[o]
            case .removed: nil
            case .added(let n): new[n]
            }
        }
    }

    @Test("two changes far apart make two hunks numbered as diff -u numbers them")
    func matchesDiffU() {
        let old = "abcdefghijklm".map(String.init)
        var new = old
        new[1] = "B"
        new.remove(at: 11)
        new.append("n")
        #expect(
            Self.render(UnifiedDiff(old: old, new: new))
                == [
                    "@@ -1,5 +1,5 @@", " a", "-b", "+B", " c", " d", " e",
                    "@@ -9,5 +9,5 @@", " i", " j", " k", "-l", " m", "+n",
                ])
    }

    @Test("a file that appears or disappears is numbered from line 0 on its empty side")
    func emptySides() {
        #expect(
            Self.render(UnifiedDiff(old: [], new: ["x", "y"])) == ["@@ -0,0 +1,2 @@", "+x", "+y"])
        #expect(
            Self.render(UnifiedDiff(old: ["x", "y"], new: [])) == ["@@ -1,2 +0,0 @@", "-x", "-y"])
        #expect(UnifiedDiff(old: [], new: []).hunks.isEmpty)
    }

    @Test("an insertion shows the context asked for, and a count of 1 is left out of the header")
    func contextAndCounts() {
        let diff = UnifiedDiff(
            old: ["a", "b", "c", "d"], new: ["a", "b", "X", "c", "d"], context: 1)
        #expect(Self.render(diff) == ["@@ -2,2 +2,3 @@", " b", "+X", " c"])
        let single = UnifiedDiff(old: ["a"], new: ["b"], context: 0)
        #expect(Self.render(single) == ["@@ -1 +1 @@", "-a", "+b"])
    }

    @Test("changes closer than twice the context share one hunk")
    func nearbyChangesMerge() {
        let old = (1...10).map(String.init)
        var new = old
        new[2] = "three"
        new[7] = "eight"
        #expect(UnifiedDiff(old: old, new: new, context: 3).hunks.count == 1)
        #expect(UnifiedDiff(old: old, new: new, context: 1).hunks.count == 2)
    }

    @Test("equal sides have no hunks and count nothing added or removed")
    func equalSides() {
        let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "b"])
        #expect(diff.hunks.isEmpty)
        #expect(diff.added == 0 && diff.removed == 0)
    }

    @Test(
        "the edit script turns the old lines into the new ones with the fewest edits",
        arguments: [
            ("abcabba", "cbabac", 5),
            ("", "abc", 3),
            ("abc", "", 3),
            ("abc", "abc", 0),
            ("xaxbxc", "abc", 3),
            ("kitten", "sitting", 5),
        ])
    func shortestScript(old: String, new: String, edits expected: Int) {
        let a = old.map(String.init)
        let b = new.map(String.init)
        let edits = LineDiff.edits(from: a, to: b)
        #expect(Self.apply(edits, old: a, new: b) == b)
        #expect(edits.filter(\.isChange).count == expected)
        let kept = edits.compactMap { if case .same(let o, _) = $0 { o } else { nil } }
        #expect(kept == kept.sorted(), "kept lines stay in order")
    }

    @Test("counts of added and removed lines match the script")
    func counts() {
        let diff = UnifiedDiff(old: ["a", "b", "c"], new: ["a", "c", "d", "e"])
        #expect(diff.added == 2)
        #expect(diff.removed == 1)
    }
}
