/// The review page's inline style sheet and script (no third-party code), and the content security
/// policy that keeps the page from loading anything else.
enum ReviewAssets {
    /// Images only from `data:` URIs, styles and scripts only inline, nothing from the network.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

    static let style = """

        :root { color-scheme: light dark; --failed: #d70015; --missing: #b25000; --passed: #248a3d;
          --line: #8886; --accent: #0a84ff; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto;
          max-width: 1400px; padding: 16px 24px 48px; }
        code, pre { font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        pre { margin: 0; white-space: pre-wrap; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 0 0 4px; overflow-wrap: anywhere; }
        p { margin: 4px 0; }
        .count { font-weight: 600; }
        .count.passed { color: var(--passed); }
        .count.failed { color: var(--failed); }
        .count.missing { color: var(--missing); }
        .count.errors { color: var(--failed); }
        section.document-errors { border-top: 1px solid var(--line); padding: 16px 0; }
        .document-error { margin: 12px 0; }
        .document-error h3 { font-size: 14px; margin: 0 0 4px; overflow-wrap: anywhere; }
        .document-error .message { background: #8882; padding: 6px 8px; border-radius: 4px; }
        .warning { color: var(--failed); font-weight: 600; }
        nav ol { columns: 2 360px; margin: 8px 0; }
        .accept-all { margin-top: 12px; }
        section.snapshot { border-top: 1px solid var(--line); padding: 16px 0; }
        .badge { text-transform: uppercase; font: 600 11px/1 system-ui, sans-serif; padding: 3px 6px;
          border-radius: 4px; color: #fff; background: var(--failed); vertical-align: 2px; }
        .missing .badge { background: var(--missing); }
        .document { color: GrayText; }
        .changes { margin: 4px 0; padding-left: 20px; font-size: 12.5px; }
        .accept { display: flex; gap: 8px; align-items: flex-start; margin-top: 8px; }
        .accept code { user-select: all; background: #8882; padding: 4px 6px; border-radius: 4px;
          overflow-wrap: anywhere; flex: 1; }
        .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px;
          align-items: start; margin-top: 12px; }
        @media (max-width: 800px) { .row { grid-template-columns: minmax(0, 1fr); } }
        figure { margin: 0; min-width: 0; }
        figcaption { font-size: 12px; color: GrayText; margin-bottom: 4px; }
        figcaption button { font-size: 11px; }
        .size { opacity: 0.8; }
        figure img { display: block; max-width: 100%; height: auto; }
        .checker { background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stack { display: inline-grid; position: relative; max-width: 100%; }
        .stack > img { grid-area: 1 / 1; }
        .split { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent);
          pointer-events: none; }
        .slider input { display: block; width: 100%; margin: 6px 0 0; }
        .blink .stack { cursor: pointer; }
        .blink .stack.showing-reference > .top { visibility: hidden; }
        .placeholder { padding: 24px 12px; border: 1px dashed var(--line); color: GrayText; font-size: 12px; }
        #passed { margin-top: 16px; border-top: 1px solid var(--line); padding-top: 12px; }
        #passed ul { columns: 3 280px; font-size: 12px; }

        """

    static let script = """

        "use strict";
        (() => {
          // The slider and blink views show the images inlined once, in the side-by-side view.
          for (const img of document.querySelectorAll("img[data-from]")) {
            const source = document.getElementById(img.dataset.from);
            if (source) img.src = source.src;
          }

          // Once the page has loaded, how many images did, on <body>: data-images="N" data-images-loaded="M".
          addEventListener("load", () => {
            const images = Array.from(document.images);
            const count = images.filter((img) => img.complete && img.naturalWidth > 0).length;
            document.body.dataset.images = String(images.length);
            document.body.dataset.imagesLoaded = String(count);
            if (count < images.length) document.getElementById("image-warning").hidden = false;
          });

          // Slider: the actual image is clipped from the left up to the split; the reference shows there.
          for (const view of document.querySelectorAll(".slider")) {
            const input = view.querySelector("input");
            const top = view.querySelector(".top");
            const split = view.querySelector(".split");
            const move = () => {
              top.style.clipPath = `inset(0 0 0 ${input.value}%)`;
              split.style.left = `${input.value}%`;
            };
            input.addEventListener("input", move);
            move();
          }

          // Blink: reference and actual in turn every 500 ms; a click steps and pauses.
          const blinks = Array.from(document.querySelectorAll(".blink"));
          const show = (view, reference) => {
            view.querySelector(".stack").classList.toggle("showing-reference", reference);
            view.querySelector(".showing").textContent = reference ? "reference" : "actual";
          };
          const step = (view) => show(view, !view.querySelector(".stack").classList.contains("showing-reference"));
          const pause = (view, paused) => {
            view.dataset.paused = paused ? "true" : "";
            view.querySelector(".pause").textContent = paused ? "Blink" : "Pause";
          };
          for (const view of blinks) {
            const stack = view.querySelector(".stack");
            stack.addEventListener("click", () => { pause(view, true); step(view); });
            stack.addEventListener("keydown", (event) => {
              if (event.key === " " || event.key === "Enter") { event.preventDefault(); stack.click(); }
            });
            view.querySelector(".pause").addEventListener("click", () => pause(view, !view.dataset.paused));
            if (matchMedia("(prefers-reduced-motion: reduce)").matches) pause(view, true);
          }
          if (blinks.length > 0) {
            setInterval(() => { for (const view of blinks) if (!view.dataset.paused) step(view); }, 500);
          }

          // Copy buttons: the clipboard where the browser allows it, else the text is selected.
          const select = (element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            getSelection().removeAllRanges();
            getSelection().addRange(range);
          };
          document.addEventListener("click", (event) => {
            const button = event.target.closest("button[data-copy]");
            if (!button) return;
            const element = document.getElementById(button.dataset.copy);
            const done = () => {
              button.textContent = "Copied";
              setTimeout(() => { button.textContent = "Copy"; }, 1500);
            };
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(element.textContent).then(done, () => select(element));
            } else {
              select(element);
            }
          });
        })();

        """
}
