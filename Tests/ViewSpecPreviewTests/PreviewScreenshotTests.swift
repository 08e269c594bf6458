import Foundation
import Testing
@testable import ViewSpec

/// Each page of the example specs looks as it did when its reference screenshot was taken:
/// the pages are compared pixel by pixel in the browser itself (both images drawn on a
/// canvas), so no PNG decoder is needed here.
///
/// Regenerate the references after a deliberate change with
/// `VIEWSPEC_UPDATE_SCREENSHOTS=1 swift test --filter PreviewScreenshotTests`, and look at
/// them before committing.
@Suite(.serialized, .needsBrowser)
struct PreviewScreenshotTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots")
    static let isUpdating = ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_SCREENSHOTS"] == "1"
    /// A pixel differs when a channel differs by more than this (of 255): anti-aliasing.
    static let channelTolerance = 48
    /// The share of pixels that may differ: a glyph drawn a little differently, not a row
    /// moved or a control missing.
    static let differingShare = 0.004

    @Test func pagesLookAsTheirReferences() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "screenshots")
        let browser = try HeadlessBrowser(windowWidth: 900, windowHeight: 960)
        if Self.isUpdating { try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true) }
        for (page, _) in site.pages {
            try browser.load(site.url(page))
            let screenshot = try browser.screenshot()
            let reference = Self.references.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".png"))
            if Self.isUpdating {
                try screenshot.write(to: reference)
                continue
            }
            guard let expected = try? Data(contentsOf: reference) else {
                Issue.record("\(page): no reference screenshot \(reference.lastPathComponent); run with VIEWSPEC_UPDATE_SCREENSHOTS=1")
                continue
            }
            let comparison = try compare(screenshot, expected, in: browser)
            let size = comparison?["size"]
            #expect(size == nil, "\(page): screenshot and reference differ in size \(String(describing: size))")
            let share = comparison?["share"] as? Double ?? 1
            #expect(share <= Self.differingShare, "\(page): \(share * 100)% of the pixels differ from \(reference.lastPathComponent)")
        }
    }

    /// The share of pixels that differ between two PNGs of one size, or their sizes.
    private func compare(_ screenshot: Data, _ expected: Data, in browser: HeadlessBrowser) throws -> [String: Any]? {
        try browser.evaluate("""
                (async () => {
                  const load = (data) => new Promise((done, fail) => {
                    const image = new Image(); image.onload = () => done(image); image.onerror = fail;
                    image.src = 'data:image/png;base64,' + data; });
                  const [a, b] = await Promise.all([load('\(screenshot.base64EncodedString())'), load('\(expected.base64EncodedString())')]);
                  if (a.width !== b.width || a.height !== b.height) return {size: [a.width, a.height, b.width, b.height]};
                  const pixels = (image) => { const canvas = document.createElement('canvas');
                    canvas.width = image.width; canvas.height = image.height;
                    const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
                    return context.getImageData(0, 0, image.width, image.height).data; };
                  const x = pixels(a), y = pixels(b);
                  let differing = 0;
                  for (let i = 0; i < x.length; i += 4) {
                    if (Math.abs(x[i] - y[i]) > \(Self.channelTolerance) || Math.abs(x[i + 1] - y[i + 1]) > \(Self.channelTolerance)
                        || Math.abs(x[i + 2] - y[i + 2]) > \(Self.channelTolerance)) differing++;
                  }
                  return {share: differing / (x.length / 4)};
                })()
                """) as? [String: Any]
    }

    /// The comparison sees a difference where there is one: two different pages.
    @Test func theComparisonSeesADifferentPage() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "screenshots-differ")
        let browser = try HeadlessBrowser(windowWidth: 900, windowHeight: 960)
        try browser.load(site.url("Colors.table.html"))
        let colors = try browser.screenshot()
        try browser.load(site.url("MembersTable.table.html"))
        let members = try browser.screenshot()
        #expect(try compare(colors, colors, in: browser)?["share"] as? Double == 0)
        #expect(try compare(colors, members, in: browser)?["share"] as? Double ?? 0 > Self.differingShare)
    }
}
