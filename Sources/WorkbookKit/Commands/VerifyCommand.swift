/// `workbook verify`: Maintainers: prove every exercise fails when stubbed and passes as reference.
public enum VerifyCommand: WorkbookCommand {
    public static let name = "verify"
    public static let summary =
        "Maintainers: prove every exercise fails when stubbed and passes as reference"
    public static let help = """
        Usage: swift run workbook verify

        Maintainers: prove every exercise fails when stubbed and passes as reference.
        """

    public static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        throw WorkbookError.failed("workbook verify is not available yet.")
    }
}
