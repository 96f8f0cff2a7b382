/// A Korean particle whose form depends on the word before it: 을/를, 은/는, 이/가, 과/와,
/// 이라는/라는, 으로/로.
///
/// The tool knows the word it writes (an exercise id, a lecture, a path), so it chooses the form
/// as a reader would say it, instead of writing both as "을(를)". Latin words, ids and numbers are
/// judged by how Koreans read them aloud: `mvc-card-pairs` ends like 페어스, `Lecture2` like 이,
/// `model` like 모델.
public enum Particle: Sendable, CaseIterable {
    /// 을 after a final consonant, 를 after a vowel.
    case object
    /// 은/는.
    case topic
    /// 이/가.
    case subject
    /// 과/와.
    case and
    /// 이라는/라는.
    case called
    /// 으로/로; 로 also after ㄹ (파일로).
    case toward

    /// The form that follows `word`.
    public func form(after word: String) -> String {
        let ending = Self.ending(of: word)
        switch self {
        case .object: return ending == .vowel ? "를" : "을"
        case .topic: return ending == .vowel ? "는" : "은"
        case .subject: return ending == .vowel ? "가" : "이"
        case .and: return ending == .vowel ? "와" : "과"
        case .called: return ending == .vowel ? "라는" : "이라는"
        case .toward: return ending == .consonant ? "으로" : "로"
        }
    }

    /// `word` followed by the particle's form for it: `mvc-choose-card` → `mvc-choose-card를`,
    /// `3` → `3이`.
    public func after(_ word: some CustomStringConvertible) -> String {
        word.description + form(after: word.description)
    }

    // MARK: - How a word ends when read aloud

    /// The sound a word ends on, as far as particles care.
    enum Ending: Equatable {
        /// No final consonant: 가, 페어스.
        case vowel
        /// The final consonant ㄹ, which takes 로 rather than 으로: 파일, 모델.
        case rieul
        /// Any other final consonant: 책, 게임.
        case consonant
    }

    /// How `word` ends when read aloud; quotes, brackets and other marks after it are not read.
    static func ending(of word: String) -> Ending {
        let scalars = Array(word.unicodeScalars)
        guard let last = scalars.lastIndex(where: { isHangul($0) || isLatin($0) || isDigit($0) })
        else { return .vowel }
        let scalar = scalars[last]
        if isHangul(scalar) {
            switch (scalar.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        }
        if isDigit(scalar) {
            var digits: [Unicode.Scalar] = []
            var index = last
            while index >= 0, isDigit(scalars[index]) {
                digits.insert(scalars[index], at: 0)
                index -= 1
            }
            return numberEnding(digits)
        }
        var letters: [Unicode.Scalar] = []
        var index = last
        while index >= 0, isLatin(scalars[index]) {
            letters.insert(scalars[index], at: 0)
            index -= 1
        }
        return latinEnding(letters)
    }

    /// A number read the Sino-Korean way: 일, 이, 삼… for its last digit, or 십, 백, 천, 만 when
    /// it ends in zeros; 0 alone is 영.
    private static func numberEnding(_ digits: [Unicode.Scalar]) -> Ending {
        let zeros = digits.reversed().prefix { $0 == "0" }.count
        // 영 alone; 십, 백, 천 or 만 after the last non-zero digit.
        guard zeros == 0 else { return .consonant }
        switch digits.last {
        case "1", "7", "8": return .rieul  // 일, 칠, 팔
        case "3", "6": return .consonant  // 삼, 육
        default: return .vowel  // 이, 사, 오, 구
        }
    }

    /// A Latin word as Koreans say it: an acronym letter by letter (`MVC` 엠브이씨, `URL` 유알엘),
    /// a word as a loanword: `l` ends on ㄹ (모델), `m`, `n` and `ng` on a consonant (게임, 옵션,
    /// 스트링), a `p`, `t`, `k` or `c` after one short vowel on a 받침 as well (랩, 셋, 이닛, 스택,
    /// 레이아웃, 스태틱), and other consonants on the vowel 으 (카드, 테스트, 힌트, 페어스); a silent `e`
    /// is not read (타임, 테이블, 노트).
    private static func latinEnding(_ letters: [Unicode.Scalar]) -> Ending {
        // camelCase is read word by word, so only the last word counts: `viewModel`, `someURL`.
        let lastWordStart = letters.indices.last { index in
            index > 0 && letters[index].properties.isUppercase
                && !letters[index - 1].properties.isUppercase
        }
        let word = Array(letters[(lastWordStart ?? letters.startIndex)...])
        guard let last = word.last else { return .vowel }
        let isAcronym =
            word.count > 1 && word.allSatisfy { $0.properties.isUppercase }
            || letters.allSatisfy { $0.properties.isUppercase }
        if isAcronym {
            switch last {
            case "L", "R": return .rieul  // 엘, 알
            case "M", "N": return .consonant  // 엠, 엔
            default: return .vowel
            }
        }
        let lower = word.map { Character(String($0).lowercased()) }
        if let heard = loanwords[String(lower)] { return heard }
        var sounded = lower
        var silentE = false
        if lower.count > 2, lower.last == "e", let before = lower.dropLast().last,
            !"aeiouy".contains(before)
        {
            sounded.removeLast()  // The silent e of `time`, `table`.
            silentE = true
        }
        if lower.count > 2, lower.suffix(2) == ["l", "e"] {
            return .rieul  // 테이블, 사이클.
        }
        switch sounded.last {
        case "l": return .rieul
        case "m", "n": return .consonant
        case "g" where !silentE && sounded.dropLast().last == "n": return .consonant  // 스트링; 체인지.
        case "p", "t", "k", "c": return silentE ? .vowel : stopEnding(sounded)  // 노트; 셋.
        default: return .vowel
        }
    }

    /// A final `p`, `t`, `k` or `c` (or `ck`, `pp`, `tt`): a 받침 after one short vowel (앱, 셋,
    /// 이닛, 스택, 스태틱) and in `out` (레이아웃) and `ook` (북), 으 after a consonant (힌트, 텍스트,
    /// 점프) or a long vowel (시트, 부트, 위크).
    private static func stopEnding(_ sounded: [Character]) -> Ending {
        var rest = sounded.dropLast()
        // -ck, -pp, -tt read as one sound: 스택, 앱.
        if rest.last == sounded.last || (sounded.last == "k" && rest.last == "c") {
            rest = rest.dropLast()
        }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
        guard let vowel = rest.last, vowels.contains(vowel) else { return .vowel }
        let before = rest.dropLast().last
        guard let before, vowels.contains(before) else { return .consonant }
        let pair = String([before, vowel])
        if pair == "ou" && sounded.last == "t" { return .consonant }  // 아웃, 어바웃.
        if pair == "oo" && sounded.last == "k" { return .consonant }  // 북, 룩.
        return .vowel
    }

    /// Words whose Korean reading the rules above do not give.
    private static let loanwords: [String: Ending] = [
        "check": .vowel,  // 체크, not 첵.
        "private": .consonant,  // 프라이빗.
        "keep": .consonant,  // 킵.
        "group": .consonant,  // 그룹.
    ]

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
