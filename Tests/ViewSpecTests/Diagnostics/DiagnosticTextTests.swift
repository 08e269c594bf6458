import Foundation
import Testing
@testable import ViewSpec

/// What a message quotes from the input is capped, so a report never grows with the length
/// of a key or value (docs/limits.md).
@Suite struct DiagnosticTextTests {
    @Test func aLongQuotationIsShortenedAroundAnEllipsis() {
        let key = "k" + String(repeating: "x", count: 500) + "end"
        let capped = DiagnosticText.capped("unknown key '\(key)' in model 'M'; did you mean 'fields'?")
        let quoted = "k" + String(repeating: "x", count: DiagnosticText.quoteLimit - DiagnosticText.quoteLimit / 4 - 2) + "…"
            + String(repeating: "x", count: DiagnosticText.quoteLimit / 4 - 3) + "end"
        #expect(quoted.unicodeScalars.count == DiagnosticText.quoteLimit)
        #expect(capped == "unknown key '\(quoted)' in model 'M'; did you mean 'fields'?")
    }

    @Test func shortQuotationsAndApostrophesAreKept() {
        let message = "the screen's item can't bind '\(String(repeating: "a", count: DiagnosticText.quoteLimit))': it's 'x'"
        #expect(DiagnosticText.capped(message) == message)
        // A quote left open is not a quotation.
        let open = "found ' and " + String(repeating: "b", count: 200)
        #expect(DiagnosticText.capped(open) == open)
    }

    @Test func aMessageIsCutWhateverItQuotes() {
        // Short quotations, each under the limit, still add up to a bounded message.
        let many = (0..<5_000).map { "'q\($0)'" }.joined(separator: ", ")
        let capped = DiagnosticText.capped("expected one of \(many)")
        #expect(capped.unicodeScalars.count == DiagnosticText.messageLimit)
        #expect(capped.hasPrefix("expected one of 'q0', 'q1'"))
        #expect(capped.hasSuffix("'q4999'"))
    }

    @Test func aThreeMegabyteKeyMakesASmallReport() throws {
        // An explicit key ('? ') has no length limit in YAML, so the key reaches the decoder.
        func report(keyLength: Int) -> DiagnosticReport {
            ReportTestSupport.report(["specs/app.yaml": "viewspec: 1\n? \(String(repeating: "k", count: keyLength))\n: 1\n"])
        }
        let long = report(keyLength: 3 * 1024 * 1024)
        let short = report(keyLength: 3)
        let unknown = try #require(long.diagnostics.first { $0.id == .unknownKey })
        #expect(unknown.message.unicodeScalars.count < 300, "\(unknown.message.prefix(300))")
        // Every format grows by the quoted part of the key, not by the key.
        for format in ReportFormat.allCases {
            let growth = format.reporter().render(long).utf8.count - format.reporter().render(short).utf8.count
            #expect(growth < 1_000, "\(format) report grows by \(growth) bytes")
        }
    }

    @Test func everyPartOfADiagnosticIsCapped() {
        let long = String(repeating: "z", count: 10_000)
        let range = SourceSpan.startOfFile("a.yaml")
        let diagnostic = Diagnostic.error(
            .unknownKey, "unknown key '\(long)'", at: range, notes: [.init("'\(long)' is here", at: range)],
            fixIts: [.init("rename '\(long)'", replacing: range, with: long)])
        #expect(diagnostic.message.count < 100)
        #expect(diagnostic.notes[0].message.count < 100)
        #expect(diagnostic.fixIts[0].message.count < 100)
        // The replacement is what the fix-it writes: kept whole, shortened only where shown.
        #expect(diagnostic.fixIts[0].replacement == long)
        let text = TextDiagnosticRenderer(sources: []).render([diagnostic])
        #expect(text.utf8.count < 600)
    }
}
