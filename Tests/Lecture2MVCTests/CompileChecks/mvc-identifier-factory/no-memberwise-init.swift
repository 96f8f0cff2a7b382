// error: extra arguments
// teaches: `Card(isFaceUp: true, isMatched: true, identifier: 7)` compiles, so `Card` still has the memberwise init Swift writes for a struct with no `init` in its body, and a new card could start face up or matched: write the lecture's `init()` in `Card`'s body, which takes the identifier from the factory and removes that init (an `init` in an extension would keep it).
// teaches-ko: `Card(isFaceUp: true, isMatched: true, identifier: 7)`이 컴파일되므로 `Card`에는 본문에 `init`이 없는 구조체에 Swift가 만들어 주는 멤버와이즈 이니셜라이저가 아직 있고, 새 카드가 앞면이나 짝 맞춘 상태로 시작할 수 있습니다: `Card` 본문에 강의의 `init()`을 작성합니다. 이 이니셜라이저는 팩토리에서 식별자를 받고 멤버와이즈 이니셜라이저를 없앱니다(확장에 쓴 `init`이라면 남습니다).

/// Makes a card that is already face up and matched, which the lecture's `Card` does not allow.
func dealAFinishedCard() -> Card {
    Card(isFaceUp: true, isMatched: true, identifier: 7)
}
