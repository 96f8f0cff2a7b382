import Foundation
import WorkbookKit

/// The files of a Gradescope autograder: upload them zipped as the assignment's autograder.
///
/// `setup.sh` installs Swift and Bubblewrap in Gradescope's Ubuntu image and builds the workbook
/// once; `run_autograder` grades `/autograder/submission` and writes
/// `/autograder/results/results.json`. The workbook itself, with its reference and hidden
/// tests, travels in `workbook/`. Swift goes to `/opt/swiftly`, not root's home: Gradescope runs
/// as root without Bubblewrap, so the students' tests run as another user (`UnprivilegedRun`),
/// which must be able to load the toolchain's libraries.
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
            libstdc++-12-dev libncurses-dev python3 strace tzdata zlib1g-dev
        cd /tmp
        # Outside root's home, which other users cannot enter: the tests run as one of them.
        export SWIFTLY_HOME_DIR=/opt/swiftly SWIFTLY_BIN_DIR=/opt/swiftly/bin \\
            SWIFTLY_TOOLCHAINS_DIR=/opt/swiftly/toolchains
        curl -fsSLO "https://download.swift.org/swiftly/linux/swiftly-$(uname -m).tar.gz"
        tar zxf "swiftly-$(uname -m).tar.gz"
        ./swiftly init --quiet-shell-followup --assume-yes --skip-install
        . /opt/swiftly/env.sh
        swiftly install --use \(swiftVersion)
        cd /autograder/source/workbook
        # One build now, so each submission compiles only its own regions; grade is one of the
        # instructor's commands, in a tool of their own.
        swift build --build-tests
        swift build --product workbook-instructor

        """

    static let runScript = """
        #!/usr/bin/env bash
        # Gradescope runs this as root for every submission: the student's copy is in
        # /autograder/submission. AUTOGRADER_ROOT (another folder in the same layout) and
        # WORKBOOK_COMMAND (a built workbook-instructor tool) let a test run it elsewhere.
        set -uo pipefail
        root="${AUTOGRADER_ROOT:-/autograder}"
        if [ -z "${WORKBOOK_COMMAND:-}" ]; then
            . /opt/swiftly/env.sh
        fi
        mkdir -p "$root/results"
        reports="$(mktemp -d)"
        cd "$root/source/workbook"
        ${WORKBOOK_COMMAND:-swift run workbook-instructor} grade --submission "$root/submission" \\
            --output "$reports" --gradescope "$root/results/results.json"
        status=$?
        rm -rf "$reports"
        if [ ! -s "$root/results/results.json" ]; then
            printf '{"score": 0, "output": "Grading could not run (status %d)."}\\n' "$status" \\
                > "$root/results/results.json"
        fi

        """
}
