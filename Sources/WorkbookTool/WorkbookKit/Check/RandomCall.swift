import Foundation
import WorkbookLanguage

/// Randomness the student added: a call in an exercise's started region to a random source
/// (`Int.random(in:)`, `randomElement()`, `shuffle()`, `arc4random_uniform`) that the exercise's
/// own code does not make, in an exercise whose tests failed.
///
/// What such code makes differs from run to run, so the same code fails one, two or three tests
/// from one check to the next, or passes by chance. `check` names the call under the failure
/// every time, so the verdict says what varied instead of changing its advice.
struct RandomCall: Equatable, Sendable {
    /// The exercise whose region makes the call.
    var exerciseID: String
    /// Where the call is (`path:line`).
    var place: String
    /// The call as the student wrote it, up to its parenthesis (`Int.random(in:`).
    var call: String

    /// What `check` says under the failure.
    var explanation: Localized { Messages.resultVariesFromRun(call, at: place) }

    /// The calls to a random source, by the name they call.
    static let sources = [
        "random(in:", "randomElement(", "shuffle(", "shuffled(", "arc4random_uniform(",
        "arc4random(", ".arc4random",
    ]

    /// The random calls in the started regions of `exercises` that the code each exercise gave
    /// (`given`, its lecture code) does not make; the first for each exercise.
    static func find(
        in catalog: Catalog, exercises: Set<String>,
        given: [String: (stub: [String], lecture: [String])]
    ) -> [RandomCall] {
        var found: [RandomCall] = []
        for file in catalog.files {
            for region in file.regions
            where region.isStarted && exercises.contains(region.exerciseID)
                && !found.contains(where: { $0.exerciseID == region.exerciseID })
            {
                // Randomness the exercise's own code has (a shuffle it asks for) is no departure.
                let lecture = SwiftCode.code(
                    (given[region.exerciseID]?.lecture ?? []).joined(separator: "\n"))
                let code = SwiftCode.code(region.body.joined(separator: "\n"))
                    .components(separatedBy: "\n")
                for (offset, line) in code.enumerated() {
                    guard
                        let source = sources.first(where: {
                            line.contains($0) && !lecture.contains($0)
                        }),
                        !line.contains("using:")
                    else { continue }
                    let written = region.body[offset]
                    let call =
                        written.range(of: source).map { range in
                            // The receiver before the name (`Int.`), when there is one.
                            let before = written[..<range.lowerBound].reversed().prefix {
                                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "."
                            }
                            return String(before.reversed()) + written[range]
                        } ?? source
                    // `Int.random(in:` reads `Int.random(in:)`, as Swift's documentation names it.
                    var name = call.hasPrefix(".") ? String(call.dropFirst()) : call
                    if name.hasSuffix("(") || name.hasSuffix(":") { name += ")" }
                    found.append(
                        RandomCall(
                            exerciseID: region.exerciseID,
                            place: "\(file.path):\(region.firstLine + 1 + offset)", call: name))
                    break
                }
            }
        }
        return found
    }
}
