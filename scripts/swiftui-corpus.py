#!/usr/bin/env python3
"""Measures CellshotSwiftUI on a corpus of real SwiftUI list code (issue 41): does each set compile with only its
imports changed, the lines Swift on Linux cannot compile guarded and stand-ins for the app's modules that are not UI,
and does it draw?

Run through scripts/swiftui-corpus.sh (docs/swiftui.md, "Real code", says how). Standard library only.

For every set named in docs/swiftui-corpus-sets.tsv whose directory exists under --corpus:
  1. its files (the rows of docs/swiftui-corpus.tsv, found by name in <corpus>/<set>/) are copied into a generated
     SwiftPM package outside the repository (one library target per set, depending on CellshotSwiftUI of the
     --cellshot checkout by path), changed mechanically and only so:
       - `import SwiftUI` becomes `#if canImport(SwiftUI) import SwiftUI #else import CellshotSwiftUI #endif`,
         `import UIKit` the same block with CellshotUIKit;
       - every other import but the standard library's, Foundation's and Observation's (`import Combine`, the app's
         own modules, third-party packages) is guarded by `#if canImport(<module>)`: on Linux the set's stand-ins
         declare what those modules would;
       - what Swift on Linux cannot compile whatever a module declares is guarded with `#if canImport(UIKit)`, as
         scripts/uikit-corpus.py does (its helpers are used): `@objc`/`@IBAction`/`@IBOutlet`/`@IBInspectable`
         declarations, statements using `#selector` (and the later uses of a local they declare), `override`s in
         extensions, `#Preview` blocks, `os_log` statements;
     every edit is written to the set's edits.txt and edits.diff. Nothing else of the app's code is guarded away:
     a set that compiles with its body removed would draw a lie;
     the set's stand-ins (corpus/swiftui-standins/<set>/*.swift in this repository: cellshot's code, not the app's) are
     compiled beside them; a corpus file named in that folder's replaces.txt is left out (a model file
     Linux cannot compile, such as SwiftData's `@Model`) and counted apart;
  2. each target is built on its own (`swift build --target`, its own process, a timeout), in Swift 6 and Swift 5
     language modes; its errors are kept, deduplicated and grouped by cause: a missing SwiftUI API (named: `List`,
     `.navigationTitle`, `@StateObject`, `EnvironmentValues.dismiss`), a signature that differs (named with the
     labels of the call: `Toggle(isOn:){}`), Swift 6 isolation, a stand-in missing (a name neither SwiftUI's nor
     declared by the set: the app's module the stand-ins lack), other;
  3. the sets that compile get a driver (one executable; one process per set, entry, look and colour scheme, with
     a timeout) that makes each entry of the sets TSV and draws it with `CellshotSwiftUI.render(_:to:width:402,
     height:…, colorScheme:, look:)` in .ios26 and .ios18, light and dark, writing the PNG, its laid-out tree and
     the warnings; `UIHostingConfiguration` sets are drawn through CellshotUIKit once the checkout declares it,
     skipped (and said so) until then;
  4. results.md (the table and every error by cause), missing-apis.md (ranked by files blocked, grouped by area),
     api-usage.md (the SwiftUI names the corpus uses, by files, and whether the checkout declares them),
     results.json and docs-section.md are written to the run's directory, <corpus>/out/<run>/.
`--update-docs` writes the compiles/renders/notes columns of the docs TSVs from the last runs of both modes (a mode
not measured: "—").
"""
import argparse
import collections
import difflib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.abspath(os.path.join(SCRIPT_DIR, ".."))


def _load_uikit_corpus():
    """scripts/uikit-corpus.py as a module: its bracket scanner and Swift-syntax helpers, shared by both corpus
    measurements."""
    spec = importlib.util.spec_from_file_location("uikit_corpus", os.path.join(SCRIPT_DIR, "uikit-corpus.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


UK = _load_uikit_corpus()

# The Linux-language guards' declaration and statement ranges: scripts/uikit-corpus.py dropped its guards when it
# began measuring through the CellshotSources plugin (issue 43); this script still guards, until it measures the
# same way.
DECL_ATTRIBUTES = ("@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@IBSegueAction")
DECL_KEYWORD = re.compile(r"\b(func|var|let|init|class|struct|enum|protocol|extension|subscript)\b")


def block_depth(stack):
    """The depth of the innermost `{` block in a bracket stack (statements of that block start at this depth)."""
    for index in range(len(stack) - 1, -1, -1):
        if stack[index] == "{":
            return index + 1
    return 0


def statement_range(infos, line_index, column_code_prefix):
    """First and last line of the statement containing a position: back to the line that starts at the
    innermost block's depth, forward until the depth returns to it."""
    code, start_stack, _ = infos[line_index]
    stack = list(start_stack)
    for ch in column_code_prefix:
        if ch in "([{":
            stack.append(ch)
        elif ch in ")]}" and stack:
            stack.pop()
    depth = block_depth(stack)
    first = line_index
    while first > 0 and len(infos[first][1]) > depth:
        first -= 1
    last = line_index
    while last < len(infos) - 1 and len(infos[last][2]) > depth:
        last += 1
    return first, last


def declaration_range(infos, line_index):
    """First and last line of the declaration an attribute at `line_index` belongs to: through the line with the
    declaration keyword, then through its body if it opens one."""
    depth = len(infos[line_index][1])
    last = line_index
    while last < len(infos) - 1 and not DECL_KEYWORD.search(infos[last][0]):
        last += 1
    while last < len(infos) - 1 and len(infos[last][2]) > depth:
        last += 1
    # A body opened on the next line (`func f()\n{`).
    if last + 1 < len(infos) and infos[last + 1][0].strip().startswith("{"):
        last += 1
        while last < len(infos) - 1 and len(infos[last][2]) > depth:
            last += 1
    return line_index, last

LANGUAGE_MODE = ["6"]
# "app": every set in its own app's language mode and isolation (docs/swiftui-corpus-settings.tsv), as Xcode builds it.
RUN_SUFFIX = {"app": "-app", "6": "", "5": "-swift5"}
SWIFTUI_BLOCK = ["#if canImport(SwiftUI)", "import SwiftUI", "#else", "import CellshotSwiftUI", "#endif"]
UIKIT_BLOCK = ["#if canImport(UIKit)", "import UIKit", "#else", "import CellshotUIKit", "#endif"]
NETWORKING_BLOCK = ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]
COMBINE_BLOCK = ["#if canImport(Combine)", "import Combine", "#else", "import CellshotCombine", "#endif"]
# Platform conditions of `#if` lines that the iOS SDK answers: the OS, the target environment, and whether Apple's
# own modules can be imported. `canImport` of any other module (the app's, a package's) is left to the compiler.
APPLE_MODULES = {"UIKit", "SwiftUI", "Combine", "Observation", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "Charts",
                 "SafariServices", "MessageUI", "WidgetKit", "ActivityKit", "CarPlay"}
IOS_CONDITION = re.compile(r"\b(?:os\s*\(\s*\w+\s*\)|targetEnvironment\s*\(\s*\w+\s*\)|canImport\s*\(\s*(?:"
                                + "|".join(sorted(APPLE_MODULES)) + r")\s*\))")
# What holds on an iPhone (not a simulator, not Mac Catalyst): the modules iOS has that cellshot stands in for.
IOS_TRUE = {"os": {"iOS"}, "canImport": {"UIKit", "SwiftUI", "Combine", "Observation"}, "targetEnvironment": set()}


def ios_condition(text):
    """Whether a platform condition (`os(iOS)`, `canImport(AppKit)`, `targetEnvironment(macCatalyst)`) holds on iOS."""
    kind, argument = re.match(r"(\w+)\s*\(\s*(\w+)", text).groups()
    return argument in IOS_TRUE[kind]


# Foundation's networking names, in FoundationNetworking on Linux.
NETWORKING_NAMES = re.compile(r"\b(?:URLSession|URLRequest|URLResponse|HTTPURLResponse|URLSessionConfiguration)\b")
# Combine's names a file can use with only Foundation imported on Apple platforms.
COMBINE_NAMES = re.compile(r"\b(?:ObservableObject|@Published|Published<|AnyCancellable|PassthroughSubject|"
                           r"CurrentValueSubject|AnyPublisher|ObservableObjectPublisher)\b")
GUARD_OPEN = "#if canImport(UIKit) // swiftui-corpus: {why}"
GUARD_CLOSE = "#endif // swiftui-corpus"
# Modules Linux has: their imports stay as they are.
KEPT_MODULES = {"Foundation", "Observation", "Dispatch", "Swift", "_Concurrency", "FoundationEssentials",
                "FoundationInternationalization", "RegexBuilder", "Synchronization"}
IMPORT = re.compile(r"^(?P<attributes>(?:@[\w()]+\s+)*)import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|"
                    r"func)\s+)?(?P<module>[A-Za-z_]\w*)(?:\.[\w.]+)?\s*(?:;\s*)?$")
SCREEN = {"width": 402, "height": 874, "top": 62, "bottom": 34}       # iPhone 16 Pro / 17 Pro, points
LOOKS = ["ios26", "ios18"]
SCHEMES = ["light", "dark"]


# ---------------------------------------------------------------------------------------------------------------
# Reading the TSVs

def read_tsv(path):
    """Rows of a TSV with a header line, as dictionaries; lines starting with # are comments."""
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t") + [""] * (len(header) - len(line.split("\t"))))) for line in lines[1:]]


def tsv_comments(path):
    with open(path, encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle if line.startswith("#")]


def write_tsv(path, comments, header, rows):
    with open(path, "w", encoding="utf-8") as handle:
        for line in comments:
            handle.write(line + "\n")
        handle.write("\t".join(header) + "\n")
        for row in rows:
            handle.write("\t".join(str(row.get(column, "")).replace("\t", " ").replace("\n", " ")
                                   for column in header) + "\n")


def module_name(set_name):
    return "Corpus_" + re.sub(r"[^A-Za-z0-9]", "_", set_name)


def parse_entries(text):
    """The entries of a set: `[name] expression ;; [name content] expression`. `content` draws the view as tall as
    its content (a row); otherwise it is drawn on the screen (402 x 874 points less the safe area). An entry
    starting `uikit:` is a UIKit view or view controller (a UIHostingConfiguration set) drawn through CellshotUIKit."""
    entries = []
    for index, part in enumerate(p.strip() for p in (text or "").split(";;")):
        if not part:
            continue
        match = re.match(r"^\[([\w-]+)((?:\s+\w+)*)\]\s*(.*)$", part, re.S)
        name, flags, expression = (match.group(1), match.group(2).split(), match.group(3)) if match else \
            (f"entry{index + 1}" if index else "main", [], part)
        uikit = expression.startswith("uikit:")
        if uikit:
            expression = expression[len("uikit:"):].strip()
        entries.append({"name": name, "expression": expression, "content": "content" in flags, "uikit": uikit})
    return entries


# ---------------------------------------------------------------------------------------------------------------
# The mechanical edits

def transform(text):
    """The file changed mechanically, the edits made (kind, first and last original line, 1-based) and, for
    every generated line, the original line it came from (None for lines added)."""
    lines = text.split("\n")
    infos = UK.bracket_depths(lines)
    networking_added = False
    imports_ui = re.search(r"^\s*(?:@\w+\s+)*import\s+(?:SwiftUI|UIKit|Combine)\b", text, re.M) is not None
    guards = []           # (first, last, why) over original line indexes
    replaced = {}         # original index -> (block lines, edit kind)
    for index, (code, start_stack, _) in enumerate(infos):
        stripped = code.strip()
        imported = IMPORT.match(stripped) if not start_stack or "{" not in start_stack else None
        if imported:
            module = imported.group("module")
            indent = lines[index][:len(lines[index]) - len(lines[index].lstrip())]
            networking = NETWORKING_NAMES.search(text) and not networking_added
            if module in ("SwiftUI", "UIKit") and networking:
                # URLSession comes with SwiftUI and UIKit on iOS (they import Foundation); on Linux it is
                # FoundationNetworking's.
                networking_added = True
                block = SWIFTUI_BLOCK if module == "SwiftUI" else UIKIT_BLOCK
                replaced[index] = ([indent + part for part in block] + [indent + part for part in NETWORKING_BLOCK],
                                   f"import block ({module}, and FoundationNetworking for URLSession)")
            elif module == "SwiftUI":
                replaced[index] = ([indent + part for part in SWIFTUI_BLOCK], "import block (SwiftUI)")
            elif module == "UIKit":
                replaced[index] = ([indent + part for part in UIKIT_BLOCK], "import block (UIKit)")
            elif module == "Combine":
                replaced[index] = ([indent + part for part in COMBINE_BLOCK], "import block (Combine)")
            elif module == "Foundation" and networking:
                # URLSession and URLRequest are Foundation's on Apple platforms and FoundationNetworking's on Linux.
                networking_added = True
                replaced[index] = ([lines[index]] + [indent + part for part in NETWORKING_BLOCK]
                                   + ([indent + part for part in COMBINE_BLOCK]
                                      if not imports_ui and COMBINE_NAMES.search(text) else []),
                                   "import block (Foundation's URLSession: FoundationNetworking on Linux)")
            elif module == "Foundation" and not imports_ui and COMBINE_NAMES.search(text):
                # Foundation re-exports Combine's ObservableObject and @Published on Apple platforms: a model file
                # that imports only Foundation uses them, and on Linux it gets them where Combine's are.
                replaced[index] = ([lines[index]] + [indent + part for part in COMBINE_BLOCK],
                                   "import block (Foundation's Combine names: ObservableObject, @Published)")
            elif module not in KEPT_MODULES:
                # The module's stand-ins are in the set's own module; what it re-exports (Foundation, as every app
                # module does) is imported in its place, as the file would see it on iOS.
                # A file that uses Combine's names through such a module (pocket-casts' models import only their
                # app modules) gets them as Foundation gives them.
                fallback = [f"{indent}import Foundation"] + (
                    [f"{indent}import CellshotCombine"] if not imports_ui and COMBINE_NAMES.search(text) else [])
                replaced[index] = ([f"{indent}#if canImport({module})", lines[index], f"{indent}#else", *fallback,
                                    f"{indent}#endif"],
                                   f"import guarded: {module} (no such module on Linux; stand-ins declare what it would)")
            continue
        if re.match(r"#(?:if|elseif)\b", stripped) and IOS_CONDITION.search(code):
            # The iOS branch is the code the app runs: conditions are evaluated as on iOS (as the CellshotSources
            # plugin does), so an `#if os(iOS)` body is compiled, not silently left out on Linux.
            replaced[index] = ([IOS_CONDITION.sub(lambda m: "true" if ios_condition(m.group(0)) else "false",
                                                       lines[index])],
                               "platform condition evaluated as on iOS")
            continue
        if stripped.startswith("#Preview"):
            first, last = statement_range(infos, index, "")
            guards.append((first, last, "#Preview"))
            continue
        attribute = next((a for a in DECL_ATTRIBUTES if re.search(re.escape(a) + r"\b", stripped)), None)
        if attribute and (stripped.startswith("@") or re.match(r"^(\w+\s+)*@", stripped)):
            first, last = declaration_range(infos, index)
            guards.append((first, last, attribute + " declaration"))
            continue
        if re.match(r"^(?:(?:@\w+|public|open|internal|private|fileprivate|final|class|static)\s+)*override\b",
                    stripped) and UK.enclosing_keyword(lines, infos, index) == "extension":
            first, last = declaration_range(infos, index)
            guards.append((first, last, "override in an extension (Swift allows it only for @objc members)"))
            continue
        position = code.find("#selector")
        if position >= 0:
            first, last = statement_range(infos, index, code[:position])
            guards.append((first, last, "#selector"))
            continue
        logging = re.search(r"\bos_log\s*\(", code)
        if logging:
            first, last = statement_range(infos, index, code[:logging.start()])
            guards.append((first, last, "os_log (no os module on Linux)"))
    # A guarded `let x = …` or `var x = …` takes the later statements of its block that use `x` with it.
    for first, last, why in list(guards):
        declared = re.match(r"\s*(?:let|var)\s+([A-Za-z_]\w*)\b", infos[first][0])
        if not declared or why != "#selector":
            continue
        name, depth = declared.group(1), len(infos[first][1])
        index = last + 1
        while index < len(infos) and len(infos[index][1]) >= depth:
            if len(infos[index][1]) == depth and re.search(r"\b" + re.escape(name) + r"\b", infos[index][0]):
                use_first, use_last = statement_range(infos, index, "")
                guards.append((use_first, use_last, f"uses `{name}`, guarded above"))
                index = use_last + 1
                continue
            index += 1
    guards.sort()
    merged = []
    for first, last, why in guards:
        if merged and first <= merged[-1][1]:
            if last > merged[-1][1]:
                merged[-1] = (merged[-1][0], last, merged[-1][2])
            continue
        merged.append((first, last, why))
    out, origin, edits = [], [], []
    opens = {first: why for first, _, why in merged}
    closes = {last for _, last, _ in merged}
    for index, line in enumerate(lines):
        if index in opens:
            out.append(GUARD_OPEN.format(why=opens[index]))
            origin.append(None)
        if index in replaced:
            block, kind = replaced[index]
            out.extend(block)
            origin.extend([index + 1] * len(block))
            edits.append((kind, index + 1, index + 1))
        else:
            out.append(line)
            origin.append(index + 1)
        if index in closes:
            out.append(GUARD_CLOSE)
            origin.append(None)
    for first, last, why in merged:
        edits.append(("guarded: " + why, first + 1, last + 1))
    edits.sort(key=lambda edit: edit[1])
    return "\n".join(out), edits, origin


# ---------------------------------------------------------------------------------------------------------------
# SwiftUI's names, by the area of CellshotSwiftUI that owns them (for the ranked list the feature owners act on).

AREAS = collections.OrderedDict([
    ("layout", """HStack VStack ZStack Spacer Divider LazyVStack LazyHStack LazyVGrid LazyHGrid GridItem Grid GridRow
        ViewThatFits GeometryReader GeometryProxy ScrollView ScrollViewReader ScrollViewProxy Layout AnyLayout
        HStackLayout VStackLayout ZStackLayout EdgeInsets Alignment HorizontalAlignment VerticalAlignment UnitPoint
        Axis Edge ProposedViewSize
        padding frame fixedSize layoutPriority offset position alignmentGuide containerRelativeFrame safeAreaInset
        safeAreaPadding ignoresSafeArea edgesIgnoringSafeArea zIndex coordinateSpace aspectRatio gridCellColumns
        scenePadding layoutValue flipsForRightToLeftLayoutDirection"""),
    ("text", """Text Font LocalizedStringKey AttributedString TextAlignment TruncationMode LocalizedStringResource
        font fontWeight fontDesign fontWidth bold italic underline strikethrough kerning tracking baselineOffset
        lineLimit lineSpacing multilineTextAlignment truncationMode minimumScaleFactor allowsTightening monospacedDigit
        monospaced textCase dynamicTypeSize textScale smallCaps lowercaseSmallCaps uppercaseSmallCaps"""),
    ("images, shapes, colours and effects", """Image AsyncImage Color Circle Rectangle RoundedRectangle Capsule Ellipse
        UnevenRoundedRectangle ContainerRelativeShape Path Shape AnyShape ShapeStyle AnyShapeStyle LinearGradient
        RadialGradient AngularGradient EllipticalGradient Gradient Material HierarchicalShapeStyle SymbolRenderingMode
        ImageScale ContentMode Angle StrokeStyle BackgroundStyle ForegroundStyle Canvas
        resizable renderingMode symbolRenderingMode symbolVariant symbolEffect imageScale scaledToFit scaledToFill
        foregroundStyle foregroundColor background backgroundStyle overlay clipShape clipped cornerRadius shadow opacity
        border mask hidden blur brightness saturation grayscale colorMultiply colorInvert contrast hueRotation
        blendMode compositingGroup drawingGroup fill stroke strokeBorder tint accentColor redacted privacySensitive
        scaleEffect rotationEffect rotation3DEffect projectionEffect transformEffect glassEffect containerShape
        contentTransition preferredColorScheme trim inset"""),
    ("state, data flow and interaction modifiers", """State Binding Environment EnvironmentValues EnvironmentKey
        EnvironmentObject StateObject ObservedObject ObservableObject Published Observable Bindable AppStorage
        SceneStorage ScaledMetric FocusState GestureState Namespace FetchRequest FetchedResults DynamicProperty
        DismissAction OpenURLAction Transaction Animation AnyTransition Entry Alert PresentationMode
        Just AnyCancellable Cancellable PassthroughSubject CurrentValueSubject AnyPublisher Publisher Publishers
        ObservableObjectPublisher
        onAppear onDisappear task onChange onReceive onSubmit onTapGesture onLongPressGesture gesture
        simultaneousGesture highPriorityGesture contextMenu sheet alert confirmationDialog popover fullScreenCover
        environment environmentObject transformEnvironment animation transition contentShape allowsHitTesting
        accessibilityLabel accessibilityHint accessibilityAddTraits accessibilityRemoveTraits accessibilityHidden
        accessibilityIdentifier accessibilityElement accessibilityValue accessibilityAction accessibilitySortPriority
        accessibilityInputLabels accessibilityRepresentation accessibilityShowsLargeContentViewer accessibility
        keyboardType textInputAutocapitalization autocapitalization disableAutocorrection autocorrectionDisabled
        submitLabel focused focusable defaultFocus onKeyPress sensoryFeedback help id equatable onOpenURL
        onGeometryChange onPreferenceChange preference userActivity presentationDetents presentationDragIndicator
        interactiveDismissDisabled presentationCornerRadius presentationBackground textContentType textSelection
        onHover hoverEffect keyboardShortcut draggable dropDestination onDrag onDrop fileImporter"""),
    ("controls", """Button ButtonStyle ButtonStyleConfiguration PrimitiveButtonStyle ButtonRole BorderedButtonStyle
        BorderedProminentButtonStyle BorderlessButtonStyle PlainButtonStyle DefaultButtonStyle Toggle ToggleStyle
        ToggleStyleConfiguration SwitchToggleStyle Picker PickerStyle SegmentedPickerStyle WheelPickerStyle
        MenuPickerStyle InlinePickerStyle NavigationLinkPickerStyle Slider Stepper TextField SecureField TextEditor
        TextFieldStyle RoundedBorderTextFieldStyle DatePicker ColorPicker ProgressView ProgressViewStyle Gauge
        LabeledContent LabeledContentStyle Link Menu MenuStyle Label LabelStyle LabelStyleConfiguration ShareLink
        PasteButton EditButton RenameButton ControlGroup ControlSize ContentUnavailableView GroupBox
        buttonStyle toggleStyle pickerStyle textFieldStyle labelStyle labeledContentStyle progressViewStyle
        datePickerStyle gaugeStyle menuStyle controlSize labelsHidden labelsVisibility tag disabled buttonBorderShape
        menuIndicator controlGroupStyle groupBoxStyle Configuration"""),
    ("List, Form, Section, navigation and toolbar", """List Form Section NavigationStack NavigationView NavigationLink
        NavigationSplitView NavigationPath ListStyle FormStyle InsetGroupedListStyle GroupedListStyle PlainListStyle
        InsetListStyle SidebarListStyle DefaultListStyle ToolbarItem ToolbarItemGroup ToolbarItemPlacement
        ToolbarContent ToolbarContentBuilder EditMode DisclosureGroup OutlineGroup TabView Tab SearchFieldPlacement
        Visibility ListItemTint ListRowSeparatorStyle StackNavigationViewStyle NavigationBarItem containerBackground
        listStyle formStyle listRowBackground listRowInsets listRowSeparator listRowSeparatorTint listSectionSeparator
        listSectionSeparatorTint listSectionSpacing listRowSpacing headerProminence scrollContentBackground
        contentMargins navigationTitle navigationSubtitle navigationBarTitleDisplayMode navigationBarTitle
        navigationBarItems navigationBarBackButtonHidden navigationBarHidden navigationDestination
        navigationViewStyle navigationSplitViewStyle toolbar toolbarBackground toolbarTitleDisplayMode toolbarRole
        toolbarColorScheme toolbarVisibility onDelete onMove onInsert deleteDisabled moveDisabled selectionDisabled
        searchable searchScopes refreshable badge listItemTint swipeActions scrollDisabled scrollDismissesKeyboard
        scrollIndicators scrollBounceBehavior scrollTargetBehavior scrollPosition defaultScrollAnchor tabItem
        tabViewStyle listRowHoverEffect listRowPlatterColor environment(\\.editMode)"""),
    ("other", """PreviewProvider PreviewLayout PreviewDevice previewLayout previewDisplayName previewDevice
        previewInterfaceOrientation previewContext UIViewRepresentable UIViewControllerRepresentable
        UIHostingConfiguration UIHostingController Chart LineMark BarMark AreaMark PointMark RuleMark ImageRenderer
        TimelineView App Scene WindowGroup modifier ViewModifier View ViewBuilder Context SwiftUI SwiftUICore"""),
])
AREA_OF = {}
for _area, _names in AREAS.items():
    for _name in _names.split():
        AREA_OF.setdefault(_name.lstrip("."), _area)
MODIFIER_NAMES = {name for name in AREA_OF if name[:1].islower()}
TYPE_NAMES = {name for name in AREA_OF if name[:1].isupper()}
WRAPPERS = {"State", "Binding", "Environment", "EnvironmentObject", "StateObject", "ObservedObject", "Published",
            "Bindable", "AppStorage", "SceneStorage", "ScaledMetric", "FocusState", "GestureState", "Namespace",
            "FetchRequest", "ViewBuilder", "Observable", "Entry", "ToolbarContentBuilder"}
# Environment values (`@Environment(\.dismiss)`) and their areas.
# Members Combine adds to Foundation types (`NotificationCenter.default.publisher(for:)`, `Timer.publish`) and
# SwiftUI adds to collections (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)` for onDelete/onMove).
FOREIGN_MEMBERS = {("NotificationCenter", "publisher"): "state, data flow and interaction modifiers",
                   ("Timer", "publish"): "state, data flow and interaction modifiers"}
COLLECTION_MEMBERS = {"remove(atOffsets:)", "move(fromOffsets:toOffset:)"}
ENVIRONMENT_AREAS = {"editMode": "List, Form, Section, navigation and toolbar", "isSearching":
                     "List, Form, Section, navigation and toolbar", "horizontalSizeClass": "layout",
                     "verticalSizeClass": "layout", "sizeCategory": "text", "legibilityWeight": "text"}
# Receivers whose members belong to an area (`type 'Color' has no member 'systemGroupedBackground'`).
RECEIVER_AREAS = {"Color": "images, shapes, colours and effects", "Image": "images, shapes, colours and effects",
                  "ShapeStyle": "images, shapes, colours and effects", "Font": "text", "Text": "text",
                  "EnvironmentValues": "state, data flow and interaction modifiers",
                  "Binding": "state, data flow and interaction modifiers", "Animation":
                  "state, data flow and interaction modifiers", "ListStyle":
                  "List, Form, Section, navigation and toolbar", "ButtonStyle": "controls", "PickerStyle": "controls",
                  "ToggleStyle": "controls", "LabelStyle": "controls", "TextFieldStyle": "controls",
                  "ToolbarItemPlacement": "List, Form, Section, navigation and toolbar"}
PATTERN_AREAS = [
    (r"ButtonStyle$|ToggleStyle$|PickerStyle$|LabelStyle$|TextFieldStyle$|ProgressViewStyle$|GaugeStyle$|MenuStyle$",
     "controls"),
    (r"ListStyle$|^Navigation(Link|Stack|View|SplitView|Path)|^Toolbar(Item|Content)", "List, Form, Section, navigation and toolbar"),
    (r"^accessibility|Gesture$|^on[A-Z]|^Accessibility", "state, data flow and interaction modifiers"),
    (r"Gradient$|Shape$|Effect$|^symbol", "images, shapes, colours and effects"),
    (r"^(?:preview|Preview)", "other"),
]
SWIFTUI_VIEW_RECEIVER = re.compile(r"^(some View|any View|View|ModifiedContent|_ConditionalContent|TupleView|Group|"
                                   r"ForEach|AnyView|HStack|VStack|ZStack|Spacer|Text|Image|Color|Circle|Rectangle|"
                                   r"RoundedRectangle|Capsule|Ellipse|_ShapeView|EmptyView|Button|Toggle|List|Form|"
                                   r"Section|Label|_LayoutView|Path|some Shape)\b")


def area_of(api):
    """The area of CellshotSwiftUI a missing API belongs to, from its name (`List`, `.navigationTitle`,
    `@StateObject`, `Color.systemGroupedBackground`, `EnvironmentValues.dismiss`, `Toggle(isOn:){}`)."""
    name = api.lstrip("@.")
    name = re.split(r"[({ ]", name)[0]
    if name in ("Environment", "environment"):
        return "state, data flow and interaction modifiers"
    if "." in name:
        receiver, member = name.split(".", 1)
        if (receiver, member) in FOREIGN_MEMBERS:
            return FOREIGN_MEMBERS[(receiver, member)]
        if receiver in ("SwiftUI", "SwiftUICore"):
            return area_of(member)
        if receiver == "EnvironmentValues" and member in ENVIRONMENT_AREAS:
            return ENVIRONMENT_AREAS[member]
        if receiver in RECEIVER_AREAS:
            return RECEIVER_AREAS[receiver]
        if receiver in AREA_OF:
            return AREA_OF[receiver]
        name = member
    if name in AREA_OF:
        return AREA_OF[name]
    if any(api.endswith(member) for member in COLLECTION_MEMBERS):
        return "List, Form, Section, navigation and toolbar"
    for pattern, area in PATTERN_AREAS:
        if re.search(pattern, name):
            return area
    return "other"


def is_swiftui_name(name):
    """Whether a bare name is SwiftUI's (or Combine's, or a UIKit name `import SwiftUI` brings), not the app's."""
    return (name in AREA_OF or name in WRAPPERS or re.match(r"^(UI|NS|CG|CA)[A-Z]", name) is not None
            or any(re.search(pattern, name) for pattern, _ in PATTERN_AREAS))


# ---------------------------------------------------------------------------------------------------------------
# Classifying compiler errors

ISOLATION = UK.ISOLATION
SIGNATURE = UK.SIGNATURE


def clean_type(name):
    name = name.strip()
    name = re.sub(r"^(any|some) (?!View\b|Shape\b)", "", name)
    name = re.sub(r"^(CellshotSwiftUI|CellshotUIKit|CellshotSwiftUILayout|SwiftUI)\.", "", name)
    name = re.sub(r"[?!]+$", "", name)
    depth, out = 0, []
    for ch in name:                       # generic arguments removed, nesting respected
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    name = "".join(out)
    if name.endswith(".Type"):
        name = name[:-5]
    return name


# Generic parameter names of SwiftUI types an app's extension names (`extension Picker where Content == …`): not found
# only because the type is missing.
GENERIC_PARAMETERS = {"Content", "SelectionValue", "Destination", "Title", "Icon", "Subject", "Data", "ID", "Value"}


def member_api(receiver, member, declared_types):
    """A missing member named for the feature owners: a View modifier as `.name`; a member of a SwiftUI type as
    `Type.name`; a member of the app's own type (or a stand-in's) as `stand-in Type.name`."""
    receiver = clean_type(receiver)
    if member.startswith("_"):
        return None, None           # a property wrapper's storage (`self._model = …`): behind the missing wrapper
    if (receiver, member) in FOREIGN_MEMBERS:
        return "missing API", f"{receiver}.{member}"
    if receiver in ("SwiftUI", "SwiftUICore"):
        return "missing API", f"{receiver}.{member}"
    if receiver.startswith("(") or re.match(r"^(CGFloat|Int|Double|Float|String|Bool|Array|Dictionary|Set|Optional|"
                                            r"NSObject|AnyObject|Any|_)$", receiver):
        return None, None           # a member of a function or number type: behind another error
    if member in MODIFIER_NAMES and (SWIFTUI_VIEW_RECEIVER.match(receiver) or receiver in declared_types.get("View", ())
                                     or receiver not in declared_types.get("*", ())):
        return "missing API", "." + member
    if SWIFTUI_VIEW_RECEIVER.match(receiver) and receiver not in ("Color", "Text", "Image", "Path"):
        return "missing API", "." + member
    if receiver in declared_types.get("View", ()):
        return "missing API", "." + member            # a modifier called on the app's own view
    if receiver in declared_types.get("*", ()) and not is_swiftui_name(receiver):
        return "stand-in missing", f"{receiver}.{member}"
    if is_swiftui_name(receiver):
        return "missing API", f"{receiver}.{member}"
    return "stand-in missing", f"{receiver}.{member}"


def classify(message, declared_types=None):
    """(kind, api) for one error message. kind: 'missing API', 'signature differs', 'Swift 6 isolation',
    'stand-in missing' or 'other'; api names what is missing where the message says so."""
    declared_types = declared_types or {}
    match = re.search(r"unknown attribute '([^']+)'", message)
    if match:
        name = match.group(1)
        return ("missing API" if is_swiftui_name(name) else "stand-in missing"), "@" + name
    match = re.search(r"cannot find (?:type |protocol )?'([^']+)' in scope", message)
    if match:
        name = match.group(1)
        if name.startswith(("$", "_")) or name in GENERIC_PARAMETERS:
            return "other", None      # a projected value or generic parameter of a SwiftUI type that is missing
        if name in declared_types.get("#if", ()):
            return "other", None      # the app's own name, declared only under a platform #if
        if name in MODIFIER_NAMES:
            return "missing API", "." + name      # a modifier called without `self.` in a View extension
        return ("missing API" if is_swiftui_name(name) else "stand-in missing"), name
    match = re.search(r"no type named '([^']+)' in module '([^']+)'", message)
    if match:
        return "stand-in missing", f"{match.group(2)}.{match.group(1)}"
    if re.search(r"'URLSession' \(aka 'AnyObject'\)", message):
        return "other", "URLSession (on Linux it is FoundationNetworking's, which Foundation does not re-export)"
    match = re.search(r"has no dynamic member '(move|remove)'", message)
    if match:
        return "missing API", "RangeReplaceableCollection." + {"move": "move(fromOffsets:toOffset:)",
                                                               "remove": "remove(atOffsets:)"}[match.group(1)]
    match = re.search(r"(?:value of type|type) '(.+?)'(?: \(aka '(.+?)'\))? has no member '([^']+)'", message)
    if match:
        kind, api = member_api(match.group(2) or match.group(1), match.group(3), declared_types)
        return (kind, api) if kind else ("other", None)
    match = re.search(r"'([^']+)' is not a member type of (?:class|struct|enum|protocol|generic struct)? ?'([^']+)'",
                      message)
    if match:
        owner = clean_type(match.group(2))
        kind = "missing API" if is_swiftui_name(owner) else "stand-in missing"
        return kind, f"{owner}.{match.group(1)}"
    match = re.search(r"cannot infer contextual base in reference to member '([^']+)'", message)
    if match:
        return "missing API", "." + match.group(1) + " (type unknown)"
    match = re.search(r"module '([^']+)' has no member named '([^']+)'", message)
    if match:
        return "stand-in missing", f"{match.group(1)}.{match.group(2)}"
    if ISOLATION.search(message):
        return "Swift 6 isolation", None
    if SIGNATURE.search(message) or re.search(r"in call|no exact matches|trailing closure|argument type|"
                                              r"does not accept|cannot pass|no '\w+' candidates", message):
        return "signature differs", None
    return "other", None


def call_at(lines, line_index, column):
    """The call enclosing a position (1-based column), named with its labels as the census writes them:
    `Toggle(isOn:){}`, `Section(header:footer:)`, `.padding(_:_:)`, `Picker(_:selection:){}label:{}`."""
    text = "\n".join(lines)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    if line_index >= len(lines):
        return None
    position = min(offsets[line_index] + max(column - 1, 0), offsets[line_index] + len(lines[line_index]))
    code = blank_strings_and_comments(text)
    # The call starting at the position (`Toggle(` under the caret), else the innermost `(` still open before it.
    start = None
    head = re.match(r"\.?[A-Za-z_][\w.]*\s*(?:<[^()]*>)?\s*\(", code[position:position + 200])
    if head:
        start = position + head.end() - 1
    elif code[position:position + 1] == "(":
        start = position
    else:
        depth = 0
        index = position - 1
        while index >= 0:
            ch = code[index]
            if ch in ")]}":
                depth += 1
            elif ch in "([{":
                if depth == 0:
                    if ch == "(":
                        start = index
                        break
                    if ch == "{":
                        return None
                else:
                    depth -= 1
            index -= 1
    if start is None:
        return None
    name_match = re.search(r"(\.?[A-Za-z_][\w.]*)\s*(?:<[^()]*>)?\s*$", code[:start])
    if not name_match:
        return None
    name = name_match.group(1)
    if name in ("if", "guard", "while", "switch", "return", "for", "in"):
        return None
    # Labels of the top-level arguments.
    labels, depth, index, argument_start = [], 0, start + 1, start + 1
    while index < len(code):
        ch = code[index]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif ch == "," and depth == 0:
            labels.append(argument_label(code[argument_start:index]))
            argument_start = index + 1
        index += 1
    last = code[argument_start:index]
    if last.strip():
        labels.append(argument_label(last))
    signature = name + "(" + "".join(labels) + ")"
    # Trailing closures: `{ … }`, then `label: { … }`, after the parenthesis.
    index += 1
    first = True
    while True:
        rest = re.match(r"\s*\{" if first else r"\s*(\w+)\s*:\s*\{", code[index:])
        if not rest:
            break
        signature += ("" if first else rest.group(1) + ":") + "{}"
        first = False
        depth, index = 0, index + rest.end() - 1
        while index < len(code):
            if code[index] == "{":
                depth += 1
            elif code[index] == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        index += 1
    return signature


def call_of_error(message, source_lines, line_index, column):
    """The call a signature error points into; when the caret is not inside one, the call holding the argument label
    the message quotes (`extraneous argument label 'uiImage:'`, `have 'atOffsets:'`)."""
    call = call_at(source_lines, line_index, column)
    if call:
        return call
    label = re.search(r"(?:label|have) '(\w+):", message)
    if label and 0 <= line_index < len(source_lines):
        position = source_lines[line_index].find(label.group(1) + ":")
        if position >= 0:
            return call_at(source_lines, line_index, position + 1)
    return None


def argument_label(argument):
    match = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", argument)
    return (match.group(1) if match else "_") + ":"


def blank_strings_and_comments(text):
    """The text with comments and the insides of string literals blanked to spaces, offsets kept."""
    out = list(text)
    index, length = 0, len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            for k in range(index, end):
                out[k] = " "
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            for k in range(index, end):
                if out[k] != "\n":
                    out[k] = " "
            index = end
        elif text.startswith('"""', index):
            end = text.find('"""', index + 3)
            end = length if end < 0 else end + 3
            for k in range(index + 3, max(end - 3, index + 3)):
                if out[k] != "\n":
                    out[k] = " "
            index = end
        elif text[index] == '"':
            k = index + 1
            while k < length and text[k] not in '"\n':
                if text[k] == "\\" and k + 1 < length and text[k + 1] == "(":
                    depth, k = 1, k + 2          # an interpolation: keep its code
                    while k < length and depth:
                        depth += {"(": 1, ")": -1}.get(text[k], 0)
                        k += 1
                    continue
                out[k] = " " if text[k] != "\n" else "\n"
                k += 2 if text[k] == "\\" else 1
            index = k + 1
        else:
            index += 1
    return "".join(out)


def declared_types_of(sources):
    """The types a set declares (corpus files and stand-ins): '*' all of them, 'View' those conforming to View, '#if'
    the names the files declare (types, functions, properties) anywhere, even under `#if os(iOS)`, which Linux skips."""
    everything, views, anywhere = set(), set(), set()
    for path in sources:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        for match in re.finditer(r"\b(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)"
                                 r"(?:<[^>{]*>)?\s*(?::\s*([^{=]*))?", text):
            everything.add(match.group(1))
            if match.group(2) and re.search(r"\bView\b|ViewModifier|Shape\b", match.group(2)):
                views.add(match.group(1))
        for match in re.finditer(r"\bextension\s+([A-Za-z_]\w*)\s*:\s*[^{]*\bView\b", text):
            views.add(match.group(1))
        anywhere.update(platform_guarded_declarations(text))
    return {"*": everything, "View": views, "#if": anywhere}


PLATFORM_CONDITION = re.compile(r"\b(os|canImport|targetEnvironment)\s*\(")


def platform_guarded_declarations(text):
    """Names declared (func, var, let, type) inside `#if` blocks whose condition is a platform's (`os(iOS)`,
    `canImport(UIKit)`, `targetEnvironment(…)`): an error naming one on Linux is the platform guard's, not a stand-in's."""
    names, stack = set(), []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append(bool(PLATFORM_CONDITION.search(stripped)))
        elif stripped.startswith("#elseif"):
            if stack:
                stack[-1] = stack[-1] or bool(PLATFORM_CONDITION.search(stripped))
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        elif any(stack):
            names.update(re.findall(r"\b(?:func|var|let|struct|class|enum)\s+([A-Za-z_]\w*)", stripped))
    return names


def parse_errors(output, target_dir, origins, declared_types):
    """The set's compiler errors: file (corpus name, or standins/<name>), original line, message, kind, api."""
    seen = set()
    errors = []
    pattern = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")
    cache = {}
    for line in output.splitlines():
        match = pattern.match(line)
        if not match:
            continue
        path, line_number, column, message = match.group(1), int(match.group(2)), int(match.group(3)), \
            match.group(4).strip()
        absolute = os.path.abspath(path)
        if not absolute.startswith(os.path.abspath(target_dir) + os.sep):
            continue
        name = os.path.relpath(absolute, target_dir)
        key = (name, line_number, column, message)
        if key in seen:
            continue
        seen.add(key)
        if absolute not in cache:
            try:
                with open(absolute, encoding="utf-8", errors="replace") as handle:
                    cache[absolute] = handle.read().split("\n")
            except OSError:
                cache[absolute] = []
        file_lines = cache[absolute]
        source_line = file_lines[line_number - 1] if 0 < line_number <= len(file_lines) else ""
        origin = origins.get(name, [])
        original = origin[line_number - 1] if 0 < line_number <= len(origin) else None
        kind, api = classify(message, declared_types)
        if kind == "signature differs":
            api = call_of_error(message, file_lines, line_number - 1, column)
            member = api.rsplit(".", 1)[-1] if api else ""
            if member in COLLECTION_MEMBERS:
                kind, api = "missing API", "RangeReplaceableCollection." + member
        if kind in ("missing API", "stand-in missing") and not api:
            kind = "other"
        errors.append({"file": name, "line": original or line_number, "column": column, "message": message,
                       "kind": kind, "api": api, "source": source_line})
    return errors


# ---------------------------------------------------------------------------------------------------------------
# The generated package

def package_identity(cellshot):
    return os.path.basename(os.path.abspath(cellshot)).lower()


def app_settings(path=os.path.join(REPOSITORY, "docs", "swiftui-corpus-settings.tsv")):
    """Each corpus repository's Swift settings, as its app target compiles (docs/swiftui-corpus-settings.tsv)."""
    return {row["repository"]: row for row in read_tsv(path)}


def swift_settings(setting):
    """A repository's settings row as SwiftPM `swiftSettings`: its language mode, default isolation and upcoming
    features (what Xcode's SWIFT_VERSION, SWIFT_DEFAULT_ACTOR_ISOLATION and SWIFT_APPROACHABLE_CONCURRENCY do)."""
    items = [f".swiftLanguageMode(.v{setting['language_mode']})"]
    if setting.get("default_isolation") == "MainActor":
        items.append(".defaultIsolation(MainActor.self)")
    items += [f'.enableUpcomingFeature("{feature}")' for feature in setting.get("upcoming_features", "").split(",")
              if feature]
    return items


def target_settings(results, language_mode):
    """module -> swiftSettings for the generated package: in "app" mode each set's app's own settings (a set of
    several repositories takes its first one's), otherwise none (the package's language mode holds)."""
    if language_mode != "app":
        return {}
    settings = app_settings()
    chosen = {}
    for result in results.values():
        repositories = result.get("repositories") or []
        known = [settings[r] for r in repositories if r in settings]
        if repositories and not known:
            sys.exit(f"swiftui-corpus: {', '.join(repositories)} has no row in docs/swiftui-corpus-settings.tsv "
                     "(its app's language mode and isolation)")
        if known:
            chosen[result["module"]] = swift_settings(known[0])
    return chosen


def write_package(work, cellshot, modules, driver_modules, language_mode="6", settings=None):
    identity = package_identity(cellshot)
    swiftui = f'.product(name: "CellshotSwiftUI", package: "{identity}")'
    uikit = f'.product(name: "CellshotUIKit", package: "{identity}")'
    combine = f'.product(name: "CellshotCombine", package: "{identity}")'
    settings = settings or {}

    def target(name):
        extra = f", swiftSettings: [{', '.join(settings[name])}]" if name in settings else ""
        return f'        .target(name: "{name}", dependencies: [{swiftui}, {combine}], path: "Sources/{name}"{extra}),'
    targets = [target(name) for name in modules]
    if driver_modules:
        deps = ", ".join([swiftui, uikit] + [f'"{name}"' for name in driver_modules])
        targets.append(f'        .executableTarget(name: "CorpusDriver", dependencies: [{deps}], path: "Sources/CorpusDriver"),')
    text = "\n".join([
        "// swift-tools-version:6.2",
        "// Generated by cellshot's scripts/swiftui-corpus.py: one library target per corpus set, and a driver.",
        "import PackageDescription",
        "let package = Package(",
        '    name: "swiftui-corpus",',
        f'    dependencies: [.package(path: "{os.path.abspath(cellshot)}")],',
        "    targets: [",
        *targets,
        "    ],",
        f"    swiftLanguageModes: [.v{'6' if language_mode == 'app' else language_mode}]",
        ")",
        "",
    ])
    path = os.path.join(work, "Package.swift")
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


def descendants(pid):
    """The processes below `pid` (from /proc), deepest last: swift-build starts its compiler jobs in process groups of
    their own, so killing its group alone leaves them running."""
    children = collections.defaultdict(list)
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
                children[int(fields[1])].append(int(entry))
            except (OSError, IndexError, ValueError):
                continue
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(0), []):
            found.append(child)
            queue.append(child)
    return found


def kill_tree(pid):
    for child in [pid] + descendants(pid):
        try:
            os.kill(child, 9)
        except OSError:
            pass


def swift_build(work, arguments, timeout, log):
    """One `swift build` in its own process group, killed whole (with every compiler job it started) at the timeout."""
    started = time.time()
    process = subprocess.Popen(["swift", "build", "--package-path", work, *arguments], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        code = process.returncode
    except subprocess.TimeoutExpired:
        kill_tree(process.pid)
        output, _ = process.communicate()
        output = (output or "") + f"\nswiftui-corpus: swift build timed out after {timeout} s\n"
        code = -1
    with open(log, "w", encoding="utf-8") as handle:
        handle.write(output)
    return code, output, time.time() - started


DRIVER_SUPPORT = r'''// Generated by cellshot's scripts/swiftui-corpus.py: draws one entry of a corpus set.
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif
import CellshotUIKit
import Foundation

/// What one drawing asks for: `CorpusDriver <set> <entry> <look> <scheme> <png>`.
struct CorpusSettings {
    let look: CellshotSwiftUI.Look
    let colorScheme: ColorScheme
    let path: String
}

func corpusSay(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Draws a view on the screen (402 x 874 points less the safe area) or as tall as its content, and writes its
/// laid-out tree and warnings beside the picture (`<png>.txt`). Exits 5, naming it, if the view lays out nothing.
@MainActor func corpusRender<V: View>(_ view: V, _ settings: CorpusSettings, content: Bool) throws {
    let height: CGFloat? = content ? nil : SCREEN_HEIGHT
    let safeArea = content ? EdgeInsets() : EdgeInsets(top: SAFE_TOP, leading: 0, bottom: SAFE_BOTTOM, trailing: 0)
    let tree = try CellshotSwiftUI.layout(of: view, width: SCREEN_WIDTH, height: height, scale: SCALE,
                                          safeArea: safeArea, colorScheme: settings.colorScheme, look: settings.look)
    if tree.all.count <= 1 {
        corpusSay("swiftui-corpus: draws nothing: \(V.self) produced no views to lay out (is its content under #if os(iOS)?)")
        exit(5)
    }
    try CellshotSwiftUI.render(view, to: settings.path, width: SCREEN_WIDTH, height: height, scale: SCALE,
                               safeArea: safeArea, colorScheme: settings.colorScheme, look: settings.look)
    let warnings = CellshotSwiftUI.lastWarnings
    var report = "laid out:\n\(tree)\n"
    report += warnings.isEmpty ? "warnings: none\n" : "warnings:\n" + warnings.map { "- " + $0 }.joined(separator: "\n") + "\n"
    try? report.write(toFile: settings.path + ".txt", atomically: true, encoding: .utf8)
}

/// Draws the table and collection views of a UIKit view or view controller (a UIHostingConfiguration set) with
/// CellshotUIKit, light or dark.
@MainActor func corpusRenderUIKit(_ entry: Any, _ settings: CorpusSettings) throws {
    var found: [UIView] = []
    func walk(_ view: UIView) {
        if view is UITableView || view is UICollectionView { found.append(view) }
        for subview in view.subviews { walk(subview) }
    }
    if let view = entry as? UIView { walk(view) }
    if let controller = entry as? UIViewController {
        controller.loadViewIfNeeded()
        walk(controller.view)
    }
    if found.isEmpty {
        corpusSay("swiftui-corpus: no table or collection view found in \(type(of: entry))")
        exit(3)
    }
    let traits = UITraitCollection(userInterfaceStyle: settings.colorScheme == .dark ? .dark : .light)
    for (index, list) in found.enumerated() {
        let path = index == 0 ? settings.path : settings.path.replacingOccurrences(of: ".png", with: "-\(index + 1).png")
        if let table = list as? UITableView {
            try CellshotUIKit.render(table, states: [.normal], traits: traits, width: SCREEN_WIDTH, to: path)
        } else if let collection = list as? UICollectionView {
            try CellshotUIKit.render(collection, states: [.normal], traits: traits, width: SCREEN_WIDTH, to: path)
        }
    }
}
'''


def driver_support(scale):
    return (DRIVER_SUPPORT.replace("SCREEN_WIDTH", str(SCREEN["width"])).replace("SCREEN_HEIGHT", str(SCREEN["height"]))
            .replace("SAFE_TOP", str(SCREEN["top"])).replace("SAFE_BOTTOM", str(SCREEN["bottom"]))
            .replace("SCALE", str(scale)))


def driver_file(set_name, module, entries, setup):
    """One function per set: `drive_<set>(entry, settings) -> Bool` (false: no such entry). Also the generated lines
    of each entry's case (1-based, first and last), so that an entry whose expression does not compile is dropped
    alone."""
    function = "drive_" + re.sub(r"[^A-Za-z0-9]", "_", set_name)
    setup_lines = ["        " + part.strip() for part in (setup or "").split(";;") if part.strip()]
    head = [
        f"// Generated by cellshot's scripts/swiftui-corpus.py for the corpus set {set_name}.",
        "#if canImport(SwiftUI)", "import SwiftUI", "#else", "import CellshotSwiftUI", "#endif",
        "import CellshotUIKit",
        f"@testable import {module}",
        "",
        f"@MainActor func {function}(_ entry: String, _ settings: CorpusSettings) throws -> Bool {{",
        "    switch entry {",
    ]
    lines, spans = list(head), {}
    for entry in entries:
        call = (f"try corpusRenderUIKit({entry['expression']}, settings)" if entry["uikit"] else
                f"try corpusRender({entry['expression']}, settings, content: {'true' if entry['content'] else 'false'})")
        first = len(lines) + 1
        lines += [f'    case "{entry["name"]}":', *setup_lines, f"        {call}"]
        spans[entry["name"]] = (first, len(lines))
    lines += ["    default: return false", "    }", "    return true", "}", ""]
    return function, "\n".join(lines), spans


def driver_main(functions):
    cases = "\n".join(f'        case "{name}": found = try {function}(arguments[2], settings)' for name, function in functions)
    return "\n".join([
        "// Generated by cellshot's scripts/swiftui-corpus.py: `CorpusDriver <set> <entry> <look> <scheme> <png>`.",
        "#if canImport(SwiftUI)", "import SwiftUI", "#else", "import CellshotSwiftUI", "#endif",
        "import CellshotUIKit",
        "import Foundation",
        "",
        "let arguments = CommandLine.arguments",
        'guard arguments.count == 6 else { fatalError("usage: CorpusDriver <set> <entry> <look> <scheme> <png>") }',
        "// The set's asset catalogs (CORPUS_ASSET_CATALOGS, paths separated by ':'), then the main bundle's files.",
        'let catalogs = (ProcessInfo.processInfo.environment["CORPUS_ASSET_CATALOGS"] ?? "").split(separator: ":").map(String.init)',
        "let assets = AppAssets(catalogs.map { AssetCatalogSource($0) } + AppAssets.mainBundle.sources)",
        "// UIKit's `UIImage(named:)` and `UIColor(named:)` in the set's SwiftUI code find them too.",
        "CellshotUIKit.assetCatalogs = catalogs",
        "// The app's string catalogs (CORPUS_STRING_CATALOGS), so that its texts' keys are drawn translated, as on iOS.",
        'CellshotUIKit.stringCatalogs = (ProcessInfo.processInfo.environment["CORPUS_STRING_CATALOGS"] ?? "")',
        '    .split(separator: ":").map(String.init)',
        "MainActor.assumeIsolated {",
        '    let settings = CorpusSettings(look: arguments[3] == "ios18" ? .ios18 : .ios26,',
        '                                  colorScheme: arguments[4] == "dark" ? .dark : .light, path: arguments[5])',
        "    do {",
        "        var found = false",
        "        try CellshotSwiftUI.$assets.withValue(assets) {",
        "        switch arguments[1] {",
        cases,
        "        default: break",
        "        }",
        "        }",
        '        if !found { corpusSay("swiftui-corpus: no entry \\(arguments[2]) in set \\(arguments[1])"); exit(4) }',
        "    } catch {",
        '        corpusSay("swiftui-corpus: error: \\(error)")',
        "        exit(1)",
        "    }",
        "}",
        "",
    ])


# ---------------------------------------------------------------------------------------------------------------
# API usage: the SwiftUI names the corpus uses, per file, and whether the checkout declares them

def strip_comments_and_strings(text):
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', re.sub(r"//[^\n]*", " ", re.sub(r"/\*.*?\*/", " ", text, flags=re.S)))


def declared_names(cellshot, modules=("CellshotSwiftUI", "CellshotSwiftUILayout", "CellshotUIKit")):
    """Names the checkout's modules declare publicly (by default CellshotSwiftUI, CellshotSwiftUILayout and
    CellshotUIKit)."""
    names = set()
    pattern = re.compile(r"\b(?:public|open)\b[^=\n(]*?\b(?:func|var|let|case|class|struct|enum|protocol|typealias|"
                         r"actor|macro)\s+(?!(?:func|var|let)\b)`?([A-Za-z_]\w*)")
    for module in modules:
        root = os.path.join(cellshot, "Sources", module)
        for directory, _, files in os.walk(root):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as handle:
                        text = handle.read()
                    names.update(pattern.findall(text))
                    names.update(re.findall(r"\bcase\s+([a-z]\w*)", text))
    return names


def usage_of(text):
    """SwiftUI names a file uses: types (and wrappers, as @Name) and modifiers (as .name)."""
    code = strip_comments_and_strings(text)
    own = set(re.findall(r"\b(?:struct|class|enum|protocol|typealias)\s+([A-Za-z_]\w*)", code))
    used = set()
    for name in re.findall(r"\b([A-Z][A-Za-z0-9]*)\b", code):
        if name in TYPE_NAMES and name not in own:
            used.add("@" + name if name in WRAPPERS else name)
    for name in re.findall(r"@([A-Z][A-Za-z0-9]*)\b", code):
        if name in WRAPPERS and name not in own:
            used.add("@" + name)
    for name in re.findall(r"\.([a-z][A-Za-z0-9]*)\s*[({]", code):
        if name in MODIFIER_NAMES:
            used.add("." + name)
    for name in re.findall(r"@Environment\(\\\.([a-zA-Z]\w*)\)", code):
        used.add("EnvironmentValues." + name)
    return used


# ---------------------------------------------------------------------------------------------------------------
# The run

def git_describe(path):
    try:
        head = subprocess.run(["git", "-C", path, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        branch = subprocess.run(["git", "-C", path, "rev-parse", "--abbrev-ref", "HEAD"], capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", path, "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True).stdout.strip()
        return f"{branch} at {head}" + (" (with uncommitted changes)" if dirty else ""), branch, head
    except OSError:
        return path, os.path.basename(path), ""


def checkout_declares(cellshot, name):
    for module in ("CellshotSwiftUI", "CellshotUIKit"):
        for directory, _, files in os.walk(os.path.join(cellshot, "Sources", module)):
            for file_name in files:
                if file_name.endswith(".swift"):
                    with open(os.path.join(directory, file_name), encoding="utf-8", errors="replace") as handle:
                        if re.search(r"\b(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias)\s+"
                                     + re.escape(name) + r"\b", handle.read()):
                            return True
    return False


def prepare_sets(sets, files, corpus, work, out):
    """Copies and edits every set's files into its target; returns the per-set results skeleton."""
    results = collections.OrderedDict()
    for row in sets:
        name, module = row["set"], module_name(row["set"])
        source_dir = os.path.join(corpus, name)
        target_dir = os.path.join(work, "Sources", module)
        report_dir = os.path.join(out, "sets", name)
        shutil.rmtree(target_dir, ignore_errors=True)
        os.makedirs(target_dir)
        os.makedirs(report_dir, exist_ok=True)
        replaces = {}
        replaces_path = os.path.join(standins_of(name), "replaces.txt")
        if os.path.exists(replaces_path):
            with open(replaces_path, encoding="utf-8") as handle:
                for line in handle:
                    if line.strip() and not line.startswith("#"):
                        file_name, _, why = line.strip().partition("\t")
                        replaces[file_name.strip()] = why.strip() or "replaced by a stand-in"
        edits_text, diffs, origins, lines_total, corpus_files, missing = [], [], {}, 0, [], []
        set_rows = [r for r in files if r["set"] == name]
        for file_row in set_rows:
            file_name = os.path.basename(file_row["path"])
            path = os.path.join(source_dir, file_name)
            if file_name in replaces:
                continue
            if not os.path.exists(path):
                missing.append(file_name)
                continue
            with open(path, encoding="utf-8-sig", errors="replace") as handle:
                original = handle.read().replace("\r\n", "\n")
            changed, edits, origin = transform(original)
            with open(os.path.join(target_dir, file_name), "w", encoding="utf-8") as handle:
                handle.write(changed)
            origins[file_name] = origin
            corpus_files.append(file_name)
            lines_total += original.count("\n") + 1
            for kind, first, last in edits:
                span = f"{first}" if first == last else f"{first}-{last}"
                edits_text.append(f"{file_name}:{span}\t{kind}")
            diffs.extend(difflib.unified_diff(original.split("\n"), changed.split("\n"),
                                              f"original/{file_name}", f"generated/{file_name}", lineterm=""))
        standins = []
        standin_dir = standins_of(name)
        standin_paths = standin_files(name)
        if standin_paths:
            os.makedirs(os.path.join(target_dir, "standins"))
            for file_name, path in standin_paths:
                shutil.copy(path, os.path.join(target_dir, "standins", file_name))
                standins.append(file_name)
        with open(os.path.join(report_dir, "edits.txt"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(edits_text) + "\n")
        with open(os.path.join(report_dir, "edits.diff"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(diffs) + "\n")
        sources = [os.path.join(target_dir, f) for f in corpus_files] + \
                  [os.path.join(target_dir, "standins", f) for f in standins]
        results[name] = {"set": name, "module": module, "kind": row.get("kind", ""),
                         "exercises": row.get("exercises", ""), "entries": parse_entries(row.get("entry", "")),
                         "setup": row.get("setup", ""), "files": len(corpus_files), "lines": lines_total,
                         "edits": edits_text, "origins": origins, "corpus_files": corpus_files, "standins": standins,
                         "standin_names": standin_declarations([path for _, path in standin_paths]), "replaced": replaces,
                         "missing_files": missing, "declared_types": declared_types_of(sources),
                         "note": read_note(standin_dir),
                         "repositories": sorted({r["repository"] for r in set_rows})}
    return results


STANDINS_ROOT = [os.path.join(REPOSITORY, "corpus", "swiftui-standins")]


def standins_of(set_name):
    """A set's stand-ins: cellshot's own code for the app's modules that are not UI, kept in the repository
    (corpus/swiftui-standins/<set>/; `--standins` names another root). They were once kept beside the corpus and
    lost with the machine they were written on."""
    return os.path.join(STANDINS_ROOT[0], set_name)


def standin_files(set_name):
    """A set's stand-in files, (name, path): the Swift files of its folder, then the files of the stand-ins' `shared/`
    folder its `shared.txt` names (one a line: stand-ins several sets of one app use alike, kept once)."""
    directory = standins_of(set_name)
    if not os.path.isdir(directory):
        return []
    files = [(name, os.path.join(directory, name)) for name in sorted(os.listdir(directory)) if name.endswith(".swift")]
    listed = os.path.join(directory, "shared.txt")
    if os.path.exists(listed):
        with open(listed, encoding="utf-8") as handle:
            for line in handle:
                name = line.strip()
                if name and not name.startswith("#"):
                    files.append((name, os.path.join(STANDINS_ROOT[0], "shared", name)))
    return files


def standin_path(set_name, file_name):
    """Where a stand-in file a run names is: the set's folder, else the shared folder."""
    own = os.path.join(standins_of(set_name), file_name)
    return own if os.path.exists(own) else os.path.join(STANDINS_ROOT[0], "shared", file_name)


def read_note(directory):
    """A set's note on its stand-ins (<set>/standins/NOTE.txt): what was not stood in, and why."""
    path = os.path.join(directory, "NOTE.txt")
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8") as handle:
        return " ".join(handle.read().split())


def standin_declarations(paths):
    """The top-level names a set's stand-in files declare (for the table: what the set needed)."""
    names = []
    for path in paths:
        if path.endswith(".swift") and os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                for line in handle:
                    match = re.match(r"^(?:(?:public|internal|final|@MainActor|@Observable|open)\s+)*"
                                     r"(struct|class|enum|protocol|typealias|func|let|var|extension|actor)\s+"
                                     r"([A-Za-z_][\w.]*)", line)
                    if match:
                        label = ("extension " if match.group(1) == "extension" else "") + match.group(2)
                        if label not in names:
                            names.append(label)
    return names


def build_sets(results, work, cellshot, out, language_mode, timeout):
    shutil.rmtree(os.path.join(work, "Sources", "CorpusDriver"), ignore_errors=True)
    stale = set(os.listdir(os.path.join(work, "Sources"))) - {r["module"] for r in results.values()}
    for name in stale:
        if name.startswith("Corpus_"):
            shutil.rmtree(os.path.join(work, "Sources", name), ignore_errors=True)
    write_package(work, cellshot, [r["module"] for r in results.values()], [], language_mode,
                  target_settings(results, language_mode))
    for name, result in results.items():
        log = os.path.join(out, "sets", name, "build.log")
        target_dir = os.path.join(work, "Sources", result["module"])
        code, output, seconds = swift_build(work, ["--target", result["module"]], timeout, log)
        errors = parse_errors(output, target_dir, result["origins"], result["declared_types"])
        result["compiles"] = code == 0
        result["errors"] = errors
        result["build_seconds"] = round(seconds)
        if code != 0 and not errors:
            tail = [line for line in output.splitlines() if "error" in line.lower()][-3:]
            result["errors"] = [{"file": "-", "line": 0, "message": " / ".join(tail) or "build failed (see build.log)",
                                 "kind": "other", "api": None, "source": ""}]
        state = "compiles" if code == 0 else f"{len(result['errors'])} errors"
        print(f"  {name}: {state} ({seconds:.0f} s)", flush=True)


def build_driver(results, work, cellshot, out, language_mode, timeout, scale, hosting_declared):
    """Builds the driver for the sets that compile; an entry that does not compile drops its set (said so)."""
    compiling = []
    for result in results.values():
        result["excluded"] = ""
        if not result["compiles"]:
            continue
        drawable = [e for e in result["entries"] if hosting_declared or not e["uikit"]]
        if not result["entries"]:
            result["excluded"] = "no entry in the sets TSV"
        elif not drawable:
            result["excluded"] = ("skipped: a UIHostingConfiguration set, drawn through CellshotUIKit once the "
                                  "checkout declares UIHostingConfiguration")
        else:
            result["drawable"] = drawable
            compiling.append(result)
    driver_dir = os.path.join(work, "Sources", "CorpusDriver")
    while compiling:
        shutil.rmtree(driver_dir, ignore_errors=True)
        os.makedirs(driver_dir)
        functions, spans = [], {}
        for result in compiling:
            function, text, spans[result["module"]] = driver_file(result["set"], result["module"], result["drawable"],
                                                                  result["setup"])
            functions.append((result["set"], function))
            with open(os.path.join(driver_dir, f"Drive_{result['module']}.swift"), "w", encoding="utf-8") as handle:
                handle.write(text)
        with open(os.path.join(driver_dir, "Support.swift"), "w", encoding="utf-8") as handle:
            handle.write(driver_support(scale))
        with open(os.path.join(driver_dir, "main.swift"), "w", encoding="utf-8") as handle:
            handle.write(driver_main(functions))
        write_package(work, cellshot, [r["module"] for r in results.values()], [r["module"] for r in compiling],
                      language_mode, target_settings(results, language_mode))
        code, output, seconds = swift_build(work, ["--product", "CorpusDriver"], timeout,
                                            os.path.join(out, "driver-build.log"))
        print(f"  driver for {len(compiling)} sets: {'built' if code == 0 else 'failed'} ({seconds:.0f} s)", flush=True)
        if code == 0:
            return True
        broken = driver_errors(output, spans)
        if not broken:
            for result in compiling:
                result["excluded"] = "the driver did not build (see driver-build.log)"
            return False
        for result in list(compiling):
            errors = broken.get(result["module"])
            if not errors:
                continue
            for name, messages in errors.items():
                text = "; ".join(dict.fromkeys(messages))
                if name is None:
                    result["excluded"] = "the set's driver does not compile: " + text
                else:
                    result.setdefault("entry_errors", {})[name] = text
                    result["drawable"] = [e for e in result["drawable"] if e["name"] != name]
            if result["excluded"] or not result["drawable"]:
                if not result["excluded"]:
                    result["excluded"] = "no entry compiles: " + "; ".join(
                        f"[{n}] {m}" for n, m in result.get("entry_errors", {}).items())
                compiling.remove(result)
    return False


def driver_errors(output, spans):
    """The driver's compiler errors by set module and entry (None: outside every entry's case)."""
    broken = {}
    for line in output.splitlines():
        match = re.match(r"^(/[^:]+/CorpusDriver/Drive_(\w+)\.swift):(\d+):\d+: error: (.*)$", line)
        if not match:
            continue
        module, number, message = match.group(2), int(match.group(3)), match.group(4)
        entry = next((name for name, (first, last) in spans.get(module, {}).items() if first <= number <= last), None)
        broken.setdefault(module, {}).setdefault(entry, []).append(message)
    return broken


def set_catalogs(corpus, set_name):
    """The asset catalogs scripts/uikit-corpus-fetch.py copied beside a set's files (`<corpus>/<set>/*.xcassets`)."""
    directory = os.path.join(corpus, set_name)
    if not os.path.isdir(directory):
        return []
    return sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".xcassets"))


def set_string_catalogs(corpus, set_name):
    """The app's string catalogs and strings tables the fetch script copied (`<corpus>/<set>/strings/<n>/
    Localizable.xcstrings` or `<n>/<language>.lproj/Localizable.strings`)."""
    directory = os.path.join(corpus, set_name, "strings")
    if not os.path.isdir(directory):
        return []
    found = []
    for name in sorted(os.listdir(directory)):
        folder = os.path.join(directory, name)
        if os.path.exists(os.path.join(folder, "Localizable.xcstrings")):
            found.append(os.path.join(folder, "Localizable.xcstrings"))
        found += sorted(os.path.join(folder, entry, "Localizable.strings") for entry in os.listdir(folder)
                        if entry.endswith(".lproj") and os.path.exists(os.path.join(folder, entry, "Localizable.strings")))
    return found


def run_drawings(results, work, out, timeout, looks, schemes, corpus=None):
    binary = os.path.join(work, ".build", "debug", "CorpusDriver")
    for name, result in results.items():
        result["renders"] = None
        result["drawings"] = []
        if not result["compiles"]:
            continue
        if result["excluded"]:
            result["renders"] = False if not result["excluded"].startswith("skipped") else None
            continue
        picture_dir = os.path.join(out, "png", name)
        shutil.rmtree(picture_dir, ignore_errors=True)
        os.makedirs(picture_dir)
        for entry in result["drawable"]:
            for look in looks:
                for scheme in schemes:
                    png = os.path.join(picture_dir, f"{entry['name']}-{look}-{scheme}.png")
                    try:
                        # The app's asset catalogs, so that `Image("name")` and `Color("name")` find its images
                        # and colours as on iOS.
                        catalogs = os.pathsep.join(set_catalogs(corpus, name)) if corpus else ""
                        strings = os.pathsep.join(set_string_catalogs(corpus, name)) if corpus else ""
                        environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", CORPUS_ASSET_CATALOGS=catalogs,
                                           CORPUS_STRING_CATALOGS=strings)
                        run = subprocess.run([binary, name, entry["name"], look, scheme, png], capture_output=True,
                                             text=True, timeout=timeout, env=environment)
                        code, text = run.returncode, run.stdout + run.stderr
                    except subprocess.TimeoutExpired:
                        code, text = -1, f"timed out after {timeout} s"
                    lines = [line.strip() for line in text.splitlines() if line.strip()]
                    warnings = [re.sub(r"^.*?warning: ", "", line) for line in lines if " warning: " in line]
                    problems = [line for line in lines if " warning: " not in line]
                    if code < 0 and code != -1:
                        problems.append(f"crashed (signal {-code})")
                    elif code not in (0, -1) and not problems:
                        problems.append(f"exit status {code}")
                    drawn = code == 0 and os.path.exists(png)
                    result["drawings"].append({"entry": entry["name"], "look": look, "scheme": scheme,
                                               "png": os.path.relpath(png, out) if os.path.exists(png) else "",
                                               "drawn": drawn, "warnings": warnings, "problems": problems})
        with open(os.path.join(out, "sets", name, "run.log"), "w", encoding="utf-8") as handle:
            for drawing in result["drawings"]:
                handle.write(f"{drawing['entry']} {drawing['look']} {drawing['scheme']}: "
                             f"{'drawn' if drawing['drawn'] else 'NOT drawn'}\n")
                for line in drawing["problems"]:
                    handle.write(f"  {line}\n")
                for line in drawing["warnings"]:
                    handle.write(f"  warning: {line}\n")
        result["renders"] = (bool(result["drawings"]) and all(d["drawn"] for d in result["drawings"])
                             and not result.get("entry_errors"))
        summary = "; ".join(dict.fromkeys(p for d in result["drawings"] for p in d["problems"]))
        print(f"  {name}: {'draws' if result['renders'] else 'does not draw'} "
              f"({sum(d['drawn'] for d in result['drawings'])} of {len(result['drawings'])} pictures) {summary[:150]}",
              flush=True)


def merge_previous(out, results, all_sets):
    """With --only, the sets measured now replace theirs in the run's earlier results.json; the others are kept, so
    that a run can be brought up to date set by set (after a stand-in is fixed). In the sets TSV's order."""
    path = os.path.join(out, "results.json")
    if not os.path.exists(path):
        return results
    with open(path, encoding="utf-8") as handle:
        previous = {r["set"]: r for r in json.load(handle)["sets"]}
    merged = collections.OrderedDict()
    for row in all_sets:
        name = row["set"]
        if name in results:
            merged[name] = results[name]
        elif name in previous:
            merged[name] = previous[name]
    return merged


def measure(args, language_mode, sets, files, corpus, cellshot, all_sets=None):
    described, branch, head = git_describe(cellshot)
    run_name = args.run or f"{re.sub(r'[^A-Za-z0-9_.-]', '_', branch)}-{head}"
    out = os.path.abspath(os.path.join(args.out_root or os.path.join(corpus, "out"),
                                       run_name + RUN_SUFFIX[language_mode]))
    work = os.path.abspath(args.work or os.path.join(corpus, "build", os.path.basename(cellshot) + "-pkg"))
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(work, "Sources"), exist_ok=True)
    LANGUAGE_MODE[0] = language_mode
    print(f"swiftui-corpus: {len(sets)} sets from {corpus}, CellshotSwiftUI of {cellshot} ({described}), Swift "
          f"{language_mode}\n  package {work}\n  reports {out}", flush=True)
    results = prepare_sets(sets, files, corpus, work, out)
    build_sets(results, work, cellshot, out, language_mode, args.build_timeout)
    hosting = checkout_declares(cellshot, "UIHostingConfiguration")
    if not args.no_draw:
        build_driver(results, work, cellshot, out, language_mode, args.build_timeout, args.scale, hosting)
        run_drawings(results, work, out, args.run_timeout, args.looks.split(","), args.schemes.split(","), corpus)
    else:
        for result in results.values():
            result.update(renders=None, drawings=[], excluded="not drawn (--no-draw)")
    if all_sets is not None and len(all_sets) > len(sets):
        results = merge_previous(out, results, all_sets)
    write_reports(out, cellshot, described, corpus, results, files, language_mode)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", help="the corpus directory (one directory per set)")
    parser.add_argument("--cellshot", help="the cellshot checkout whose CellshotSwiftUI is measured")
    parser.add_argument("--run", help="the run's name (default: <branch>-<commit> of the checkout); its reports and "
                                      "pictures go to <corpus>/out/<run>[-swift5]/")
    parser.add_argument("--out-root", help="where runs go (default: <corpus>/out)")
    parser.add_argument("--work", help="the generated package (default: <corpus>/build/<checkout name>-pkg; its "
                                       ".build is kept between runs, so cellshot is compiled once)")
    parser.add_argument("--standins", help="the stand-ins' root, one folder per set (default: corpus/swiftui-standins "
                        "in this repository)")
    parser.add_argument("--sets", default=os.path.join(REPOSITORY, "docs", "swiftui-corpus-sets.tsv"))
    parser.add_argument("--files", default=os.path.join(REPOSITORY, "docs", "swiftui-corpus.tsv"))
    parser.add_argument("--only", help="comma-separated set names to measure (default: all); their results replace "
                                       "theirs in the run's earlier results.json, the other sets' are kept")
    parser.add_argument("--build-timeout", type=int, default=1200, help="seconds for one swift build")
    parser.add_argument("--run-timeout", type=int, default=120, help="seconds for one picture")
    parser.add_argument("--language-mode", choices=["app", "6", "5", "all"], default="app",
                        help="Swift language mode(s) of the generated package (default app: each set as its app "
                             "compiles, docs/swiftui-corpus-settings.tsv; 6 or 5: every set in that mode; all: the three)")
    parser.add_argument("--looks", default=",".join(LOOKS))
    parser.add_argument("--schemes", default=",".join(SCHEMES))
    parser.add_argument("--scale", type=int, default=2, choices=[1, 2, 3], help="pixels per point of the pictures")
    parser.add_argument("--no-draw", action="store_true", help="only compile")
    parser.add_argument("--report", metavar="RUN_DIR", help="write a run's reports again from its results.json (after a "
                                                            "change to the reports; nothing is built)")
    parser.add_argument("--update-docs", nargs="*", metavar="RUN_DIR",
                        help="write the compiles/renders/notes columns of the docs TSVs from these runs' results.json "
                             "(a Swift 6 run and a Swift 5 run); with no directories, from this invocation's runs")
    args = parser.parse_args()
    if args.standins:
        STANDINS_ROOT[0] = os.path.abspath(args.standins)

    if args.report:
        rewrite_reports(args.report, args.files)
        if args.update_docs is not None:
            update_docs(args.update_docs or [args.report], args.sets, args.files)
        return
    if args.update_docs and not args.cellshot:
        update_docs(args.update_docs, args.sets, args.files)
        return
    if not args.corpus or not args.cellshot:
        parser.error("--corpus and --cellshot are needed (or --update-docs RUN_DIR…, or --self-test)")
    corpus = os.path.abspath(args.corpus)
    cellshot = os.path.abspath(args.cellshot)
    if not os.path.isfile(os.path.join(cellshot, "Package.swift")):
        sys.exit(f"swiftui-corpus: {cellshot} is not a cellshot checkout (no Package.swift)")
    sets = read_tsv(args.sets)
    all_sets = [row for row in sets if os.path.isdir(os.path.join(corpus, row["set"]))]
    files = read_tsv(args.files)
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {row["set"] for row in sets}
        if unknown:
            sys.exit(f"swiftui-corpus: no such set in {args.sets}: {', '.join(sorted(unknown))}")
        sets = [row for row in sets if row["set"] in wanted]
    sets = [row for row in sets if os.path.isdir(os.path.join(corpus, row["set"]))] or sys.exit(
        f"swiftui-corpus: none of the sets in {args.sets} is under {corpus}")
    modes = ["app", "6", "5"] if args.language_mode == "all" else [args.language_mode]
    outs = [measure(args, mode, sets, files, corpus, cellshot, all_sets) for mode in modes]
    if args.update_docs is not None:
        update_docs(args.update_docs or outs, args.sets, args.files)


# ---------------------------------------------------------------------------------------------------------------
# Reports

def md_cell(text, limit=None):
    text = (text or "").replace("|", "\\|").replace("\n", " ")
    if limit and len(text) > limit:
        text = text[:limit - 1] + "…"
    return text


def error_label(error):
    if error["kind"] == "other" and error["api"]:
        return error["api"]
    if error["kind"] in ("missing API", "stand-in missing") and error["api"]:
        return ("missing " if error["kind"] == "missing API" else "stand-in lacks ") + error["api"]
    if error["kind"] == "signature differs" and error["api"]:
        return f"{error['api']}: {normalise(error['message'])}"
    return normalise(error["message"])


def first_errors(result, count=3):
    """A set's errors for a table cell: missing API first (most often reported first), then the rest; members of a
    type the compiler could not tell are left out (they are behind another error)."""
    if result["compiles"]:
        return ""
    order = {"missing API": 0, "stand-in missing": 1, "signature differs": 2, "Swift 6 isolation": 3, "other": 4}
    counts = collections.Counter(error_label(e) for e in result["errors"])
    errors = [e for e in result["errors"] if not (e["api"] or "").endswith("(type unknown)")] or result["errors"]
    errors = sorted(errors, key=lambda e: (order.get(e["kind"], 5), -counts[error_label(e)]))
    labels = list(dict.fromkeys(error_label(e) for e in errors))
    return "; ".join(labels[:count]) + (f" (+{len(labels) - count} more)" if len(labels) > count else "")


KEPT_QUOTES = re.compile(r"^'((UI|NS|CG|CA)\w*|[^']*:[^']*|Hashable|Equatable|Sendable|Identifiable|Codable|View|"
                         r"CaseIterable|AnyObject|Any|some View|ShapeStyle|Shape|ObservableObject)'$")


def normalise(message):
    """An error message with the app's own names abstracted, so that the same cause counts once per set."""
    message = re.sub(r"\s*\[#\w+\]$", "", message)
    return re.sub(r"'[^']*'", lambda m: m.group(0) if KEPT_QUOTES.match(m.group(0)) or is_swiftui_name(
        m.group(0).strip("'")) else "'…'", message)


def file_key(row):
    return (row["repository"], row["path"])


def file_states(results, files):
    """Per distinct corpus file (repository, path): 'yes' (no compiler error in it in any measured set holding it),
    'no', 'replaced' (left out for a stand-in) or None (not measured). A set with an error outside its corpus files
    (in a stand-in, or in no file: a package failure) fails all of its files, so the count never flatters."""
    states = {}
    for row in files:
        result = results.get(row["set"])
        if result is None:
            continue
        key = file_key(row)
        name = os.path.basename(row["path"])
        if name in result["replaced"]:
            states.setdefault(key, "replaced")
            continue
        if result["compiles"]:
            state = "yes"
        else:
            located = {e["file"] for e in result["errors"]}
            outside = located - set(result["corpus_files"])      # a stand-in's error, or one in no file
            state = "no" if (name in located or outside) else "yes"
        if states.get(key) in (None, "replaced", "yes"):
            states[key] = state if states.get(key) != "no" else "no"
        if state == "no":
            states[key] = "no"
    return states


def summary_line(results, files, language_mode):
    total = len(results)
    compiled = sum(1 for r in results.values() if r["compiles"])
    rendered = sum(1 for r in results.values() if r.get("renders"))
    skipped = sum(1 for r in results.values() if r["compiles"] and r.get("renders") is None)
    states = file_states(results, files)
    kinds = {file_key(row): row.get("kind", "") for row in files if row["set"] in results}
    measured = {k: v for k, v in states.items() if v in ("yes", "no")}
    ui = {k: v for k, v in measured.items() if kinds.get(k) in ("row", "list", "form", "hosting")}
    repos = {row["repository"] for row in files if row["set"] in results}
    replaced = sum(1 for v in states.values() if v == "replaced")
    mode = ("each in its app's own language mode and isolation (docs/swiftui-corpus-settings.tsv)"
            if language_mode == "app" else f"Swift {language_mode} language mode")
    return (f"{total} sets from {len(repos)} repositories, {mode}: {compiled} of {total} "
            f"compile with only their imports changed, the Linux-language guards and their stand-ins; {rendered} of "
            f"{compiled} that compile draw in every look and colour scheme" +
            (f" ({skipped} UIHostingConfiguration sets not drawn yet)" if skipped else "") +
            f". Per file: {sum(v == 'yes' for v in measured.values())} of {len(measured)} distinct files compile "
            f"({sum(v == 'yes' for v in ui.values())} of {len(ui)} UI files: rows, lists, forms, hosting cells)" +
            (f"; {replaced} model files replaced by stand-ins are not counted." if replaced else "."))


def write_reports(out, cellshot, described, corpus, results, files, language_mode):
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    summary = summary_line(results, files, language_mode)
    table = ["# CellshotSwiftUI on the corpus: results", "",
             f"CellshotSwiftUI of `{cellshot}` ({described}), measured {stamp} by `scripts/swiftui-corpus.sh`.", "",
             summary, "",
             "| set | kind | files | edits | stand-ins | compiles | draws | first errors, or what the drawing said |",
             "|---|---|---|---|---|---|---|---|"]
    for result in results.values():
        table.append(f"| {result['set']} | {result['kind']} | {result['files']} | {len(result['edits'])} | "
                     f"{md_cell(', '.join(result['standin_names']) or 'none', 120)} | "
                     f"{'yes' if result['compiles'] else 'no'} | {draw_cell(result)} | "
                     f"{md_cell(first_errors(result) or run_note(result), 300)} |")
    table += ["", "Edits per set: `sets/<set>/edits.txt` (file:lines and why) and `sets/<set>/edits.diff`; build and "
              "run logs beside them; pictures in `png/<set>/<entry>-<look>-<scheme>.png`, each with its laid-out tree "
              "and warnings in `.png.txt`.", "", "## Errors by cause", ""]
    for result in results.values():
        if result["compiles"]:
            continue
        table += [f"### {result['set']}", ""]
        by_kind = collections.OrderedDict()
        for error in result["errors"]:
            by_kind.setdefault(error["kind"], []).append(error)
        for kind in ("missing API", "signature differs", "Swift 6 isolation", "stand-in missing", "other"):
            if kind not in by_kind:
                continue
            table.append(f"- **{kind}** ({len(by_kind[kind])}):")
            grouped = collections.OrderedDict()
            for error in by_kind[kind]:
                key = error_label(error)
                grouped.setdefault(key, []).append(f"{error['file']}:{error['line']}")
            for key, places in grouped.items():
                shown = ", ".join(places[:4]) + (f" (+{len(places) - 4})" if len(places) > 4 else "")
                table.append(f"  - `{md_cell(key, 220)}` — {shown}")
        table.append("")
    with open(os.path.join(out, "results.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(table) + "\n")

    ranked = rank_missing(results, files)
    usage = usage_table(results, files, corpus, cellshot)
    lines = ["# Missing SwiftUI API, ranked by files blocked", "",
             f"CellshotSwiftUI of `{cellshot}` ({described}), measured {stamp}. {summary}", "",
             "Two measures. **Reported**: the compiler named the API in an error in the file (a file is counted once "
             "per API; what a missing API hides — a modifier chained after a missing one, an initializer of a missing "
             "type — is not reported, so these are lower bounds). **Used, not declared**: the corpus files use the "
             "name and the checkout declares nothing of that name (a static census: names only, not signatures).", ""]
    for area in AREAS:
        rows = area_rows(area, ranked, usage)
        if not rows:
            continue
        lines += [f"## {area}", "", "| API | files blocked (reported) | files using it (census) | sets | which sets |",
                  "|---|---|---|---|---|"]
        for item in rows:
            lines.append(f"| `{md_cell(item['api'])}` | {item['files']} | {item['census'] if item['census'] is not None else '—'} | "
                         f"{len(item['sets'])} | {md_cell(', '.join(sorted(item['sets'])), 300)} |")
        lines.append("")
    others = collections.defaultdict(lambda: collections.defaultdict(set))
    for result in results.values():
        for error in result["errors"]:
            if error["kind"] in ("missing API",):
                continue
            label = error_label(error) if error["kind"] != "other" or error["api"] else normalise(error["message"])
            others[error["kind"]][label].add(result["set"])
    for kind, title in (("signature differs", "Signatures that differ"), ("Swift 6 isolation", "Swift 6 isolation"),
                        ("stand-in missing", "Stand-ins missing (the app's modules the set's stand-ins lack)"),
                        ("other", "Other errors")):
        if not others.get(kind):
            continue
        lines += [f"## {title}", "", "| error | sets | which |", "|---|---|---|"]
        for label, names in sorted(others[kind].items(), key=lambda item: (-len(item[1]), item[0])):
            lines.append(f"| {md_cell(label, 220)} | {len(names)} | {md_cell(', '.join(sorted(names)), 200)} |")
        lines.append("")
    failing_runs = [r for r in results.values() if r["compiles"] and r.get("renders") is False]
    if failing_runs:
        lines += ["## Compiles but does not draw", "", "| set | what the run said |", "|---|---|"]
        for result in failing_runs:
            lines.append(f"| {result['set']} | {md_cell(run_note(result), 400)} |")
        lines.append("")
    with open(os.path.join(out, "missing-apis.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")

    usage_lines = ["# SwiftUI names the corpus uses", "",
                   f"Over the distinct corpus files of {len(results)} sets (stand-ins not counted). `declared`: whether "
                   f"the checkout ({described}) declares the name at all.", "",
                   "| rank | name | area | files | declared |", "|---|---|---|---|---|"]
    for rank, item in enumerate(usage, 1):
        usage_lines.append(f"| {rank} | `{item['name']}` | {item['area']} | {item['files']} | "
                           f"{'yes' if item['declared'] else 'no'} |")
    with open(os.path.join(out, "api-usage.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(usage_lines) + "\n")

    section = [f"Measured {stamp} on CellshotSwiftUI of {described}: {summary}", "",
               "| set | kind | files | compiles | draws | first errors, or what the drawing said |",
               "|---|---|---|---|---|---|"]
    for result in results.values():
        section.append(f"| {result['set']} | {result['kind']} | {result['files']} | "
                       f"{'yes' if result['compiles'] else 'no'} | {draw_cell(result)} | "
                       f"{md_cell(first_errors(result, 2) or run_note(result), 160)} |")
    overall = [dict(row, area=area) for area in AREAS for row in area_rows(area, ranked, usage)]
    overall.sort(key=lambda r: (-max(r["files"], r["census"] or 0), -len(r["sets"]), r["api"]))
    section += ["", "Missing API across the corpus, by files blocked (the compiler's report, a lower bound) and files using the "
                "name (the census); the first 40, with their area:", "",
                "| API | area | files blocked | files using it | sets |", "|---|---|---|---|---|"]
    for row in overall[:40]:
        section.append(f"| `{md_cell(row['api'])}` | {row['area']} | {row['files']} | "
                       f"{row['census'] if row['census'] is not None else '—'} | {len(row['sets'])} |")
    with open(os.path.join(out, "docs-section.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(section) + "\n")

    with open(os.path.join(out, "results.json"), "w", encoding="utf-8") as handle:
        json.dump({"cellshot": cellshot, "described": described, "measured": stamp, "summary": summary,
                   "language_mode": language_mode, "ranked": ranked,
                   "files": [{"set": row["set"], "repository": row["repository"], "path": row["path"],
                              "state": file_states(results, files).get(file_key(row))}
                             for row in files if row["set"] in results],
                   "corpus": corpus,
                   "sets": [{k: (sorted(v) if isinstance(v, set) else v) for k, v in r.items()
                             if k not in ("origins", "declared_types", "drawable")} for r in results.values()]},
                  handle, indent=1)
    print(f"swiftui-corpus: {summary}\n  {os.path.join(out, 'results.md')}\n  {os.path.join(out, 'missing-apis.md')}\n"
          f"  {os.path.join(out, 'api-usage.md')}", flush=True)


def rewrite_reports(run_dir, files_path):
    """The reports of a run written again from its results.json."""
    with open(os.path.join(run_dir, "results.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    results = collections.OrderedDict((r["set"], r) for r in data["sets"])
    LANGUAGE_MODE[0] = data["language_mode"]
    corpus_dir = data.get("corpus") or os.path.dirname(os.path.dirname(os.path.abspath(run_dir)))
    for result in results.values():
        # The errors classified again with this script's rules (the messages and the calls they point into are kept).
        set_dir = os.path.join(corpus_dir, result["set"])
        sources = [os.path.join(set_dir, f) for f in result.get("corpus_files", []) if os.path.exists(os.path.join(set_dir, f))]
        sources += [standin_path(result["set"], f) for f in result.get("standins", [])
                    if os.path.exists(standin_path(result["set"], f))]
        declared = declared_types_of(sources)
        for error in result.get("errors", []):
            if error["file"] == "-":
                continue
            kind, api = classify(error["message"], declared)
            if kind == "signature differs":
                api = error["api"] if error["kind"] == "signature differs" else None
                if not api:
                    api = call_of_error(error["message"], [error.get("source", "")], 0, error.get("column", 1))
                member = api.rsplit(".", 1)[-1] if api else ""
                if member in COLLECTION_MEMBERS:
                    kind, api = "missing API", "RangeReplaceableCollection." + member
            elif kind in ("missing API", "stand-in missing") and not api:
                kind = "other"
            error["kind"], error["api"] = kind, api
    corpus = data.get("corpus") or os.path.dirname(os.path.dirname(os.path.abspath(run_dir)))
    write_reports(run_dir, data["cellshot"], data["described"], corpus, results, read_tsv(files_path),
                  data["language_mode"])


def draw_cell(result):
    if not result["compiles"]:
        return "—"
    if result.get("renders") is None:
        return "skipped" if result.get("excluded", "").startswith("skipped") else "—"
    drawn = sum(d["drawn"] for d in result["drawings"])
    failed_entries = len(result.get("entry_errors", {}))
    return "yes" if result["renders"] else (f"no ({drawn} of {len(result['drawings'])} pictures"
                                            + (f"; {failed_entries} entries do not compile)" if failed_entries else ")"))


def run_note(result):
    if result.get("excluded"):
        return result["excluded"]
    problems = [f"entry [{name}] does not compile: {text}" for name, text in result.get("entry_errors", {}).items()]
    problems += list(dict.fromkeys(p for d in result.get("drawings", []) for p in d["problems"]))
    warnings = list(dict.fromkeys(w for d in result.get("drawings", []) for w in d["warnings"]))
    parts = problems + [f"warning: {w}" for w in warnings]
    return " / ".join(parts)


def rank_missing(results, files):
    """Every missing API the compiler named, with the distinct corpus files it is reported in and the sets."""
    repository_of = {}
    for row in files:
        repository_of[(row["set"], os.path.basename(row["path"]))] = (row["repository"], row["path"])
    table = collections.defaultdict(lambda: {"files": set(), "sets": set()})
    for result in results.values():
        for error in result["errors"]:
            if error["kind"] == "signature differs" and error["api"]:
                if re.search(r"generic parameter '[^']*' could not be inferred", error.get("message", "")):
                    continue      # behind an argument whose type is unknown (another error), not the signature
                head = re.split(r"[(.]", error["api"].lstrip("."))[0]
                if not (is_swiftui_name(head) or error["api"].lstrip(".").split("(")[0] in MODIFIER_NAMES):
                    continue      # a call of the app's own code: behind another error
                api = error["api"] + " (signature)"
                entry = table[api]
                entry["sets"].add(result["set"])
                key = repository_of.get((result["set"], error["file"]))
                if key:
                    entry["files"].add(key)
                continue
            if error["kind"] != "missing API" or not error["api"]:
                continue
            api = error["api"]
            if api.endswith("(type unknown)"):
                continue          # a member whose base type is unknown: behind another missing API
            if api in WRAPPERS:
                api = "@" + api   # a property wrapper, named as it is written whether the type or the attribute failed
            entry = table[api]
            entry["sets"].add(result["set"])
            key = repository_of.get((result["set"], error["file"]))
            if key:
                entry["files"].add(key)
    ranked = [{"api": api, "area": area_of(api), "files": len(entry["files"]), "sets": sorted(entry["sets"])}
              for api, entry in table.items()]
    ranked.sort(key=lambda item: (-item["files"], -len(item["sets"]), item["api"]))
    return ranked


def area_rows(area, ranked, usage):
    """An area's missing API: every name the compiler reported and every name the census found used and not declared,
    with both counts, ranked by the larger."""
    census = {item["name"]: item["files"] for item in usage if not item["declared"]}
    rows = {}
    for item in ranked:
        if item["area"] == area:
            rows[item["api"]] = {"api": item["api"], "files": item["files"], "sets": set(item["sets"]),
                                 "census": census.get(item["api"])}
    for item in usage:
        if item["area"] == area and not item["declared"] and item["name"] not in rows:
            rows[item["name"]] = {"api": item["name"], "files": 0, "sets": set(), "census": item["files"]}
    return sorted(rows.values(), key=lambda r: (-max(r["files"], r["census"] or 0), -len(r["sets"]), r["api"]))


def usage_table(results, files, corpus, cellshot):
    swiftui = declared_names(cellshot, ("CellshotSwiftUI", "CellshotSwiftUILayout"))
    uikit = declared_names(cellshot, ("CellshotUIKit",))
    counts = collections.Counter()
    seen = set()
    own_keys = {}          # per set: the environment values its own files and stand-ins declare (`var edgePadding`)
    for result in results.values():
        directory = os.path.join(corpus, result["set"])
        paths = [os.path.join(directory, f) for f in result.get("corpus_files", [])]
        paths += [standin_path(result["set"], f) for f in result.get("standins", [])]
        keys = set()
        for path in paths:
            if os.path.exists(path):
                with open(path, encoding="utf-8-sig", errors="replace") as handle:
                    text = handle.read()
                for block in re.findall(r"extension\s+EnvironmentValues\s*\{(.*?)\n\}", text, re.S):
                    keys.update(re.findall(r"\bvar\s+([A-Za-z_]\w*)", block))
                keys.update(re.findall(r"@Entry\s+var\s+([A-Za-z_]\w*)", text))
        own_keys[result["set"]] = keys
    for row in files:
        result = results.get(row["set"])
        name = os.path.basename(row["path"])
        if result is None or name in result["replaced"] or file_key(row) in seen:
            continue
        seen.add(file_key(row))
        path = os.path.join(corpus, row["set"], name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8-sig", errors="replace") as handle:
            for used in usage_of(handle.read()):
                if used.startswith("EnvironmentValues.") and used.split(".", 1)[1] in own_keys.get(row["set"], ()):
                    continue      # the app's own environment value
                counts[used] += 1
    items = []
    for name, count in counts.items():
        bare = name.lstrip("@.").split(".")[-1]
        declared = bare in swiftui or (re.match(r"^(UI|NS|CG|CA)[A-Z]", bare) is not None and bare in uikit)
        items.append({"name": name, "area": area_of(name), "files": count, "declared": declared})
    items.sort(key=lambda item: (-item["files"], item["name"]))
    return items


# ---------------------------------------------------------------------------------------------------------------
# The docs TSVs

FILE_COLUMNS = ["set", "repository", "commit", "path", "licence", "kind", "compiles_app", "compiles_swift6",
                "compiles_swift5", "notes"]
SET_COLUMNS = ["set", "kind", "repositories", "entry", "setup", "standins", "exercises", "compiles_app", "renders_app",
               "compiles_swift6", "renders_swift6", "compiles_swift5", "renders_swift5", "notes"]
MODE_COLUMN = {"app": "app", "6": "swift6", "5": "swift5"}


def update_docs(run_dirs, sets_path, files_path):
    """Writes the measured columns of docs/swiftui-corpus.tsv and docs/swiftui-corpus-sets.tsv from runs'
    results.json (one per language mode; the last one given for a mode wins). A mode no run measured gets "—" in
    its columns (a Swift-6-only run leaves no Swift 5 result of an older checkout beside its own)."""
    runs = {}
    for directory in run_dirs:
        with open(os.path.join(directory, "results.json"), encoding="utf-8") as handle:
            data = json.load(handle)
        runs[data["language_mode"]] = data
    file_rows = read_tsv(files_path)
    set_rows = read_tsv(sets_path)
    file_state = {mode: {(f["set"], f["repository"], f["path"]): f["state"] for f in data["files"]}
                  for mode, data in runs.items()}
    set_result = {mode: {s["set"]: s for s in data["sets"]} for mode, data in runs.items()}
    # The notes come from the headline run: each app's own settings when measured, else Swift 6.
    noted = "app" if "app" in runs else "6"
    for row in file_rows:
        notes = []
        for mode in ("app", "6", "5"):
            column = f"compiles_{MODE_COLUMN[mode]}"
            state = file_state.get(mode, {}).get((row["set"], row["repository"], row["path"]))
            if state is not None:
                row[column] = state
            elif mode not in runs:
                row[column] = row.get(column) or "—"
            result = set_result.get(mode, {}).get(row["set"])
            name = os.path.basename(row["path"])
            if result and name in result.get("replaced", {}):
                notes = [f"replaced by a stand-in: {result['replaced'][name]}"]
            elif result and mode == noted and state == "no":
                labels = list(dict.fromkeys(error_label(e) for e in result["errors"] if e["file"] == name
                                            and not (e["api"] or "").endswith("(type unknown)")))
                notes = ["; ".join(labels[:4]) + (f" (+{len(labels) - 4} more)" if len(labels) > 4 else "")]
        # A set no run measured (an `--only` run of other sets) keeps its notes.
        if any(row["set"] in results for results in set_result.values()):
            row["notes"] = " ".join(notes)
    for row in set_rows:
        notes = []
        for mode in ("app", "6", "5"):
            result = set_result.get(mode, {}).get(row["set"])
            compiles, renders = f"compiles_{MODE_COLUMN[mode]}", f"renders_{MODE_COLUMN[mode]}"
            if not result:
                if mode not in runs:
                    row[compiles] = row.get(compiles) or "—"
                    row[renders] = row.get(renders) or "—"
                continue
            row[compiles] = "yes" if result["compiles"] else "no"
            row[renders] = draw_cell(result)
            names = result.get("standin_names", [])
            row["standins"] = (", ".join(names[:14]) + (f" (+{len(names) - 14} more)" if len(names) > 14 else "")) or "none"
            if result.get("replaced"):
                row["standins"] += "; replaces " + ", ".join(sorted(result["replaced"]))
            row["repositories"] = ", ".join(result.get("repositories", []))
            if mode == noted:
                if result.get("note"):
                    notes.append(result["note"])
                notes.append(first_errors(result, 3) or run_note(result))
        if any(row["set"] in results for results in set_result.values()):
            row["notes"] = " ".join(n for n in notes if n)[:600]
    write_tsv(files_path, tsv_comments(files_path), FILE_COLUMNS, file_rows)
    write_tsv(sets_path, tsv_comments(sets_path), SET_COLUMNS, set_rows)
    print(f"swiftui-corpus: wrote {files_path} and {sets_path} from {', '.join(sorted(run_dirs))}")


# ---------------------------------------------------------------------------------------------------------------
# Self-test: `scripts/swiftui-corpus.sh --self-test` checks the edits, the error attribution and the counts.

SELF_TEST_SOURCE = """import SwiftUI
import UIKit
import Combine
import Kingfisher
@testable import Models
import Foundation
import os.log

struct SettingsView: View {
    @StateObject var model = SettingsModel()

    var body: some View {
        List {
            Toggle(isOn: $model.enabled) { Text("Enabled") }   // a comment with #selector( and { in it
        }
        .navigationTitle("Settings")
    }

    @objc
    private func tapped() {
        os_log("tapped %@",
               "now")
    }
}

#Preview {
    SettingsView()
}
"""


def self_test():
    changed, edits, origin = transform(SELF_TEST_SOURCE)
    expected = [("import block (SwiftUI)", 1, 1), ("import block (UIKit)", 2, 2),
                ("import block (Combine)", 3, 3),
                ("import guarded: Kingfisher (no such module on Linux; stand-ins declare what it would)", 4, 4),
                ("import guarded: Models (no such module on Linux; stand-ins declare what it would)", 5, 5),
                ("import guarded: os (no such module on Linux; stand-ins declare what it would)", 7, 7),
                ("guarded: @objc declaration", 19, 23), ("guarded: #Preview", 26, 28)]
    assert edits == expected, f"edits: {edits}"
    lines = changed.split("\n")
    assert lines[:5] == SWIFTUI_BLOCK and lines[5:10] == UIKIT_BLOCK, lines[:10]
    assert lines[10:15] == COMBINE_BLOCK, lines[10:15]
    # A model file that imports only Foundation and uses Combine's names gets them as Foundation gives them on iOS;
    # one that uses none keeps its import alone.
    model, model_edits, _ = transform("import Foundation\n\nfinal class Model: ObservableObject {\n    @Published var n = 0\n}\n")
    assert model.split("\n")[:6] == ["import Foundation"] + COMBINE_BLOCK, model
    assert transform("import Foundation\n\nstruct Plain {}\n")[1] == [], "a plain Foundation file is left alone"
    # Platform conditions are answered as on iOS; the app's own modules are left to the compiler.
    guarded = transform("#if os(iOS) && canImport(UIKit)\nlet a = 1\n#elseif os(macOS) || targetEnvironment(macCatalyst)\n"
                        "let a = 2\n#endif\n#if canImport(Kingfisher)\nlet b = 3\n#endif\n")
    assert guarded[0].split("\n")[0] == "#if true && true" and guarded[0].split("\n")[2] == "#elseif false || false", guarded[0]
    assert "#if canImport(Kingfisher)" in guarded[0].split("\n"), guarded[0]
    # URLSession is FoundationNetworking's on Linux; a model seeing Combine through an app module gets Combine's names.
    networked = transform("import Foundation\nlet s = URLSession.shared\n")[0].split("\n")
    assert networked[:4] == ["import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking",
                             "#endif"], networked
    fetched = transform("import SwiftUI\nimport Foundation\nlet s = URLSession.shared\n")[0].split("\n")
    assert fetched[:8] == SWIFTUI_BLOCK + NETWORKING_BLOCK and fetched[8] == "import Foundation", fetched
    model = transform("import AppModels\nfinal class M: ObservableObject {}\n")[0].split("\n")
    assert model[:6] == ["#if canImport(AppModels)", "import AppModels", "#else", "import Foundation",
                         "import CellshotCombine", "#endif"], model
    assert "import Foundation" in lines and changed.count(GUARD_CLOSE) == 2, changed
    # Every original line survives, in order (the swapped imports inside their blocks; each line knows its origin).
    original = SELF_TEST_SOURCE.split("\n")
    survivors = [line for line, source in zip(lines, origin) if source and line == original[source - 1]]
    assert survivors == original, "lines lost"
    # The body is never guarded: List, Toggle and .navigationTitle stay for the compiler to judge.
    assert "        List {" in lines and "        .navigationTitle(\"Settings\")" in lines
    # A guarded #Preview keeps its origin for error lines.
    assert origin[lines.index("    SettingsView()")] == 27

    declared = {"*": {"SettingsView", "SettingsModel", "Theme"}, "View": {"SettingsView"}}
    cases = [
        ("cannot find 'List' in scope", ("missing API", "List")),
        ("cannot find type 'ObservableObject' in scope", ("missing API", "ObservableObject")),
        ("unknown attribute 'StateObject'", ("missing API", "@StateObject")),
        ("value of type 'some View' has no member 'navigationTitle'", ("missing API", ".navigationTitle")),
        ("value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'listRowBackground'",
         ("missing API", ".listRowBackground")),
        ("value of type 'SettingsView' has no member 'environmentObject'", ("missing API", ".environmentObject")),
        ("type 'Color' has no member 'systemGroupedBackground'", ("missing API", "Color.systemGroupedBackground")),
        ("value of type 'EnvironmentValues' has no member 'dismiss'", ("missing API", "EnvironmentValues.dismiss")),
        ("cannot find 'L10n' in scope", ("stand-in missing", "L10n")),
        ("value of type 'Theme' has no member 'tintColor'", ("stand-in missing", "Theme.tintColor")),
        ("cannot infer contextual base in reference to member 'insetGrouped'", ("missing API", ".insetGrouped (type unknown)")),
        ("main actor-isolated property 'x' can not be referenced from a nonisolated context", ("Swift 6 isolation", None)),
        ("extra argument 'isOn' in call", ("signature differs", None)),
        ("generic parameter 'Content' could not be inferred", ("signature differs", None)),
        ("the compiler is unable to type-check this expression in reasonable time", ("other", None)),
    ]
    for message, wanted in cases:
        assert classify(message, declared) == wanted, (message, classify(message, declared), wanted)
    assert area_of("List") == "List, Form, Section, navigation and toolbar"
    assert area_of(".navigationTitle") == "List, Form, Section, navigation and toolbar"
    assert area_of("@StateObject") == "state, data flow and interaction modifiers"
    assert area_of("Toggle(isOn:){}") == "controls"
    assert area_of("Color.systemGroupedBackground") == "images, shapes, colours and effects"
    assert area_of(".lineLimit") == "text" and area_of("ViewThatFits") == "layout"
    assert area_of("EnvironmentValues.editMode") == "List, Form, Section, navigation and toolbar"
    assert area_of("PreviewProvider") == "other"
    assert classify("value of type 'NotificationCenter' has no member 'publisher'", declared) == \
        ("missing API", "NotificationCenter.publisher")
    assert area_of("NotificationCenter.publisher") == "state, data flow and interaction modifiers"
    assert classify("cannot find 'Just' in scope", declared) == ("missing API", "Just")
    assert classify("cannot find 'listStyle' in scope", declared) == ("missing API", ".listStyle")
    assert classify("type 'URLSession' (aka 'AnyObject') has no member 'shared'", declared)[0] == "other"
    assert classify("value of type 'Content' (aka '_ViewModifier_Content<Drag>') has no member 'gesture'", declared) == \
        ("missing API", ".gesture")
    assert platform_guarded_declarations("enum Button { }\n#if os(iOS)\nfunc itemToShow() {}\n#else\nvar library = 1\n"
                                         "#endif\n#if DEBUG\nlet debugOnly = 1\n#endif") == {"itemToShow", "library"}
    assert classify("cannot find 'ListRow' in scope", declared) == ("stand-in missing", "ListRow")
    assert classify("cannot find '$model' in scope", declared) == ("other", None)
    assert classify("cannot find '_size' in scope", declared) == ("other", None)
    assert classify("value of type 'SettingsView' has no member '_settings'", declared) == ("other", None)
    assert classify("cannot find type 'Content' in scope", declared) == ("other", None)
    assert classify("cannot find 'itemToShow' in scope", dict(declared, **{"#if": {"itemToShow"}})) == ("other", None)
    assert classify("type 'SwiftUI' has no member 'Form'", declared) == ("missing API", "SwiftUI.Form")
    assert area_of("SwiftUI.Form") == "List, Form, Section, navigation and toolbar"
    assert classify("value of type '[Language]' has no dynamic member 'move' using key path from root type '[Language]'",
                    declared) == ("missing API", "RangeReplaceableCollection.move(fromOffsets:toOffset:)")
    assert classify("value of type 'NSObject' has no member 'placeholder'", declared) == ("other", None)
    assert area_of("RangeReplaceableCollection.remove(atOffsets:)") == "List, Form, Section, navigation and toolbar"
    # The call an error points into, named with its labels and trailing closures.
    code = ["        Toggle(isOn: $model.enabled) { Text(\"Enabled\") }",
            "        Section(header: Text(\"A\"),",
            "                footer: Text(\"B, (c)\")) {",
            "        }",
            '        Picker("Theme", selection: $theme) { Text("a") } label: { Text("b") }']
    assert call_at(code, 0, 16) == "Toggle(isOn:){}", call_at(code, 0, 16)
    assert call_at(code, 0, 9) == "Toggle(isOn:){}", call_at(code, 0, 9)
    assert call_at(code, 2, 17) == "Section(header:footer:){}", call_at(code, 2, 17)
    assert call_at(code, 4, 9) == "Picker(_:selection:){}label:{}", call_at(code, 4, 9)
    assert call_at(["x = Image(uiImage: image)"], 0, 10) == "Image(uiImage:)"
    assert call_of_error("incorrect argument label in call (have 'atOffsets:', expected 'at:')",
                         ["  scrums.remove(atOffsets: indices)"], 0, 200) == "scrums.remove(atOffsets:)"
    # Errors are located in the corpus file or a stand-in, deduplicated, with the original line.
    target = "/tmp/swiftui-corpus-self-test/Sources/Corpus_a"
    list_line = lines.index("        List {") + 1
    output = "\n".join([
        f"{target}/SettingsView.swift:{list_line}:9: error: cannot find 'List' in scope",
        f"{target}/SettingsView.swift:{list_line}:9: error: cannot find 'List' in scope",
        f"{target}/standins/Models.swift:3:20: error: cannot find type 'ObservableObject' in scope",
        f"/elsewhere/Other.swift:1:1: error: cannot find 'X' in scope",
    ])
    errors = parse_errors(output, target, {"SettingsView.swift": origin}, declared)
    assert [(e["file"], e["line"], e["api"]) for e in errors] == \
        [("SettingsView.swift", 13, "List"), ("standins/Models.swift", 3, "ObservableObject")], errors
    # Per-file counts: a file shared by two sets counts once; an error in it in either set fails it; a set whose
    # errors name none of its corpus files (a stand-in's, a package failure) fails all of its files; replaced files
    # are counted apart.
    results = {"a": {"compiles": False, "errors": [{"file": "Model.swift"}], "replaced": {},
                     "corpus_files": ["Model.swift", "List.swift"]},
               "b": {"compiles": True, "errors": [], "replaced": {}, "corpus_files": ["List.swift", "Model.swift"]},
               "c": {"compiles": False, "errors": [{"file": "standins/S.swift"}], "replaced": {"Data.swift": "SwiftData"},
                     "corpus_files": ["Cell.swift"]},
               "d": {"compiles": False, "errors": [{"file": "Row.swift"}, {"file": "standins/T.swift"}], "replaced": {},
                     "corpus_files": ["Row.swift", "Clean.swift"]}}
    rows = [{"set": "a", "repository": "o/r", "path": "App/Model.swift", "kind": "model"},
            {"set": "a", "repository": "o/r", "path": "App/List.swift", "kind": "list"},
            {"set": "b", "repository": "o/r", "path": "App/List.swift", "kind": "list"},
            {"set": "b", "repository": "o/r", "path": "App/Model.swift", "kind": "model"},
            {"set": "c", "repository": "o/s", "path": "Cell.swift", "kind": "row"},
            {"set": "c", "repository": "o/s", "path": "Data.swift", "kind": "model"},
            {"set": "d", "repository": "o/u", "path": "Row.swift", "kind": "row"},
            {"set": "d", "repository": "o/u", "path": "Clean.swift", "kind": "support"},
            {"set": "z", "repository": "o/t", "path": "Unmeasured.swift", "kind": "row"}]
    states = file_states(results, rows)
    assert states == {("o/r", "App/Model.swift"): "no", ("o/r", "App/List.swift"): "yes",
                      ("o/s", "Cell.swift"): "no", ("o/s", "Data.swift"): "replaced",
                      ("o/u", "Row.swift"): "no", ("o/u", "Clean.swift"): "no"}, states
    for result in results.values():
        result.update(renders=None, drawings=[], excluded="")
    summary = summary_line(results, rows, "6")
    assert "4 sets from 3 repositories" in summary and "1 of 5 distinct files compile" in summary and \
        "(1 of 3 UI files" in summary and "1 model files replaced" in summary, summary
    # Ranking: a missing API counts the distinct files it is reported in.
    results = {"a": {"set": "a", "errors": [{"kind": "missing API", "api": "List", "file": "List.swift"},
                                            {"kind": "missing API", "api": "List", "file": "List.swift"},
                                            {"kind": "missing API", "api": ".toolbar", "file": "List.swift"}]},
               "b": {"set": "b", "errors": [{"kind": "missing API", "api": "List", "file": "List.swift"},
                                            {"kind": "missing API", "api": "List", "file": "Model.swift"}]}}
    ranked = rank_missing(results, rows)
    assert [(r["api"], r["files"], len(r["sets"])) for r in ranked] == [("List", 2, 2), (".toolbar", 1, 1)], ranked
    ranked = rank_missing({"a": {"set": "a", "errors": [
        {"kind": "signature differs", "api": "Image(uiImage:)", "file": "List.swift"},
        {"kind": "signature differs", "api": "ListRow(label:kind:)", "file": "List.swift"}]}}, rows)
    assert [(r["api"], r["area"]) for r in ranked] == [("Image(uiImage:) (signature)", "images, shapes, colours and effects")], ranked
    # Entries.
    entries = parse_entries("[general] GeneralView() ;; [row content] List { Row(a: 1, b: [2]) } ;; "
                            "uikit: HeartRateViewController()")
    assert [(e["name"], e["content"], e["uikit"]) for e in entries] == \
        [("general", False, False), ("row", True, False), ("entry3", False, True)], entries
    assert entries[1]["expression"] == "List { Row(a: 1, b: [2]) }"
    # A driver error inside an entry's case drops that entry alone.
    _, text, spans = driver_file("a", "Corpus_a", entries[:2], "")
    row_first, row_last = spans["row"]
    output = (f"/w/Sources/CorpusDriver/Drive_Corpus_a.swift:{row_last}:9: error: cannot find 'Row' in scope\n"
              f"/w/Sources/CorpusDriver/Drive_Corpus_a.swift:1:1: error: something else")
    assert driver_errors(output, {"Corpus_a": spans}) == \
        {"Corpus_a": {"row": ["cannot find 'Row' in scope"], None: ["something else"]}}
    assert "List { Row(a: 1, b: [2]) }" in text.split("\n")[row_last - 1]
    # The census of names used.
    used = usage_of(SELF_TEST_SOURCE)
    assert {"List", "Toggle", "Text", "@StateObject", ".navigationTitle"} <= used and "StateObject" not in used, used
    print("swiftui-corpus: self-test passed")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    else:
        main()
