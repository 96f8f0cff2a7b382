import Foundation
import WorkbookLanguage

/// How a test process ended when it crashed, or was stopped, and where, as far as its output tells.
package struct TestCrash: Equatable, Sendable {
    /// The runtime's reason, such as `Fatal error: Index out of range`.
    package var reason: String
    /// The place in the workbook the crash is reported at, as an absolute path under the root.
    package var file: String? = nil
    /// That place's line.
    package var line: Int? = nil
    /// The innermost workbook frame when the backtrace gave it no line, such as
    /// `Concentration.chooseCard(at:)` in a source file: the student's code that stopped.
    var innerFrame: Frame? = nil
    /// The time limit, in seconds, when the tests did not crash but ran past it and were stopped.
    package var timeLimit: TimeInterval? = nil
    /// The identifier of the one test that crashed, when a run of the unfinished tests one at a
    /// time told it (several run in parallel, so the first run cannot).
    package var crashingTest: String? = nil
    /// Whether the crash is unlocated because the runtime refused its crash reporter to the test
    /// process (see `backtracerRefusal`), so the place is what the runtime's message said, if any.
    var backtracerRefused = false

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        reason: String, file: String? = nil, line: Int? = nil, innerFrame: Frame? = nil,
        timeLimit: TimeInterval? = nil, crashingTest: String? = nil, backtracerRefused: Bool = false
    ) {
        self.reason = reason
        self.file = file
        self.line = line
        self.innerFrame = innerFrame
        self.timeLimit = timeLimit
        self.crashingTest = crashingTest
        self.backtracerRefused = backtracerRefused
    }

    /// A function of the workbook and the file it is in (an absolute path).
    package struct Frame: Equatable, Sendable {
        var function: String
        var file: String
    }

    /// The messages the Swift runtime prints when it stops a program, with or without a backtrace;
    /// each ends the line or is followed by a colon (`Assertion failed` may come alone).
    static let runtimeMessages = [
        "Fatal error", "Precondition failed", "Assertion failed", "*** Program crashed",
    ]

    /// Where a runtime message starts in `line`, if the line holds one.
    static func runtimeMessage(in line: some StringProtocol) -> Range<String.Index>? {
        let line = String(line)
        return runtimeMessages.compactMap { message -> Range<String.Index>? in
            guard let found = line.range(of: message) else { return nil }
            let rest = line[found.upperBound...]
            return rest.isEmpty || rest.hasPrefix(":") ? found : nil
        }.min { $0.lowerBound < $1.lowerBound }
    }

    /// What the Swift runtime prints, instead of a backtrace, when it will not run its crash
    /// reporter for a program: macOS refuses it to privileged executables, among them the
    /// Apple-signed hosts that run a package's tests under Xcode's toolchain.
    static let backtracerRefusal =
        "backtrace-on-crash is not supported for privileged executables"

    /// Whether the runtime refused its crash reporter in `output`: a run with it on located nothing.
    static func backtracerRefused(in output: String) -> Bool {
        output.contains(backtracerRefusal)
    }

    /// Whether `output` holds a runtime message: the test process stopped itself.
    static func hasRuntimeMessage(in output: String) -> Bool {
        output.split(separator: "\n").contains { runtimeMessage(in: $0) != nil }
    }

    /// Tests that ran past `limit` seconds and were stopped: most likely code that never finishes.
    /// Whether the runtime stopped a negative number's conversion to an unsigned type
    /// (`UInt32(-5)`), a crash whose advice is not an index's or a `!`'s.
    var madeNegativeUnsigned: Bool {
        reason.contains("Negative value is not representable")
    }

    /// Its `reason` is the English of `said`, for the instructor's reports.
    static func stopped(after limit: TimeInterval) -> TestCrash {
        TestCrash(reason: Messages.stopped(after: Int(limit.rounded())).en, timeLimit: limit)
    }

    /// Why the tests stopped, in both languages: the runtime's own message, which is English in
    /// every language, or the time limit's sentence.
    var said: Localized {
        timeLimit.map { Messages.stopped(after: Int($0.rounded())) } ?? .verbatim(reason)
    }

    /// Reads the runtime's crash report in `output`: its message and, when a backtrace was
    /// printed, the crashed thread's frames.
    ///
    /// Places are kept only when their file is in the workbook at `root`, so the place named is
    /// the student's code or a test, never the standard library. Without a backtrace (the reporter
    /// is off, or prints only to a terminal as on macOS) the place is the one the runtime's
    /// message gives (`StageA/Greeting.swift:12: Fatal error: …`), if it is in the workbook.
    static func parse(_ output: String, root: URL) -> TestCrash {
        let lines = output.components(separatedBy: "\n")
        let paths = WorkbookPaths(root: root)
        var message: (reason: String, place: String)?
        // The runtime's refusal of its crash reporter is no crash message: it is skipped here.
        for line in lines where !line.contains(backtracerRefusal) {
            guard let marker = runtimeMessage(in: line) else { continue }
            let reason = line[marker.lowerBound...].replacingOccurrences(of: "*", with: "")
            message = (
                reason.trimmingCharacters(in: .whitespaces),
                String(line[..<marker.lowerBound]).trimmingCharacters(in: .whitespaces)
            )
            if !line.contains("*** Program crashed:") { break }
        }
        var crash = TestCrash(
            reason: message?.reason ?? "The test process stopped without finishing.")
        var inCrashedThread = false
        for line in lines {
            if line.hasPrefix("Thread ") {
                inCrashedThread = line.hasSuffix("crashed:")
                continue
            }
            guard inCrashedThread, let at = line.range(of: " at /", options: .backwards) else {
                continue
            }
            let parts = ("/" + line[at.upperBound...]).split(separator: ":")
            guard let file = paths.inWorkbook(String(parts[0])) else { continue }
            guard parts.count >= 2, let number = Int(parts[1]) else {
                if crash.innerFrame == nil, let function = Self.function(in: line[..<at.lowerBound])
                {
                    crash.innerFrame = Frame(function: function, file: file)
                }
                continue
            }
            crash.file = file
            crash.line = number
            return crash
        }
        if let place = message?.place, let (file, number) = paths.place(place) {
            crash.file = file
            crash.line = number
        }
        return crash
    }

    /// The function named in a backtrace frame: after the address, before ` + offset in binary`.
    private static func function(in frame: Substring) -> String? {
        guard let address = frame.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression),
            let offset = frame.range(of: #" \+ \d+ in "#, options: .regularExpression)
        else { return nil }
        return String(frame[address.upperBound..<offset.lowerBound])
    }
}

/// Recognises paths inside a workbook however the runtime spelled them.
///
/// On macOS `/var` is a link to `/private/var`, so a root under one may be printed under the
/// other; the runtime's messages name a file by `Module/File.swift` only.
private struct WorkbookPaths {
    let root: URL
    let bases: [String]

    init(root: URL) {
        self.root = root.standardizedFileURL
        var bases: [String] = []
        for path in [self.root.path, self.root.resolvingSymlinksInPath().path] {
            let other =
                path.hasPrefix("/private/")
                ? String(path.dropFirst("/private".count)) : "/private" + path
            for spelling in [path + "/", other + "/"] where !bases.contains(spelling) {
                bases.append(spelling)
            }
        }
        self.bases = bases
    }

    /// `path` as an absolute path under the root as given, or `nil` when it is outside the workbook.
    func inWorkbook(_ path: String) -> String? {
        guard let base = bases.first(where: { path.hasPrefix($0) }) else { return nil }
        return root.appendingPathComponent(String(path.dropFirst(base.count))).path
    }

    /// The file and line of `Module/File.swift:12` (or an absolute path with a line), when the
    /// file is one of the workbook's sources or tests.
    func place(_ text: String) -> (String, Int)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let line = Int(parts[1]) else { return nil }
        let name = String(parts[0])
        if name.hasPrefix("/") { return inWorkbook(name).map { ($0, line) } }
        let pieces = name.split(separator: "/")
        guard pieces.count == 2 else { return nil }
        for folder in ["Sources", "Tests", "Sources/WorkbookTool", "Tests/Workbook"] {
            let module = root.appendingPathComponent(folder).appendingPathComponent(
                String(pieces[0]))
            let matches = (FileManager.default.subpaths(atPath: module.path) ?? []).filter {
                ($0 as NSString).lastPathComponent == pieces[1]
            }
            if matches.count == 1 {
                return (module.appendingPathComponent(matches[0]).path, line)
            }
        }
        return nil
    }
}
