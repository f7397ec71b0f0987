import CellshotTesting

/// The output folder's `index.html`: every preview of the target in a grid — its name, where it is, and each of its
/// pictures with its variant and file name — so that a design system's docs show what the code draws.
///
/// Self-contained: no network (the content security policy allows images from the page's own place only), styles
/// and the one script inline; it names no date or time, so the same previews give the same bytes. The script marks
/// a picture whose file did not load (`class="missing"`, said in words) and counts the pictures on `<body>`
/// (`data-images`, `data-images-loaded`), which the browser test reads.
package struct PreviewIndexPage: Equatable, Sendable {
    /// One picture: a snapshot in one variant and state.
    package struct Picture: Equatable, Sendable {
        /// The PNG's name in the folder (`RowView-Wi-Fi@dark.normal.png`).
        package var file: String
        /// The variant and state in words (`dark · ios18`, `normal`).
        package var label: String
        /// The picture's size in points (pixels over the scale it was drawn at), for the `<img>`'s size.
        package var width: Int
        package var height: Int

        package init(file: String, label: String, width: Int, height: Int) {
            self.file = file
            self.label = label
            self.width = width
            self.height = height
        }
    }

    /// One preview (or one view of a `PreviewProvider`'s group) and its pictures.
    package struct Preview: Equatable, Sendable {
        /// Its snapshot name (`RowView Wi-Fi`).
        package var name: String
        /// Where it is (`App/RowView.swift:12`, or the `PreviewProvider` type).
        package var place: String
        package var pictures: [Picture]

        package init(name: String, place: String, pictures: [Picture]) {
            self.name = name
            self.place = place
            self.pictures = pictures
        }
    }

    /// The module whose previews these are.
    package var module: String
    package var previews: [Preview]
    /// The previews that could not be drawn, as the run reported them: listed, so the page never hides one.
    package var failures: [String]

    package init(module: String, previews: [Preview], failures: [String]) {
        self.module = module
        self.previews = previews
        self.failures = failures
    }

    /// The page.
    package var html: String {
        let count = previews.reduce(0) { $0 + $1.pictures.count }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="cellshot-previews">
            <title>Previews of \(escaped(module))</title>
            <style>\(Self.style)</style>
            </head>
            <body data-images="\(count)">
            <h1>Previews of \(escaped(module))</h1>
            <p class="summary">\(previews.count) preview\(previews.count == 1 ? "" : "s"), \(count) picture\(count == 1 ? "" : "s")\
            \(failures.isEmpty ? "" : ", \(failures.count) not drawn")</p>

            """
        if !failures.isEmpty {
            page += "<section class=\"failures\">\n<h2>Not drawn</h2>\n<ul>\n"
            for failure in failures { page += "<li>\(escaped(failure))</li>\n" }
            page += "</ul>\n</section>\n"
        }
        page += "<main class=\"grid\">\n"
        for preview in previews {
            page += "<section class=\"preview\">\n<h2>\(escaped(preview.name))</h2>\n"
                + "<p class=\"place\">\(escaped(preview.place))</p>\n<div class=\"pictures\">\n"
            for picture in preview.pictures {
                let file = escaped(picture.file)
                page += "<figure>\n<img src=\"\(Self.percentEncoded(picture.file))\" width=\"\(picture.width)\" "
                    + "height=\"\(picture.height)\" alt=\"\(escaped(preview.name)) (\(escaped(picture.label)))\">\n"
                    + "<figcaption><span class=\"variant\">\(escaped(picture.label))</span> "
                    + "<code class=\"file\">\(file)</code></figcaption>\n</figure>\n"
            }
            page += "</div>\n</section>\n"
        }
        return page + "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    }

    private func escaped(_ text: String) -> String { HTMLText.escaped(text) }

    /// A file name as a relative URL: characters a URL gives a meaning to (`#`, `?`, `%`, spaces…) percent-encoded,
    /// so that a preview named "50% off" still loads.
    static func percentEncoded(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "+"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// Images from the page's own folder (or site) only; no fetches, frames or forms.
    static let contentSecurityPolicy = "default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; "
        + "script-src 'unsafe-inline'"

    static let style = """

        :root { color-scheme: light dark; --line: #8886; }
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        .summary, .place { color: GrayText; margin: 0 0 16px; }
        .failures { border: 1px solid #d70015; border-radius: 8px; padding: 0 16px; margin-bottom: 24px; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 24px; align-items: start; }
        .preview { border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; overflow: hidden; }
        .preview h2 { font-size: 16px; margin: 0 0 2px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; }
        img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        figure.missing img { min-height: 40px; background: repeating-linear-gradient(45deg, #d7001522 0 8px, transparent 8px 16px); }
        figcaption { margin-top: 6px; font-size: 12px; }
        .variant { font-weight: 600; }
        .file { color: GrayText; }
        figure.missing figcaption::before { content: "missing: "; color: #d70015; font-weight: 600; }

        """

    /// Counts the pictures that loaded and marks those that did not.
    static let script = """

        addEventListener("load", () => {
          let loaded = 0;
          for (const image of document.images) {
            if (image.complete && image.naturalWidth > 0) { loaded += 1; } else { image.closest("figure").classList.add("missing"); }
          }
          document.body.dataset.imagesLoaded = String(loaded);
        });

        """
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
