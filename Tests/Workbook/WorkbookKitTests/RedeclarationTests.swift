import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A slide's file pasted whole into a region declares a name the workbook already declares: the
/// compiler's `invalid redeclaration` is explained as a second declaration, with where the first
/// is, and the uses it made ambiguous are not read as a changed declaration.
///
/// The build output is the compiler's, captured from a real build with the code typed in.
@Suite struct RedeclarationTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    /// The lecture's menu, then the slide's `enum FryOrderSize` pasted below it.
    static let pasted =
        """
        enum FastFoodMenuItem: Equatable {
            case hamburger(numberOfPatties: Int)
            case fries(size: FryOrderSize)
            case drink(String, ounces: Int)
            case cookie

            // MARK: - Methods

            /// Whether this item is part of special order `number`: a `number`-patty burger, any fries,
            /// any 16 oz drink and a cookie.
            ///
            /// A `switch` over `self` must handle every case, and `let` in a case pattern binds that case's
            /// associated values so the branch can use them.
            func isIncludedInSpecialOrder(number: Int) -> Bool {
                switch self {
                case .hamburger(let pattyCount): return pattyCount == number
                case .fries, .cookie: return true  // fries and a cookie come with every special order
                case .drink(_, let ounces): return ounces == 16  // a 16 oz drink of any brand
                }
            }

            /// Turns this item into a cookie in place; `mutating` because it replaces the whole value.
            ///
            /// Only this variable changes: any copy made earlier still holds the old item.
            mutating func switchToBeingACookie() {
                self = .cookie
            }
        }

        // MARK: - Computed properties

        extension FastFoodMenuItem: CustomStringConvertible {
            /// The item as the lecture prints it, with each case's associated values filled in.
            ///
            /// One patty is singular: "a burger with 1 patty", but "a burger with 2 patties".
            var description: String {
                switch self {
                case .hamburger(let pattyCount):
                    "a burger with \\(pattyCount) \\(pattyCount == 1 ? "patty" : "patties")"
                case .fries(let size):
                    "a \\(size) order of fries"
                case .drink(let brand, let ounces):
                    "a \\(ounces)oz \\(brand)"
                case .cookie:
                    "a cookie"
                }
            }
        }

        enum FryOrderSize {
            case large
            case small
        }
        """

    /// From a build with `pasted` in l4-fast-food-switch (the errors about `FryOrderSize`; the
    /// menu's lost `Equatable` conformance, which follows from them, left out).
    static let output = """
        ROOT/Sources/Lecture4EnumsOptionals/FastFoodMenuItem.swift:9:22: error: 'FryOrderSize' is ambiguous for type lookup in this context
         7 | enum FastFoodMenuItem: Equatable {
         8 |     case hamburger(numberOfPatties: Int)
         9 |     case fries(size: FryOrderSize)
           |                      `- error: 'FryOrderSize' is ambiguous for type lookup in this context
        10 |     case drink(String, ounces: Int)
        11 |     case cookie
           :
        54 | }
        55 | 
        56 | enum FryOrderSize {
           |      `- note: found this candidate
        57 |     case large
        58 |     case small

        ROOT/Sources/Lecture4EnumsOptionals/FryOrderSize.swift:6:6: note: found this candidate
         4 | /// every size loops over that list instead of a hand-written one that a new size would outdate.
         5 | // BEGIN SOLUTION l4-case-iterable
         6 | enum FryOrderSize: CaseIterable {
           |      `- note: found this candidate
         7 |     case large
         8 |     case small

        ROOT/Sources/Lecture4EnumsOptionals/FastFoodMenuItem.swift:56:6: error: invalid redeclaration of 'FryOrderSize'
        54 | }
        55 | 
        56 | enum FryOrderSize {
           |      `- error: invalid redeclaration of 'FryOrderSize'
        57 |     case large
        58 |     case small

        ROOT/Sources/Lecture4EnumsOptionals/FryOrderSize.swift:14:58: error: 'FryOrderSize' is ambiguous for type lookup in this context
         4 | /// every size loops over that list instead of a hand-written one that a new size would outdate.
         5 | // BEGIN SOLUTION l4-case-iterable
         6 | enum FryOrderSize: CaseIterable {
           |      `- note: found this candidate
         7 |     case large
         8 |     case small
           :
        12 |     /// The kitchen reads this report line by line, so a size must show up with a `0` rather than be
        13 |     /// missing: looping over `allCases` guarantees a line for each size.
        14 |     static func counts(in order: [FastFoodMenuItem]) -> [FryOrderSize: Int] {
           |                                                          `- error: 'FryOrderSize' is ambiguous for type lookup in this context
        15 |         var counts: [FryOrderSize: Int] = [:]
        16 |         for size in FryOrderSize.allCases {

        ROOT/Sources/Lecture4EnumsOptionals/FastFoodMenuItem.swift:56:6: note: found this candidate
        54 | }
        55 | 
        56 | enum FryOrderSize {
           |      `- note: found this candidate
        57 |     case large
        58 |     case small

        """

    @Test("the compiler's words name the twice-declared name, without a function's labels")
    func nameFromMessage() {
        #expect(Redeclaration.name(in: "invalid redeclaration of 'FryOrderSize'") == "FryOrderSize")
        #expect(Redeclaration.name(in: "invalid redeclaration of 'choose(_:)'") == "choose")
        #expect(Redeclaration.name(in: "'FryOrderSize' is ambiguous for type lookup") == nil)
    }

    @Test("a pasted FryOrderSize: the copy is told where the first is, and that it goes")
    func pastedTypeIsASecondDeclaration() throws {
        let started = try base.starting("l4-fast-food-switch", with: [Self.pasted])
        let state = try base.startedState(["l4-fast-food-switch"])
        let report = try base.report(
            Self.output, checking: "l4-fast-food-switch", in: started, state: state)

        let copy = try base.line(
            of: "enum FryOrderSize {", in: "Sources/Lecture4EnumsOptionals/FastFoodMenuItem.swift",
            of: started)
        #expect(
            report.redeclarations.map(\.first) == [
                "Sources/Lecture4EnumsOptionals/FryOrderSize.swift:6"
            ])
        #expect(
            report.redeclarations.map(\.copy)
                == ["Sources/Lecture4EnumsOptionals/FastFoodMenuItem.swift:\(copy)"])
        #expect(report.redeclarations.map(\.firstRegion) == ["l4-case-iterable"])
        // The region still holding the reference is not blamed for the ambiguity the copy made.
        #expect(!report.entries.contains { $0.exercise.id == "l4-case-iterable" })

        let lines = base.printed(report, asked: "l4-fast-food-switch", in: started)
        let text = lines.joined(separator: "\n")
        #expect(
            text.contains(
                "This is a second declaration of `FryOrderSize`: the first is at"
                    + " Sources/Lecture4EnumsOptionals/FryOrderSize.swift:6 (in the region of"
                    + " l4-case-iterable). A copied file brings its declarations along; delete"
                    + " the copy here and keep the first."), "\(text)")
        #expect(!text.contains("differs from the one the exercise gave"), "\(text)")
        #expect(!text.contains("make your declaration fit"), "\(text)")
        #expect(text.contains("a use cannot tell which one it means"), "\(text)")
        #expect(text.contains("Your code here declares a name a second time"), "\(text)")

        let korean = base.printed(
            report, asked: "l4-fast-food-switch", in: started, language: .ko
        ).joined(separator: "\n")
        #expect(korean.contains("`FryOrderSize`의 두 번째 선언입니다"), "\(korean)")
    }
}
