import Testing

@testable import Lecture2MVC

/// A tested demo of the initializers Swift writes for you: a class's free `init()`, a struct's
/// memberwise init, and how an `init` in a struct's body removes it while one in an extension
/// keeps it. Not an exercise: nothing here is stubbed.
@Suite("mvc-argument-labels: the initializers")
struct InitializerTests {

    @Test("a class whose properties all have defaults gets a free init()")
    func classFreeInit() {
        // `ListView` declares no `init`: its Optionals start as `nil`, so `ListView()` exists.
        let list = ListView()
        #expect(list.dataSource == nil && list.delegate == nil && list.selectedRow == nil)
    }

    @Test("a struct without an init in its body gets a memberwise init")
    func structMemberwiseInit() {
        // `UIColor` writes no `init` in its body, so Swift gives it one with an argument per stored
        // property; the colour-literal `init` is in an extension, which keeps it.
        let color = UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(color.red == 0.5 && color.green == 0.25 && color.blue == 1 && color.alpha == 1)
    }

    @Test(
        "an init in the struct's body replaces the memberwise init; one in an extension adds to it")
    func initInBodyAndExtension() {
        // `Card` declares `init()` in its body, so `Card(isFaceUp:isMatched:identifier:)` does not
        // exist: that call would not compile. `init(identifier:)` is in an extension.
        // What it stores is exercise `mvc-argument-labels`; here only the defaults are checked.
        let card = Card(identifier: 3)
        #expect(!card.isFaceUp && !card.isMatched)
    }
}
