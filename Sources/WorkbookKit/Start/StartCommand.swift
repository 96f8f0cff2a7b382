/// `workbook start`: hand the student an exercise by replacing its reference code with the stub.
enum StartCommand: WorkbookCommand {
    static let name = "start"
    static let summary =
        "Replace the reference code of a lecture or exercise with stubs to write"
    static let usage = """
        Usage: swift run workbook start <lecture|exercise>
        """
    static let discussion = """
        Replaces the marked regions of one exercise (or of every exercise of a lecture)
        with stubs, in place, so that you can write the code yourself. The reference is
        remembered in .workbook/ so that 'restore' can put it back.

        Starting an exercise that is already started changes nothing.
        Example: swift run workbook start mvc-identifier-factory
        """

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(
            orSay: "Say what to start: swift run workbook start <lecture|exercise>")
        let catalog = try context.catalog()
        let exercises = catalog.exercises(in: try catalog.resolve(target))
        let console = context.console
        var editor = Editor(catalog: catalog)
        editor.waiting = { console.printError($0) }
        let outcome = try editor.start(exercises)
        for id in outcome.unchanged {
            console.print("\(id) is already started; nothing changed.")
        }
        for id in outcome.changed {
            let places = catalog.places(of: id).map { "\($0.file):\($0.region.firstLine)" }
            console.print("Started \(id): write your code in \(places.joined(separator: ", ")).")
        }
        if let first = outcome.changed.first {
            console.print("")
            console.print(
                "Next: swift run workbook check \(first)   (stuck? swift run workbook hint \(first))"
            )
        }
        return ExitStatus.success
    }
}
