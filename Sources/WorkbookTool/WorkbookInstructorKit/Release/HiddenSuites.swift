import WorkbookKit

/// Test suites that only the instructor's grading runs: students never see them.
///
/// A hidden suite is a Swift Testing suite in a `Hidden/` folder of a stage's test target
/// (`Tests/<Stage>Tests/Hidden/…`), named in its exercise's `hiddenSuites` in `exercises.json`.
/// The folder keeps `release` simple and safe: it leaves out every file under it, whatever the
/// suite is called. The name in `exercises.json` tells `grade` which exercise the suite checks.
enum HiddenSuites {
    /// The folder, inside a stage's test target, that holds grading-only suites.
    static let folderName = "Hidden"

    /// Whether `path` (relative to the package root) is a grading-only file a release leaves out.
    static func isHidden(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count > 3 && parts[0] == "Tests" && parts[1].hasSuffix("Tests")
            && parts[2] == Substring(folderName)
    }
}
