/// Suggests the name a student probably meant, by edit distance.
package enum NearMiss {
    /// The candidate closest to `name`, if it is close enough to be a typo rather than a different word.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        // A name cut short (`Lecture4` for `Lecture4EnumsOptionals`) is a start of one candidate.
        let extended = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if lowered.count >= 3, extended.count == 1 { return extended[0] }
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        if best.0.lowercased().contains(lowered) && lowered.count >= 3 { return best.0 }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    /// The Levenshtein distance: how many single-character edits turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(
                    min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
