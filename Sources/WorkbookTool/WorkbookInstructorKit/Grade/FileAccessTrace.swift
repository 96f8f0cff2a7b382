import Foundation
import SystemCalls
import WorkbookKit

/// Records which files a student's tests, run as another user, were refused, so that a try at
/// reading the closed folders (the reference, the hidden suites, other copies) is reported and
/// not only stopped.
///
/// `strace -f --seccomp-bpf` stops the traced processes only at the calls that take a file name
/// and logs only those that failed, so honest tests barely slow down. It runs as root outside
/// the user's limits: the user can neither stop it nor read its log, and every process the tests
/// start is traced too. Tracing one's own child needs nothing beyond root in a default Docker
/// container (Linux 4.8 or later); `isAvailable` checks that it works here.
struct FileAccessTrace: Sendable {
    /// The log `strace` writes, in the run's folder (root's, closed to the user).
    let log: URL
    /// The closed folders, each as given and with its symbolic links resolved.
    let closed: [String]

    /// Bytes the log may grow to: past it, a flood of failed calls is no longer recorded, and
    /// that is reported instead.
    static let logLimit = 64 << 20

    /// Whether `strace` is installed and may trace a child here (Linux only).
    static let isAvailable: Bool = {
        #if os(Linux)
            guard let strace = SandboxedCommand.executable("strace") else { return false }
            let probe = ChildProcess(
                arguments: [strace.path] + options(log: "/dev/null") + ["true"],
                folder: FileManager.default.temporaryDirectory, timeLimit: 10)
            return (try? probe.run())?.status == 0
        #else
            return false
        #endif
    }()

    /// A trace logging into `log` of refusals inside `closed` (those `ClosedFolders` closes);
    /// `nil` where tracing cannot run or nothing is closed.
    init?(log: URL, closed: [URL]) {
        let closed = closed.filter(ClosedFolders.isClosable)
        guard Self.isAvailable, !closed.isEmpty else { return nil }
        self.log = log
        self.closed = Array(
            Set(
                closed.flatMap { folder in
                    [
                        folder.standardizedFileURL.path,
                        Self.resolved(folder.standardizedFileURL.path),
                    ]
                }
            )
        ).sorted()
    }

    /// `strace`'s options: follow every child, stop only at calls taking a file name, log only
    /// failed ones, every string in hexadecimal (so any name decodes) and each descriptor with
    /// the path it refers to (so a name relative to a folder or to the working folder resolves).
    private static func options(log: String) -> [String] {
        [
            "-f", "--seccomp-bpf", "-qq", "-xx", "-y", "-e", "trace=%file", "-e", "status=failed",
            "-e", "signal=none", "-o", log, "--",
        ]
    }

    /// `arguments` as the command line that runs them traced, the log limited to `logLimit`.
    func wrapping(_ arguments: [String]) -> [String] {
        let strace = SandboxedCommand.executable("strace")?.path ?? "strace"
        return ["prlimit", "--fsize=\(Self.logLimit)", "--core=0", "--", strace]
            + Self.options(log: log.path) + arguments
    }

    /// What the log shows, as integrity signs: each path inside a closed folder that was refused
    /// (a name relative to nothing the log shows is taken relative to `home`, the working folder).
    func signs(home: URL) -> [String] {
        guard let data = try? Data(contentsOf: log) else { return [] }
        var refused: [String] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            guard text.contains(" = -1 EACCES ") || text.contains(" = -1 EPERM ") else { continue }
            for path in Self.paths(in: text, home: home.path) where isClosed(path) {
                if !refused.contains(path) { refused.append(path) }
            }
        }
        var signs: [String] = []
        if !refused.isEmpty {
            let shown = refused.prefix(5).joined(separator: ", ")
            let more = refused.count > 5 ? " and \(refused.count - 5) more" : ""
            signs.append(
                "tried to read what is closed to students' tests (permission denied): "
                    + shown + more)
        }
        if data.count >= Self.logLimit {
            signs.append(
                "made so many failed file calls that their record stopped at "
                    + "\(Self.logLimit >> 20) MB")
        }
        return signs
    }

    /// Whether `path`, as named or with its symbolic links resolved, lies in a closed folder.
    private func isClosed(_ path: String) -> Bool {
        let forms = [path, Self.resolved(path)]
        return forms.contains { form in
            closed.contains { form == $0 || form.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
    }

    /// The absolute paths a line of the log names: each string argument before the result (and
    /// before `execve`'s argument list), relative to the descriptor shown before it, if any.
    static func paths(in line: String, home: String) -> [String] {
        let bytes = Array(line.utf8)
        var paths: [String] = []
        var folder: String?
        var index = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.endIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "=") { break }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") {
                let close = byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
                guard let end = bytes[(index + 1)...].firstIndex(of: close) else { break }
                let decoded = decode(bytes[(index + 1)..<end])
                if byte == UInt8(ascii: "<") {
                    folder = decoded
                } else {
                    let base = folder ?? home
                    paths.append(
                        normalized(decoded.hasPrefix("/") ? decoded : base + "/" + decoded))
                    folder = nil
                }
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: ",") && folder != nil
                && !(bytes[(index + 1)...].first { $0 != UInt8(ascii: " ") } == UInt8(ascii: "\""))
            {
                folder = nil  // a descriptor not followed by a name: the name is not relative to it
            }
            index += 1
        }
        return paths
    }

    /// `strace -xx`'s `\xHH` escapes decoded to the bytes they stand for.
    static func decode(_ escaped: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        var index = escaped.startIndex
        while index < escaped.endIndex {
            if escaped[index] == UInt8(ascii: "\\"), index + 3 < escaped.endIndex,
                escaped[index + 1] == UInt8(ascii: "x"),
                let value = UInt8(
                    String(decoding: escaped[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(escaped[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `path` without `.`, `..` or doubled slashes, symbolic links left as they are.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` with every symbolic link along it that still exists resolved (root may read them
    /// all), so a link the tests made to a closed folder counts as that folder.
    static func resolved(_ path: String) -> String {
        var done: [String] = []
        var rest = normalized(path).split(separator: "/").map(String.init)
        var hops = 0
        while !rest.isEmpty {
            let part = rest.removeFirst()
            if part == ".." {
                _ = done.popLast()
                continue
            }
            let candidate = "/" + (done + [part]).joined(separator: "/")
            if hops < 40,
                let target = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: candidate)
            {
                hops += 1
                if target.hasPrefix("/") { done = [] }
                rest = target.split(separator: "/").map(String.init) + rest
                continue
            }
            if part != "." { done.append(part) }
        }
        return "/" + done.joined(separator: "/")
    }
}
