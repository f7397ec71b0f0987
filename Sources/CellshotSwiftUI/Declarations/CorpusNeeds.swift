import CellshotSwiftUILayout

// Declarations the real-code corpus needs before any feature can be measured on it (issue 41,
// scripts/swiftui-corpus.py): inert names that exist so that an app's files compile, owned by no feature area.
// Nothing here draws; what would change the picture on iOS warns. Each entry says why it is here.

// MARK: - Xcode previews

/// Xcode's preview declaration (SwiftUI's `PreviewProvider`). 37 of the corpus's files declare previews this way, and
/// the previews are what a test draws (`MyRow_Previews.previews`), so a file cannot compile without it. Xcode's canvas
/// reads `previews`; cellshot draws whatever the caller passes to `CellshotSwiftUI.render`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: a view, or a group of views Xcode shows side by side.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// How Xcode's canvas sizes a preview (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable {
    /// On a device's screen.
    case device
    /// At the size the view fits in.
    case sizeThatFits
    /// In a container of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device orientation for Xcode's canvas (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// Xcode's canvas size for the preview. A preview's picture (`assertPreviewSnapshots`, docs/swiftui.md,
    /// "Previews") is drawn at this size; elsewhere the picture is the size `CellshotSwiftUI.render` is asked for,
    /// and a layout other than `.device` warns (the canvas would have drawn the view at another size).
    public func previewLayout(_ value: PreviewLayout, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PreviewSettingModifier(setting: .layout(value), warning: value.warning, fileID: fileID, line: line))
    }

    /// The preview's name in Xcode's canvas: a preview's snapshot is named by it (`assertPreviewSnapshots`); no
    /// effect on the picture.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingModifier(setting: .displayName(value), warning: nil, fileID: "", line: 0))
    }

    /// The canvas's device orientation: a preview's picture is drawn on its side for a landscape one (as the
    /// `.landscapeLeft` trait); elsewhere a landscape orientation warns (the picture is as wide as `render` is asked).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation, fileID: String = #fileID,
                                            line: Int = #line) -> some View {
        let warning = value == .portrait ? nil
            : "previewInterfaceOrientation(.\(value.name)) is Xcode's canvas setting and is not drawn: the picture's size is render's width and height"
        return modifier(_PreviewSettingModifier(setting: .orientation(value), warning: warning, fileID: fileID, line: line))
    }
}

extension PreviewLayout {
    var warning: String? {
        switch self {
        case .device: nil
        case .sizeThatFits:
            "previewLayout(.sizeThatFits) is Xcode's canvas setting and is not drawn: the picture's size is render's width and height (height nil: the content's)"
        case let .fixed(width, height):
            "previewLayout(.fixed(width: \(width), height: \(height))) is Xcode's canvas setting and is not drawn: the picture's size is render's width and height"
        }
    }
}

/// A preview setting: leaves the view as it is. While a preview is drawn the setting is handed to its drawing,
/// which honours it; elsewhere it warns when Xcode's canvas would have drawn the view differently.
public struct _PreviewSettingModifier: Sendable {
    public typealias Body = Never
    /// What is set.
    enum Setting: Sendable {
        case layout(PreviewLayout)
        case displayName(String?)
        case orientation(InterfaceOrientation)
    }

    let setting: Setting
    let warning: String?
    let fileID: String
    let line: Int

    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let settings = inputs.graph.previewSettings {
            // The innermost setting is made last and wins, as a view's own setting beats its group's.
            switch modifier.setting {
            case .layout(let layout): settings.layout = (layout, modifier.fileID, modifier.line)
            case .displayName(let name): settings.displayName = name
            case .orientation(let orientation): settings.orientation = (orientation, modifier.fileID, modifier.line)
            }
        } else if let warning = modifier.warning {
            inputs.graph.warn(warning, fileID: modifier.fileID, line: modifier.line)
        }
        return content(inputs)
    }
}

extension _PreviewSettingModifier: ViewModifier {}

// MARK: - The module names `SwiftUI` and `SwiftUICore`

// Apps qualify SwiftUI's names with its module to tell them from their own (`SwiftUI.Form` inside a type named `Form`,
// `SwiftUI.Label<Text, Image>`, Home Assistant's `SwiftUICore.Font` design tokens). On Linux there is no module of
// those names, so they are namespaces here, each name an alias of CellshotSwiftUI's. A name missing from them is the
// next one to add: when a feature declares a SwiftUI type, add it to both namespaces below.

public typealias _CorpusHStack<Content: View> = HStack<Content>
public typealias _CorpusVStack<Content: View> = VStack<Content>
public typealias _CorpusZStack<Content: View> = ZStack<Content>
public typealias _CorpusGroup<Content> = Group<Content>
public typealias _CorpusForEach<Data: RandomAccessCollection, ID: Hashable, Content> = ForEach<Data, ID, Content>
public typealias _CorpusModifiedContent<Content, Modifier> = ModifiedContent<Content, Modifier>
public typealias _CorpusTupleView<T> = TupleView<T>
public typealias _CorpusBinding<Value> = Binding<Value>
public typealias _CorpusState<Value> = State<Value>
public typealias _CorpusEnvironment<Value> = Environment<Value>
public typealias _CorpusView = View
public typealias _CorpusViewModifier = ViewModifier
public typealias _CorpusShape = Shape
public typealias _CorpusShapeStyle = ShapeStyle
public typealias _CorpusText = Text
public typealias _CorpusImage = Image
public typealias _CorpusColor = Color
public typealias _CorpusFont = Font
public typealias _CorpusAnimation = Animation
public typealias _CorpusSpacer = Spacer
public typealias _CorpusAnyView = AnyView
public typealias _CorpusEmptyView = EmptyView
public typealias _CorpusPath = Path
public typealias _CorpusCircle = Circle
public typealias _CorpusRectangle = Rectangle
public typealias _CorpusRoundedRectangle = RoundedRectangle
public typealias _CorpusCapsule = Capsule
public typealias _CorpusEllipse = Ellipse
public typealias _CorpusLocalizedStringKey = LocalizedStringKey
public typealias _CorpusEnvironmentValues = EnvironmentValues
public typealias _CorpusColorScheme = ColorScheme
public typealias _CorpusTextAlignment = TextAlignment
public typealias _CorpusViewBuilder = ViewBuilder
public typealias _CorpusList<SelectionValue: Hashable, Content: View> = List<SelectionValue, Content>
public typealias _CorpusForm<Content: View> = Form<Content>
public typealias _CorpusSection<Parent, Content, Footer> = Section<Parent, Content, Footer>
public typealias _CorpusNavigationLink<Label: View, Destination: View> = NavigationLink<Label, Destination>
public typealias _CorpusLabel<Title: View, Icon: View> = Label<Title, Icon>
public typealias _CorpusToggle<Label: View> = Toggle<Label>
public typealias _CorpusButton<Label: View> = Button<Label>
public typealias _CorpusPicker<Label: View, SelectionValue: Hashable, Content: View> = Picker<Label, SelectionValue, Content>
public typealias _CorpusLabeledContent<Label, Content> = LabeledContent<Label, Content>
public typealias _CorpusNavigationStack<Data, Root: View> = NavigationStack<Data, Root>
public typealias _CorpusNavigationView<Content: View> = NavigationView<Content>
public typealias _CorpusLink<Label: View> = Link<Label>
public typealias _CorpusMenu<Label: View, Content: View> = Menu<Label, Content>
public typealias _CorpusTextField<Label: View> = TextField<Label>
public typealias _CorpusProgressView<Label: View, CurrentValueLabel: View> = ProgressView<Label, CurrentValueLabel>
public typealias _CorpusScrollView<Content: View> = ScrollView<Content>
public typealias _CorpusDivider = Divider
public typealias _CorpusShareLink<Label: View> = ShareLink<Label>

/// SwiftUI's module name, for names qualified with it (`SwiftUI.Image`, `SwiftUI.Form`).
public enum SwiftUI {
    public typealias View = _CorpusView
    public typealias ViewModifier = _CorpusViewModifier
    public typealias ViewBuilder = _CorpusViewBuilder
    public typealias Shape = _CorpusShape
    public typealias ShapeStyle = _CorpusShapeStyle
    public typealias HStack<Content: _CorpusView> = _CorpusHStack<Content>
    public typealias VStack<Content: _CorpusView> = _CorpusVStack<Content>
    public typealias ZStack<Content: _CorpusView> = _CorpusZStack<Content>
    public typealias Group<Content> = _CorpusGroup<Content>
    public typealias ForEach<Data: RandomAccessCollection, ID: Hashable, Content> = _CorpusForEach<Data, ID, Content>
    public typealias ModifiedContent<Content, Modifier> = _CorpusModifiedContent<Content, Modifier>
    public typealias TupleView<T> = _CorpusTupleView<T>
    public typealias Binding<Value> = _CorpusBinding<Value>
    public typealias State<Value> = _CorpusState<Value>
    public typealias Environment<Value> = _CorpusEnvironment<Value>
    public typealias EnvironmentValues = _CorpusEnvironmentValues
    public typealias Text = _CorpusText
    public typealias Image = _CorpusImage
    public typealias Color = _CorpusColor
    public typealias Font = _CorpusFont
    public typealias Animation = _CorpusAnimation
    public typealias Spacer = _CorpusSpacer
    public typealias AnyView = _CorpusAnyView
    public typealias EmptyView = _CorpusEmptyView
    public typealias Path = _CorpusPath
    public typealias Circle = _CorpusCircle
    public typealias Rectangle = _CorpusRectangle
    public typealias RoundedRectangle = _CorpusRoundedRectangle
    public typealias Capsule = _CorpusCapsule
    public typealias Ellipse = _CorpusEllipse
    public typealias LocalizedStringKey = _CorpusLocalizedStringKey
    public typealias ColorScheme = _CorpusColorScheme
    public typealias TextAlignment = _CorpusTextAlignment
    public typealias List<SelectionValue: Hashable, Content: _CorpusView> = _CorpusList<SelectionValue, Content>
    public typealias Form<Content: _CorpusView> = _CorpusForm<Content>
    public typealias Section<Parent, Content, Footer> = _CorpusSection<Parent, Content, Footer>
    public typealias NavigationLink<Label: _CorpusView, Destination: _CorpusView> = _CorpusNavigationLink<Label, Destination>
    public typealias Label<Title: _CorpusView, Icon: _CorpusView> = _CorpusLabel<Title, Icon>
    public typealias Toggle<Label: _CorpusView> = _CorpusToggle<Label>
    public typealias Button<Label: _CorpusView> = _CorpusButton<Label>
    public typealias Picker<Label: _CorpusView, SelectionValue: Hashable, Content: _CorpusView> = _CorpusPicker<Label, SelectionValue, Content>
    public typealias LabeledContent<Label, Content> = _CorpusLabeledContent<Label, Content>
    public typealias NavigationStack<Data, Root: _CorpusView> = _CorpusNavigationStack<Data, Root>
    public typealias NavigationView<Content: _CorpusView> = _CorpusNavigationView<Content>
    public typealias Link<Label: _CorpusView> = _CorpusLink<Label>
    public typealias Menu<Label: _CorpusView, Content: _CorpusView> = _CorpusMenu<Label, Content>
    public typealias TextField<Label: _CorpusView> = _CorpusTextField<Label>
    public typealias ProgressView<Label: _CorpusView, CurrentValueLabel: _CorpusView> = _CorpusProgressView<Label, CurrentValueLabel>
    public typealias ScrollView<Content: _CorpusView> = _CorpusScrollView<Content>
    public typealias Divider = _CorpusDivider
    public typealias ShareLink<Label: _CorpusView> = _CorpusShareLink<Label>
}

/// The module iOS 18's SDK moved SwiftUI's core types to (`SwiftUICore.Font`), for names qualified with it.
public enum SwiftUICore {
    public typealias View = _CorpusView
    public typealias ViewModifier = _CorpusViewModifier
    public typealias Shape = _CorpusShape
    public typealias ShapeStyle = _CorpusShapeStyle
    public typealias Text = _CorpusText
    public typealias Image = _CorpusImage
    public typealias Color = _CorpusColor
    public typealias Font = _CorpusFont
    public typealias Animation = _CorpusAnimation
    public typealias EnvironmentValues = _CorpusEnvironmentValues
}
