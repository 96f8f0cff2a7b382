import Foundation
import SystemCalls

/// How a student's tests are kept apart from the grader: chosen once per `grade`.
enum GradeIsolation: String, Sendable, Equatable {
    /// Inside Bubblewrap (`SandboxedCommand`): the strongest, where user namespaces are allowed.
    case bubblewrap
    /// As an unprivileged user of their own, with limits (`UnprivilegedRun`): a grader running
    /// as root where Bubblewrap cannot run, such as Gradescope or a container job.
    case otherUser
    /// As the grader itself: only the event pipe and the integrity checks protect the grade.
    case none

    /// The best this machine allows; with `bubblewrap` false, as if Bubblewrap were absent
    /// (`grade --no-bubblewrap`, or `WORKBOOK_GRADE_SANDBOX=off`).
    static func best(bubblewrap: Bool = true) -> GradeIsolation {
        if bubblewrap && SandboxedCommand.isAvailable { return .bubblewrap }
        return UnprivilegedRun.isPossible ? .otherUser : .none
    }
}

/// Runs a student's test binary as a user id of its own, chosen at random for one run, with
/// limits on processes, memory, CPU time and file size, in a private folder of its own.
///
/// Linux only, as root, with `setpriv` and `prlimit` (util-linux, on every Debian and Ubuntu).
/// The user can reach nothing of the grader's: `ClosedFolders` takes the other users' access
/// away from the workbook, the submissions and the reports while grading runs, the test binary
/// is linked or copied into the run's folder, and the event pipe is the one path it may write
/// outside it. When the run ends, every process of that user is killed, wherever it moved, and
/// whatever it left in the shared temporary folders is deleted; what it tried is reported.
final class UnprivilegedRun: @unchecked Sendable {
    /// Limits of one test process (each process it starts has its own, but all count against
    /// the one user's process limit).
    struct Limits: Sendable {
        /// Processes and threads of the user at once: the test binary needs a few dozen threads.
        var processes = 192
        /// Bytes of data (heap) per process: honest tests use a few dozen megabytes.
        var memory = 1 << 30
        /// Bytes one file may grow to, the captured output included.
        var fileSize = 16 << 20
        /// Seconds of CPU time per process.
        var cpuSeconds = 120
    }

    /// The user id the tests run as.
    let user: UInt32
    /// The run's folder (root's, others may only pass through), holding the binary.
    let folder: URL
    /// The test process's home and working folder, the user's own.
    let home: URL
    /// The test binary the user runs.
    let binary: URL
    let limits: Limits
    private let lock = NSLock()
    private var sampling = true
    private var peak = 0

    /// Whether tests can run as another user here: Linux, as root, with the two helpers, and a
    /// toolchain whose libraries other users can load.
    static let isPossible: Bool = {
        #if os(Linux)
            guard geteuid() == 0,
                SandboxedCommand.executable("setpriv") != nil,
                SandboxedCommand.executable("prlimit") != nil
            else { return false }
            guard let swift = SandboxedCommand.executable("swift") else { return true }
            return ClosedFolders.othersCanPass(swift.resolvingSymlinksInPath())
        #else
            return false
        #endif
    }()

    /// Prepares a run of `binary`: a new user id, the run's folder with the binary in it.
    init(binary original: URL, limits: Limits = Limits()) throws {
        self.limits = limits
        var candidate = UInt32.random(in: 1_500_000_000..<2_000_000_000)
        while !Self.processes(of: candidate).isEmpty {
            candidate = UInt32.random(in: 1_500_000_000..<2_000_000_000)
        }
        user = candidate
        let manager = FileManager.default
        folder = manager.temporaryDirectory.appendingPathComponent(
            "workbook-run-\(UUID().uuidString)")
        home = folder.appendingPathComponent("home")
        binary = folder.appendingPathComponent(original.lastPathComponent)
        try manager.createDirectory(
            at: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o711])
        do {
            try manager.createDirectory(
                at: home, withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o700, .ownerAccountID: NSNumber(value: user)])
            do {
                try manager.linkItem(at: original, to: binary)
            } catch {
                try manager.copyItem(at: original, to: binary)
            }
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        } catch {
            try? manager.removeItem(at: folder)
            throw error
        }
    }

    /// The command line that runs the binary with `arguments` as the user, under the limits.
    func command(_ arguments: [String]) -> [String] {
        [
            "prlimit", "--nproc=\(limits.processes)", "--data=\(limits.memory)",
            "--fsize=\(limits.fileSize)", "--cpu=\(limits.cpuSeconds)", "--core=0", "--",
            "setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--no-new-privs",
            "--", binary.path,
        ] + arguments
    }

    /// The environment the test process gets: its own home and temporary folder.
    var environment: [String: String] {
        ["HOME": home.path, "TMPDIR": home.path]
    }

    /// Counts the user's processes a few times a second while the tests run, to tell a storm
    /// of processes from a test that starts one.
    func startSampling() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ sampling }) {
                let count = Self.processes(of: user).count
                lock.withLock { peak = max(peak, count) }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    /// Ends the run: kills every process of the user, deletes what it left in the shared
    /// temporary folders and the run's folder, and says what it did, as integrity signs.
    /// `status` and `signalled` are how the test process ended, `console` what it printed.
    func finish(status: Int32, signalled: Bool, console: String) -> [String] {
        lock.withLock { sampling = false }
        var signs: [String] = []
        var left = Self.processes(of: user)
        if !left.isEmpty {
            signs.append(
                "left \(left.count) process\(left.count == 1 ? "" : "es") running after its run "
                    + "ended (stopped)")
        }
        for _ in 0..<100 where !left.isEmpty {
            for pid in left { Processes.send(SIGKILL, to: pid) }
            Thread.sleep(forTimeInterval: 0.02)
            left = Self.processes(of: user)
        }
        let most = lock.withLock { peak }
        if most >= limits.processes / 2 {
            signs.append(
                "started \(most) processes at once (the limit is \(limits.processes) with threads)")
        }
        // The grader may ignore SIGXFSZ, and an ignored signal stays ignored in the tests:
        // then a write past the limit fails instead, and the output's size tells.
        if (signalled && status == SIGXFSZ) || console.utf8.count >= limits.fileSize {
            signs.append(
                "wrote a file or output beyond the limit of \(limits.fileSize >> 20) MB (stopped)")
        }
        if signalled && status == SIGXCPU {
            signs.append("used more than \(limits.cpuSeconds) s of CPU time (stopped)")
        }
        if console.contains("failed to allocate") || console.contains("Could not allocate memory")
            || console.contains("allocation failed") || console.contains("out of memory")
        {
            signs.append(
                "tried to allocate more than the limit of \(limits.memory >> 20) MB of memory")
        }
        let swept = sweepSharedFolders()
        if !swept.isEmpty {
            signs.append("left files in shared folders (deleted): \(swept.joined(separator: ", "))")
        }
        try? FileManager.default.removeItem(at: folder)
        return signs
    }

    /// Deletes what the user left in the folders every user may write, and names it.
    private func sweepSharedFolders() -> [String] {
        var swept: [String] = []
        for shared in ["/tmp", "/var/tmp", "/dev/shm"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: shared)) ?? []
            for name in names {
                let path = shared + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, info.st_uid == user else { continue }
                try? FileManager.default.removeItem(atPath: path)
                swept.append(path)
            }
        }
        return swept
    }

    /// The live processes whose user is `user` (the owner of their `/proc` folder).
    static func processes(of user: UInt32) -> [pid_t] {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { name -> pid_t? in
                guard let pid = pid_t(name) else { return nil }
                var info = stat()
                guard stat("/proc/" + name, &info) == 0, info.st_uid == user else { return nil }
                return pid
            }
        #else
            return []
        #endif
    }
}

/// Folders whose access by other users is taken away while students' tests run as another user,
/// and given back afterwards: the instructor's workbook, the submissions, the reports.
final class ClosedFolders: @unchecked Sendable {
    private var modes: [(path: String, mode: Int)] = []

    /// Takes other users' access away from each of `folders` that exists (not recursively: a
    /// folder others cannot enter hides everything inside it).
    init(_ folders: [URL]) {
        let manager = FileManager.default
        for folder in folders {
            let path = folder.standardizedFileURL.path
            // A shared folder such as /tmp (sticky) or the root is never closed.
            guard path != "/", !modes.contains(where: { $0.path == path }),
                let mode = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions]
                    as? Int, mode & 0o1000 == 0
            else { continue }
            modes.append((path, mode))
            try? manager.setAttributes([.posixPermissions: mode & ~0o007], ofItemAtPath: path)
        }
    }

    /// Closes the instructor's `workspace`, the `submissions` (one copy or a class) and the
    /// `output` folder, which it makes first so that no report is ever open to the other user.
    static func closing(workspace: URL, submissions: URL?, output: URL) throws -> ClosedFolders {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return ClosedFolders([workspace, output] + (submissions.map { [$0] } ?? []))
    }

    /// Gives the folders their permissions back.
    func reopen() {
        for (path, mode) in modes {
            try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        modes = []
    }

    /// Whether other users can pass through every folder above `file`.
    static func othersCanPass(_ file: URL) -> Bool {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let mode =
                (try? FileManager.default.attributesOfItem(atPath: folder.path))?[
                    .posixPermissions] as? Int ?? 0
            if mode & 0o001 == 0 { return false }
            folder.deleteLastPathComponent()
        }
        return true
    }
}
