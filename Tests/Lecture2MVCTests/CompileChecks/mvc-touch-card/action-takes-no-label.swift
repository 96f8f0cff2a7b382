// error: extraneous argument label 'sender:'
// teaches: `touchCard(sender: button)` compiles, so the action's argument has an external name: write `touchCard(_ sender: Button)`, so a call reads `touchCard(button)` as UIKit's actions do.
func touchCardWithLabel(_ controller: ViewController, _ button: Button) {
    controller.touchCard(sender: button)
}
