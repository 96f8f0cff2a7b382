import TestSupport
import Testing

@testable import Lecture2MVVM

/// The hand-written `ObservableObjectPublisher`: it tells each subscriber, once per `send()`. A demo
/// of the type the lecture takes from Combine, not an exercise.
@Suite struct ObservableObjectPublisherTests {
    @Test("one send() reaches a subscriber exactly once")
    func oneSendOneCall() {
        let publisher = ObservableObjectPublisher()
        var calls = 0
        let subscription = publisher.sink { calls += 1 }
        publisher.send()
        #expect(calls == 1)
        publisher.send()
        publisher.send()
        #expect(
            calls == 3,
            advice(en: "Every `send()` is a new announcement.", ko: "`send()`는 할 때마다 새 알림입니다."))
        subscription.cancel()
    }

    @Test("every subscriber hears every send(), in the order they subscribed")
    func everySubscriber() {
        let publisher = ObservableObjectPublisher()
        var heard: [String] = []
        let first = publisher.sink { heard.append("first") }
        let second = publisher.sink { heard.append("second") }
        publisher.send()
        #expect(heard == ["first", "second"])
        first.cancel()
        second.cancel()
    }

    @Test("a cancelled or released subscription hears nothing more")
    func cancelled() {
        let publisher = ObservableObjectPublisher()
        var calls = 0
        let subscription = publisher.sink { calls += 1 }
        publisher.send()
        subscription.cancel()
        publisher.send()
        do {
            _ = publisher.sink { calls += 100 }  // released at once, like an unkept Combine token
        }
        publisher.send()
        #expect(
            calls == 1,
            advice(
                en: "Only the send() before `cancel()` should reach the subscriber.",
                ko: "`cancel()` 전의 send()만 구독자에게 닿아야 합니다."))
    }

    @Test("with no subscribers, send() does nothing")
    func noSubscribers() {
        ObservableObjectPublisher().send()
    }
}
