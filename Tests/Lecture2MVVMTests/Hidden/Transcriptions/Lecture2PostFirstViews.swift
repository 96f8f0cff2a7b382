// swift-format-ignore-file
// (the write-up's code stays as it prints it)
import SwiftUIStandIn

/// The Lecture 2 post's first views, four cards over `0..<4` before there is a model, as printed
/// there but for `import SwiftUI`. Nothing is renamed: the enum only keeps the post's
/// `ContentView` and `CardView` apart from the final ones and from the stage's `CardView`.
enum Lecture2PostFirstViews {
    struct ContentView: View {
        var body: some View {
            HStack {
                ForEach(0..<4) { index in
                    CardView(isFaceUp: false)
                }
            }
                .padding()
                .foregroundColor(Color.orange)
                .font(Font.largeTitle)
        }
    }

    struct CardView: View {
        var isFaceUp: Bool
        var body: some View {
            ZStack {
                if isFaceUp {
                    RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                    RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                    Text("👻")
                } else {
                    RoundedRectangle(cornerRadius: 10.0).fill()
                }
            }
        }
    }
}
