// Generated: 100 previews, as `#Preview` writes them out (CellshotPreviewMacros' expansion), in 20 files of five
// previews each — settings rows, contact rows, badges, short lists and toggle rows, with and without traits — so
// that the benchmark needs no Previews trait (no swift-syntax). Regenerate with generate_previews.py.
import CellshotSwiftUI

struct __cellshotPreview_bench0: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen0.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 0") { BenchSettingsRow(title: "Setting 0", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench1: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen0.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 1", traits: .sizeThatFitsLayout) { BenchContactRow(name: "Contact 1", detail: "Mobile · 1 min ago") }
    }
}

struct __cellshotPreview_bench2: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen0.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 2", traits: .fixedLayout(width: 320, height: 120)) { BenchBadge(text: "Badge 2") }
    }
}

struct __cellshotPreview_bench3: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen0.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 3") { BenchList(section: "Section 3", rows: 4) }
    }
}

struct __cellshotPreview_bench4: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen0.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 4", traits: .landscapeLeft) { BenchToggleRow(title: "Option 4", isOn: true) }
    }
}

struct __cellshotPreview_bench5: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen1.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 5") { BenchContactRow(name: "Contact 5", detail: "Mobile · 5 min ago") }
    }
}

struct __cellshotPreview_bench6: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen1.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 6", traits: .sizeThatFitsLayout) { BenchBadge(text: "Badge 6") }
    }
}

struct __cellshotPreview_bench7: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen1.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 7", traits: .fixedLayout(width: 320, height: 120)) { BenchList(section: "Section 7", rows: 4) }
    }
}

struct __cellshotPreview_bench8: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen1.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 8") { BenchToggleRow(title: "Option 8", isOn: true) }
    }
}

struct __cellshotPreview_bench9: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen1.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 9", traits: .landscapeLeft) { BenchSettingsRow(title: "Setting 9", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench10: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen2.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 10") { BenchBadge(text: "Badge 10") }
    }
}

struct __cellshotPreview_bench11: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen2.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 11", traits: .sizeThatFitsLayout) { BenchList(section: "Section 11", rows: 4) }
    }
}

struct __cellshotPreview_bench12: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen2.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 12", traits: .fixedLayout(width: 320, height: 120)) { BenchToggleRow(title: "Option 12", isOn: true) }
    }
}

struct __cellshotPreview_bench13: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen2.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 13") { BenchSettingsRow(title: "Setting 13", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench14: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen2.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 14", traits: .landscapeLeft) { BenchContactRow(name: "Contact 14", detail: "Mobile · 14 min ago") }
    }
}

struct __cellshotPreview_bench15: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen3.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 15") { BenchList(section: "Section 15", rows: 4) }
    }
}

struct __cellshotPreview_bench16: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen3.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 16", traits: .sizeThatFitsLayout) { BenchToggleRow(title: "Option 16", isOn: true) }
    }
}

struct __cellshotPreview_bench17: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen3.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 17", traits: .fixedLayout(width: 320, height: 120)) { BenchSettingsRow(title: "Setting 17", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench18: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen3.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 18") { BenchContactRow(name: "Contact 18", detail: "Mobile · 18 min ago") }
    }
}

struct __cellshotPreview_bench19: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen3.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 19", traits: .landscapeLeft) { BenchBadge(text: "Badge 19") }
    }
}

struct __cellshotPreview_bench20: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen4.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 20") { BenchToggleRow(title: "Option 20", isOn: true) }
    }
}

struct __cellshotPreview_bench21: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen4.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 21", traits: .sizeThatFitsLayout) { BenchSettingsRow(title: "Setting 21", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench22: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen4.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 22", traits: .fixedLayout(width: 320, height: 120)) { BenchContactRow(name: "Contact 22", detail: "Mobile · 22 min ago") }
    }
}

struct __cellshotPreview_bench23: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen4.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 23") { BenchBadge(text: "Badge 23") }
    }
}

struct __cellshotPreview_bench24: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen4.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 24", traits: .landscapeLeft) { BenchList(section: "Section 24", rows: 4) }
    }
}

struct __cellshotPreview_bench25: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen5.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 25") { BenchSettingsRow(title: "Setting 25", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench26: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen5.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 26", traits: .sizeThatFitsLayout) { BenchContactRow(name: "Contact 26", detail: "Mobile · 26 min ago") }
    }
}

struct __cellshotPreview_bench27: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen5.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 27", traits: .fixedLayout(width: 320, height: 120)) { BenchBadge(text: "Badge 27") }
    }
}

struct __cellshotPreview_bench28: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen5.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 28") { BenchList(section: "Section 28", rows: 4) }
    }
}

struct __cellshotPreview_bench29: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen5.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 29", traits: .landscapeLeft) { BenchToggleRow(title: "Option 29", isOn: false) }
    }
}

struct __cellshotPreview_bench30: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen6.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 30") { BenchContactRow(name: "Contact 30", detail: "Mobile · 30 min ago") }
    }
}

struct __cellshotPreview_bench31: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen6.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 31", traits: .sizeThatFitsLayout) { BenchBadge(text: "Badge 31") }
    }
}

struct __cellshotPreview_bench32: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen6.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 32", traits: .fixedLayout(width: 320, height: 120)) { BenchList(section: "Section 32", rows: 4) }
    }
}

struct __cellshotPreview_bench33: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen6.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 33") { BenchToggleRow(title: "Option 33", isOn: false) }
    }
}

struct __cellshotPreview_bench34: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen6.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 34", traits: .landscapeLeft) { BenchSettingsRow(title: "Setting 34", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench35: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen7.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 35") { BenchBadge(text: "Badge 35") }
    }
}

struct __cellshotPreview_bench36: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen7.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 36", traits: .sizeThatFitsLayout) { BenchList(section: "Section 36", rows: 4) }
    }
}

struct __cellshotPreview_bench37: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen7.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 37", traits: .fixedLayout(width: 320, height: 120)) { BenchToggleRow(title: "Option 37", isOn: false) }
    }
}

struct __cellshotPreview_bench38: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen7.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 38") { BenchSettingsRow(title: "Setting 38", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench39: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen7.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 39", traits: .landscapeLeft) { BenchContactRow(name: "Contact 39", detail: "Mobile · 39 min ago") }
    }
}

struct __cellshotPreview_bench40: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen8.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 40") { BenchList(section: "Section 40", rows: 4) }
    }
}

struct __cellshotPreview_bench41: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen8.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 41", traits: .sizeThatFitsLayout) { BenchToggleRow(title: "Option 41", isOn: false) }
    }
}

struct __cellshotPreview_bench42: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen8.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 42", traits: .fixedLayout(width: 320, height: 120)) { BenchSettingsRow(title: "Setting 42", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench43: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen8.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 43") { BenchContactRow(name: "Contact 43", detail: "Mobile · 43 min ago") }
    }
}

struct __cellshotPreview_bench44: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen8.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 44", traits: .landscapeLeft) { BenchBadge(text: "Badge 44") }
    }
}

struct __cellshotPreview_bench45: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen9.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 45") { BenchToggleRow(title: "Option 45", isOn: false) }
    }
}

struct __cellshotPreview_bench46: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen9.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 46", traits: .sizeThatFitsLayout) { BenchSettingsRow(title: "Setting 46", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench47: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen9.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 47", traits: .fixedLayout(width: 320, height: 120)) { BenchContactRow(name: "Contact 47", detail: "Mobile · 47 min ago") }
    }
}

struct __cellshotPreview_bench48: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen9.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 48") { BenchBadge(text: "Badge 48") }
    }
}

struct __cellshotPreview_bench49: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen9.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 49", traits: .landscapeLeft) { BenchList(section: "Section 49", rows: 4) }
    }
}

struct __cellshotPreview_bench50: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen10.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 50") { BenchSettingsRow(title: "Setting 50", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench51: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen10.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 51", traits: .sizeThatFitsLayout) { BenchContactRow(name: "Contact 51", detail: "Mobile · 51 min ago") }
    }
}

struct __cellshotPreview_bench52: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen10.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 52", traits: .fixedLayout(width: 320, height: 120)) { BenchBadge(text: "Badge 52") }
    }
}

struct __cellshotPreview_bench53: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen10.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 53") { BenchList(section: "Section 53", rows: 4) }
    }
}

struct __cellshotPreview_bench54: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen10.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 54", traits: .landscapeLeft) { BenchToggleRow(title: "Option 54", isOn: true) }
    }
}

struct __cellshotPreview_bench55: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen11.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 55") { BenchContactRow(name: "Contact 55", detail: "Mobile · 55 min ago") }
    }
}

struct __cellshotPreview_bench56: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen11.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 56", traits: .sizeThatFitsLayout) { BenchBadge(text: "Badge 56") }
    }
}

struct __cellshotPreview_bench57: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen11.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 57", traits: .fixedLayout(width: 320, height: 120)) { BenchList(section: "Section 57", rows: 4) }
    }
}

struct __cellshotPreview_bench58: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen11.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 58") { BenchToggleRow(title: "Option 58", isOn: true) }
    }
}

struct __cellshotPreview_bench59: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen11.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 59", traits: .landscapeLeft) { BenchSettingsRow(title: "Setting 59", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench60: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen12.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 60") { BenchBadge(text: "Badge 60") }
    }
}

struct __cellshotPreview_bench61: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen12.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 61", traits: .sizeThatFitsLayout) { BenchList(section: "Section 61", rows: 4) }
    }
}

struct __cellshotPreview_bench62: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen12.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 62", traits: .fixedLayout(width: 320, height: 120)) { BenchToggleRow(title: "Option 62", isOn: true) }
    }
}

struct __cellshotPreview_bench63: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen12.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 63") { BenchSettingsRow(title: "Setting 63", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench64: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen12.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 64", traits: .landscapeLeft) { BenchContactRow(name: "Contact 64", detail: "Mobile · 64 min ago") }
    }
}

struct __cellshotPreview_bench65: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen13.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 65") { BenchList(section: "Section 65", rows: 4) }
    }
}

struct __cellshotPreview_bench66: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen13.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 66", traits: .sizeThatFitsLayout) { BenchToggleRow(title: "Option 66", isOn: true) }
    }
}

struct __cellshotPreview_bench67: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen13.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 67", traits: .fixedLayout(width: 320, height: 120)) { BenchSettingsRow(title: "Setting 67", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench68: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen13.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 68") { BenchContactRow(name: "Contact 68", detail: "Mobile · 68 min ago") }
    }
}

struct __cellshotPreview_bench69: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen13.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 69", traits: .landscapeLeft) { BenchBadge(text: "Badge 69") }
    }
}

struct __cellshotPreview_bench70: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen14.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 70") { BenchToggleRow(title: "Option 70", isOn: true) }
    }
}

struct __cellshotPreview_bench71: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen14.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 71", traits: .sizeThatFitsLayout) { BenchSettingsRow(title: "Setting 71", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench72: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen14.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 72", traits: .fixedLayout(width: 320, height: 120)) { BenchContactRow(name: "Contact 72", detail: "Mobile · 72 min ago") }
    }
}

struct __cellshotPreview_bench73: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen14.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 73") { BenchBadge(text: "Badge 73") }
    }
}

struct __cellshotPreview_bench74: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen14.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 74", traits: .landscapeLeft) { BenchList(section: "Section 74", rows: 4) }
    }
}

struct __cellshotPreview_bench75: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen15.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 75") { BenchSettingsRow(title: "Setting 75", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench76: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen15.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 76", traits: .sizeThatFitsLayout) { BenchContactRow(name: "Contact 76", detail: "Mobile · 76 min ago") }
    }
}

struct __cellshotPreview_bench77: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen15.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 77", traits: .fixedLayout(width: 320, height: 120)) { BenchBadge(text: "Badge 77") }
    }
}

struct __cellshotPreview_bench78: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen15.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 78") { BenchList(section: "Section 78", rows: 4) }
    }
}

struct __cellshotPreview_bench79: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen15.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 79", traits: .landscapeLeft) { BenchToggleRow(title: "Option 79", isOn: false) }
    }
}

struct __cellshotPreview_bench80: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen16.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 80") { BenchContactRow(name: "Contact 80", detail: "Mobile · 80 min ago") }
    }
}

struct __cellshotPreview_bench81: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen16.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 81", traits: .sizeThatFitsLayout) { BenchBadge(text: "Badge 81") }
    }
}

struct __cellshotPreview_bench82: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen16.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 82", traits: .fixedLayout(width: 320, height: 120)) { BenchList(section: "Section 82", rows: 4) }
    }
}

struct __cellshotPreview_bench83: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen16.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 83") { BenchToggleRow(title: "Option 83", isOn: false) }
    }
}

struct __cellshotPreview_bench84: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen16.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 84", traits: .landscapeLeft) { BenchSettingsRow(title: "Setting 84", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench85: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen17.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 85") { BenchBadge(text: "Badge 85") }
    }
}

struct __cellshotPreview_bench86: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen17.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 86", traits: .sizeThatFitsLayout) { BenchList(section: "Section 86", rows: 4) }
    }
}

struct __cellshotPreview_bench87: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen17.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 87", traits: .fixedLayout(width: 320, height: 120)) { BenchToggleRow(title: "Option 87", isOn: false) }
    }
}

struct __cellshotPreview_bench88: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen17.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 88") { BenchSettingsRow(title: "Setting 88", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench89: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen17.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 89", traits: .landscapeLeft) { BenchContactRow(name: "Contact 89", detail: "Mobile · 89 min ago") }
    }
}

struct __cellshotPreview_bench90: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen18.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 90") { BenchList(section: "Section 90", rows: 4) }
    }
}

struct __cellshotPreview_bench91: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen18.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 91", traits: .sizeThatFitsLayout) { BenchToggleRow(title: "Option 91", isOn: false) }
    }
}

struct __cellshotPreview_bench92: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen18.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 92", traits: .fixedLayout(width: 320, height: 120)) { BenchSettingsRow(title: "Setting 92", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench93: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen18.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 93") { BenchContactRow(name: "Contact 93", detail: "Mobile · 93 min ago") }
    }
}

struct __cellshotPreview_bench94: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen18.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 94", traits: .landscapeLeft) { BenchBadge(text: "Badge 94") }
    }
}

struct __cellshotPreview_bench95: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen19.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Toggle 95") { BenchToggleRow(title: "Option 95", isOn: false) }
    }
}

struct __cellshotPreview_bench96: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen19.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Settings 96", traits: .sizeThatFitsLayout) { BenchSettingsRow(title: "Setting 96", value: "On", symbol: "wifi") }
    }
}

struct __cellshotPreview_bench97: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen19.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Contact 97", traits: .fixedLayout(width: 320, height: 120)) { BenchContactRow(name: "Contact 97", detail: "Mobile · 97 min ago") }
    }
}

struct __cellshotPreview_bench98: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen19.swift" }
    static var line: Int { 21 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge 98") { BenchBadge(text: "Badge 98") }
    }
}

struct __cellshotPreview_bench99: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewBench/Screen19.swift" }
    static var line: Int { 27 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("List 99", traits: .landscapeLeft) { BenchList(section: "Section 99", rows: 4) }
    }
}
