// exercise: mvvm-reactive-host
// kind: bypass
// why: hears every change but captures the host strongly, with no `[weak self]`: the view model keeps the closure, and with it a host that is no longer shown; the test "a host that is no longer shown is freed" catches it.
// region: 1
withObservationTracking(read) {
    MainActor.assumeIsolated {
        self.needsRender = true
    }
}
