/// Exit statuses shared by all commands.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    /// A usage error, as in BSD's `sysexits.h`.
    static let usage: Int32 = 64
}
