import CellshotSwiftUILayout
import Foundation

/// How far apart a list's sections are (SwiftUI's `ListSectionSpacing`, iOS 17).
public struct ListSectionSpacing: Sendable, Equatable {
    /// The points, or `nil` for the style's own spacing.
    let points: CGFloat?
    let name: String

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil, name: ".default")
    /// A tighter spacing than the style's.
    public static let compact = ListSectionSpacing(points: nil, name: ".compact")
    /// A spacing of its own, in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing, name: ".custom(\(spacing))")
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

    /// Space between the sections of a list (iOS 17). cellshot draws the style's own spacing and warns when another
    /// is set.
    public func listSectionSpacing(_ spacing: ListSectionSpacing, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: spacing == .default ? nil
                : ".listSectionSpacing(\(spacing.name)) is not drawn: the sections keep the list style's spacing",
            fileID: fileID, line: line))
    }

    /// Space between the sections of a list, in points (iOS 17): ``listSectionSpacing(_:fileID:line:)`` with
    /// ``ListSectionSpacing/custom(_:)``.
    public func listSectionSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        listSectionSpacing(.custom(spacing), fileID: fileID, line: line)
    }
}

/// The row spacing a list's code asks for, with its line (for warnings).
struct ListRowSpacing: Sendable {
    var points: CGFloat
    var fileID: String
    var line: Int
}

extension EnvironmentValues {
    struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: ListRowSpacing? = nil }
    /// The space between the rows of the lists below (`.listRowSpacing`), or `nil` for joined rows.
    var listRowSpacing: ListRowSpacing? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}
