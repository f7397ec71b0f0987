import CellshotSwiftUILayout
import Foundation

/// An empty state: a symbol, a title, a description and actions, centred in the space offered (SwiftUI's
/// `ContentUnavailableView`, iOS 17). Drawn from SwiftUI's own views: the label's icon at
/// `SwiftUIFigures.unavailableSymbolSize` in the secondary colour above its title in `title2` bold, then the
/// description in secondary `subheadline`, then the actions, every text centred ([I] figures, docs/swiftui.md).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state of the app's own label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label
                .labelStyle(_UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.top, SwiftUIFigures.unavailableTextSpacing)
            actions
                .padding(.top, SwiftUIFigures.unavailableActionsSpacing)
        }
        .multilineTextAlignment(.center)
        .padding(SwiftUIFigures.defaultPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A `ContentUnavailableView`'s label: the icon large and secondary above the bold title.
public struct _UnavailableLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: SwiftUIFigures.unavailableSymbolSpacing) {
            configuration.icon
                .font(.system(size: SwiftUIFigures.unavailableSymbolSize))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title, one of the app's images and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    /// SwiftUI's empty search results: "No Results" and a magnifying glass.
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass",
             description: Text("Check the spelling or try a new search."))
    }

    /// SwiftUI's empty search results for a query: "No Results for “query”".
    public static func search(text: String) -> Self {
        Self("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
             description: Text("Check the spelling or try a new search."))
    }
}
