import Foundation
import WorkbookKit

/// Measures with the toolchain's code coverage: one instrumented build of the stage, then each
/// suite run alone with its own profile, read back with `llvm-profdata` and `llvm-cov`.
///
/// The instrumented build lives in its own folder (`.build-coverage`), so the ordinary build that
/// every other step of `verify` reuses is never rebuilt with other flags.
struct LLVMSuiteCoverage: CoverageMeasuring {
    /// Seconds one suite may run before it is stopped (its tests then count as executed so far).
    var timeLimit: TimeInterval = 120

    /// The instrumented build's folder inside the scratch copy.
    static let buildFolder = ".build-coverage"

    func executedLines(of suites: [String], stage: String, in root: URL) throws
        -> [String: [String: Set<Int>]]
    {
        // Found first: a machine without the tools learns it before the build, not after.
        let tools = try Self.llvmTools()
        let build = try ChildProcess(
            arguments: [
                "swift", "build", "--build-tests", "--enable-code-coverage", "--scratch-path",
                Self.buildFolder,
            ], folder: root
        ).run()
        guard build.status == 0 else {
            throw WorkbookError.failed(
                "the instrumented build for coverage failed:\n"
                    + build.output.components(separatedBy: "\n").suffix(15).joined(separator: "\n"))
        }
        let binary = try testBinary(in: root)
        let profiles = root.appendingPathComponent(Self.buildFolder).appendingPathComponent(
            "suite-profiles")
        var executed: [String: [String: Set<Int>]] = [:]
        for suite in suites {
            try? FileManager.default.removeItem(at: profiles)
            try FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
            // Exit tests run in child processes of the same binary: `%p` keeps their profiles apart.
            let filter = "^" + NSRegularExpression.escapedPattern(for: suite) + "/"
            #if os(Linux)
                // The test binary itself, as `swift test` starts it: a second a suite instead of
                // the several that SwiftPM's planning costs each time.
                let arguments = [
                    binary.path, "--testing-library", "swift-testing", "--filter", filter,
                ]
            #else
                let arguments = [
                    "swift", "test", "--skip-build", "--scratch-path", Self.buildFolder,
                    "--filter", filter,
                ]
            #endif
            _ = try ChildProcess(
                arguments: arguments, folder: root,
                environment: [
                    "LLVM_PROFILE_FILE": profiles.appendingPathComponent("%p.profraw").path,
                    "SWIFT_BACKTRACE": "enable=no",
                ], timeLimit: timeLimit
            ).run()
            let raw =
                (try? FileManager.default.contentsOfDirectory(atPath: profiles.path))?
                .filter { $0.hasSuffix(".profraw") } ?? []
            guard !raw.isEmpty else { continue }
            let merged = profiles.appendingPathComponent("suite.profdata")
            let merge = try ChildProcess(
                arguments: [tools.profdata, "merge", "-sparse", "-o", merged.path]
                    + raw.map { profiles.appendingPathComponent($0).path }, folder: root
            ).run()
            guard merge.status == 0 else {
                throw WorkbookError.failed(
                    "llvm-profdata could not merge \(suite)'s coverage:\n\(merge.output)")
            }
            let export = try ChildProcess(
                arguments: [
                    tools.cov, "export", "-format=lcov", "-instr-profile", merged.path,
                    binary.path, root.appendingPathComponent("Sources/\(stage)").path,
                ], folder: root
            ).run()
            guard export.status == 0 else {
                throw WorkbookError.failed("llvm-cov could not read \(suite)'s coverage")
            }
            executed[suite] = Self.executedLines(lcov: export.output, root: root)
        }
        return executed
    }

    /// The instrumented test binary: `<Package>PackageTests.xctest` (a bundle on macOS).
    private func testBinary(in root: URL) throws -> URL {
        let debug = root.appendingPathComponent(Self.buildFolder).appendingPathComponent("debug")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
        guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
            throw WorkbookError.failed("no test binary in \(debug.path) after the coverage build")
        }
        let bundle = debug.appendingPathComponent(name)
        let inner = bundle.appendingPathComponent(
            "Contents/MacOS/\((name as NSString).deletingPathExtension)")
        return FileManager.default.fileExists(atPath: inner.path) ? inner : bundle
    }

    /// `llvm-profdata` and `llvm-cov` as the platform provides them: beside the `swift` that
    /// `PATH` finds first (the toolchain whose profile format they read), else anywhere on
    /// `PATH`, else through `xcrun --find` (a Mac, where `/usr/bin/swift` is Xcode's shim and
    /// the tools sit inside Xcode). A missing tool is an error naming what to install: a rule
    /// that measured nothing must not pass.
    ///
    /// `path`, `isExecutable` and `xcrunFind` are the machine's unless a test gives its own.
    static func llvmTools(
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? "",
        isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) },
        xcrunFind: (String) -> String? = xcrunFind
    ) throws -> (profdata: String, cov: String) {
        let folders = path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let swiftFolder = folders.lazy.map { $0.appendingPathComponent("swift") }
            .first { isExecutable($0.path) }?
            .resolvingSymlinksInPath().deletingLastPathComponent()
        func find(_ tool: String) -> String? {
            for folder in [swiftFolder].compactMap({ $0 }) + folders {
                let candidate = folder.appendingPathComponent(tool).path
                if isExecutable(candidate) { return candidate }
            }
            return xcrunFind(tool)
        }
        let found = (profdata: find("llvm-profdata"), cov: find("llvm-cov"))
        guard let profdata = found.profdata, let cov = found.cov else {
            let missing = [
                found.profdata == nil ? "llvm-profdata" : nil, found.cov == nil ? "llvm-cov" : nil,
            ]
            .compactMap { $0 }.joined(separator: " and ")
            throw WorkbookError.failed(
                "verify measures which suites run each exercise's code with llvm-profdata and llvm-cov, and found no \(missing) beside swift, on PATH, or through xcrun. They come with the Swift toolchain: on Linux, install the swift.org toolchain (its usr/bin holds both, beside swift) or your distribution's llvm package; on a Mac, install Xcode and select it with sudo xcode-select -s /Applications/Xcode.app."
            )
        }
        return (profdata, cov)
    }

    /// Where `xcrun --find` says `tool` is, on a Mac; `nil` elsewhere, or when it finds none.
    static func xcrunFind(_ tool: String) -> String? {
        #if canImport(Darwin)
            let result = try? ChildProcess(
                arguments: ["xcrun", "--find", tool],
                folder: FileManager.default.temporaryDirectory
            ).run()
            guard let result, result.status == 0 else { return nil }
            // Its output is the path, after any warning xcrun prints on the same stream.
            return result.output.split(separator: "\n").last { $0.hasPrefix("/") }.map(String.init)
        #else
            return nil
        #endif
    }

    /// The lines run at least once, by path relative to `root`, from `llvm-cov export -format=lcov`.
    static func executedLines(lcov: String, root: URL) -> [String: Set<Int>] {
        let base = root.standardizedFileURL.path + "/"
        let resolved = root.resolvingSymlinksInPath().path + "/"
        var result: [String: Set<Int>] = [:]
        var file: String?
        for line in lcov.split(separator: "\n") {
            if line.hasPrefix("SF:") {
                let path = String(line.dropFirst(3))
                file =
                    path.hasPrefix(base)
                    ? String(path.dropFirst(base.count))
                    : path.hasPrefix(resolved) ? String(path.dropFirst(resolved.count)) : nil
            } else if line.hasPrefix("DA:"), let file {
                let parts = line.dropFirst(3).split(separator: ",")
                if parts.count >= 2, let number = Int(parts[0]), let count = Int(parts[1]),
                    count > 0
                {
                    result[file, default: []].insert(number)
                }
            }
        }
        return result
    }
}
