import Foundation
import Testing

@testable import WorkbookKit

/// Every exercise that others require says what its stub breaks, so `check` can name it first.
@Suite struct StubEffectTests {
    @Test("every exercise another one requires says what its stub breaks, in one short phrase")
    func everyRequiredExerciseHasAStubEffect() throws {
        let catalog = try RepositoryTests.catalog()
        let required = Set(catalog.exercises.flatMap(\.requires))
        #expect(!required.isEmpty)
        for exercise in catalog.exercises where required.contains(exercise.id) {
            let effect = try #require(
                exercise.stubEffect,
                "\(exercise.id) is required by others: give it a \"stubEffect\" after its title")
            // `check` sets it inside a sentence: "… is still a stub (<effect>), and …".
            #expect(!effect.isEmpty && effect.count <= 120, "\(exercise.id): \(effect)")
            #expect(effect.first?.isLowercase == true || effect.first == "`", "\(exercise.id)")
            #expect(!effect.hasSuffix(".") && !effect.contains("\n"), "\(exercise.id)")
            let korean = try #require(
                exercise.stubEffect(in: .ko).flatMap { $0 == effect ? nil : $0 },
                "\(exercise.id): give translations.ko a \"stubEffect\" after its title")
            #expect(
                korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                    && !korean.hasSuffix(".") && !korean.contains("\n"),
                "\(exercise.id): \(korean)")
        }
    }

    @Test("the stubEffect line comes right after the title line in exercises.json")
    func stubEffectFollowsTitle() throws {
        let catalog = try RepositoryTests.catalog()
        for stage in catalog.workspace.stages {
            let text = try String(
                contentsOf: catalog.workspace.url("Lectures/\(stage)/exercises.json"),
                encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains("\"stubEffect\":") {
                #expect(
                    index > 0 && lines[index - 1].contains("\"title\":"),
                    "Lectures/\(stage)/exercises.json:\(index + 1): put stubEffect right after title"
                )
            }
        }
    }
}
