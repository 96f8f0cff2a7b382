import SwiftUIStandIn
import Testing

@Suite struct PublishedTests {
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    /// A view model that announces by hand, as the lecture did before `@Published`.
    final class HandWritten: ObservableObject {
        var count = 0 {
            willSet { objectWillChange.send() }
        }
    }

    /// What the subscribers saw: the value at the moment they were told.
    final class Seen {
        var values: [Int] = []
    }

    @Test("an ObservableObject gets objectWillChange without declaring it, the same one each time")
    func publisherIsTheObjects() {
        let counter = Counter()
        #expect(counter.objectWillChange === counter.objectWillChange)
        #expect(counter.objectWillChange !== Counter().objectWillChange)
    }

    @Test("setting a @Published property announces the change before it is made")
    func announcesBeforeTheChange() {
        let counter = Counter()
        let seen = Seen()
        let subscription = counter.objectWillChange.sink { [counter] in
            seen.values.append(counter.count)
        }
        counter.count = 5
        counter.count += 1
        #expect(seen.values == [0, 5])
        #expect(counter.count == 6)
        subscription.cancel()
        counter.count = 9
        #expect(seen.values == [0, 5], "a cancelled subscription hears nothing more")
    }

    @Test("objectWillChange.send() in a willSet announces as @Published does")
    func handWrittenAnnouncement() {
        let model = HandWritten()
        let seen = Seen()
        let subscription = model.objectWillChange.sink { [model] in seen.values.append(model.count)
        }
        model.count = 3
        #expect(seen.values == [0])
        _ = subscription
    }

    @Test("a released subscription stops listening")
    func releasedSubscriptionStops() {
        let counter = Counter()
        let seen = Seen()
        var subscription: AnyCancellable? = counter.objectWillChange.sink { seen.values.append(1) }
        counter.count = 1
        subscription = nil
        counter.count = 2
        #expect(seen.values == [1])
        #expect(subscription == nil)
    }
}
