import Foundation
import SystemCalls
import WorkbookKit

/// Runs a student's test binary as a user id of its own, chosen at random for one run, with
/// limits on processes, memory, CPU time and file size, in a private folder of its own.
///
/// Linux only, as root, with `setpriv` and `prlimit` (util-linux, on every Debian and Ubuntu).
/// The user can reach nothing of the grader's: `ClosedFolders` takes the other users' access
/// away from the workbook, the submissions and the reports while grading runs, the test binary
/// is linked or copied into the run's folder, and the event pipe is the one path it may write
/// outside it. When the run ends, every process of that user is killed, wherever it moved, and
/// whatever it left in the shared temporary folders is deleted; what it tried is reported,
/// a refused read of a closed folder too where `strace` can trace the run (`FileAccessTrace`).
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
    /// What records the files the run was refused, where `strace` can trace it.
    let trace: FileAccessTrace?
    private let lock = NSLock()
    private var sampling = true
    private var peak = 0
    /// Processes still running when the traced binary ended, killed by the sampler.
    private var leftBehind = 0

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

    /// Prepares a run of `binary`: a new user id, the run's folder with the binary in it; a try
    /// at reading inside one of the `closed` folders is reported where it can be traced.
    init(binary original: URL, limits: Limits = Limits(), closed: [URL] = []) throws {
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
        trace = FileAccessTrace(
            log: folder.appendingPathComponent("file-accesses.log"), closed: closed)
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

    /// The command line that runs the binary with `arguments` as the user, under the limits,
    /// traced when it can be.
    func command(_ arguments: [String]) -> [String] {
        let run =
            [
                "prlimit", "--nproc=\(limits.processes)", "--data=\(limits.memory)",
                "--fsize=\(limits.fileSize)", "--cpu=\(limits.cpuSeconds)", "--core=0", "--",
                "setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--no-new-privs",
                "--", binary.path,
            ] + arguments
        return trace?.wrapping(run) ?? run
    }

    /// The environment the test process gets: its own home and temporary folder.
    var environment: [String: String] {
        ["HOME": home.path, "TMPDIR": home.path]
    }

    /// Counts the user's processes a few times a second while the tests run, to tell a storm
    /// of processes from a test that starts one. Traced, it also ends the run when the test
    /// binary ends: `strace` waits for every process it traces, so whatever the binary left
    /// running is killed here (and counted), as `finish` does untraced.
    func startSampling() {
        Thread.detachNewThread { [self] in
            var tracer: pid_t?
            while lock.withLock({ sampling }) {
                let mine = Self.processes(of: user)
                lock.withLock { peak = max(peak, mine.count) }
                if let trace, !mine.isEmpty {
                    tracer = tracer ?? Self.process(holding: trace.log.path)
                    // The binary is the tracer's one child; once the user has processes and
                    // none of them is it, the binary has ended and the rest were left behind.
                    let states = mine.map(Self.state(of:))
                    if let tracer, !states.contains(where: { $0?.parent == tracer }) {
                        // A process that has ended but is not yet reaped is no longer running.
                        let running = states.filter { $0 != nil && $0?.state != "Z" }.count
                        lock.withLock { leftBehind = max(leftBehind, running) }
                        for pid in mine { Processes.send(SIGKILL, to: pid) }
                    }
                }
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
        let stayed = max(left.count, lock.withLock { leftBehind })
        if stayed > 0 {
            signs.append(
                "left \(stayed) process\(stayed == 1 ? "" : "es") running after its run "
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
        // then a write past the limit fails instead, and the output's size tells, or a file the
        // limit cut short, left in the run's folder or a shared one.
        if (signalled && status == SIGXFSZ) || console.utf8.count >= limits.fileSize
            || !Self.files(
                atLeast: limits.fileSize, in: [home.path] + Self.sharedEntries(of: user),
                ownedBy: user
            ).isEmpty
        {
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
        signs += trace?.signs(home: home) ?? []
        let swept = sweepSharedFolders()
        if !swept.isEmpty {
            signs.append("left files in shared folders (deleted): \(swept.joined(separator: ", "))")
        }
        try? FileManager.default.removeItem(at: folder)
        return signs
    }

    /// The files at or under `paths` owned by `user` that are `size` bytes or more: a file the
    /// file-size limit stopped is cut at the limit, and nothing else of a test's grows so large.
    static func files(atLeast size: Int, in paths: [String], ownedBy user: UInt32) -> [String] {
        var found: [String] = []
        for root in paths {
            let below = FileManager.default.enumerator(atPath: root)?.allObjects ?? []
            for path in [root] + below.compactMap({ $0 as? String }).map({ root + "/" + $0 }) {
                var info = stat()
                guard lstat(path, &info) == 0, info.st_uid == user,
                    (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= size
                else { continue }
                found.append(path)
            }
        }
        return found
    }

    /// What `user` made at the top of the folders every user may write: only these are read,
    /// never the whole of `/tmp`.
    private static func sharedEntries(of user: UInt32) -> [String] {
        ["/tmp", "/var/tmp", "/dev/shm"].flatMap { shared in
            ((try? FileManager.default.contentsOfDirectory(atPath: shared)) ?? []).map {
                shared + "/" + $0
            }.filter { path in
                var info = stat()
                return lstat(path, &info) == 0 && info.st_uid == user
            }
        }
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

    /// The state (`Z`: ended, not yet reaped) and parent of process `pid`, from
    /// `/proc/<pid>/stat` (the two fields after its name).
    static func state(of pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else {
            return nil
        }
        return (state, parent)
    }

    /// The grader's child whose command line holds `text`: the tracer, by its log's path (the
    /// child it forks holds the same command line until it starts the binary).
    static func process(holding text: String) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in entries {
            guard let pid = pid_t(name),
                state(of: pid)?.parent == ProcessInfo.processInfo.processIdentifier,
                let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(name)/cmdline"))
            else { continue }
            if String(decoding: line, as: UTF8.self).contains(text) { return pid }
        }
        return nil
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
