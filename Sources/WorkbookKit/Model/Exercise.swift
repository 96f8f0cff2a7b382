/// One exercise as described in `Lectures/<Stage>/exercises.json`.
///
/// The code of an exercise lives in its marked regions; everything else a student or the tool
/// needs to know about it (what it teaches, its hints, which tests check it) lives here.
public struct Exercise: Codable, Equatable, Sendable {
    /// The stable name students type, such as `mvc-identifier-factory`.
    public var id: String
    /// A short title for listings.
    public var title: String
    /// The idea the exercise teaches, in one sentence.
    public var concept: String
    /// Hints from a nudge to nearly the answer; `workbook hint` shows the next one each time.
    public var hints: [String]
    /// The Swift Testing suites (top-level types in `Tests/<Stage>Tests/`) that check it.
    public var suites: [String]
    /// The stage whose `exercises.json` describes the exercise; filled in when loading.
    public var stage: String = ""
    /// Grading-only suites in `Tests/<Stage>Tests/Hidden/`, left out of releases (see `HiddenSuites`).
    var hiddenSuites: [String]? = nil

    private enum CodingKeys: String, CodingKey {
        case id, title, concept, hints, suites, hiddenSuites
    }

    public init(
        id: String, title: String, concept: String, hints: [String], suites: [String],
        stage: String
    ) {
        self.id = id
        self.title = title
        self.concept = concept
        self.hints = hints
        self.suites = suites
        self.stage = stage
    }

    /// The exact argument for `swift test --filter` that runs this exercise's tests and no others.
    ///
    /// The trailing `/` ends the suite name, so `ChooseTests` does not also select `ChooseTestsMore`.
    public var filter: String {
        if suites.count == 1 {
            return "\(stage)Tests.\(suites[0])/"
        }
        return "\(stage)Tests\\.(\(suites.joined(separator: "|")))/"
    }
}
