import Testing
@testable import ViewSpec

@Suite struct ProgressLineTests {
    private let many = ProgressLine.minimumFileCount

    @Test func shownOnlyToAPersonWaitingForManyFiles() {
        #expect(ProgressLine.isWanted(stderrIsTerminal: true, environment: [:], quiet: false, fileCount: many))
        #expect(!ProgressLine.isWanted(stderrIsTerminal: false, environment: [:], quiet: false, fileCount: many), "piped")
        #expect(!ProgressLine.isWanted(stderrIsTerminal: true, environment: [:], quiet: true, fileCount: many), "--quiet")
        #expect(!ProgressLine.isWanted(stderrIsTerminal: true, environment: [:], quiet: false, fileCount: many - 1), "few files")
        #expect(!ProgressLine.isWanted(stderrIsTerminal: true, environment: ["TERM": "dumb"], quiet: false, fileCount: many))
    }

    @Test(arguments: ["true", "1", "yes", "TRUE"])
    func notInCI(_ value: String) {
        #expect(!ProgressLine.isWanted(stderrIsTerminal: true, environment: ["CI": value], quiet: false, fileCount: many))
    }

    @Test(arguments: ["", "false", "0", "False"])
    func aCIVariableThatSaysNoIsNotCI(_ value: String) {
        #expect(ProgressLine.isWanted(stderrIsTerminal: true, environment: ["CI": value], quiet: false, fileCount: many))
    }

    @Test func theLineIsRewrittenInPlaceAndCleared() {
        #expect(ProgressLine.text(done: 12, total: 340) == "\rviewspecc: reading 12/340 files (3%)\u{1B}[K")
        #expect(ProgressLine.text(done: 0, total: 0) == "\rviewspecc: reading 0/0 files (100%)\u{1B}[K")
        #expect(ProgressLine.clear == "\r\u{1B}[K")
    }
}
