import Foundation

/// The real compiler: `swiftc -typecheck`, without SwiftPM, so one check takes a few seconds.
///
/// `-wmo` makes it one compiler job that reads every file once; one job per file, the default,
/// each type-checking what it needs of the others, took three to four times as long.
///
/// The flags are those SwiftPM gives a library target of this package in a debug build (Swift 6
/// language mode, a library's files, `SWIFT_PACKAGE` and `DEBUG` defined); the stages import
/// only the toolchain's own modules (Foundation, Observation, Synchronization), so no search path
/// is needed.
package struct SwiftcTypechecker: SnippetCompiling {
    /// Written out for the instructor's commands: an implicit initializer is internal.
    package init() {}

    package func typecheck(_ snippet: URL, stage: String, in root: URL) throws -> SnippetCompilation
    {
        let sources = FileList.regularFiles(in: root.appendingPathComponent("Sources/\(stage)"))
            .filter { $0.hasSuffix(".swift") }
            .map { root.appendingPathComponent("Sources/\(stage)/\($0)").path }
        let result = try Shell.run(
            Self.compiler + [
                "-typecheck", "-wmo", "-module-name", stage, "-swift-version", "6",
                "-parse-as-library",
                "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
            ] + sources + [snippet.path],
            in: root)
        let located = CompilerDiagnostic.errors(in: result.output)
        let unlocated = CompilerDiagnostic.unlocatedErrors(in: result.output).map {
            CompilerDiagnostic(path: "", line: 0, column: 0, message: $0)
        }
        return SnippetCompilation(compiled: result.status == 0, errors: located + unlocated)
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
