import Foundation
import Testing

@testable import WorkbookKit

/// `Package.swift`'s own switches, which replace every edit the tool used to make to it: the real
/// manifest, read by SwiftPM in a folder of its own, declares what its environment asks for.
@Suite struct ManifestSwitchTests {
    /// What `swift package dump-package` says of a copy of the real manifest `manifest` (a path in
    /// the workbook), alone in a fresh folder with `files` and empty `folders` beside it, run with
    /// `environment`; the folder is removed afterwards.
    func dump(
        environment: [String: String], manifest: String = "Package.swift",
        files: [String: String] = [:], folders: [String] = []
    ) throws -> ChildProcess.Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: PackageRoot.url.appendingPathComponent(manifest),
            to: folder.appendingPathComponent("Package.swift"))
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        for name in folders {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        return try ChildProcess(
            arguments: [
                "swift", "package", "--scratch-path", folder.appendingPathComponent(".build").path,
                "dump-package",
            ], folder: folder, environment: environment
        ).run()
    }

    /// A student's environment: the maintainers' switches cleared, since these tests themselves
    /// run with `WORKBOOK_TOOL_TESTS=1`.
    static let student = ["WORKBOOK_TOOL_TESTS": "", "WORKBOOK_TOOLCHAIN_TESTS": ""]

    /// The tool's folders of the instructor's commands, which a student release does not ship.
    static let instructorFolders = ["WorkbookInstructorKit", "workbook-instructor"]

    /// The package a `dump-package` output describes.
    func package(_ result: ChildProcess.Result) throws -> [String: Any] {
        // SwiftPM may print notes before the JSON; the package is the object from the first brace.
        let json = try #require(result.output.firstIndex(of: "{").map { result.output[$0...] })
        return try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The names of the products a root target of `package` depends on, in any target.
    func productsUsed(by package: [String: Any]) -> Set<String> {
        let targets = (package["targets"] as? [[String: Any]]) ?? []
        let dependencies = targets.flatMap { ($0["dependencies"] as? [[String: Any]]) ?? [] }
        return Set(dependencies.compactMap { ($0["product"] as? [Any])?.first as? String })
    }

    /// The target and product names of a `dump-package` output.
    func declared(_ result: ChildProcess.Result) throws -> (targets: [String], products: [String]) {
        try declared(self.package(result))
    }

    /// The target and product names of a package `dump-package` described.
    func declared(_ package: [String: Any]) -> (targets: [String], products: [String]) {
        let names = { (key: String) in
            ((package[key] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        }
        return (names("targets"), names("products"))
    }

    @Test(
        "WORKBOOK_STAGES with WORKBOOK_STAGES_ONLY=1 declares the named stages, their tests and their helpers, nothing else"
    )
    func namedStagesOnly() throws {
        let result = try dump(environment: [
            "WORKBOOK_STAGES": "Lecture2MVVM,Lecture2MVC", "WORKBOOK_STAGES_ONLY": "1",
        ])
        #expect(result.status == 0, "\(result.output)")
        let package = try declared(result)
        #expect(
            package.targets.sorted() == [
                "Lecture2MVC", "Lecture2MVCTests", "Lecture2MVVM", "Lecture2MVVMTests",
                "SwiftUIStandIn", "TestSupport",
            ])
        #expect(package.products.isEmpty)
    }

    @Test(
        "without a switch every stage is declared with the game, and the tool is left to its own package"
    )
    func everything() throws {
        let result = try dump(environment: Self.student)
        #expect(result.status == 0, "\(result.output)")
        let json = try self.package(result)
        let package = declared(json)
        let stages = try Workspace(root: PackageRoot.url).stages
        for stage in stages {
            #expect(package.targets.contains(stage) && package.targets.contains("\(stage)Tests"))
        }
        #expect(package.targets.contains("play"))
        #expect(package.products == ["play"])
        // `swift test` builds every target of this package and, of the tool's, only what they use.
        #expect(!package.targets.contains("WorkbookKit"))
        #expect(productsUsed(by: json) == ["PlayKit", "SeededRandom", "WorkbookLanguage"])
    }

    @Test(
        "WORKBOOK_TOOL_TESTS=1 declares the tests of the workbook's machinery, which use the tool")
    func toolTests() throws {
        let result = try dump(
            environment: ["WORKBOOK_TOOL_TESTS": "1"], folders: ["Tests/Workbook/WorkbookKitTests"])
        #expect(result.status == 0, "\(result.output)")
        let json = try self.package(result)
        let package = declared(json)
        #expect(
            package.targets.contains("WorkbookKitTests") && package.targets.contains("PlayTests"))
        #expect(!package.targets.contains("ToolTestsLeftOut"))
        // The tool's executable too: some of its tests run it, and a dependency's executable is
        // built only when a target of this package uses it.
        #expect(productsUsed(by: json).isSuperset(of: ["WorkbookKit", "workbook"]))
    }

    @Test(
        "WORKBOOK_TOOLCHAIN_TESTS=1 declares the tests that build for real, and the everyday switch does not"
    )
    func toolchainTests() throws {
        let folders = ["Tests/Workbook/WorkbookKitTests", "Tests/Workbook/ToolchainTests"]
        let everyday = try declared(
            dump(
                environment: Self.student.merging(["WORKBOOK_TOOL_TESTS": "1"]) { $1 },
                folders: folders))
        #expect(everyday.targets.contains("WorkbookKitTests"))
        #expect(!everyday.targets.contains("ToolchainTests"))
        let result = try dump(
            environment: Self.student.merging(["WORKBOOK_TOOLCHAIN_TESTS": "1"]) { $1 },
            folders: folders)
        let json = try self.package(result)
        let toolchain = declared(json)
        #expect(toolchain.targets.contains("ToolchainTests"))
        #expect(!toolchain.targets.contains("WorkbookKitTests"))
        #expect(
            productsUsed(by: json).isSuperset(of: ["WorkbookInstructorKit", "workbook-instructor"]))
    }

    @Test(
        "the tool's package declares the instructor's tool wherever its folders are, whatever the environment, and never with a switch"
    )
    func instructorCommands() throws {
        let manifest = "Sources/WorkbookTool/Package.swift"
        let text = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(manifest), encoding: .utf8)
        #expect(!text.contains("Context.environment"), "no switch in the tool's manifest")
        /// The targets and products the manifest declares, and WorkbookKit's exclusions.
        func tool(_ result: ChildProcess.Result) throws -> (
            targets: [String], products: [String], exclude: [String]
        ) {
            #expect(result.status == 0, "\(result.output)")
            let json = try package(result)
            let targets = try #require(json["targets"] as? [[String: Any]])
            let kit = try #require(targets.first { $0["name"] as? String == "WorkbookKit" })
            let names = declared(json)
            return (names.targets, names.products, (kit["exclude"] as? [String]) ?? [])
        }
        for environment in [Self.student, ["WORKBOOK_TOOL_TESTS": "1"]] {
            let full = try tool(
                dump(environment: environment, manifest: manifest, folders: Self.instructorFolders))
            #expect(full.targets.contains("WorkbookInstructorKit"))
            #expect(full.products.contains("workbook-instructor"))
            #expect(full.exclude.isEmpty)
        }
        // A student release ships no instructor's folder, so nothing of them is declared.
        let release = try tool(dump(environment: Self.student, manifest: manifest))
        #expect(!release.targets.contains("WorkbookInstructorKit"))
        #expect(!release.products.contains("workbook-instructor"))
        #expect(release.products.contains("workbook"))
    }

    @Test(
        "every target of the tool's package indexes its own code only, with or without the instructor's tool"
    )
    func ownCodeIndexedOnly() throws {
        for folders in [Self.instructorFolders, []] {
            let result = try dump(
                environment: Self.student, manifest: "Sources/WorkbookTool/Package.swift",
                folders: folders)
            #expect(result.status == 0, "\(result.output)")
            let targets = try #require(try package(result)["targets"] as? [[String: Any]])
            #expect(!targets.isEmpty)
            for target in targets {
                let settings = (target["settings"] as? [[String: Any]]) ?? []
                let flags = settings.flatMap { setting in
                    let kind = setting["kind"] as? [String: Any]
                    let unsafeFlags = kind?["unsafeFlags"] as? [String: Any]
                    return (unsafeFlags?["_0"] as? [String]) ?? []
                }
                #expect(
                    flags.contains("-index-ignore-system-modules"),
                    "\(folders): \(target["name"] ?? "?")")
            }
        }
    }

    @Test("a name in WORKBOOK_STAGES that is not a stage stops SwiftPM with a message naming it")
    func unknownStage() throws {
        let result = try dump(environment: ["WORKBOOK_STAGES": "Lecture2MVC,Lecture9Nope"])
        #expect(result.status != 0)
        let stages = try Workspace(root: PackageRoot.url).stages.joined(separator: ", ")
        #expect(
            result.output.contains(
                "error: WORKBOOK_STAGES names 'Lecture9Nope', which is not a stage; the stages are \(stages)."
            ), "\(result.output)")
    }

    @Test(
        "a student copy of the first lectures declares the stages its workbook-release.json names, with no switch set"
    )
    func releasedStages() throws {
        let stages = try Workspace(root: PackageRoot.url).stages
        let result = try dump(
            environment: [:], files: ["workbook-release.json": #"{"stages": ["\#(stages[0])"]}"#])
        #expect(result.status == 0, "\(result.output)")
        let package = try declared(result)
        #expect(package.targets.contains(stages[0]))
        for later in stages.dropFirst() {
            #expect(!package.targets.contains(later) && !package.targets.contains("\(later)Tests"))
        }
    }

    @Test("every program started in a package folder, or below it, gets the switches set for it")
    func childProcessesGetTheSwitches() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-switches-\(UUID().uuidString)")
        let inside = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        defer {
            ManifestSwitches.set([:], for: root)
            try? FileManager.default.removeItem(at: root)
        }
        ManifestSwitches.set(
            ManifestSwitches.environment(stages: ["StageA", "StageB"], stagesOnly: true), for: root)
        for folder in [root, inside] {
            let output = try ChildProcess(arguments: ["env"], folder: folder).run().output
            #expect(output.contains("WORKBOOK_STAGES=StageA,StageB\n"), "\(output)")
            #expect(output.contains("WORKBOOK_STAGES_ONLY=1\n"), "\(output)")
        }
        let elsewhere = try ChildProcess(
            arguments: ["env"], folder: FileManager.default.temporaryDirectory
        ).run().output
        #expect(!elsewhere.contains("WORKBOOK_STAGES=StageA,StageB"))
    }
}
