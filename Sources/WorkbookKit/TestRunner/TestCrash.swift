import Foundation

/// How a test process ended when it crashed, and where, as far as its output tells.
struct TestCrash: Equatable, Sendable {
    /// The runtime's reason, such as `Fatal error: Index out of range`.
    var reason: String
    /// The first frame of the crashed thread inside the workbook, as an absolute path.
    var file: String? = nil
    /// That frame's line.
    var line: Int? = nil
    /// The innermost workbook frame when the backtrace gave it no line, such as
    /// `Concentration.chooseCard(at:)` in a source file: the student's code that stopped.
    var innerFrame: Frame? = nil

    /// A function of the workbook and the file it is in (an absolute path).
    struct Frame: Equatable, Sendable {
        var function: String
        var file: String
    }

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
        var innerFrame: Frame?
        for line in lines {
            if line.hasPrefix("Thread ") {
                inCrashedThread = line.hasSuffix("crashed:")
                continue
            }
            guard inCrashedThread, let at = line.range(of: " at /", options: .backwards) else {
                continue
            }
            let parts = ("/" + line[at.upperBound...]).split(separator: ":")
            guard parts[0].hasPrefix(base) else { continue }
            guard parts.count >= 2, let number = Int(parts[1]) else {
                if innerFrame == nil, let function = Self.function(in: line[..<at.lowerBound]) {
                    innerFrame = Frame(function: function, file: String(parts[0]))
                }
                continue
            }
            return TestCrash(
                reason: reason, file: String(parts[0]), line: number, innerFrame: innerFrame)
        }
        return TestCrash(reason: reason, innerFrame: innerFrame)
    }

    /// The function named in a backtrace frame: after the address, before ` + offset in binary`.
    private static func function(in frame: Substring) -> String? {
        guard let address = frame.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression),
            let offset = frame.range(of: #" \+ \d+ in "#, options: .regularExpression)
        else { return nil }
        return String(frame[address.upperBound..<offset.lowerBound])
    }
}
