import Foundation

/// How a test process ended when it crashed, and where, as far as its output tells.
struct TestCrash: Equatable, Sendable {
    /// The runtime's reason, such as `Fatal error: Index out of range`.
    var reason: String
    /// The first frame of the crashed thread inside the workbook, as an absolute path.
    var file: String? = nil
    /// That frame's line.
    var line: Int? = nil

    /// Reads the runtime's crash report in `output`: the fatal error and the crashed thread's frames.
    ///
    /// Frames are kept only when their file is under `root`, so the place named is the student's
    /// code or a test, never the standard library.
    static func parse(_ output: String, root: URL) -> TestCrash {
        let lines = output.components(separatedBy: "\n")
        let reason =
            lines.first { $0.contains("Fatal error:") }.map {
                String($0[$0.range(of: "Fatal error:")!.lowerBound...])
            }
            ?? lines.first { $0.contains("*** Program crashed:") }.map {
                $0.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
            }
            ?? "The test process stopped without finishing."
        let base = root.resolvingSymlinksInPath().path + "/"
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
            guard parts.count >= 2, let number = Int(parts[1]), parts[0].hasPrefix(base)
            else { continue }
            return TestCrash(reason: reason, file: String(parts[0]), line: number)
        }
        return TestCrash(reason: reason)
    }
}
