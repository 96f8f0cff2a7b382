#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

// `posix_spawn` takes its settings as opaque C handles. Glibc declares them as structs that
// `_init` fills in; Darwin's `spawn.h` declares them as `void *`, which Swift imports as a
// non-optional `UnsafeMutableRawPointer` that `_init` allocates, so a variable for one must be
// optional and start at `nil`. The two sides below differ only in those declarations.

#if canImport(Darwin)
    /// What the child's file descriptors become: Darwin's `void *` handle, `nil` until `_init`.
    typealias FileActions = posix_spawn_file_actions_t?
    /// The child's signal mask, process group and more: Darwin's `void *` handle.
    typealias SpawnAttributes = posix_spawnattr_t?
    private func uninitializedFileActions() -> FileActions { nil }
    private func uninitializedAttributes() -> SpawnAttributes { nil }
#elseif os(Linux)
    /// What the child's file descriptors become: Glibc's struct, filled in by `_init`.
    typealias FileActions = posix_spawn_file_actions_t
    /// The child's signal mask, process group and more: Glibc's struct.
    typealias SpawnAttributes = posix_spawnattr_t
    private func uninitializedFileActions() -> FileActions { FileActions() }
    private func uninitializedAttributes() -> SpawnAttributes { SpawnAttributes() }
#endif

/// Empty file actions, ready for `_adddup2` and `_addclose`; free them with `_destroy`.
func makeFileActions() -> FileActions {
    var actions = uninitializedFileActions()
    posix_spawn_file_actions_init(&actions)
    return actions
}

/// Spawn attributes for a child that starts with no signal blocked and each of `signals` at its
/// usual meaning: a child inherits what its parent blocks and ignores, and a parent that waits
/// often ignores Ctrl-C, or has a thread that blocks some signal. Free them with `_destroy`.
func makeAttributes(resettingSignals signals: [Int32]) -> SpawnAttributes {
    var attributes = uninitializedAttributes()
    posix_spawnattr_init(&attributes)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var usualMeaning = sigset_t()
    sigemptyset(&usualMeaning)
    for number in signals { sigaddset(&usualMeaning, number) }
    posix_spawnattr_setsigdefault(&attributes, &usualMeaning)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
}
