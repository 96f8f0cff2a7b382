// error: extraneous argument label 'sender:'
// teaches: `touchCard(sender: button)` compiles, so the action's argument has an external name: write `touchCard(_ sender: UIButton)`, so a call reads `touchCard(button)` as UIKit's actions do.
// teaches-ko: `touchCard(sender: button)`이 컴파일되므로 액션의 인자에 인자 레이블이 있습니다: `touchCard(_ sender: UIButton)`으로 작성해 UIKit의 액션처럼 `touchCard(button)`으로 부르게 합니다.
@MainActor
func touchCardWithLabel(_ controller: ViewController, _ button: UIButton) {
    controller.touchCard(sender: button)
}
