@testable import CellshotPreviews
import Testing

@Suite struct PreviewIndexPageTests {
    static let page = PreviewIndexPage(module: "App", previews: [
        PreviewIndexPage.Preview(name: "RowView Wi-Fi", place: "App/RowView.swift:12", pictures: [
            .init(file: "RowView-Wi-Fi@light.normal.png", label: "light", width: 402, height: 52),
            .init(file: "RowView-Wi-Fi@dark.normal.png", label: "dark", width: 402, height: 52),
        ]),
        PreviewIndexPage.Preview(name: "Deals <50% off>", place: "App/Deals.swift:3", pictures: [
            .init(file: "Deals 50% off#1.png", label: "normal", width: 10, height: 20),
        ]),
    ], failures: ["Cannot draw the preview “Badge” (App/Badge.swift:5): it holds no table view"])

    @Test("Each picture is a figure: its file, at its size in points, with its variant and file name")
    func figures() {
        let html = Self.page.html
        #expect(html.contains("""
            <section class="preview">
            <h2>RowView Wi-Fi</h2>
            <p class="place">App/RowView.swift:12</p>
            <div class="pictures">
            <figure>
            <img src="RowView-Wi-Fi@light.normal.png" width="402" height="52" alt="RowView Wi-Fi (light)">
            <figcaption><span class="variant">light</span> <code class="file">RowView-Wi-Fi@light.normal.png</code></figcaption>
            </figure>
            """))
        #expect(html.contains(#"<body data-images="3">"#))
        #expect(html.contains("<p class=\"summary\">2 previews, 3 pictures, 1 not drawn</p>"))
        #expect(html.contains("<li>Cannot draw the preview “Badge” (App/Badge.swift:5): it holds no table view</li>"))
    }

    @Test("Names are escaped as text and file names as URLs")
    func escaping() {
        let html = Self.page.html
        #expect(html.contains("<h2>Deals &lt;50% off&gt;</h2>"))
        #expect(html.contains(#"<img src="Deals%2050%25%20off%231.png""#))
        #expect(PreviewIndexPage.percentEncoded("é?.png") == "%C3%A9%3F.png")
    }

    @Test("Self-contained: no address outside the folder, a policy that allows none, no date; equal pages, equal bytes")
    func selfContained() {
        let html = Self.page.html
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//"))
        #expect(html.contains("default-src 'none'; img-src 'self' file:;"))
        #expect(html == Self.page.html)
    }
}
