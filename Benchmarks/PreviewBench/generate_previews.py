#!/usr/bin/env python3
"""Writes Previews.swift: 100 previews as `#Preview` writes them out, 20 files of five (python3 generate_previews.py)."""
kinds = [
    ("settings", 'BenchSettingsRow(title: "Setting {i}", value: "On", symbol: "wifi")'),
    ("contact", 'BenchContactRow(name: "Contact {i}", detail: "Mobile · {i} min ago")'),
    ("badge", 'BenchBadge(text: "Badge {i}")'),
    ("list", 'BenchList(section: "Section {i}", rows: 4)'),
    ("toggle", 'BenchToggleRow(title: "Option {i}", isOn: {even})'),
]
traits = ["", ", traits: .sizeThatFitsLayout", ", traits: .fixedLayout(width: 320, height: 120)", "",
          ", traits: .landscapeLeft"]
out = ["""// Generated: 100 previews, as `#Preview` writes them out (CellshotPreviewMacros' expansion), in 20 files of five
// previews each — settings rows, contact rows, badges, short lists and toggle rows, with and without traits — so
// that the benchmark needs no Previews trait (no swift-syntax). Regenerate with generate_previews.py.
import CellshotSwiftUI
"""]
for f in range(20):
    for p in range(5):
        kind, body = kinds[(f + p) % 5]
        i = f * 5 + p
        out.append(f"""struct __cellshotPreview_bench{i}: CellshotUIKit.PreviewRegistry {{
    static var fileID: String {{ "PreviewBench/Screen{f}.swift" }}
    static var line: Int {{ {3 + 6 * p} }}
    static var column: Int {{ 1 }}
    @MainActor static func makePreview() -> CellshotUIKit.Preview {{
        CellshotUIKit.Preview("{kind.capitalize()} {i}"{traits[p]}) {{ {body.format(i=i, even="true" if i % 2 == 0 else "false")} }}
    }}
}}
""")
open("Previews.swift", "w").write("\n".join(out))
