import Foundation
import WorkbookLanguage

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
            throw WorkbookError.failure(Messages.playBuiltNowhere(output: folder.output))
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
