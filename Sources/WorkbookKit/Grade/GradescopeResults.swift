import Foundation

/// `results.json` in Gradescope's autograder format, for courses that grade there.
///
/// The format (gradescope-autograders.readthedocs.io, "Autograder Specifications"): a top-level
/// `score` (here the sum of the tests' scores), `output` and `visibility`, and `tests`, each with
/// `name`, `score`, `max_score`, `status` (`passed` or `failed`), `output` and `visibility`.
/// Every test is worth one point; a hidden suite's tests are shown only after the due date.
struct GradescopeResults: Codable, Equatable, Sendable {
    /// One test's entry.
    struct Test: Codable, Equatable, Sendable {
        var name: String
        var number: String
        var score: Double
        var maxScore: Double
        var status: String
        var output: String
        var visibility: String

        enum CodingKeys: String, CodingKey {
            case name, number, score, status, output, visibility
            case maxScore = "max_score"
        }
    }

    var score: Double
    var output: String
    var visibility = "visible"
    var stdoutVisibility = "hidden"
    var executionTime: Int
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case score, output, visibility, tests
        case stdoutVisibility = "stdout_visibility"
        case executionTime = "execution_time"
    }

    /// The results of one graded copy.
    init(_ graded: Grader.Graded) {
        let result = graded.result
        var number: [Int: Int] = [:]
        tests = result.exercises.flatMap { exercise in
            exercise.tests.map { test in
                number[test.taskID, default: 0] += 1
                return Test(
                    name: "\(exercise.id): \(test.name)",
                    number: "\(test.taskID).\(number[test.taskID]!)",
                    score: test.status == .pass ? 1 : 0, maxScore: 1,
                    status: test.status == .pass ? "passed" : "failed",
                    output: test.message ?? "",
                    visibility: test.hidden ? "after_due_date" : "visible")
            }
        }
        score = tests.map(\.score).reduce(0, +)
        var lines = result.exercises.map { "\($0.id): \($0.status.rawValue)" }
        if result.status == .error, let message = result.message {
            lines.append("Nothing could run:\n\(message)")
        }
        if let integrity = graded.integrity {
            lines += integrity.changed.map { "Changed, and graded with the original: \($0)" }
            lines += integrity.added.map { "Added, and not graded: \($0)" }
            lines += integrity.tampering.map { "Tampering, and not counted: \($0)" }
        }
        output = lines.joined(separator: "\n")
        executionTime = Int(graded.seconds.rounded(.up))
    }

    /// The JSON, keys sorted.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

/// The files of a Gradescope autograder: upload them zipped as the assignment's autograder.
///
/// `setup.sh` installs Swift and Bubblewrap in Gradescope's Ubuntu image and builds the workbook
/// once; `run_autograder` grades `/autograder/submission` and writes
/// `/autograder/results/results.json`. The workbook itself, with its reference and hidden
/// tests, travels in `workbook/`.
enum GradescopeBundle {
    /// The Swift toolchain `setup.sh` installs (the version this workbook is written for).
    static let swiftVersion = "6.3.1"

    /// Writes the bundle of `workspace` into `folder`; returns the paths written.
    @discardableResult
    static func write(_ workspace: Workspace, to folder: URL) throws -> [URL] {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("workbook")
        var changed: [URL] = []
        for item in ScratchCopy.items {
            try ScratchCopy.sync(
                workspace.url(item), to: copy.appendingPathComponent(item), changed: &changed)
        }
        let setup = folder.appendingPathComponent("setup.sh")
        let run = folder.appendingPathComponent("run_autograder")
        try Data(setupScript.utf8).write(to: setup, options: .atomic)
        try Data(runScript.utf8).write(to: run, options: .atomic)
        for script in [setup, run] {
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        return [setup, run, copy]
    }

    static let setupScript = """
        #!/usr/bin/env bash
        # Gradescope runs this once, when it builds the autograder's image.
        set -euo pipefail
        apt-get update -qq
        apt-get install -y -qq bubblewrap curl git gnupg2 libcurl4-openssl-dev libxml2-dev \\
            libstdc++-12-dev libncurses-dev python3 tzdata zlib1g-dev
        cd /tmp
        curl -fsSLO "https://download.swift.org/swiftly/linux/swiftly-$(uname -m).tar.gz"
        tar zxf "swiftly-$(uname -m).tar.gz"
        ./swiftly init --quiet-shell-followup --assume-yes --skip-install
        . "${SWIFTLY_HOME_DIR:-$HOME/.local/share/swiftly}/env.sh"
        swiftly install --use \(swiftVersion)
        cd /autograder/source/workbook
        # One build now, so each submission compiles only its own regions.
        swift build --build-tests
        swift build --product workbook

        """

    static let runScript = """
        #!/usr/bin/env bash
        # Gradescope runs this for every submission: the student's copy is in /autograder/submission.
        set -uo pipefail
        . "${SWIFTLY_HOME_DIR:-$HOME/.local/share/swiftly}/env.sh"
        mkdir -p /autograder/results
        cd /autograder/source/workbook
        swift run workbook grade --submission /autograder/submission --output /tmp/grades \\
            --gradescope /autograder/results/results.json
        status=$?
        if [ ! -s /autograder/results/results.json ]; then
            printf '{"score": 0, "output": "Grading could not run (status %d)."}\\n' "$status" \\
                > /autograder/results/results.json
        fi

        """
}
