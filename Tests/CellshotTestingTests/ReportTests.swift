import CellshotModel
import CellshotRender
@testable import CellshotTesting
import CellshotTestSupport
import Foundation
import Testing

/// Snapshots made by hand for the review report: real PNG files in a scratch folder, laid out as the
/// runner's artifacts, without rendering anything.
final class ReportFixture {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-report-\(UUID().uuidString)")
    var snapshots: String { file("refs") }

    init() throws {
        try FileManager.default.createDirectory(atPath: file("refs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: file("artifacts"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// A `width` × `height` light grey image with a blue square, and, when `changed`, a red bar.
    static func image(width: Int = 120, height: Int = 80, changed: Bool = false) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                var color: [UInt8] = [242, 242, 247, 255]
                if (10..<40).contains(x), (10..<40).contains(y) { color = [10, 132, 255, 255] }
                if changed, (60..<110).contains(x), (30..<50).contains(y) { color = [255, 59, 48, 255] }
                pixels.replaceSubrange(i..<i + 4, with: color)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A snapshot of `document` named `name`.
    static func item(_ name: String, document: String = "docs/list.json") -> SnapshotItem {
        SnapshotItem(name, document: document, state: .normal)
    }

    /// A failed snapshot: the reference under `refs`, and reference, actual and diff as artifacts.
    func failed(_ name: String, document: String = "docs/list.json", actual: RGBAImage = ReportFixture.image(changed: true),
                changes: [String] = ["sections[0].rows[0].views.text: moved 3 pt down"]) throws -> SnapshotReport {
        let item = Self.item(name, document: document)
        let reference = Self.image()
        try PNGImage.write(reference, to: item.referencePath(in: snapshots))
        let result = ImageComparison.compare(reference: reference, actual: actual)
        let base = file("artifacts/" + name)
        try PNGImage.write(reference, to: base + ".reference.png")
        try PNGImage.write(actual, to: base + ".actual.png")
        var artifacts = [base + ".actual.png", base + ".reference.png"]
        if let diff = result.diff {
            try PNGImage.write(diff, to: base + ".diff.png")
            artifacts.append(base + ".diff.png")
        }
        return SnapshotReport(item: item, outcome: .failed(result, changes: changes), artifacts: artifacts)
    }

    static func missing(_ name: String, document: String = "docs/list.json") -> SnapshotReport {
        SnapshotReport(item: item(name, document: document), outcome: .missing, artifacts: [])
    }

    static func passed(_ name: String) -> SnapshotReport {
        SnapshotReport(item: item(name), outcome: .passed, artifacts: [])
    }

    /// The base64 text of a file, as the page inlines it.
    static func base64(_ path: String) throws -> String {
        try Data(contentsOf: URL(fileURLWithPath: path)).base64EncodedString()
    }
}

/// The review page `cellshot verify --report` writes, read as text.
@Suite("Review report")
struct ReportTests {
    @Test("Equal reports give equal bytes; no date or time on the page")
    func deterministic() throws {
        let fixture = try ReportFixture()
        let reports = [ReportFixture.passed("list.normal"), try fixture.failed("list.selected"),
                       ReportFixture.missing("list.disabled")]
        let first = ReviewReport(reports: reports, snapshots: fixture.snapshots)
        try first.write(to: fixture.file("out/a.html"))
        try ReviewReport(reports: reports, snapshots: fixture.snapshots).write(to: fixture.file("out/b.html"))
        let a = try Data(contentsOf: URL(fileURLWithPath: fixture.file("out/a.html")))
        #expect(a == (try Data(contentsOf: URL(fileURLWithPath: fixture.file("out/b.html")))))
        #expect(a == Data(first.html.utf8))
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(!first.html.contains(String(year)))
        // Written all at once: nothing but the pages in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.file("out")).sorted() == ["a.html", "b.html"])
    }

    @Test("The images are inlined as data: URIs, each once; the page loads nothing else")
    func dataURIs() throws {
        let fixture = try ReportFixture()
        let report = try fixture.failed("list.normal")
        let html = ReviewReport(reports: [report], snapshots: fixture.snapshots).html
        for suffix in [".reference.png", ".actual.png", ".diff.png"] {
            let uri = "data:image/png;base64," + (try ReportFixture.base64(fixture.file("artifacts/list.normal" + suffix)))
            #expect(html.components(separatedBy: uri).count == 2, "\(suffix) inlined once")
        }
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(html.contains("default-src 'none'; img-src data:"))
        for external in ["http:", "https:", "src=\"/", "src=\"file:", "<link"] { #expect(!html.contains(external)) }
        // The slider and blink views reuse the side-by-side images.
        #expect(html.contains(#"data-from="s1-reference""#) && html.contains(#"data-from="s1-actual""#))
        #expect(html.contains(#"<input type="range""#))
    }

    @Test("The header counts passed, failed and missing snapshots; passed ones are listed by name, folded")
    func summary() throws {
        let fixture = try ReportFixture()
        let reports = [ReportFixture.passed("list.normal"), try fixture.failed("list.selected"),
                       ReportFixture.missing("list.disabled"), ReportFixture.passed("list.highlighted")]
        let html = ReviewReport(reports: reports, snapshots: fixture.snapshots).html
        #expect(html.contains(#"4 snapshots: <span class="count passed">2 passed</span>, "#
                              + #"<span class="count failed">1 failed</span>, <span class="count missing">1 missing</span>"#))
        #expect(html.contains("<title>cellshot review: 1 failed, 1 missing of 4</title>"))
        #expect(html.contains(#"<details id="passed"><summary>2 passed</summary>"#))
        #expect(html.contains("<li><code>list.highlighted</code></li>"))
        #expect(html.contains("1 pixel") || html.contains("pixels differ"))
        #expect(html.contains("<li>sections[0].rows[0].views.text: moved 3 pt down</li>"))
        let clean = ReviewReport(reports: [ReportFixture.passed("list.normal")], snapshots: fixture.snapshots).html
        #expect(clean.contains("Every snapshot matches its reference."))
        #expect(!clean.contains("<section"))
    }

    @Test("Names, paths and changes are escaped: a document named <b> injects nothing")
    func escaping() throws {
        let fixture = try ReportFixture()
        let hostile = #"<b>"><img src=x onerror=alert(1)>"#
        let reports = [try fixture.failed("\(hostile).normal", document: "docs/\(hostile).json",
                                          changes: ["<script>alert(1)</script>"]),
                       ReportFixture.missing("<b>.normal", document: "docs/<b>.json"),
                       ReportFixture.passed("<i>.normal")]
        let html = ReviewReport(reports: reports, snapshots: "refs/<u>").html
        for raw in ["<b>", "<i>", "<u>", "onerror=alert(1)>", "<script>alert"] { #expect(!html.contains(raw), "\(raw)") }
        #expect(html.contains("&lt;b&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.normal"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
        // The shell command quotes them, and the page escapes the quoted command.
        #expect(html.contains("cellshot record &#39;docs/&lt;b&gt;.json&#39; --snapshots &#39;refs/&lt;u&gt;&#39; "
                              + "--mode missing --only &#39;&lt;b&gt;.normal&#39;"))
    }

    @Test("A document's strings close no style or script, open no link and break no attribute: </style>, quotes, javascript:")
    func hostileStrings() throws {
        let fixture = try ReportFixture()
        let names = [#"</style><script>alert(1)</script>"#, #"x" onload="alert(1)"#, "y' onload='alert(1)",
                     "javascript:alert(1)"]
        let reports = try names.enumerated().map { index, text in
            // A name and a document path cannot hold '/': the '/' parts go in the texts of the changes.
            try fixture.failed("n\(index)\(text.replacingOccurrences(of: "/", with: "")).normal",
                               document: "docs/\(text.replacingOccurrences(of: "/", with: "")).json",
                               changes: ["sections[0].rows[0].text: \(text) → <a href=\"javascript:alert(2)\">"])
        }
        let html = ReviewReport(reports: reports, snapshots: "refs/</style>").html
        // The page's own style and script, once each, and nothing of the documents' is markup.
        #expect(html.components(separatedBy: "</style>").count == 2)
        #expect(html.components(separatedBy: "<script>").count == 2)
        #expect(html.components(separatedBy: "</script>").count == 2)
        for raw in [#"onload="alert"#, "onload='alert", #"<a href="javascript"#, #"href="javascript"#, "alert(1)</script>"] {
            #expect(!html.contains(raw), "\(raw)")
        }
        #expect(html.contains("&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("x&quot; onload=&quot;alert(1)"))
        #expect(html.contains("y&#39; onload=&#39;alert(1)"))
        // Every link on the page is to a place on the page.
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!hrefs.isEmpty)
        #expect(hrefs.allSatisfy { $0.hasPrefix("#") })
    }

    @Test("Only the images of this run are embedded: a file left in the artifacts folder by another run is not")
    func onlyThisRunsImages() throws {
        let fixture = try ReportFixture()
        let report = try fixture.failed("list.normal")
        // A stale actual image of another snapshot, and one written beside this snapshot's artifacts.
        let stale = ReportFixture.image(width: 7, height: 5, changed: true)
        try PNGImage.write(stale, to: fixture.file("artifacts/other.normal.actual.png"))
        try PNGImage.write(stale, to: fixture.file("artifacts/list.normal.old.png"))
        let html = ReviewReport(reports: [report], snapshots: fixture.snapshots).html
        #expect(!html.contains(try ReportFixture.base64(fixture.file("artifacts/other.normal.actual.png"))))
        for path in report.artifacts { #expect(html.contains(try ReportFixture.base64(path)), "\(path)") }
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == report.artifacts.count)
    }

    @Test("Accept commands: record --mode failed (or missing) --only NAME, with the verify run's matrix; one per document for all")
    func acceptCommands() throws {
        let command = AcceptCommand(arguments: ["--appearance", "light,dark", "--scale", "2"])
        #expect(command.line(document: "docs/list.json", snapshots: "snapshots", mode: .failed,
                             names: ["list@dark@2x.selected"])
                == "cellshot record docs/list.json --snapshots snapshots --appearance light,dark --scale 2 "
                + "--mode failed --only list@dark@2x.selected")
        #expect(AcceptCommand(executable: "swift run cellshot")
            .line(document: "my docs/it's.json", snapshots: "refs", mode: .missing, names: ["a", "b+AX3"])
                == #"swift run cellshot record 'my docs/it'\''s.json' --snapshots refs --mode missing --only a --only b+AX3"#)
        #expect(AcceptCommand.quoted("") == "''")
        #expect(AcceptCommand.quoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(AcceptCommand.quoted("é") == "'é'")

        let fixture = try ReportFixture()
        let reports = [try fixture.failed("list.normal"), try fixture.failed("other.normal", document: "docs/other.json"),
                       try fixture.failed("list.selected"), ReportFixture.missing("list.disabled")]
        let html = ReviewReport(reports: reports, snapshots: "refs", command: AcceptCommand(arguments: ["--states", "normal"])).html
        #expect(html.contains(#"<code id="s1-accept">cellshot record docs/list.json --snapshots refs --states normal "#
                              + "--mode failed --only list.normal</code>"))
        #expect(html.contains(#"<code id="s4-accept">cellshot record docs/list.json --snapshots refs --states normal "#
                              + "--mode missing --only list.disabled</code>"))
        #expect(html.contains("""
            <code id="accept-all">cellshot record docs/list.json --snapshots refs --states normal --mode failed \
            --only list.normal --only list.selected
            cellshot record docs/other.json --snapshots refs --states normal --mode failed --only other.normal
            cellshot record docs/list.json --snapshots refs --states normal --mode missing --only list.disabled</code>
            """))
    }

    @Test("Images over the budget are left out; sizes that differ give no diff; unreadable images are noted")
    func budgetAndGaps() throws {
        let fixture = try ReportFixture()
        let first = try fixture.failed("list.normal")
        let second = try fixture.failed("list.selected")
        let bytes = try first.artifacts.reduce(0) { total, path in
            total + ((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
        let html = ReviewReport(reports: [first, second], snapshots: fixture.snapshots, imageBudget: bytes + 10).html
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(html.contains("Images not embedded: the report&#39;s image budget is spent.")
                || html.contains("Images not embedded: the report's image budget is spent."))

        let resized = try fixture.failed("list.wide", actual: ReportFixture.image(width: 130))
        let sizes = ReviewReport(reports: [resized], snapshots: fixture.snapshots).html
        #expect(sizes.contains("sizes differ: reference 120 × 80 pixels, actual 130 × 80 pixels"))
        // Images of different sizes get a diff too (the area only one has in blue).
        #expect(!sizes.contains("No diff image") && sizes.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(sizes.contains(#"class="slider""#), "the slider still overlays images of different sizes")

        var gone = try fixture.failed("list.gone")
        gone.artifacts = []
        try FileManager.default.removeItem(atPath: gone.item.referencePath(in: fixture.snapshots))
        let unread = ReviewReport(reports: [gone], snapshots: fixture.snapshots).html
        #expect(unread.contains("The reference could not be read."))
        #expect(unread.contains("The actual image was not kept (no artifacts folder)."))
        #expect(!unread.contains(#"class="slider""#))
    }
}

/// `SnapshotPlan(only:)`, which the accept command's `--only` uses.
@Suite("Review report: --only")
struct ReportOnlyTests {
    @Test("only keeps the named snapshots in plan order, after sharding; an unknown name is an error with the closest")
    func only() throws {
        let fixture = try ReportFixture()
        let path = fixture.file("list.json")
        try Data(#"{ "states": ["normal", "selected"], "sections": [ { "rows": [ { "text": "Hi" } ] } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let matrix = SnapshotMatrix(styles: [.light, .dark])
        let named = try SnapshotPlan(inputs: [path], matrix: matrix, only: ["list@dark.selected", "list@light.normal"])
        #expect(named.items.map(\.name) == ["list@light.normal", "list@dark.selected"])
        let all = try SnapshotPlan(inputs: [path], matrix: matrix).items.map(\.name)
        let shard = try SnapshotPlan(inputs: [path], matrix: matrix, shard: (1, 2), only: all)
        #expect(shard.items.map(\.name) == ["list@light.normal", "list@dark.normal"])
        #expect(throws: SnapshotError.self) { try SnapshotPlan(inputs: [path], matrix: matrix, only: ["list@dark.selectd"]) }
        do {
            _ = try SnapshotPlan(inputs: [path], matrix: matrix, only: ["list@dark.selectd"])
        } catch {
            #expect(error.description == #"no snapshot is named "list@dark.selectd"; did you mean "list@dark.selected"?"#)
        }
    }
}

/// The review page in a real browser: it loads, its images decode, the slider moves and the blink
/// view blinks. Skipped without Chromium.
@Suite("Review report in headless Chromium",
       .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium): browser test skipped"))
struct ReportBrowserTests {
    /// Appended to the page for the test only: once the page has loaded, sets the first slider to 25
    /// and then 75 and records, for each, where the split line is (in % of the images' width) and
    /// which image is hit in the middle of the view (the actual one is clipped left of the split);
    /// and records which image the blink view shows now and 500 ms later.
    static let probe = """
        <script>
        addEventListener("load", () => setTimeout(() => {
          const view = document.querySelector(".slider");
          const input = view.querySelector("input"), stack = view.querySelector(".stack");
          stack.scrollIntoView({block: "center"});
          const results = [];
          for (const value of [25, 75]) {
            input.value = String(value);
            input.dispatchEvent(new Event("input"));
            const box = stack.getBoundingClientRect(), split = view.querySelector(".split").getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            const at = Math.round((split.left + split.width / 2 - box.left) / box.width * 100);
            results.push(`${value}:${at}:${hit.classList.contains("top") ? "actual" : "reference"}`);
          }
          document.body.dataset.slider = results.join(" ");
          const blink = document.querySelector(".blink .showing");
          const first = blink.textContent;
          setTimeout(() => { document.body.dataset.blink = `${first} ${blink.textContent}`; }, 500);
        }, 50));
        </script>
        """

    @Test("The page loads, every image decodes, the slider moves the split and the blink view toggles")
    func pageWorks() throws {
        let fixture = try ReportFixture()
        let report = try fixture.failed("list.normal")
        let html = ReviewReport(reports: [ReportFixture.passed("list.selected"), report], snapshots: fixture.snapshots).html
        let page = fixture.file("report.html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>").utf8)
            .write(to: URL(fileURLWithPath: page))
        let dom = try Chromium.dumpDOM(of: page, scratch: fixture.path)
        #expect(dom.contains(#"<section class="snapshot failed" id="s1">"#), "the page loaded: \(dom.prefix(300))")
        let body = Chromium.bodyAttributes(dom)
        // Reference, actual and diff; the slider's two and the blink view's two.
        #expect(body["data-images"] == "7")
        #expect(body["data-images-loaded"] == "7")
        #expect(body["data-slider"] == "25:25:actual 75:75:reference")
        let blink = body["data-blink"]?.split(separator: " ").map(String.init) ?? []
        #expect(blink.count == 2 && Set(blink) == ["actual", "reference"], "blink: \(body["data-blink"] ?? "none")")
        #expect(dom.contains(#"id="image-warning" class="warning" hidden"#))
    }
}
