import Foundation
import WorkbookLanguage

/// Every exercise of the workbook with its regions, loaded and checked in one go.
///
/// Loading validates the whole workbook, so every command works from a consistent picture and
/// a malformed marker is reported before anything is written.
package struct Catalog: Sendable {
    /// A lecture stage or a single exercise, as named on the command line.
    package enum Selection: Equatable, Sendable {
        case lecture(String)
        case exercise(Exercise)
    }

    /// Where a region sits: its file, and its position among the regions of the same exercise in that file.
    package struct Place: Equatable, Sendable {
        package var file: String
        package var ordinal: Int
        package var region: Region
    }

    package var workspace: Workspace
    /// All exercises, stage by stage, in the order of each `exercises.json`.
    package var exercises: [Exercise]
    /// The source files that contain at least one region or damaged marker.
    package var files: [MarkedFile]
    /// Every stage's compile checks, stage by stage (see `CompileCheck`).
    var compileChecks: [CompileCheck] = []
    /// The names of each stage's tests in another language, by stage and language, each keyed
    /// `Suite/function(labels:)`: `Lectures/<Stage>/tests.<language>.json` (see `TestName`).
    var testNames: [String: [Language: [String: String]]] = [:]

    /// Started regions whose markers the student damaged, in file order; `restore` repairs them.
    var damage: [MarkerDamage] { files.flatMap(\.damage) }

    /// Reads every `exercises.json` and every source file; throws `WorkbookError.malformed` listing all problems.
    package init(workspace: Workspace) throws {
        self.workspace = workspace
        var problems: [Localized] = []
        var exercises: [Exercise] = []
        for stage in workspace.stages {
            let path = "Lectures/\(stage)/exercises.json"
            guard let data = try? Data(contentsOf: workspace.url(path)) else { continue }
            do {
                let listed = try JSONDecoder().decode([Exercise].self, from: data)
                exercises += listed.map { exercise in
                    var exercise = exercise
                    exercise.stage = stage
                    return exercise
                }
            } catch {
                problems.append(.verbatim("\(path): not a valid exercise list (\(error))"))
            }
        }
        var files: [MarkedFile] = []
        for path in try workspace.sourceFiles() {
            guard let text = try? String(contentsOf: workspace.url(path), encoding: .utf8) else {
                continue
            }
            do {
                let file = try MarkedFile(path: path, text: text)
                if !file.regions.isEmpty || !file.damage.isEmpty { files.append(file) }
            } catch let error as MarkerError {
                problems.append(error.text)
            }
        }
        self.exercises = exercises
        self.files = files
        for stage in workspace.stages {
            for language in Language.allCases where language != .en {
                let path = TestName.file(of: stage, in: language)
                guard let data = try? Data(contentsOf: workspace.url(path)) else { continue }
                do {
                    testNames[stage, default: [:]][language] = try JSONDecoder().decode(
                        [String: String].self, from: data)
                } catch {
                    problems.append(.verbatim("\(path): not a table of test names (\(error))"))
                }
            }
        }
        let checks = Self.loadCompileChecks(in: workspace, exercises: exercises)
        compileChecks = checks.checks
        problems +=
            checks.problems.map(Localized.verbatim) + validationProblems() + crashingStubs()
        if !problems.isEmpty {
            throw WorkbookError.malformed(problems)
        }
    }

    private func validationProblems() -> [Localized] {
        var problems: [Localized] = []
        var seen: Set<String> = []
        let known = Set(exercises.map(\.id))
        for exercise in exercises {
            let path = "Lectures/\(exercise.stage)/exercises.json"
            for required in exercise.requires {
                if !known.contains(required) {
                    problems.append(
                        .verbatim(
                            "\(path): `\(exercise.id)` requires `\(required)`, which is not an exercise"
                        ))
                } else if !seen.contains(required) {
                    problems.append(
                        .verbatim(
                            "\(path): `\(exercise.id)` requires `\(required)`, which is not listed before it; "
                                + "an exercise may require only earlier ones (stages in Package.swift order, "
                                + "then exercises.json order)"))
                }
            }
            if !seen.insert(exercise.id).inserted {
                problems.append(.verbatim("\(path): exercise id `\(exercise.id)` is listed twice"))
            }
            if exercise.hints.isEmpty {
                problems.append(.verbatim("\(path): `\(exercise.id)` has no hints"))
            }
            if exercise.suites.isEmpty {
                problems.append(.verbatim("\(path): `\(exercise.id)` names no test suite"))
            }
            if places(of: exercise.id).isEmpty && damage(of: exercise.id).isEmpty {
                problems.append(.verbatim("\(path): ") + Messages.noRegionMarked(exercise.id))
            }
        }
        for file in files {
            for region in file.regions where !seen.contains(region.exerciseID) {
                problems.append(
                    .verbatim("\(file.path):\(region.firstLine): ")
                        + Messages.regionOfNoExercise(region.exerciseID))
            }
        }
        return problems
    }

    // MARK: - Looking things up

    /// The damaged markers of exercise `id`.
    func damage(of id: String) -> [MarkerDamage] {
        damage.filter { $0.exerciseID == id }
    }

    /// Stops a command that needs the regions of `exercises` when any of them is damaged,
    /// naming each place and the fix; other exercises stay usable.
    package func requireIntact(_ exercises: [Exercise], for command: String) throws {
        let ids = Set(exercises.map(\.id))
        let damaged = damage.filter { ids.contains($0.exerciseID) }
        guard !damaged.isEmpty else { return }
        throw WorkbookError.damagedMarkers(command: command, damage: damaged)
    }

    /// The exercise called `id`, if there is one.
    package func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    /// The exercises of one stage, in order.
    package func exercises(inStage stage: String) -> [Exercise] {
        exercises.filter { $0.stage == stage }
    }

    /// What `exercise` requires, and what those require in turn, in the catalog's order: a stub
    /// anywhere down that chain can break its tests.
    func requirements(of exercise: Exercise) -> [Exercise] {
        var seen: Set<String> = []
        var queue = exercise.requires
        while let id = queue.popLast() {
            guard seen.insert(id).inserted else { continue }
            queue += self.exercise(id)?.requires ?? []
        }
        return exercises.filter { seen.contains($0.id) }
    }

    /// The exercises that declare in `requires` that their tests use `exercise`'s code.
    package func dependents(of exercise: Exercise) -> [Exercise] {
        exercises.filter { $0.requires.contains(exercise.id) }
    }

    /// The exercises a selection stands for.
    package func exercises(in selection: Selection) -> [Exercise] {
        switch selection {
        case .lecture(let stage): exercises(inStage: stage)
        case .exercise(let exercise): [exercise]
        }
    }

    /// Every region of exercise `id`, across all files.
    package func places(of id: String) -> [Place] {
        files.flatMap { file in
            file.regions.filter { $0.exerciseID == id }.enumerated().map {
                Place(file: file.path, ordinal: $0.offset, region: $0.element)
            }
        }
    }

    /// Where to write exercise `id`: `file:line` of the first line between its markers, as on
    /// disk now (what `start` and `review` point the student to).
    func writingPlaces(of id: String) -> [String] {
        places(of: id).map { "\($0.file):\($0.region.firstLine + 1)" }
    }

    /// The exercise whose region contains `line` of `file` (a path relative to the root), if any.
    func exerciseID(inFile file: String, line: Int) -> String? {
        files.first { $0.path == file }?.regions.first { region in
            (region.firstLine...region.lastLine).contains(line)
        }?.exerciseID
    }

    /// A path as printed by a tool, made relative to the root when it is inside the workbook.
    package func relativePath(_ printed: String) -> String {
        printed.hasPrefix("/")
            ? workspace.relativePath(of: URL(fileURLWithPath: printed)) : printed
    }

    /// The stage and exercise names a student may type.
    var validNames: [String] {
        workspace.stages + exercises.map(\.id)
    }

    /// Reads a lecture or exercise name; case does not matter. Unknown names get the valid ones and a near miss.
    /// The line a command prints when `name` spelled a lecture in another case, so the student
    /// sees which lecture the command works on; nil when it was spelled as it is.
    static func echo(of name: String, as selection: Selection) -> Localized? {
        guard case .lecture(let stage) = selection, stage != name else { return nil }
        return Messages.takingAsLecture(name, stage: stage)
    }

    package func resolve(_ name: String) throws -> Selection {
        let lowered = name.lowercased()
        if let stage = workspace.stages.first(where: { $0.lowercased() == lowered }) {
            return .lecture(stage)
        }
        if let exercise = exercises.first(where: { $0.id == lowered }) {
            return .exercise(exercise)
        }
        throw WorkbookError.unknownName(
            name, valid: validNames, suggestion: NearMiss.closest(to: name, in: validNames))
    }
}
