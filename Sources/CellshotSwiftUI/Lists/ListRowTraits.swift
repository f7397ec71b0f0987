import CellshotModel
import CellshotSwiftUILayout

/// The traits a list row carries (`.listRowInsets`, `.listRowBackground`, `.badge`…), read by the `List` that
/// draws the row and ignored elsewhere.
enum ListRowTraits {
    struct Insets: _ViewTraitKey { static var defaultValue: EdgeInsets? { nil } }
    struct Background: _ViewTraitKey { static var defaultValue: AnyView? { nil } }
    struct SeparatorHidden: _ViewTraitKey { static var defaultValue: (visibility: Visibility, edges: VerticalEdge.Set)? { nil } }
    struct SeparatorTint: _ViewTraitKey { static var defaultValue: Color? { nil } }
    struct Badge: _ViewTraitKey { static var defaultValue: Text? { nil } }
    /// The accessories the row's own view asks the list for (a `NavigationLink`'s chevron).
    struct Accessories: _ViewTraitKey { static var defaultValue: [CellAccessory] { [] } }
    /// The row's children in an outline (`OutlineGroup`, `DisclosureGroup`, `List(_:children:)`).
    struct Outline: _ViewTraitKey { static var defaultValue: OutlineTrait? { nil } }
    /// Whether the row can be deleted (`.onDelete`): a delete control in edit mode.
    struct Deletable: _ViewTraitKey { static var defaultValue: Bool { false } }
    /// Whether the row can be moved (`.onMove`): a reorder control in edit mode.
    struct Movable: _ViewTraitKey { static var defaultValue: Bool { false } }
    /// Whether the row can be touched (a `NavigationLink`, a `Button`): drawn highlighted in a highlighted column.
    struct Interactive: _ViewTraitKey { static var defaultValue: Bool { false } }
    /// An `.inline` picker's options, which the list draws as rows in place of the picker.
    struct InlinePicker: _ViewTraitKey { static var defaultValue: InlinePickerRows? { nil } }
    /// Where in the app's code an undrawn row modifier was asked for, with its name.
    struct Undrawn: _ViewTraitKey { static var defaultValue: [String] { [] } }
}

/// A vertical edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A header's prominence (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension View {
    /// The row's insets in a list (its content's margins in the cell).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.Insets.self, insets))
    }

    /// A view behind the row in a list, in place of the cell's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.Background.self, view.map { AnyView($0) }))
    }

    /// Whether the row's separators show in a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.SeparatorHidden.self, (visibility, edges)))
    }

    /// The colour of the row's separators in a list.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.SeparatorTint.self, color))
    }

    /// Whether the section's separators show in a list.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all,
                                     fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.Undrawn.self,
                                       visibility == .automatic ? [] : ["\(fileID):\(line): .listSectionSeparator"]))
    }

    /// A count shown at the trailing end of a list row.
    public func badge(_ count: Int) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.Badge.self, count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// A text shown at the trailing end of a list row.
    public func badge(_ label: Text?) -> some View {
        modifier(_TraitWritingModifier(ListRowTraits.Badge.self, label))
    }

    /// A text shown at the trailing end of a list row.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A text shown at the trailing end of a list row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// The prominence of section headers below (`.increased`: the prominent header style).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

extension EnvironmentValues {
    struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
    /// The prominence of section headers.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}
