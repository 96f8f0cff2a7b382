import Testing

@testable import Lecture2MVVM

/// `mvvm-published`: a `@Published` property announces once per change, before the change.
@Suite struct PublishedTests {
    /// A minimal `ObservableObject`, as a lecture slide would write one.
    final class Counter: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        @Published var count = 0
        /// Not published: changing it announces nothing, unless someone sends by hand.
        var note = ""

        /// The lecture's first way to announce: send by hand, then change.
        func setNoteAnnouncing(_ newNote: String) {
            objectWillChange.send()
            note = newNote
        }
    }

    @Test("each assignment to a @Published property announces exactly once")
    func oneAnnouncementPerMutation() {
        let counter = Counter()
        var announcements = 0
        let subscription = counter.objectWillChange.sink { announcements += 1 }
        counter.count = 1
        #expect(announcements == 1, "Call `instance.objectWillChange.send()` in the setter.")
        counter.count += 1
        counter.count = 10
        #expect(announcements == 3, "Each write is one announcement, no more.")
        #expect(counter.count == 10, "The new value must still be stored.")
        subscription.cancel()
    }

    @Test("the announcement comes before the new value is visible")
    func announcesBeforeChange() {
        let counter = Counter()
        var seenDuringAnnouncement: [Int] = []
        let subscription = counter.objectWillChange.sink {
            seenDuringAnnouncement.append(counter.count)
        }
        counter.count = 1
        counter.count = 2
        #expect(
            seenDuringAnnouncement == [0, 1],
            "`objectWillChange` says *will* change: send first, then store the new value.")
        #expect(counter.count == 2)
        subscription.cancel()
    }

    @Test("objectWillChange.send() by hand announces the same way")
    func sendByHand() {
        let counter = Counter()
        var seenDuringAnnouncement: [String] = []
        let subscription = counter.objectWillChange.sink {
            seenDuringAnnouncement.append(counter.note)
        }
        counter.note = "quiet"
        counter.setNoteAnnouncing("loud")
        #expect(seenDuringAnnouncement == ["quiet"])
        #expect(counter.note == "loud")
        subscription.cancel()
    }

    @Test("reading a @Published property announces nothing")
    func readingIsSilent() {
        let counter = Counter()
        var announcements = 0
        let subscription = counter.objectWillChange.sink { announcements += 1 }
        _ = counter.count
        #expect(announcements == 0)
        subscription.cancel()
    }
}
