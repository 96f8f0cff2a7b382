import Foundation

@testable import WorkbookKit

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
        let tools = Self.llvmTools()
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
            guard merge.status == 0 else { continue }
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

    /// `llvm-profdata` and `llvm-cov` from the toolchain that holds `swift`, whose profile format
    /// they match; else whatever `PATH` has.
    static func llvmTools() -> (profdata: String, cov: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            let cov = bin.appendingPathComponent("llvm-cov").path
            let profdata = bin.appendingPathComponent("llvm-profdata").path
            if FileManager.default.isExecutableFile(atPath: cov),
                FileManager.default.isExecutableFile(atPath: profdata)
            {
                return (profdata, cov)
            }
            break
        }
        return ("llvm-profdata", "llvm-cov")
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
