import Foundation

/// What every command gets to work with.
public struct CommandContext: Sendable {
    /// The folder the tool was started in.
    public var currentDirectory: URL
    /// The process environment (for `NO_COLOR` and friends).
    public var environment: [String: String]
    public var console: Console

    public init(currentDirectory: URL, environment: [String: String], console: Console) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.console = console
    }

    /// The workbook around the current folder, or a clear error saying where to run the tool.
    public func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// The workbook's catalog, validated.
    public func catalog() throws -> Catalog {
        try Catalog(workspace: workspace())
    }
}

/// One `workbook` subcommand: its name, its help, and what it does.
public protocol WorkbookCommand {
    /// The word that selects the command.
    static var name: String { get }
    /// One line for the overview.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the command with the words after its name (read them with `Arguments`).
    ///
    /// Returns the exit status (0 ok, 1 failed) or throws `WorkbookError`, which carries its own.
    static func run(_ words: [String], context: CommandContext) throws -> Int32
}

/// Exit statuses shared by all commands.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    /// A usage error, as in BSD's `sysexits.h`.
    public static let usage: Int32 = 64
}
