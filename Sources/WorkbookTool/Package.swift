// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The workbook's own machinery: the `workbook` tool, the terminal game's engine, and what they
// share. It is a package of its own, which the workbook's package depends on by path, so that a
// student's `swift test` builds the lectures and not the tool: SwiftPM builds every target of the
// package it is run in, but of a dependency only what that package uses. `swift run workbook` still
// works from the workbook's folder, since SwiftPM runs a dependency's executables too.
//
// The folder's name is the package's identity, which the workbook's package names; `Sources/play/`
// is the workbook's package's own target: it links every lecture, which a package the lectures
// depend on cannot do. The tool's tests are in `Tests/Workbook/`, declared by the workbook's package
// as well (`WORKBOOK_TOOL_TESTS=1`).

/// Whether this copy has the instructor's commands (`verify`, `grade`, `release`): a student
/// release ships neither their folder nor their executable's, so its manifest declares neither.
/// Where they are, they are a program of their own, `swift run workbook-instructor`, built only
/// when named: a student's `swift run workbook` never compiles them.
let hasInstructorCommands = ["WorkbookInstructorKit", "workbook-instructor"].allSatisfy {
    FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\($0)")
}

let package = Package(
    name: "WorkbookTool",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        // For the workbook's package: the stages' tests speak the workbook's language, and
        // `play` runs each lecture's game with the engine.
        .library(name: "WorkbookLanguage", targets: ["WorkbookLanguage"]),
        .library(name: "PlayKit", targets: ["PlayKit"]),
        .library(name: "SeededRandom", targets: ["SeededRandom"]),
        // For the tool's own tests only.
        .library(name: "WorkbookKit", targets: ["WorkbookKit"]),
        .library(name: "WorkbookCommandLine", targets: ["WorkbookCommandLine"]),
        .library(name: "SystemCalls", targets: ["SystemCalls"]),
    ],
    targets: [
        // Which language the workbook speaks (English or Korean): one rule for the tests' advice,
        // the tool and the game.
        .target(name: "WorkbookLanguage", path: "WorkbookLanguage"),
        // Reading a command line: options declared once with their help in both languages,
        // and the mistakes a student can make typing them. One parser for the tools' commands
        // and the game, which cannot depend on the tool.
        .target(
            name: "WorkbookCommandLine", dependencies: ["WorkbookLanguage"],
            path: "WorkbookCommandLine"),
        // The few C calls the workbook makes itself (spawning into the terminal's foreground,
        // terminal modes), for Linux and macOS alike; everything else goes through Foundation.
        .target(name: "SystemCalls", path: "SystemCalls"),
        // The seeded generator the games deal with, in the stages' tests and in `play --seed`.
        .target(name: "SeededRandom", path: "SeededRandom"),
        // `swift run workbook`: the tool that starts, checks and restores exercises. Its model
        // is the instructor's commands' too: what they use is declared `package`, which the
        // targets of this package see and no one else does.
        .target(
            name: "WorkbookKit",
            dependencies: ["SystemCalls", "WorkbookLanguage", "WorkbookCommandLine"],
            path: "WorkbookKit"),
        .executableTarget(name: "workbook", dependencies: ["WorkbookKit"], path: "workbook"),
        // The terminal game's engine; `swift run play` (in the workbook's package) feeds it the
        // lectures' tables.
        .target(
            name: "PlayKit",
            dependencies: [
                "SystemCalls", "WorkbookLanguage", "WorkbookCommandLine", "SeededRandom",
            ],
            path: "PlayKit"),
    ],
    swiftLanguageModes: [.v6]
)

if hasInstructorCommands {
    package.products += [
        .executable(name: "workbook-instructor", targets: ["workbook-instructor"]),
        // For the tool's own tests only.
        .library(name: "WorkbookInstructorKit", targets: ["WorkbookInstructorKit"]),
    ]
    package.targets += [
        // `swift run workbook-instructor`: verify, release and grade.
        .target(
            name: "WorkbookInstructorKit",
            dependencies: [
                "WorkbookKit", "SystemCalls", "WorkbookLanguage", "WorkbookCommandLine",
            ],
            path: "WorkbookInstructorKit"),
        .executableTarget(
            name: "workbook-instructor", dependencies: ["WorkbookInstructorKit", "WorkbookKit"],
            path: "workbook-instructor"),
    ]
}

// SwiftPM indexes the code it builds, for editors, and by default Foundation and the C modules
// with it, again in every fresh clone: a quarter of the CPU of the first `swift run workbook`.
// Editors read those modules from their own interfaces, so each target indexes its own code only.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
}
