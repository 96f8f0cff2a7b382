import Foundation
import WorkbookLanguage

/// What every command gets to work with.
public struct CommandContext: Sendable {
    /// The folder the tool was started in.
    package var currentDirectory: URL
    package var console: Console
    /// The environment the language is chosen from (see `Language.resolve`); an empty one,
    /// as tests pass by default, means English.
    var environment: [String: String]
    /// The system's preferred languages, which pick the language when no variable does (see
    /// `Language.chosen(by:preferredLanguages:)`); none, as tests pass by default.
    var preferredLanguages: [String]

    public init(
        currentDirectory: URL, console: Console, environment: [String: String] = [:],
        preferredLanguages: [String] = []
    ) {
        self.currentDirectory = currentDirectory
        self.console = console
        self.environment = environment
        self.preferredLanguages = preferredLanguages
    }

    /// The running process's context: its folder, a console on its standard streams, its
    /// environment and the system's languages. Each executable's `main` runs its commands in it.
    public static func ofThisProcess() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        return CommandContext(
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            console: .standard(environment: environment), environment: environment,
            preferredLanguages: Language.systemPreferredLanguages)
    }

    /// The language the command speaks, and passes to every test process it starts.
    package var language: Language { console.language }

    /// The workbook around the current folder, or a clear error saying where to run the tool.
    package func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// The workbook's catalog, validated, after warning about damage a command can work around:
    /// a state file that cannot be read (set aside) and exercise markers a student deleted.
    func catalog() throws -> Catalog {
        try catalog(needing: { _ in [] }, for: "")
    }

    /// The workbook's catalog for `command` run on `target`, a lecture or an exercise, whose
    /// exercises' markers it cannot do without; `nil` (every started exercise) needs none intact.
    func catalog(needingExercisesOf target: String?, for command: String) throws -> Catalog {
        try catalog(
            needing: { catalog in
                try target.map { try catalog.exercises(in: catalog.resolve($0)) } ?? []
            }, for: command)
    }

    /// The workbook's catalog for `command`, which cannot do without the markers of the exercises
    /// `needed` names once the catalog is read: damage to those stops it with an error that lists
    /// what to repair, instead of a warning, so that each damaged marker is reported once.
    func catalog(needing needed: (Catalog) throws -> [Exercise], for command: String) throws
        -> Catalog
    {
        let workspace = try workspace()
        if let warning = WorkbookState.setAsideIfDamaged(in: workspace) {
            console.printError(
                console.styled(console.say(Messages.warningPrefix), .failed) + console.say(warning))
        }
        let catalog = try Catalog(workspace: workspace)
        let exercises: [Exercise]
        do {
            exercises = try needed(catalog)
        } catch {
            warn(of: catalog.damage)
            throw error
        }
        let ids = Set(exercises.map(\.id))
        warn(of: catalog.damage.filter { !ids.contains($0.exerciseID) })
        try catalog.requireIntact(exercises, for: command)
        return catalog
    }

    /// Warns of each of `damage`, with the command that repairs it.
    private func warn(of damage: [MarkerDamage]) {
        for damage in damage {
            console.printError(
                console.styled(console.say(Messages.warningPrefix), .failed)
                    + console.say(damage.message))
        }
    }
}
