import Foundation
import Synchronization

/// The switches `Package.swift` reads from its environment, set for every `swift` the tool starts
/// in one package folder: the tool never edits a manifest, it asks it for what to declare.
///
/// `WORKBOOK_STAGES` names the stages to declare (comma-separated, each one of `let stages`);
/// `WORKBOOK_STAGES_ONLY=1` declares only the stages and what their tests need. A folder keeps
/// its switches until they are set again, as an edited manifest would, so every build in it,
/// whichever part of the tool starts it, sees the same package.
package enum ManifestSwitches {
    /// The variable naming the stages to declare.
    static let stagesVariable = "WORKBOOK_STAGES"
    /// The variable that leaves out everything but the stages and their tests' helpers.
    static let stagesOnlyVariable = "WORKBOOK_STAGES_ONLY"

    /// The switches for a package that declares only `stages` (every stage when `nil`), and,
    /// when `stagesOnly`, nothing but the stages and what their tests need.
    package static func environment(stages: [String]?, stagesOnly: Bool) -> [String: String] {
        var switches: [String: String] = [:]
        if let stages { switches[stagesVariable] = stages.joined(separator: ",") }
        if stagesOnly { switches[stagesOnlyVariable] = "1" }
        return switches
    }

    /// Sets the switches of the package in `root`, replacing any set before.
    package static func set(_ switches: [String: String], for root: URL) {
        let key = root.standardizedFileURL.path
        table.withLock { $0[key] = switches }
    }

    /// The switches of the package folder that holds `folder`, if any were set.
    static func environment(for folder: URL) -> [String: String] {
        let path = folder.standardizedFileURL.path
        return table.withLock { switches in
            switches.first { root, _ in path == root || path.hasPrefix(root + "/") }?.value ?? [:]
        }
    }

    /// The switches by package root.
    private static let table = Mutex<[String: [String: String]]>([:])
}
