import Foundation
import WorkbookKit

/// The proof behind the lesson's points that `check` reads in a passing answer: the reference
/// makes every declared point, and every declared alternative passes the tests and is noticed.
extension Verifier {
    /// For each declared point of `exercise`: the solution writes its construct as code; each
    /// alternative's region, written between the markers, passes the exercise's tests, does not
    /// write the construct, and writes the code that gives it away.
    func provePoints(of exercise: Exercise, catalog: Catalog, scratch: Workspace) throws
        -> Finding
    {
        guard !exercise.points.isEmpty else { return .satisfied }
        let file = "Lectures/\(exercise.stage)/exercises.json"
        let places = catalog.places(of: exercise.id)
        let solution = places.compactMap { place -> String? in
            guard case .reference(let lines, _) = place.region.form else { return nil }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
        var reasons: [String] = []
        var alternatives: [(point: LessonPoint, alternative: LessonPoint.Alternative)] = []
        for point in exercise.points {
            if !PointReading.findings(for: exercise, in: solution).contains(where: {
                $0.point == point && $0.isMade
            }) {
                reasons.append(
                    "declares the point `\(point.construct)`, but its solution does not write "
                        + "it as code: write it in the region, or fix \"points\" in \(file)")
            }
            for alternative in point.alternatives {
                guard let region = alternative.region else {
                    reasons.append(
                        "the alternative `\(alternative.writes)` of `\(point.construct)` has no "
                            + "\"region\": give the whole answer written that way in \(file)")
                    continue
                }
                guard places.count == 1 else {
                    reasons.append(
                        "the alternative `\(alternative.writes)` of `\(point.construct)` gives "
                            + "one region, and the exercise has \(places.count)")
                    continue
                }
                let reading = PointReading.findings(
                    for: exercise, in: region.joined(separator: "\n")
                ).first { $0.point == point }
                if reading?.isMade ?? true || reading?.alternative != alternative.writes {
                    reasons.append(
                        "the alternative `\(alternative.writes)` of `\(point.construct)` is not "
                            + "noticed in its own region: it must write `\(alternative.writes)` "
                            + "and not `\(point.construct)`, as code")
                    continue
                }
                alternatives.append((point, alternative))
            }
        }
        guard !alternatives.isEmpty, let place = places.first else { return .all(reasons) }
        ScratchCopy.focus(scratch, on: [exercise.stage])
        let edit = ScratchEdit(catalog: catalog)
        for (point, alternative) in alternatives {
            progress(
                "Point of \(exercise.id): the alternative `\(alternative.writes)` for "
                    + "`\(point.construct)` must pass its tests")
            try edit.write(place, body: alternative.region ?? [])
            defer { try? edit.restore(place) }
            let outcome = try runner.runTests(filter: exercise.filter, in: scratch.root)
            if case .violated(let reason) = Self.judgeReference(of: exercise, outcome) {
                reasons.append(
                    "the alternative `\(alternative.writes)` of `\(point.construct)` does not "
                        + "pass: "
                        + reason.replacingOccurrences(of: "on the reference", with: "with it")
                        + (outcome.ending == .buildFailed
                            ? " (\(Self.firstError(outcome, catalog: catalog)))" : ""))
            }
        }
        return .all(reasons)
    }
}
