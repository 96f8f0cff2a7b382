import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A warning on the line of a compiler error goes with the error: the retired mvvm-reactive-host's
/// closure that sets `needsRender` without `MainActor.assumeIsolated` fails to compile, and the
/// same line draws a `#SendableMetatypes` warning about the given `Content.Type`.
@Suite struct WarningWithErrorTests {
    /// The workbook these tests are part of, with the stage's `ViewHost.swift` of then, whose
    /// mvvm-reactive-host is started on that closure.
    let catalog: Catalog

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        try CleanTree.require(workspace)
        var catalog = try Catalog(workspace: workspace)
        // The stage has since moved to SwiftUIStandIn's ViewHost; the file and the exercise are
        // kept here as they were when the build below was captured, so the rule is tested on it.
        var exercise = try JSONDecoder().decode(Exercise.self, from: Data(Self.exercise.utf8))
        exercise.stage = "Lecture2MVVM"
        catalog.exercises.append(exercise)
        let body = [
            "withObservationTracking(read) { [weak self] in", "    self?.needsRender = true", "}",
        ]
        let file = try MarkedFile(path: "Sources/Lecture2MVVM/ViewHost.swift", text: Self.viewHost)
        catalog.files.append(
            try file.rewritingRegions { region in
                Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: body.map { region.indentation + $0 })
            })
        self.catalog = catalog
    }

    /// The retired exercise, as `exercises.json` listed it then (its text shortened).
    static let exercise = """
        {"id": "mvvm-reactive-host", "title": "Re-render when the view model changes",
         "concept": "A view is drawn again when what it read changes.",
         "teaches": ["withObservationTracking(", "[weak self]"],
         "hints": ["`withObservationTracking(read) { [weak self] in ... }`"],
         "suites": ["ReactiveHostTests"]}
        """

    /// `Sources/Lecture2MVVM/ViewHost.swift` as it was then, with the exercise's region.
    static let viewHost = """
        import Observation

        /// Shows a view and draws it again whenever something it read has changed: the part of SwiftUI
        /// that makes a user interface reactive.
        ///
        /// The host never looks at the model or the view model. Rendering reads the view's `body` inside
        /// `withObservationTracking`, which records every observable property the body read; when one of
        /// them is about to change, the host only marks itself as needing a render, as SwiftUI schedules
        /// the next frame, and `renderIfNeeded()` draws that frame.
        @MainActor
        final class ViewHost<Content: View> {
            /// The view on screen.
            let content: Content

            /// The text drawn by the latest render.
            private(set) var frame = ""

            /// How many times the view has been drawn, counting the first time.
            private(set) var renderCount = 0

            /// Whether something the view read has changed since the latest render.
            private(set) var needsRender = false

            /// Shows `content`, drawing it once straight away.
            init(_ content: Content) {
                self.content = content
                render()
            }

            /// Draws the next frame, if anything the view depends on has changed since the last one.
            func renderIfNeeded() {
                if needsRender {
                    render()
                }
            }

            /// Draws the view and watches what it read, so the next change marks the host as out of date.
            private func render() {
                needsRender = false
                frame = trackingChanges { content.body }
                renderCount += 1
            }

            /// Returns what `read` drew, and marks the host as needing a render as soon as anything `read`
            /// looked at is about to change: SwiftUI does this for every view.
            ///
            /// The change is heard in a closure that the view model keeps and calls later, on the thread
            /// that changes it: the main actor, since the view model is `@MainActor`. Kept by the view
            /// model, the closure must not keep the host alive once it is no longer shown.
            private func trackingChanges(_ read: () -> String) -> String {
                // BEGIN SOLUTION mvvm-reactive-host
                withObservationTracking(read) { [weak self] in
                    MainActor.assumeIsolated {
                        self?.needsRender = true
                    }
                }
                // STUB
                // read()
                // END SOLUTION
            }
        }
        """

    /// From a real build (Swift 6.3.1) of that closure, `ROOT` standing for the workbook.
    static let build = """
        [4/14] Compiling Lecture2MVVM ObservableObject.swift
        ROOT/Sources/Lecture2MVVM/ViewHost.swift:53:17: warning: capture of non-Sendable type 'Content.Type' in an isolated closure [#SendableMetatypes]
        51 |         // BEGIN EXERCISE mvvm-reactive-host
        52 |         withObservationTracking(read) { [weak self] in
        53 |             self?.needsRender = true
           |                 `- warning: capture of non-Sendable type 'Content.Type' in an isolated closure [#SendableMetatypes]
        54 |         }
        55 |         // END EXERCISE mvvm-reactive-host

        ROOT/Sources/Lecture2MVVM/ViewHost.swift:53:19: error: main actor-isolated property 'needsRender' can not be mutated from a Sendable closure
        20 |\u{20}
        21 |     /// Whether something the view read has changed since the latest render.
        22 |     private(set) var needsRender = false
           |                      `- note: mutation of this property is only permitted within the actor
        23 |\u{20}
        24 |     /// Shows `content`, drawing it once straight away.
           :
        51 |         // BEGIN EXERCISE mvvm-reactive-host
        52 |         withObservationTracking(read) { [weak self] in
        53 |             self?.needsRender = true
           |                   `- error: main actor-isolated property 'needsRender' can not be mutated from a Sendable closure
        54 |         }
        55 |         // END EXERCISE mvvm-reactive-host

        [#SendableMetatypes]: <https://docs.swift.org/compiler/documentation/diagnostics/sendable-metatypes>
        [5/14] Compiling Lecture2MVVM ObservedObjectHost.swift
        """

    /// What check of mvvm-reactive-host prints for `output`.
    func printed(_ output: String, language: Language = .en) throws -> (CheckReport, [String]) {
        let exercise = try #require(catalog.exercise("mvvm-reactive-host"))
        let outcome = TestOutcome.interpret(
            output: output.replacingOccurrences(of: "ROOT", with: catalog.workspace.root.path),
            eventStream: "", root: catalog.workspace.root)
        let report = CheckReport(
            plan: CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter),
            outcome: outcome, catalog: catalog)
        let console = Console(language: language, output: { _ in }, error: { _ in })
        return (report, CheckFormatter(console: console, catalog: catalog).lines(for: report))
    }

    @Test("the warning on the error's line is not shown beside it; the error is, in both languages")
    func warningGoesWithTheError() throws {
        let outcome = TestOutcome.interpret(
            output: Self.build, eventStream: "", root: catalog.workspace.root)
        // The build printed both: the rule, not the reading, leaves the warning out.
        #expect(outcome.warnings.count == 1)
        #expect(outcome.diagnostics.count == 1)
        for language in [Language.en, .ko] {
            let (report, lines) = try printed(Self.build, language: language)
            let text = lines.joined(separator: "\n")
            #expect(report.warnings.isEmpty, "\(text)")
            #expect(!text.contains("SendableMetatypes"), "\(text)")
            #expect(!text.contains("Content.Type"), "\(text)")
            #expect(text.contains("can not be mutated from a Sendable closure"), "\(text)")
        }
    }

    @Test("the same warning with no error on its line is the student's and is shown")
    func warningAloneIsShown() throws {
        // The error's line moved: the two no longer share one, so the warning stands on its own.
        let moved = Self.build.replacingOccurrences(
            of: "ViewHost.swift:53:19: error", with: "ViewHost.swift:52:19: error")
        let (report, lines) = try printed(moved)
        #expect(report.warnings.map(\.line) == [53], "\(lines)")
        #expect(lines.contains { $0.contains("SendableMetatypes") }, "\(lines)")
    }
}
