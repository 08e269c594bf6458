import Testing
@testable import ViewSpec

/// A link opens web pages, mail, calls and the app's own screens, and nothing else; its
/// URL holds no character a renderer could read as the end of it.
@Suite struct LinkSchemeCheckTests {
    private func spec(links: [String], schemes: String = "") -> String {
        """
        viewspec: 1
        \(schemes)models:
          Settings: {kind: preferences, fields: {sound: Bool}}
        preferences:
          About:
            model: Settings
            sections:
              - items:
        \(links.map { "          - link: \($0)" }.joined(separator: "\n"))
        """
    }

    @Test func aScriptURLIsRefused() {
        expectOneDiagnostic(
            of: LinkSchemeCheck.self, in: spec(links: ["\"javascript:alert(document.cookie)\""]), line: 9, column: 19,
            message: "link URL scheme 'javascript' is not allowed: expected http, https, mailto, tel, found 'javascript:alert(document.cookie)', which runs script or opens local data")
    }

    @Test func anotherAppsSchemeIsRefusedUntilDeclared() throws {
        let refused = try #require(expectOneDiagnostic(
            of: LinkSchemeCheck.self, in: spec(links: ["myapp://settings"]), line: 9, column: 19,
            message: "link URL scheme 'myapp' is not allowed: expected http, https, mailto, tel, found 'myapp://settings'; declare the app's own schemes in 'urlSchemes'"))
        #expect(refused.fixIts.isEmpty)
        let declared = compileSpec(spec(links: ["myapp://settings", "MyApp:privacy"], schemes: "urlSchemes: [myapp]\n"))
        #expect(declared.filter { $0.severity == .error }.isEmpty, "\(declared.map(\.message))")
    }

    @Test func aMisspeltSchemeGetsAFixIt() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: LinkSchemeCheck.self, in: spec(links: ["htps://example.com"]), line: 9, column: 19,
            message: "link URL scheme 'htps' is not allowed: expected http, https, mailto, tel, found 'htps://example.com'; did you mean 'https'?"))
        #expect(diagnostic.fixIts.first?.replacement == "https://example.com")
        #expect(diagnostic.fixIts.first?.message == "replace 'htps://example.com' with 'https://example.com'")
    }

    @Test func aScriptSchemeCannotBeDeclared() {
        expectOneDiagnostic(
            of: LinkSchemeCheck.self, in: spec(links: ["https://example.com"], schemes: "urlSchemes: [data]\n"), line: 2, column: 14,
            message: "URL scheme 'data' cannot be declared as the app's own: expected a scheme the app handles, found one that runs script or opens local data")
    }

    @Test func aDeclaredSchemeMustBeAScheme() {
        let diagnostics = compileSpec(spec(links: ["https://example.com"], schemes: "urlSchemes: [\"my app:\"]\n"))
        #expect(diagnostics.map(\.id) == [.wrongValueType])
        #expect(diagnostics.first?.message == "expected a URL scheme: a letter, then letters, digits, '+', '-' or '.', without the colon; found 'my app:'")
    }

    @Test func rawLineBreaksAndQuotesMustBePercentEncoded() throws {
        let quote = try #require(expectOneDiagnostic(
            of: InvalidURLCheck.self, in: spec(links: [#""https://example.com/\"onmouseover=\"alert(1)""#]), line: 9, column: 19,
            message: "invalid link URL: expected an absolute URL with a scheme and a host, or a mailto: or tel: URL with an address, found 'https://example.com/\"onmouseover=\"alert(1)', which holds '\"'; characters a URL cannot hold must be percent-encoded"))
        let fixed = try applyingFirstFixIt(of: quote, to: spec(links: [#""https://example.com/\"onmouseover=\"alert(1)""#]))
        #expect(fixed.contains("- link: https://example.com/%22onmouseover=%22alert(1)"))
        let lineBreak = try #require(expectOneDiagnostic(
            of: InvalidURLCheck.self, in: spec(links: [#""https://example.com/a\nb""#]), line: 9, column: 19,
            message: "invalid link URL: expected an absolute URL with a scheme and a host, or a mailto: or tel: URL with an address, found 'https://example.com/a\nb', which holds a line break; characters a URL cannot hold must be percent-encoded"))
        #expect(lineBreak.fixIts.first?.replacement == "https://example.com/a%0Ab")
        #expect(lineBreak.fixIts.first?.message == "replace 'https://example.com/a\nb' with 'https://example.com/a%0Ab'")
    }
}
