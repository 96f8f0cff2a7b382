import Foundation
import WorkbookKit

/// Runs a student's tests inside Bubblewrap (`bwrap`) where the machine has it: no network, its
/// own process and user namespaces, and a view of the file system that holds nothing to steal.
///
/// Inside, everything is read-only except the event pipe and, only when the tests run through
/// `swift test` (which writes its build plan there), the scratch package's `.build`: a test binary
/// run by itself cannot leave anything in the build folder for the next student; the instructor's workbook, the home folder and `/tmp` are
/// empty; the scratch package's `Sources` and `Tests` are replaced by one placeholder file per
/// target, enough for SwiftPM to load the package, so the reference answers of other exercises
/// and the hidden suites cannot be read. When the sandbox's first process ends, the kernel ends
/// every process it started, whatever session it moved to. Elsewhere (macOS, Linux without
/// `bwrap`) the command runs as it is; the instructor guide says what still holds there.
struct SandboxedCommand: Sendable {
    /// The scratch package the tests run in.
    var package: URL
    /// The instructor's workbook, hidden whole (the scratch package is bound back).
    var hidden: URL
    /// Extra paths, such as the event pipe, that the tests must be able to write.
    var writable: [URL] = []
    /// Whether the package's `.build` is writable inside: `swift test` needs it, a test binary
    /// run by itself does not, and then nothing the student's code writes reaches the next copy.
    var buildFolderWritable = true
    /// Where the placeholder `Sources` and `Tests` are written; `removePlaceholders()` deletes it.
    var placeholderFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbook-sandbox-\(UUID().uuidString)")

    /// The environment variable that turns the sandbox off (`WORKBOOK_GRADE_SANDBOX=off`).
    static let switchName = "WORKBOOK_GRADE_SANDBOX"

    /// Whether tests run sandboxed on this machine: Linux, with a `bwrap` that works here.
    static let isAvailable: Bool = {
        #if os(Linux)
            if ProcessInfo.processInfo.environment[switchName] == "off" { return false }
            guard let bwrap = executable("bwrap") else { return false }
            let probe = ChildProcess(
                arguments: [
                    bwrap.path, "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "true",
                ],
                folder: FileManager.default.temporaryDirectory, timeLimit: 10)
            return (try? probe.run())?.status == 0
        #else
            return false
        #endif
    }()

    /// `arguments` as the command line that runs them sandboxed, or unchanged without a sandbox.
    ///
    /// Throws when the placeholder package cannot be written.
    func wrapping(_ arguments: [String]) throws -> [String] {
        guard Self.isAvailable, let bwrap = Self.executable("bwrap") else { return arguments }
        let skeleton = try placeholders()
        let scratch = package.standardizedFileURL.path
        var command = [
            bwrap.path, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
        ]
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        if home != "/" {
            command += ["--tmpfs", home]
            // A toolchain installed in the home folder (swiftly) stays visible.
            if let toolchain = Self.toolchainFolder(), toolchain.hasPrefix(home + "/") {
                command += ["--ro-bind", toolchain, toolchain]
            }
        }
        command += [
            "--tmpfs", hidden.standardizedFileURL.path,
            "--ro-bind", scratch, scratch,
            "--ro-bind", skeleton.appendingPathComponent("Sources").path, scratch + "/Sources",
            "--ro-bind", skeleton.appendingPathComponent("Tests").path, scratch + "/Tests",
        ]
        if buildFolderWritable {
            command += ["--bind", scratch + "/.build", scratch + "/.build"]
        }
        for path in writable { command += ["--bind", path.path, path.path] }
        command += ["--setenv", "HOME", "/tmp", "--chdir", scratch, "--"]
        return command + arguments
    }

    /// Deletes the placeholder package, once the sandboxed command has ended.
    func removePlaceholders() {
        try? FileManager.default.removeItem(at: placeholderFolder)
    }

    /// Writes a folder for each of the package's targets under `Sources/` and `Tests/` into
    /// `placeholderFolder`, each holding one comment-only file, at the same depth as the real one
    /// (`Sources/WorkbookTool/WorkbookKit/`, for example), so the manifest's target paths all exist.
    /// A package of its own below them (the tool's, `Sources/WorkbookTool/`) keeps its manifest, which
    /// SwiftPM loads too; a manifest holds no answer.
    private func placeholders() throws -> URL {
        let manager = FileManager.default
        let skeleton = placeholderFolder
        for top in ["Sources", "Tests"] {
            let folder = skeleton.appendingPathComponent(top)
            try? manager.removeItem(at: folder)
            let real = package.appendingPathComponent(top)
            for target in Self.targetFolders(in: real) {
                let place = folder.appendingPathComponent(target)
                try manager.createDirectory(at: place, withIntermediateDirectories: true)
                try Data("// Hidden while a student's tests run.\n".utf8).write(
                    to: place.appendingPathComponent("Placeholder.swift"))
            }
            for manifest in Self.packageManifests(in: real) {
                try manager.copyItem(
                    at: real.appendingPathComponent(manifest),
                    to: folder.appendingPathComponent(manifest))
            }
        }
        return skeleton
    }

    /// The folders below `folder` that are targets, as relative paths: each subfolder that holds a
    /// file of its own, or else each such folder within it (a group such as `Workbook/`). A package
    /// of its own is a group too: its `Package.swift` does not make its folder a target.
    static func targetFolders(in folder: URL) -> [String] {
        subfolders(of: folder).flatMap { name -> [String] in
            let place = folder.appendingPathComponent(name)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            let holdsFile = entries.contains { entry in
                entry != "Package.swift" && !entry.hasPrefix(".")
                    && !isFolder(place.appendingPathComponent(entry))
            }
            return holdsFile ? [name] : targetFolders(in: place).map { "\(name)/\($0)" }
        }
    }

    /// The manifests of the packages of their own directly below `folder` (`Workbook/Package.swift`),
    /// as relative paths.
    static func packageManifests(in folder: URL) -> [String] {
        subfolders(of: folder).map { "\($0)/Package.swift" }.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    /// The names of the folders in `folder`, hidden ones left out, sorted.
    private static func subfolders(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolder(folder.appendingPathComponent($0)) }
            .sorted()
    }

    /// Whether `url` is a folder.
    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// The first executable called `name` on `PATH`.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            .map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The folder holding the toolchain whose `swift` is on `PATH` (the one above `usr/bin`).
    private static func toolchainFolder() -> String? {
        executable("swift").map {
            $0.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().path
        }
    }
}
