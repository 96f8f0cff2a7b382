// swift-tools-version: 6.2
// 6.2 at least: the tests use exit tests, and the code isolated conformances.
import Foundation
import PackageDescription

/// The lecture stages in teaching order: each is a library target `<Stage>` with tests `<Stage>Tests`
/// and notes in `Lectures/<Stage>/`. The `workbook` tool reads this list, so it is the only one.
let stages = ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"]

/// Stops reading the manifest with `message`, which SwiftPM shows under "Invalid manifest".
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// The stages `names` picks, in teaching order; a name that is not a stage stops the build.
func chosenStages(_ names: [String], by source: String) -> [String] {
    if let unknown = names.first(where: { !stages.contains($0) }) {
        stop(
            "\(source) names '\(unknown)', which is not a stage; the stages are \(stages.joined(separator: ", "))."
        )
    }
    return stages.filter(names.contains)
}

/// The stages `workbook-release.json` names, in a student copy that `workbook release --through`
/// made of the first lectures only; `nil` anywhere else.
let releasedStages: [String]? = {
    let path = "\(Context.packageDirectory)/workbook-release.json"
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    guard let release = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let names = release["stages"] as? [String]
    else { stop("workbook-release.json does not list its stages under \"stages\".") }
    return chosenStages(names, by: "workbook-release.json")
}()

/// The stages this build declares: those `WORKBOOK_STAGES` names (comma-separated; `workbook
/// verify` builds one stage at a time), else those of a student copy, else all of them.
let declaredStages =
    Context.environment["WORKBOOK_STAGES"].map { list in
        chosenStages(list.split(separator: ",").map(String.init), by: "WORKBOOK_STAGES")
    } ?? releasedStages ?? stages

/// Whether to declare only the stages and what their tests need, leaving out the game and the
/// tool's tests (`WORKBOOK_STAGES_ONLY=1`): `workbook verify` builds its copy that way, so each of
/// its test runs builds and links the stages alone.
let stagesOnly = Context.environment["WORKBOOK_STAGES_ONLY"] == "1"

/// The tool's package, named by its folder: SwiftPM knows a package by its folder's name, so the
/// folder of a clone must not share it (a clone named `workbook` builds; one named `WorkbookTool`
/// would make SwiftPM look for the tool's products in the workbook itself).
let toolPackage = "WorkbookTool"
if URL(fileURLWithPath: Context.packageDirectory).lastPathComponent.lowercased()
    == toolPackage.lowercased()
{
    stop(
        "this folder is named '\(toolPackage)', like the tool's package inside it, and SwiftPM knows a package by its folder's name; rename the folder (for example to 'concentration-workbook')."
    )
}

let package = Package(
    name: "ConcentrationWorkbook",
    // On a Mac: the workbook is checked against macOS 15 with Xcode 26 (Observation alone needs 14).
    platforms: [.macOS(.v15)],
    // The workbook's own machinery, a package of its own so that `swift test` builds only what
    // the lectures use of it (see `Sources/WorkbookTool/Package.swift`).
    dependencies: [.package(path: "Sources/\(toolPackage)")],
    swiftLanguageModes: [.v6]
)

/// Whether to build the tests of the workbook's own machinery: the `workbook` tool, the terminal
/// game, and the system calls and language rule they share. They take most of a fresh clone's
/// build, which a student's `swift test` should spend on the lectures, so they are built only
/// with `WORKBOOK_TOOL_TESTS=1` (CI sets it). A student release has no such tests.
let toolTests =
    Context.environment["WORKBOOK_TOOL_TESTS"] == "1" && !stagesOnly
    && FileManager.default.fileExists(
        atPath: "\(Context.packageDirectory)/Tests/Workbook/WorkbookKitTests")

/// Whether to build the tests that build or run a real toolchain (`WORKBOOK_TOOLCHAIN_TESTS=1`):
/// nested `swift build`s and `swift test`s of scratch packages, real grading in a sandbox, a
/// student's first hour on the real lectures. They take minutes where the other tool tests take
/// one, so the everyday loop leaves them out; CI runs both loops and checks that each ran.
let toolchainTests =
    Context.environment["WORKBOOK_TOOLCHAIN_TESTS"] == "1" && !stagesOnly
    && FileManager.default.fileExists(
        atPath: "\(Context.packageDirectory)/Tests/Workbook/ToolchainTests")

/// The tool's package's product `name` (see `Sources/WorkbookTool/Package.swift`).
func workbookProduct(_ name: String) -> Target.Dependency {
    .product(name: name, package: toolPackage)
}

// MARK: - The lectures

// Each stage is the game as the lecture leaves it (`Sources/<Stage>/`) and the tests its
// exercises make pass (`Tests/<Stage>Tests/`).
/// What a stage's game imports beyond the toolchain: the SwiftUI lectures type SwiftUI's views and
/// Combine's `ObservableObject`, which Linux lacks, so they use the stand-in below.
let stageDependencies: [String: [Target.Dependency]] = [
    "Lecture2MVVM": ["SwiftUIStandIn"],
    "Lecture4EnumsOptionals": ["SwiftUIStandIn"],
]
for stage in declaredStages {
    package.targets.append(.target(name: stage, dependencies: stageDependencies[stage] ?? []))
    package.targets.append(
        .testTarget(
            name: "\(stage)Tests", dependencies: [.target(name: stage), "TestSupport"],
            // Snippets that must not compile, type-checked by the tool one at a time.
            exclude: ["CompileChecks"]))
}

// MARK: - What the lectures' tests use

// Helpers shared by the stages' tests only; no stage's game code depends on it. Its advice
// speaks the workbook's language, whose rule is the tool's too, and it shuffles with the game's
// generator.
package.targets.append(
    .target(
        name: "TestSupport",
        dependencies: [workbookProduct("WorkbookLanguage"), workbookProduct("SeededRandom")]))

// MARK: - The terminal game

if !stagesOnly {
    package.products.append(.executable(name: "play", targets: ["play"]))
    // `swift run play`: each lecture's game on a terminal, through the lecture's own code. It is
    // this package's target, in this package's folder: it links the lectures, which the tool's
    // package cannot depend on.
    package.targets.append(
        .executableTarget(
            name: "play",
            dependencies: [workbookProduct("PlayKit"), workbookProduct("WorkbookLanguage")]
                + declaredStages.map { .target(name: $0) }))
}

// MARK: - The tests of the workbook's own machinery

if toolTests {
    package.targets += [
        .testTarget(
            name: "WorkbookKitTests",
            dependencies: [
                workbookProduct("WorkbookKit"), workbookProduct("WorkbookInstructorKit"),
                workbookProduct("SystemCalls"), workbookProduct("WorkbookLanguage"),
                workbookProduct("WorkbookCommandLine"),
                // A few tests run the built tool itself, as a student's shell does.
                workbookProduct("workbook"),
            ],
            path: "Tests/Workbook/WorkbookKitTests"),
        .testTarget(
            name: "SystemCallsTests", dependencies: [workbookProduct("SystemCalls")],
            path: "Tests/Workbook/SystemCallsTests"),
        .testTarget(
            name: "WorkbookLanguageTests", dependencies: [workbookProduct("WorkbookLanguage")],
            path: "Tests/Workbook/WorkbookLanguageTests"),
        .testTarget(
            name: "PlayTests",
            dependencies: [
                "play", workbookProduct("PlayKit"), workbookProduct("WorkbookLanguage"),
                workbookProduct("WorkbookCommandLine"),
            ],
            path: "Tests/Workbook/PlayTests"),
    ]
}

if toolchainTests {
    package.targets.append(
        .testTarget(
            name: "ToolchainTests",
            dependencies: [
                workbookProduct("WorkbookKit"), workbookProduct("WorkbookInstructorKit"),
                workbookProduct("SystemCalls"), workbookProduct("WorkbookLanguage"),
                // The Gradescope layout's test runs the built instructor's tool.
                workbookProduct("workbook"), workbookProduct("workbook-instructor"),
            ],
            // `Support/` is a link to the everyday tests' helpers, compiled into each target.
            path: "Tests/Workbook/ToolchainTests"))
}

if !toolTests && !stagesOnly {
    // One test that stands in for them and says how to run them. It needs nothing, so a
    // student's test build does not link the tool.
    package.targets.append(
        .testTarget(name: "ToolTestsLeftOut", path: "Tests/Workbook/ToolTestsLeftOut"))
}

// MARK: - SwiftUI's shapes on a terminal

// `SwiftUIStandIn`: the subset of SwiftUI's views and Combine's `ObservableObject` the SwiftUI
// lectures type, laid out and drawn in character cells (Linux has neither framework; its name
// clashes with neither on a Mac). Every build declares it, as the SwiftUI stages are to use it; its
// own tests are the machinery's, built with the tool's: in a student's `swift test` they would
// cost every fresh clone and test nothing of the lectures, which the stages' tests do through it.
package.targets.append(
    .target(name: "SwiftUIStandIn", dependencies: [workbookProduct("WorkbookLanguage")]))
if toolTests {
    package.targets.append(
        .testTarget(
            name: "SwiftUIStandInTests", dependencies: ["SwiftUIStandIn"],
            path: "Tests/Workbook/SwiftUIStandInTests"))
}
