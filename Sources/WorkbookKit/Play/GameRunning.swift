import Foundation

/// What building the `play` program came to: the program to run, or the build's output.
enum PlayBuild: Equatable, Sendable {
    /// It built; the program is at this path.
    case built(executable: URL)
    /// It did not build; the compiler's output says why.
    case failed(output: String)
}

/// Builds and runs the `play` program; the real one calls `swift build`, tests substitute fakes.
protocol GameRunning: Sendable {
    /// Builds the `play` product of the package at `root`.
    func build(in root: URL) throws -> PlayBuild
    /// Runs `executable` with `arguments` on the tool's terminal and returns its exit status.
    func play(_ executable: URL, arguments: [String]) throws -> Int32
}

/// Builds with `swift build --product play` and runs the program in the foreground.
struct SwiftGameRunner: GameRunning {
    /// The language the game speaks (`WORKBOOK_LANG`).
    var language: Language = .en

    func build(in root: URL) throws -> PlayBuild {
        let package = ["swift", "build", "--package-path", root.path]
        let build = try ForegroundProcess.run(
            package + ["--product", "play"], capturingOutput: true)
        guard build.status == 0 else { return .failed(output: build.output) }
        // The folder depends on the platform and the configuration; SwiftPM knows it.
        let folder = try ForegroundProcess.run(package + ["--show-bin-path"], capturingOutput: true)
        let path = folder.output.split(separator: "\n").last.map(String.init) ?? ""
        guard folder.status == 0, path.hasPrefix("/") else {
            throw WorkbookError.failed(
                "play built, but swift build --show-bin-path did not say where:\n\(folder.output)")
        }
        return .built(executable: URL(fileURLWithPath: path).appendingPathComponent("play"))
    }

    func play(_ executable: URL, arguments: [String]) throws -> Int32 {
        try ForegroundProcess.run(
            [executable.path] + arguments, capturingOutput: false,
            environment: [Language.variable: language.rawValue]
        ).status
    }
}
