import CellshotSwiftUI
import Foundation
import Testing

// Interaction-only modifiers are accepted and change nothing drawn; a presentation shown when the picture is
// taken is a warning with the app's line.

private struct Item: Identifiable { let id = 1 }

private struct Busy: View {
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var item: Item?
    @FocusState private var focused: Bool
    @GestureState private var drag = CGSize.zero
    @Namespace private var namespace
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text("Row")
            .onTapGesture { dismiss() }
            .onTapGesture(count: 2) { _ in }
            .onLongPressGesture { openURL(URL(fileURLWithPath: "/")) }
            .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation }.onEnded { _ in })
            .simultaneousGesture(TapGesture().onEnded { })
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
            .contextMenu { Text("Copy") }
            .swipeActions(edge: .leading) { Text("Pin") }
            .sheet(isPresented: $showsSheet) { Text("Sheet") }
            .sheet(item: $item) { _ in Text("Item") }
            .fullScreenCover(isPresented: $showsSheet) { Text("Cover") }
            .popover(isPresented: $showsSheet) { Text("Popover") }
            .alert("Delete?", isPresented: $showsAlert) { Text("OK") } message: { Text("Sure?") }
            .alert(isPresented: $showsAlert) { Alert(title: Text("Old"), dismissButton: .cancel()) }
            .confirmationDialog("Share", isPresented: $showsAlert, titleVisibility: .visible) { Text("Mail") }
            .accessibilityLabel("Row")
            .accessibilityHint(Text("Opens"))
            .accessibilityValue("3")
            .accessibilityHidden(false)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityIdentifier("row")
            .accessibilitySortPriority(1)
            .accessibilityAction { }
            .contentShape(Rectangle())
            .allowsHitTesting(true)
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .focused($focused)
            .submitLabel(.done)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .disableAutocorrection(true)
            .keyboardType(.emailAddress)
            .scrollDismissesKeyboard(.interactively)
            .sensoryFeedback(.success, trigger: showsAlert)
            .transition(.opacity.combined(with: .move(edge: .bottom)))
            .animation(.easeInOut, value: showsAlert)
            .matchedGeometryEffect(id: "row", in: namespace)
            .help("Row")
            .hoverEffect(.lift)
            .interactiveDismissDisabled()
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .refreshable { }
            .onSubmit { }
            .onOpenURL { _ in }
            .onDisappear { showsAlert = true }
    }
}

private struct PresentingView: View {
    @State private var showsSheet = false
    var body: some View {
        Text("Screen")
            .sheet(isPresented: $showsSheet) { Text("Sheet") }
            .onAppear { showsSheet = true }
    }
}

@MainActor
@Suite struct InteractionTests {
    @Test func interactionModifiersChangeNothingDrawn() throws {
        let busy = try CellshotSwiftUI.layout(of: Busy())
        let plain = try CellshotSwiftUI.layout(of: Text("Row"))
        let busyText = try #require(busy.first("Text("))
        let plainText = try #require(plain.first("Text("))
        #expect(busyText.frame == plainText.frame)
        #expect(busy.texts == ["Row"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func aPresentedSheetIsAWarningWithItsLine() throws {
        #expect(try CellshotSwiftUI.layout(of: PresentingView()).texts == ["Screen"])
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests/InteractionTests.swift:80: a .sheet is presented; cellshot draws the screen beneath, not the sheet",
        ])
    }
}
