import Dispatch
import Foundation
import SystemCalls

/// A program the tool runs (`git`, `swift`): the one place that starts, times and stops them.
///
/// Everything the program prints (output and errors) goes to a temporary file rather than a pipe,
/// so a process it leaves behind holding the pipe (a crash reporter, a stuck test) cannot keep the
/// tool waiting. While it runs it is listed in `running`, so a stopped command stops it too.
package struct ChildProcess: Sendable {
    /// The program and its arguments; the program is looked up on `PATH`.
    var arguments: [String]
    /// The working directory.
    var folder: URL
    /// Variables added to (or replacing) the tool's own environment, after the manifest switches
    /// of the package `folder` is in (see `ManifestSwitches`).
    var environment: [String: String] = [:]
    /// Seconds the program may run before it is stopped with everything it started; `nil`: no limit.
    var timeLimit: TimeInterval? = nil
    /// When set, the time limit starts counting only once this file exists (the test process
    /// opened its event stream), so the build before it is not counted.
    var clockStartsWhenExists: URL? = nil
    /// Whether it is listed in `running`; `ps`, which stopping itself runs, is not.
    var stopsWithTheCommand = true

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        arguments: [String], folder: URL, environment: [String: String] = [:],
        timeLimit: TimeInterval? = nil, clockStartsWhenExists: URL? = nil,
        stopsWithTheCommand: Bool = true
    ) {
        self.arguments = arguments
        self.folder = folder
        self.environment = environment
        self.timeLimit = timeLimit
        self.clockStartsWhenExists = clockStartsWhenExists
        self.stopsWithTheCommand = stopsWithTheCommand
    }

    /// How a finished (or stopped) program ended.
    package struct Result: Sendable {
        /// The exit status, or the signal's number when it was killed.
        package var status: Int32
        /// Output and errors, merged in the order they were written.
        package var output: String
        /// Whether a signal ended it (a crash, or being stopped) rather than its own exit.
        package var signalled: Bool
        /// Whether it was stopped because it ran past `timeLimit`.
        package var timedOut: Bool
    }

    /// Runs the program to its end, or until the time limit stops it and every process it started.
    package func run() throws -> Result {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-output-\(UUID().uuidString).log")
        // Only the tool reads it: a student's tests running as another user must not.
        _ = FileManager.default.createFile(
            atPath: log.path, contents: nil, attributes: [.posixPermissions: 0o600])
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // A package folder's manifest switches, then this program's own variables.
        let added = ManifestSwitches.environment(for: folder).merging(environment) { $1 }
        if !added.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        if stopsWithTheCommand {
            if Self.running.isClosed { Self.waitForTheStop() }
            try Self.running.start(process)
        } else {
            try process.run()
        }
        defer { Self.running.forget(process) }

        let timedOut = timeLimit.map { wait(for: finished, limit: $0) } ?? false
        if timedOut {
            Self.stopTree(of: process.processIdentifier)
        }
        process.waitUntilExit()
        if stopsWithTheCommand && Self.running.isClosed {
            // The command is being stopped: the signal handler ends the tool with the signal's
            // status, so the work after this program (a report, a compile check) must not race it.
            Self.waitForTheStop()
        }
        return Result(
            status: process.terminationStatus,
            output: String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut)
    }

    /// Waits for `finished`; true when `limit` ran out first (counted from the clock file, if any).
    private func wait(for finished: DispatchSemaphore, limit: TimeInterval) -> Bool {
        var deadline: DispatchTime? = clockStartsWhenExists == nil ? .now() + limit : nil
        while true {
            if let deadline {
                return finished.wait(timeout: deadline) == .timedOut
            }
            if finished.wait(timeout: .now() + 0.1) == .success {
                return false
            }
            if let clock = clockStartsWhenExists, FileManager.default.fileExists(atPath: clock.path)
            {
                deadline = .now() + limit
            }
        }
    }

    // MARK: - Stopping a process and everything it started

    /// The programs running now, so that a stopped command can stop them as well.
    static let running = Running()

    /// Blocks for good: called once the command is being stopped, whose signal handler exits.
    private static func waitForTheStop() -> Never {
        while true { Thread.sleep(forTimeInterval: 60) }
    }

    /// Stops every running program with everything it started, and starts no more (the command
    /// was told to stop).
    static func stopAll() {
        for pid in running.close() {
            stopTree(of: pid)
        }
    }

    /// Stops `pid`, its descendants and every process in their process groups: asked politely
    /// first (SIGTERM, so `swift build` can leave its build folder tidy), then killed.
    ///
    /// SwiftPM starts the test binary in a process group of its own, and a crash reporter the
    /// test binary started outlives it, so neither the process nor its group is enough: the tree
    /// is walked, and a group it reached still catches a member whose parent has gone.
    static func stopTree(of pid: pid_t) {
        let first = tree(of: pid)
        var groupsSeen = groups(of: first)
        for member in first { Processes.send(SIGTERM, to: member) }
        var left = remaining(of: first, root: pid, groups: groupsSeen)
        let deadline = Date().addingTimeInterval(1)
        while !left.isEmpty && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            left = remaining(of: first, root: pid, groups: groupsSeen)
        }
        for _ in 0..<5 where !left.isEmpty {
            groupsSeen.formUnion(groups(of: left))
            for member in left { Processes.send(SIGKILL, to: member) }
            Thread.sleep(forTimeInterval: 0.05)
            left = remaining(of: first, root: pid, groups: groupsSeen)
        }
    }

    /// What is still alive of a tree being stopped: the tree as it is now (its root may be gone,
    /// its groups catch the orphans), and those first found, whoever their parent is now.
    private static func remaining(of first: [pid_t], root pid: pid_t, groups: Set<pid_t>)
        -> [pid_t]
    {
        let table = processTable()
        let live = Set(table.map(\.pid))
        let now = tree(of: pid, knownGroups: groups, in: table)
        return Set(now).union(first.filter(live.contains)).sorted()
    }

    /// A live process in the process table.
    struct Entry: Equatable, Sendable {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
    }

    /// The live (not zombie) processes, from `ps`, which reads the same on Linux and macOS.
    static func processTable() -> [Entry] {
        let listing = try? ChildProcess(
            arguments: ["ps", "-A", "-o", "pid=,ppid=,pgid=,stat="],
            folder: FileManager.default.temporaryDirectory, stopsWithTheCommand: false
        ).run()
        return (listing?.output ?? "").split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 4, !fields[3].hasPrefix("Z"),
                let pid = pid_t(fields[0]), let parent = pid_t(fields[1]),
                let group = pid_t(fields[2])
            else { return nil }
            return Entry(pid: pid, parent: parent, group: group)
        }
    }

    /// `pid` and its live descendants, plus every live process in `knownGroups` or in a group
    /// one of them leads; never the tool itself or its own process group.
    static func tree(
        of pid: pid_t, knownGroups: Set<pid_t> = [], in table: [Entry] = processTable()
    ) -> [pid_t] {
        let own = Processes.currentGroup
        var members = Set(table.filter { $0.pid == pid }.map(\.pid))
        var groups = knownGroups
        var grew = true
        while grew {
            grew = false
            for entry in table
            where !members.contains(entry.pid) && entry.pid != Processes.currentID {
                if members.contains(entry.parent)
                    || (groups.contains(entry.group) && entry.group != own)
                {
                    members.insert(entry.pid)
                    if entry.group != own { groups.insert(entry.group) }
                    grew = true
                }
            }
            for entry in table where members.contains(entry.pid) && entry.group != own {
                if groups.insert(entry.group).inserted { grew = true }
            }
        }
        return members.sorted()
    }

    /// The process groups of `members` other than the tool's own.
    private static func groups(of members: [pid_t]) -> Set<pid_t> {
        Set(members.compactMap(Processes.group(of:)).filter { $0 != Processes.currentGroup })
    }

    /// The processes started and not yet finished.
    final class Running: @unchecked Sendable {
        private let lock = NSLock()
        private var processes: [ObjectIdentifier: Process] = [:]
        private var closed = false

        /// Starts `process` and lists it, under the lock so a stop in between cannot miss it.
        func start(_ process: Process) throws {
            try lock.withLock {
                guard !closed else { throw CancellationError() }
                try process.run()
                processes[ObjectIdentifier(process)] = process
            }
        }

        /// Takes a finished process off the list.
        func forget(_ process: Process) {
            _ = lock.withLock { processes.removeValue(forKey: ObjectIdentifier(process)) }
        }

        /// Whether the command is being stopped, so no program may start any more.
        var isClosed: Bool { lock.withLock { closed } }

        /// Refuses new programs from now on and gives the process ids of those running.
        func close() -> [pid_t] {
            lock.withLock {
                closed = true
                return processes.values.map(\.processIdentifier)
            }
        }
    }
}
