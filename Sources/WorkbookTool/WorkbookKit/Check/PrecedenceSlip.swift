import Foundation
import WorkbookLanguage

/// `cardButtons.count + 1 / 2` in a failing exercise's region: Swift divides before it adds, so
/// the line computes `cardButtons.count + 0`, and advice about integer division rounding down
/// misses why the value is too large.
///
/// The evidence is the line itself: a `+` or `-` whose right operand is divided (`a + b / c`)
/// with no parentheses around the sum, written where the exercise's own code groups the sum.
struct PrecedenceSlip: Equatable, Sendable {
    /// The exercise whose region holds the line.
    var exerciseID: String
    /// Where the line is (`path:line`).
    var place: String
    /// The expression as written (`cardButtons.count + 1 / 2`).
    var written: String
    /// The same with the sum grouped (`(cardButtons.count + 1) / 2`): the evidence that the
    /// exercise's code divides the sum, never shown (it would be the answer).
    var grouped: String

    /// What `check` says under the failure.
    var explanation: Localized { Messages.divisionBeforeSum(written, at: place) }

    /// An operand, a sum's operator, an operand, `/`, an operand: `count + 1 / 2`.
    static var pattern:
        Regex<(Substring, left: Substring, sign: Substring, right: Substring, divisor: Substring)>
    {
        /(?<left>[A-Za-z_][A-Za-z0-9_.]*|\d+)\s*(?<sign>[+-])\s*(?<right>[A-Za-z_][A-Za-z0-9_.]*|\d+)\s*\/\s*(?<divisor>[A-Za-z_][A-Za-z0-9_.]*|\d+)/
    }

    /// The slip on `line`, if it has one: the written expression and the grouped one.
    static func slip(in line: String) -> (written: String, grouped: String)? {
        let code = SwiftCode.code(line)
        guard let match = code.firstMatch(of: pattern) else { return nil }
        // `(a + b) / c` never matches: the `)` stands between the sum and the division.
        let written = String(code[match.range])
        let grouped = "(\(match.left) \(match.sign) \(match.right)) / \(match.divisor)"
        return (written, grouped)
    }

    /// The slips in the started regions of `exercises`, the first of each, where the exercise's
    /// own code (`given`) groups the same sum.
    static func find(
        in catalog: Catalog, exercises: Set<String>,
        given: [String: (stub: [String], lecture: [String])]
    ) -> [PrecedenceSlip] {
        var found: [PrecedenceSlip] = []
        for file in catalog.files {
            for region in file.regions
            where region.isStarted && exercises.contains(region.exerciseID)
                && !found.contains(where: { $0.exerciseID == region.exerciseID })
            {
                let lecture = (given[region.exerciseID]?.lecture ?? []).joined(separator: "\n")
                    .filter { !$0.isWhitespace }
                for (offset, line) in region.body.enumerated() {
                    guard let slip = slip(in: line),
                        lecture.contains(slip.grouped.filter { !$0.isWhitespace })
                    else { continue }
                    found.append(
                        PrecedenceSlip(
                            exerciseID: region.exerciseID,
                            place: "\(file.path):\(region.firstLine + 1 + offset)",
                            written: slip.written, grouped: slip.grouped))
                    break
                }
            }
        }
        return found
    }
}
