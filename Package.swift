// swift-tools-version: 6.0
import PackageDescription

/// The lecture stages in teaching order: each is a library target `<Stage>` with tests `<Stage>Tests`
/// and notes in `Lectures/<Stage>/`. The `workbook` tool reads this list, so it is the only one.
let stages = ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"]

/// Whether to build the tests of the workbook's own machinery: the `workbook` tool, the terminal
/// game and the process helpers they share. They take most of a fresh clone's build, which a
/// student's `swift test` should spend on the lectures, so they are built only with
/// `WORKBOOK_TOOL_TESTS=1` (CI sets it). Without it, `Tests/ToolTestsLeftOut/` stands in for
/// them with one test that says how to run them.
let toolTests = Context.environment["WORKBOOK_TOOL_TESTS"] == "1"

/// The machinery's tests besides the tool's own, declared only with `toolTests`.
let machineryTests: [Target] = [
    .testTarget(name: "ProcessSpawningTests", dependencies: ["ProcessSpawning"]),
    .testTarget(name: "PlayTests", dependencies: ["play", "PlayKit"]),
]

let package = Package(
    name: "ConcentrationWorkbook",
    // On a Mac: `Mutex` (Synchronization) needs macOS 15; Observation needs macOS 14.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "play", targets: ["play"]),
    ],
    targets: stages.flatMap { stage -> [Target] in
        [
            .target(name: stage),
            .testTarget(
                name: "\(stage)Tests",
                dependencies: [.target(name: stage), "TestSupport"]
            ),
        ]
    } + [
        // Helpers shared by the stages' tests only; no stage's game code depends on it.
        .target(name: "TestSupport"),
        // The POSIX spawning helpers that `workbook play` and `play`'s child process share.
        .target(name: "ProcessSpawning"),
        .target(name: "WorkbookKit", dependencies: ["ProcessSpawning"]),
        .executableTarget(name: "workbook", dependencies: ["WorkbookKit"]),
        // The tool's tests, or without the switch the one test that stands in for the machinery's
        // (it needs nothing, so the test bundle then does not link the tool).
        .testTarget(
            name: "WorkbookKitTests", dependencies: toolTests ? ["WorkbookKit"] : [],
            path: toolTests ? "Tests/WorkbookKitTests" : "Tests/ToolTestsLeftOut"),
        // `swift run play`: each lecture's game on a terminal, through the lecture's own code.
        .target(name: "PlayKit", dependencies: ["ProcessSpawning"]),
        .executableTarget(
            name: "play", dependencies: ["PlayKit"] + stages.map { .target(name: $0) }),
    ] + (toolTests ? machineryTests : []),
    swiftLanguageModes: [.v6]
)
