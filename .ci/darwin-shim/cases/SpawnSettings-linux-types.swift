#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

// `posix_spawn` takes its settings as opaque C types that are structs on Linux and pointers on
// Darwin. `makeFileActions()` and `makeAttributes()` are the only places that need to know which;
// free each result with its `_destroy` function once the child has started.

/// Empty file actions (what the child's file descriptors become), ready for `_adddup2` and
/// `_addclose`.
public func makeFileActions() -> posix_spawn_file_actions_t {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        posix_spawn_file_actions_init(&actions)
        return actions
    #elseif os(Linux)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    #endif
}

/// Empty spawn attributes (the child's signal mask, process group and more), ready for
/// `posix_spawnattr_set…`.
public func makeAttributes() -> posix_spawnattr_t {
    #if canImport(Darwin)
        var attributes: posix_spawnattr_t = nil
        posix_spawnattr_init(&attributes)
        return attributes
    #elseif os(Linux)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        return attributes
    #endif
}

/// Spawn attributes for a child that starts with no signal blocked and each of `signals` at its
/// usual meaning: a child inherits what its parent blocks and ignores, and a parent that waits
/// often ignores Ctrl-C, or has a thread that blocks some signal.
public func makeAttributes(resettingSignals signals: [Int32]) -> posix_spawnattr_t {
    var attributes = makeAttributes()
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
