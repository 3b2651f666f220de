import Foundation
import Testing

@testable import StringsGuardKit

/// The replay asks whether its outcome names a file: the search must find every place Foundation's
/// `contains` finds, so that a replay never keeps positions a finding points at.
@Suite struct TextSearchTests {
    @Test func anASCIINameIsFoundWhereverContainsFindsIt() {
        let texts = [
            "", "T", "TimerView.swift", "Widget/Sources/TimerView.swift", "TimerView.swif", "imerView.swift",
            "in TimerView.swiftTimerView.swift", "TTimerView.swift", "TimerVie TimerView.swift", "é TimerView.swift é",
            "Timer\u{301}View.swift", "“TimerView.swift”",
        ]
        for name in ["TimerView.swift", "T", "w.s", "swift"] {
            let search = TextSearch(name)
            for text in texts where text.contains(name) {
                #expect(search.isFound(in: text), "\(name) in \(text)")
            }
        }
        #expect(!TextSearch("TimerView.swift").isFound(in: "Widget/Sources/TimerView.swif"))
        #expect(!TextSearch("TimerView.swift").isFound(in: "Timer"))
        #expect(TextSearch("").isFound(in: "anything"))
    }

    @Test func aNameWithOtherLettersIsFoundInEitherNormalization() {
        let composed = "Caf\u{E9}View.swift"
        let decomposed = "Cafe\u{301}View.swift"
        #expect(TextSearch(composed).isFound(in: "Sources/" + decomposed))
        #expect(TextSearch(decomposed).isFound(in: "Sources/" + composed))
        #expect(!TextSearch(composed).isFound(in: "Sources/CafeView.swift"))
    }
}
