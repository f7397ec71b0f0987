/// The review page's HTML: a header with the counts, the list of problems and the commands that
/// accept them all, a section of the documents that could not be drawn, a section per failing or missing
/// snapshot, and the passed snapshots' names.
struct ReviewPage {
    let reports: [SnapshotReport]
    let failures: [DocumentFailure]
    let entries: [ReviewEntry]
    let snapshots: String
    let command: AcceptCommand

    /// The layout changes shown per snapshot; the rest are counted.
    static let changesShown = 50

    var html: String {
        let failed = entries.filter { !$0.isMissing }.count
        let missing = entries.count - failed
        let passed = reports.count - entries.count
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(ReviewAssets.contentSecurityPolicy)">
            <title>cellshot review: \(failed) failed, \(missing) missing of \(reports.count)\(errorsInTitle)</title>
            <style>\(ReviewAssets.style)</style>
            </head>
            <body>
            <header id="summary">
            <h1>cellshot review</h1>
            <p class="counts">\(reports.count) snapshot\(reports.count == 1 ? "" : "s"): \
            <span class="count passed">\(passed) passed</span>, <span class="count failed">\(failed) failed</span>, \
            <span class="count missing">\(missing) missing</span>\(errorsInCounts)</p>
            <p>References: <code>\(HTMLText.escaped(snapshots))</code></p>
            <p id="image-warning" class="warning" hidden>Some images could not be shown.</p>

            """
        if entries.isEmpty && failures.isEmpty {
            page += "<p class=\"all-passed\">Every snapshot matches its reference.</p>\n"
        } else {
            page += overview
        }
        page += "</header>\n<main>\n" + documentErrors
        for entry in entries { page += EntryHTML(entry: entry).html }
        page += "</main>\n" + passedList(count: passed)
        page += "<script>\(ReviewAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// `, 1 document with errors` in the title, when there are any.
    private var errorsInTitle: String {
        failures.isEmpty ? "" : ", \(failures.count) document\(failures.count == 1 ? "" : "s") with errors"
    }

    /// The count of documents with errors after the snapshots', when there are any.
    private var errorsInCounts: String {
        failures.isEmpty ? ""
            : ", <span class=\"count errors\">\(failures.count) document\(failures.count == 1 ? "" : "s") with errors</span>"
    }

    /// The documents that could not be drawn, each with where and what the error is: none of their
    /// snapshots was verified, so they come first.
    private var documentErrors: String {
        guard !failures.isEmpty else { return "" }
        var html = "<section class=\"document-errors\" id=\"errors\">\n<h2>\(failures.count) document"
            + "\(failures.count == 1 ? "" : "s") with errors: not verified</h2>\n"
        for (index, failure) in failures.enumerated() {
            html += """
                <div class="document-error" id="e\(index + 1)">
                <h3><span class="badge">error</span> <code class="name">\(HTMLText.escaped(failure.name))</code></h3>
                <p class="document">\(HTMLText.escaped(failure.location))</p>
                <pre class="message">\(HTMLText.escaped(failure.message))</pre>
                </div>

                """
        }
        return html + "</section>\n"
    }

    /// Links to every problem, and one accept command per document and mode.
    private var overview: String {
        var html = "<nav><ol>\n"
        for (index, failure) in failures.enumerated() {
            html += "<li><a href=\"#e\(index + 1)\"><code>\(HTMLText.escaped(failure.name))</code></a> error</li>\n"
        }
        for entry in entries {
            html += "<li><a href=\"#s\(entry.number)\"><code>\(HTMLText.escaped(entry.report.item.name))</code></a> "
                + (entry.isMissing ? "missing" : "failed") + "</li>\n"
        }
        html += "</ol></nav>\n"
        var groups: [(document: String, mode: RecordMode, names: [String])] = []
        for entry in entries {
            let mode = ReviewEntry.mode(entry.report.outcome), document = entry.report.item.input ?? entry.report.item.document
            if let index = groups.firstIndex(where: { $0.document == document && $0.mode == mode }) {
                groups[index].names.append(entry.report.item.name)
            } else {
                groups.append((document, mode, [entry.report.item.name]))
            }
        }
        let lines = groups.map { command.line(document: $0.document, snapshots: snapshots, mode: $0.mode, names: $0.names) }
        guard !lines.isEmpty else { return html }
        return html + """
            <div class="accept-all"><h2>Accept all</h2>
            <p>Run from the folder verify ran in; look at every image first.</p>
            <div class="accept"><pre><code id="accept-all">\(HTMLText.escaped(lines.joined(separator: "\n")))</code></pre>\
            <button type="button" data-copy="accept-all">Copy</button></div></div>

            """
    }

    /// The names of the snapshots that passed, folded away.
    private func passedList(count: Int) -> String {
        guard count > 0 else { return "" }
        var html = "<details id=\"passed\"><summary>\(count) passed</summary><ul class=\"names\">\n"
        for report in reports where !report.outcome.isFailure {
            html += "<li><code>\(HTMLText.escaped(report.item.name))</code></li>\n"
        }
        return html + "</ul></details>\n"
    }
}

/// One failing or missing snapshot's section.
struct EntryHTML {
    let entry: ReviewEntry

    private var id: String { "s\(entry.number)" }

    var html: String {
        let item = entry.report.item
        var html = """
            <section class="snapshot \(entry.isMissing ? "missing" : "failed")" id="\(id)">
            <h2><span class="badge">\(entry.isMissing ? "missing" : "failed")</span> \
            <code class="name">\(HTMLText.escaped(item.name))</code></h2>
            <p class="document">\(HTMLText.escaped(item.document))</p>
            <p class="summary">\(HTMLText.escaped(entry.summary))</p>

            """
        if !entry.changes.isEmpty {
            html += "<ul class=\"changes\">\n"
            for change in entry.changes.prefix(ReviewPage.changesShown) {
                html += "<li>\(HTMLText.escaped(change))</li>\n"
            }
            if entry.changes.count > ReviewPage.changesShown {
                html += "<li>… \(entry.changes.count - ReviewPage.changesShown) more layout changes</li>\n"
            }
            html += "</ul>\n"
        }
        html += """
            <div class="accept"><code id="\(id)-accept">\(HTMLText.escaped(entry.accept))</code>\
            <button type="button" data-copy="\(id)-accept">Copy</button></div>

            """
        return html + images + "</section>\n"
    }

    /// Reference | actual | diff, then the slider and blink views when both images are there.
    private var images: String {
        if entry.overBudget {
            return placeholder("Images not embedded: the report's image budget is spent.")
        }
        // A missing snapshot has no reference; verify keeps its actual image only if the runner wrote one.
        if entry.isMissing && entry.actual == nil { return "" }
        var html = "<div class=\"row\">\n"
        if !entry.isMissing {
            html += figure("Reference", entry.reference, role: "reference", otherwise: "The reference could not be read.")
        }
        html += figure("Actual", entry.actual, role: "actual", otherwise: "The actual image was not kept (no artifacts folder).")
        if !entry.isMissing {
            html += figure("Diff", entry.diff, role: "diff",
                           otherwise: entry.sizesDiffer ? "No diff image: the sizes differ." : "No diff image.")
        }
        html += "</div>\n"
        guard let reference = entry.reference, let actual = entry.actual else { return html }
        return html + """
            <div class="row">
            <figure class="slider"><figcaption>Slider: reference on the left, actual on the right</figcaption>
            <div class="stack checker">\(copy(of: "reference", reference))\
            \(copy(of: "actual", actual, style: " style=\"clip-path: inset(0 0 0 50%)\""))\
            <div class="split" style="left: 50%"></div></div>
            <input type="range" min="0" max="100" value="50" aria-label="Split between reference and actual">
            </figure>
            <figure class="blink"><figcaption>Blink: showing <span class="showing">actual</span> \
            (every 500 ms; click to step) <button type="button" class="pause">Pause</button></figcaption>
            <div class="stack checker" tabindex="0" role="button" aria-label="Toggle reference and actual">\
            \(copy(of: "reference", reference))\(copy(of: "actual", actual))</div>
            </figure>
            </div>

            """
    }

    private func figure(_ caption: String, _ image: EmbeddedImage?, role: String, otherwise: String) -> String {
        guard let image else { return "<figure><figcaption>\(caption)</figcaption>\(placeholder(otherwise))</figure>\n" }
        return """
            <figure><figcaption>\(caption) <span class="size">\(image.width) × \(image.height)</span></figcaption>\
            <img id="\(id)-\(role)" class="checker" src="\(image.uri)" width="\(image.width)" height="\(image.height)" \
            alt="\(caption) of \(HTMLText.escaped(entry.report.item.name))"></figure>

            """
    }

    /// An image the script fills with the source's inlined image: each image is inlined once.
    private func copy(of role: String, _ image: EmbeddedImage, style: String = "") -> String {
        "<img class=\"\(role == "actual" ? "top" : "base")\" data-from=\"\(id)-\(role)\" width=\"\(image.width)\" "
            + "height=\"\(image.height)\" alt=\"\(role)\"\(style)>"
    }

    private func placeholder(_ text: String) -> String { "<div class=\"placeholder\">\(text)</div>\n" }
}
