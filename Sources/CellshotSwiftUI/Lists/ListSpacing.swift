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
    /// Space between the rows of a list (iOS 15), which turns an inset grouped list's rows into cards of their own.
    /// cellshot draws the rows joined, as without it, and warns when a spacing other than 0 is set.
    public func listRowSpacing(_ spacing: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(NotDrawnWarningModifier(
            message: (spacing ?? 0) != 0 ? ".listRowSpacing(\(spacing ?? 0)) is not drawn: the rows are drawn joined" : nil,
            fileID: fileID, line: line))
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
