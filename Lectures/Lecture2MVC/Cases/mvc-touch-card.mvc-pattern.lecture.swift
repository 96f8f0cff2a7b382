// exercise: mvc-touch-card
// kind: lecture
// expect: fail: The 2017 lecture's `touchCard(_:)` counts the flip
// why: lecture2-mvc-pattern-card-concentration.txt, touchCard(_:) exactly as typed, its comments and prints included: the Optional index named first and unwrapped after, `self.` before the redraw. It counts a tap from a button that is not a card button, as the other write-up does.
// region: 1
//스위프트에는 모든 인자에는 이름이 있다.
//외부 인자 이름, 내부 인자 이름
@IBAction func touchCard(_ sender: UIButton) {
    print("hahah")
    flipCount += 1

    //버튼이 눌리면 배열얼 보고 눌러진 버튼을 찾아내면
    //어떤 카드인지 알 수 있다.
    //firstIndex 리턴 값은 옵셔널 값이다.
    let cardNumber = cardButtons.firstIndex(of: sender)

    //옵셔널의 값 구하기
    if let cardNum = cardNumber {
        //print("cardNum = \(cardNum)")
        //flipCard(withEmoji: emojiChoices[cardNum], on: sender)

        //모델이 처리 하도록 처리
        game.chooseCard(at: cardNum)

        self.updateViewFromModel()

    }else{
        print("값이 없습니다.")
    }
}
