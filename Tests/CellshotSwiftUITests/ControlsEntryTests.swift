@testable import CellshotSwiftUI
import Foundation
import Testing

/// Text fields, secure fields, text editors and pickers outside lists (docs/swiftui.md, "Controls").
@MainActor
@Suite struct ControlsEntryTests {
    typealias Support = ControlsTestSupport

    /// AccessibilitySnapshot's `SwiftUITextEntry` (its editor left out: it takes the screen's rest).
    var textEntry: some View {
        VStack {
            TextField("SwiftUI Text Field", text: .constant(""))
            TextField("SwiftUI Text Field", text: .constant("Value in Text Field"))
            SecureField("Password", text: .constant(""))
            SecureField("Password", text: .constant("secret123"))
        }
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func fieldsAsAccessibilitySnapshotsShowsThem(look: CellshotSwiftUI.Look) throws {
        // [M] AXS testSwiftUITextEntry_18_5/_26_2: the fields fill the 402 pt width; text fields 22 pt tall, 8 pt
        // apart; the empty secure field 21 pt, the filled one 20.33 pt; placeholders (196, 196, 198)-grey
        // (placeholderText); "secret123" as 9 dots 7.17 pt wide every 10.25 pt from 1.83 pt.
        let layout = try CellshotSwiftUI.layout(of: textEntry, width: 402, look: look)
        let fields = layout.all.filter { ["TextField", "SecureField"].contains($0.name) }
        #expect(fields.map(\.frame.width) == [402, 402, 402, 402])
        #expect(fields.map { ($0.frame.height * 3).rounded() / 3 }.map { ($0 * 1000).rounded() / 1000 }
                == [22, 22, 21, 20.333])
        #expect(close(fields[1].frame.minY - fields[0].frame.maxY, 8))
        let commands = try Support.commands(textEntry, look: look)
        let colors = Support.textColors(commands)
        #expect(colors["SwiftUI Text Field"] == Support.color(.placeholderText, look))
        #expect(colors["Value in Text Field"] == Support.color(.label, look))
        #expect(colors["Password"] == Support.color(.placeholderText, look))
        var dots: [GraphicsRect] = []
        for case let .fill(rect, _, _) in commands { dots.append(rect) }
        #expect(dots.count == 9)
        #expect(abs(dots[0].minX - 1.83) < 0.01 && abs(dots[1].minX - dots[0].minX - 10.25) < 0.01 && abs(dots[0].width - 7.17) < 0.01)
        #expect(abs((dots[0].minY + dots[0].height / 2) - fields[3].frame.midY) < 0.01)
    }

    @Test func aRoundedBorderFieldIs34PointsTall() throws {
        let layout = try CellshotSwiftUI.layout(of: TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
            .padding(), width: 402)
        let field = try #require(layout.first("TextField")), text = try #require(layout.first("Text("))
        #expect(field.frame == CGRect(x: 16, y: 16, width: 370, height: 34))
        #expect(text.frame.minX == 24)
    }

    /// `.multilineTextAlignment` places the field's text in its width (iComputerfreak/TimeSheet's wage field: an
    /// `HStack` of a title, a `Spacer` and a trailing-aligned `TextField` whose value sits beside the stepper).
    @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)])
    func aFieldsTextFollowsTheMultilineAlignment(alignment: TextAlignment, fraction: Double) throws {
        let layout = try CellshotSwiftUI.layout(of: TextField("Wage", text: .constant("15.00"))
            .multilineTextAlignment(alignment), width: 402)
        let field = try #require(layout.first("TextField")), text = try #require(layout.first("Text("))
        #expect(field.frame.width == 402)
        let free = field.frame.width - text.frame.width
        #expect(abs(text.frame.minX - (field.frame.minX + free * fraction)) < 0.01)
    }

    struct Boxed: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration.padding(10).background(Color.yellow)
        }
    }

    @Test func anAppsTextFieldStyleWrapsThePlainField() throws {
        let layout = try CellshotSwiftUI.layout(of: TextField("Note", text: .constant("Hi")).textFieldStyle(Boxed()), width: 402)
        let field = try #require(layout.first("TextField"))
        #expect(field.frame.size == CGSize(width: 402, height: 42))
    }

    @Test func anEditorTakesTheSpaceOfferedItsTextInset() throws {
        let layout = try CellshotSwiftUI.layout(of: TextEditor(text: .constant("Notes")).frame(height: 120).padding(),
                                                width: 402)
        let editor = try #require(layout.first("TextEditor")), text = try #require(layout.first("Text("))
        #expect(editor.frame == CGRect(x: 16, y: 16, width: 370, height: 120))
        #expect(text.frame.origin == CGPoint(x: 21, y: 24))
    }

    enum Flavor: String, CaseIterable, Identifiable, Hashable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    /// In a form row a menu picker shows its label leading and its selection trailing, in the secondary colour.
    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func aMenuPickerInAFormRowShowsItsLabel(look: CellshotSwiftUI.Look) throws {
        let view = Form {
            Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 390, look: look)
        let row = try #require(layout.all.first { $0.name.hasPrefix("row ") })
        var frames: [String: GraphicsRect] = [:]
        let commands = try Support.commands(view, width: 390, look: look)
        for case .text(let run) in commands { frames[run.text] = run.frame }
        let label = try #require(frames["Flavor"]), selection = try #require(frames["Vanilla"])
        let margin = look == .ios26 ? 16.0 : 20.0
        #expect(label.minX == Double(row.frame.minX) + margin)
        // The selection sits at the trailing end, its chevrons (8 pt and a 4 pt gap, as outside a list) after it.
        #expect(selection.maxX > Double(row.frame.maxX) - margin - 20)
        #expect(selection.maxX < Double(row.frame.maxX) - margin - 8)
        #expect(abs((label.minY + label.height / 2) - (selection.minY + selection.height / 2)) < 0.5)
        let colors = Support.textColors(commands)
        #expect(colors["Flavor"] == Support.color(.label, look))
        #expect(colors["Vanilla"] == Support.color(.secondaryLabel, look))
    }

    @Test func aMenuPickerIsItsSelectionAndChevronsInTheTint() throws {
        let view = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let text = try #require(layout.first("Text(")), chevrons = try #require(layout.first("Chevrons"))
        #expect(text.name == "Text(\"Vanilla\")")
        #expect(layout.all.filter { $0.name.hasPrefix("Text") }.count == 1)
        // The box: the measured ink and its bearings (SwiftUIFigures.menuPickerChevronInk, …Bearing; MenuPickerFidelityTests).
        #expect(chevrons.frame.size == CGSize(width: 25.0 / 3 + 4, height: 12))
        #expect(close(chevrons.frame.minX - text.frame.maxX, 4))
        let commands = try Support.commands(view)
        #expect(Support.textColors(commands)["Vanilla"] == Support.color(.systemBlue, .ios26))
    }

    @Test func anOptionalSelectionMatchesPlainTags() throws {
        let view = Picker("Flavor", selection: .constant(Optional(Flavor.strawberry))) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Strawberry").tag(Flavor.strawberry)
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        #expect(layout.all.filter { $0.name.hasPrefix("Text") }.map(\.name) == ["Text(\"Strawberry\")"])
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func aSegmentedPickerFillsTheWidth(look: CellshotSwiftUI.Look) throws {
        // [M] AXS testSegmentedControl: 32 pt tall in both looks; SwiftUI's segmented picker fills the width.
        let view = Picker("Flavor", selection: .constant(Flavor.strawberry)) {
            Text("A").tag(Flavor.chocolate)
            Text("B").tag(Flavor.vanilla)
            Text("C").tag(Flavor.strawberry)
        }
        .pickerStyle(.segmented).padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402, look: look)
        let control = try #require(layout.first("SegmentedControl"))
        #expect(control.frame == CGRect(x: 16, y: 16, width: 370, height: 32))
        let titles = control.children
        #expect(titles.count == 3)
        for (index, title) in titles.enumerated() {
            #expect(close(title.frame.midX, 16 + 370 / 3 * (CGFloat(index) + 0.5), within: 0.34))
        }
    }

    @Test func idealSizesForANilProposal() throws {
        // Offered no width, a field is its text's or placeholder's width, a segmented picker its widest title
        // and 8 pt each side, times its segments [I: UISegmentedControl's equal segments].
        let layout = try CellshotSwiftUI.layout(of: VStack {
            TextField("Name", text: .constant("")).fixedSize()
            Picker("P", selection: .constant(1)) { Text("One").tag(1); Text("Three").tag(3) }.pickerStyle(.segmented)
                .fixedSize()
        }, width: 402)
        let field = try #require(layout.first("TextField")), name = try #require(layout.first("Text(\"Name\")"))
        #expect(close(field.frame.width, name.frame.width) && field.frame.height == 22)
        let control = try #require(layout.first("SegmentedControl")), three = try #require(layout.first("Text(\"Three\")"))
        #expect(close(control.frame.width, 2 * (three.frame.width + 16)))
    }

    @Test func anUndrawnPickerStyleWarnsWithItsLine() throws {
        _ = try CellshotSwiftUI.layout(of: Picker("P", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.wheel),
                                       width: 402)
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("ControlsEntryTests.swift:") && $0.contains(".wheel") })
    }

    @Test func anAsyncImageShowsItsPlaceholderAndWarns() throws {
        let view = VStack {
            AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                if phase.image == nil { Color.red } else { Color.blue }
            }
            .frame(width: 40, height: 40)
            AsyncImage(url: nil) { image in image } placeholder: { Color.green }.frame(width: 20, height: 20)
        }
        let fills = Support.pathFills(try Support.commands(view))
        #expect(fills.map(\.1) == [Support.color(.systemRed, .ios26), Support.color(.systemGreen, .ios26)])
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("ControlsEntryTests.swift:") && $0.contains("AsyncImage") })
    }

    @Test func aCompactDatePickerShowsTheDateAndTimeTrailing() throws {
        // 2019-06-08 13:20 UTC, in the default environment's en_US locale and UTC time zone.
        let view = DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_560_000_000))).padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let date = try #require(layout.first("Text(\"Jun 8, 2019\")")), time = try #require(layout.first("Text(\"1:20"))
        let pills = layout.all.filter { $0.name == "background" }
        #expect(pills.count == 2)
        #expect(close(pills[1].frame.maxX, 386) && close(pills[1].frame.minX - pills[0].frame.maxX, 6))
        #expect(close(pills[0].frame.height, 20.333 + 14))
        #expect(close(date.frame.minX, pills[0].frame.minX + 11) && close(time.frame.minX, pills[1].frame.minX + 11))
        let colors = Support.textColors(try Support.commands(view))
        #expect(colors["Jun 8, 2019"] == Support.color(.label, .ios26))
        _ = try CellshotSwiftUI.layout(of: view.datePickerStyle(.graphical), width: 402)
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("ControlsEntryTests.swift:") && $0.contains(".graphical") })
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func referenceImages(look: CellshotSwiftUI.Look) throws {
        let view = VStack {
            textEntry
            TextField("Rounded", text: .constant("Taylor")).textFieldStyle(.roundedBorder)
            Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
        }
        try Support.verifySnapshot(view, named: "entry-\(look)", suite: "ControlsEntryTests", look: look)
    }
}
