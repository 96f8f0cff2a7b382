import Foundation

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
        var changed: [URL: Date] = [:]
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
