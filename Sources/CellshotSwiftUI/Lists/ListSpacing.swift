import CellshotSwiftUILayout
import Foundation

/// How far apart a list's sections are (SwiftUI's `ListSectionSpacing`, iOS 17).
public struct ListSectionSpacing: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case `default`, compact, custom(CGFloat)
    }

    let kind: Kind

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(kind: .default)
    /// A tighter spacing than the style's (``SwiftUIFigures/compactListSectionSpacing``).
    public static let compact = ListSectionSpacing(kind: .compact)
    /// A spacing of its own, in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(kind: .custom(spacing))
    }

    /// The space between two sections, in points, or `nil` for the style's own.
    var points: CGFloat? {
        switch kind {
        case .default: nil
        case .compact: SwiftUIFigures.compactListSectionSpacing
        case .custom(let points): points
        }
    }

    /// The spacing as the app's code writes it, for warnings.
    var name: String {
        switch kind {
        case .default: ".default"
        case .compact: ".compact"
        case .custom(let points): ".custom(\(points))"
        }
    }
}

extension View {
    /// Space between the rows of a list (iOS 15). In an inset grouped list (a `Form`, an iPhone's automatic
    /// style) a spacing above 0 makes each row a card of its own, all four corners rounded, with the gap between
    /// them and no separators; other list styles keep their rows joined, with a warning.
    ///
    /// ```swift
    /// List(servers) { ServerRow(server: $0) }
    ///     .listRowSpacing(8)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.listRowSpacing, ListRowSpacing(points: spacing ?? 0, fileID: fileID, line: line))
    }

    /// Space between the sections of a list (iOS 17), from the end of one section (its footer, else its last row) to
    /// the next one's header, else its first row. An inset grouped list (a `Form`, an iPhone's automatic style) draws
    /// `.compact` and `.custom(_:)`; other styles keep their own spacing, with a warning, as does a `Section` that
    /// sets it (set it on the list). `.default` is the style's own.
    ///
    /// ```swift
    /// Form {
    ///     Section("Account") { Text("Name") }
    ///     Section { Button("Sign Out") {} }
    /// }
    /// .listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.listSectionSpacing, ListSectionSpacingRequest(spacing: spacing, fileID: fileID, line: line))
    }

    /// Space between the sections of a list, in points (iOS 17): ``listSectionSpacing(_:fileID:line:)`` with
    /// ``ListSectionSpacing/custom(_:)``.
    public func listSectionSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        listSectionSpacing(.custom(spacing), fileID: fileID, line: line)
    }
}

/// The section spacing a list's code asks for, with its line (for warnings).
struct ListSectionSpacingRequest: Sendable, Equatable {
    var spacing: ListSectionSpacing
    var fileID: String
    var line: Int
}

/// The row spacing a list's code asks for, with its line (for warnings).
struct ListRowSpacing: Sendable {
    var points: CGFloat
    var fileID: String
    var line: Int
}

extension EnvironmentValues {
    struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: ListRowSpacing? = nil }
    struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: ListSectionSpacingRequest? = nil }
    /// The space between the sections of the lists below (`.listSectionSpacing`), or `nil` for the style's own.
    var listSectionSpacing: ListSectionSpacingRequest? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The space between the rows of the lists below (`.listRowSpacing`), or `nil` for joined rows.
    var listRowSpacing: ListRowSpacing? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}
