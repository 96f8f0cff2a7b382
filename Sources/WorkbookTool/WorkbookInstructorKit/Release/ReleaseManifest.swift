import WorkbookKit

/// What `workbook release` writes as `workbook-release.json` at the root of a student copy.
///
/// Its presence is what makes `restore`, `verify` and `release` refuse clearly in the copy.
struct ReleaseManifest: Codable, Equatable, Sendable {
    /// One sentence for anyone who opens the file.
    var explanation: String
    /// The stages the copy contains, in teaching order.
    var stages: [String]
    /// The exercises the copy contains, all stubbed.
    var exercises: [String]

    /// The sentence every release carries.
    static let standardExplanation =
        "A student copy of the Concentration Workbook made by 'workbook-instructor release': every exercise "
        + "is stubbed and no reference solution is included, so 'restore', 'verify' and 'release' "
        + "do not work here."
}
