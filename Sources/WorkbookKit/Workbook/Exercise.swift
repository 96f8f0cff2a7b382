/// One exercise as described in `Lectures/<Stage>/exercises.json`.
///
/// The code of an exercise lives in its marked regions; everything else a student or the tool
/// needs to know about it (what it teaches, its hints, which tests check it) lives here.
struct Exercise: Codable, Equatable, Sendable {
    /// The stable name students type, such as `mvc-identifier-factory`.
    var id: String
    /// A short title for listings.
    var title: String
    /// The idea the exercise teaches, in one sentence.
    var concept: String
    /// Hints from a nudge to nearly the answer; `workbook hint` shows the next one each time.
    var hints: [String]
    /// The Swift Testing suites (top-level types in `Tests/<Stage>Tests/`) that check it.
    var suites: [String]
    /// The stage whose `exercises.json` describes the exercise; filled in when loading.
    var stage: String = ""
    /// Grading-only suites in `Tests/<Stage>Tests/Hidden/`, left out of releases (see `HiddenSuites`).
    var hiddenSuites: [String]? = nil

    private enum CodingKeys: String, CodingKey {
        case id, title, concept, hints, suites, hiddenSuites
    }

    /// The exact argument for `swift test --filter` that runs this exercise's tests and no others.
    ///
    /// The trailing `/` ends the suite name, so `ChooseTests` does not also select `ChooseTestsMore`.
    var filter: String {
        if suites.count == 1 {
            return "\(stage)Tests.\(suites[0])/"
        }
        return "\(stage)Tests\\.(\(suites.joined(separator: "|")))/"
    }
}
