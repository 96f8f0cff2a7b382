import Foundation

/// The real compiler: `swiftc -typecheck`, without SwiftPM, so one check takes a few seconds.
///
/// `-wmo` makes it one compiler job that reads every file once; one job per file, the default,
/// each type-checking what it needs of the others, took three to four times as long.
///
/// The flags are those SwiftPM gives a library target of this package in a debug build (Swift 6
/// language mode, a library's files, `SWIFT_PACKAGE` and `DEBUG` defined). A stage that imports a
/// module of the package (the SwiftUI stages import `SwiftUIStandIn`) finds it where `swift build`
/// put it; `check` runs after a build, and anything else builds that module first.
package struct SwiftcTypechecker: SnippetCompiling {
    /// Written out for the instructor's commands: an implicit initializer is internal.
    package init() {}

    package func typecheck(_ snippet: URL, stage: String, in root: URL) throws -> SnippetCompilation
    {
        let sources = FileList.regularFiles(in: root.appendingPathComponent("Sources/\(stage)"))
            .filter { $0.hasSuffix(".swift") }
            .map { root.appendingPathComponent("Sources/\(stage)/\($0)").path }
        let searchPath = try Self.packageModules(importedBy: sources, in: root)
        let result = try Shell.run(
            Self.compiler + [
                "-typecheck", "-wmo", "-module-name", stage, "-swift-version", "6",
                "-parse-as-library",
                "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
            ] + searchPath + sources + [snippet.path],
            in: root)
        let located = CompilerDiagnostic.errors(in: result.output)
        let unlocated = CompilerDiagnostic.unlocatedErrors(in: result.output).map {
            CompilerDiagnostic(path: "", line: 0, column: 0, message: $0)
        }
        return SnippetCompilation(compiled: result.status == 0, errors: located + unlocated)
    }

    /// The package's own modules that a stage may import, each a target SwiftPM builds beside it.
    static let packageModules = ["SwiftUIStandIn"]

    /// The `-I` flags that let `sources` import the package's modules: the debug build's module
    /// folder, after building there any imported module not yet built (a fresh copy has none).
    static func packageModules(importedBy sources: [String], in root: URL) throws -> [String] {
        let imported = packageModules.filter { module in
            sources.contains { path in
                (try? String(contentsOfFile: path, encoding: .utf8))?.contains("import \(module)")
                    ?? false
            }
        }
        guard !imported.isEmpty else { return [] }
        let modules = root.appendingPathComponent(".build/debug/Modules")
        for module in imported
        where !FileManager.default.fileExists(
            atPath: modules.appendingPathComponent("\(module).swiftmodule").path)
        {
            _ = try Shell.run(["swift", "build", "--target", module], in: root)
        }
        return ["-I", modules.path]
    }

    /// How to call the Swift compiler: through `xcrun` on Apple platforms, which picks the SDK
    /// (the deployment target is then the running macOS, new enough for the stages' imports).
    /// The one place that says so: `ParsedDeclarations` runs the parser the same way.
    static var compiler: [String] {
        #if canImport(Darwin)
            ["xcrun", "swiftc"]
        #else
            ["swiftc"]
        #endif
    }
}
