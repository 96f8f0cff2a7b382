import WorkbookLanguage

extension Messages {
    /// Said before the hint of a started exercise whose marker line is missing: the exercise is
    /// started, so "not started" would send the student to `start`, which cannot find the region.
    static func hintWithDamagedMarker(_ damage: MarkerDamage) -> Localized {
        let id = damage.exerciseID
        let line = damage.missingMarker
        let unclosed = damage.kind == .unclosed
        return Localized(
            en: "\(id) is started, but the line `\(line)` of its region is missing, so the"
                + " workbook cannot find your code, nor check it. Type the line back where your"
                + " code \(unclosed ? "ends" : "begins"), or put the lecture's code back (yours is"
                + " backed up first): swift run workbook restore \(id)",
            ko: "\(Particle.topic.after(id)) 시작했지만 영역의 `\(line)` 줄이 없어서, 워크북이 여러분의"
                + " 코드를 찾을 수도 검사할 수도 없습니다. 그 줄을 여러분의 코드가"
                + " \(unclosed ? "끝나는" : "시작하는") 곳에 다시 써 넣거나, 강의의 코드를 되돌리십시오(여러분의"
                + " 코드는 먼저 백업합니다): swift run workbook restore \(id)")
    }
}
