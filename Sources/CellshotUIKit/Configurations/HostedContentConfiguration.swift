import CellshotModel

/// A content configuration whose content another front end lays out and draws itself — CellshotSwiftUI's
/// `UIHostingConfiguration`: a table or collection view draws it as a hosted row (``HostedContent``) in the
/// list's own chrome (margins, minimum height, accessories, separators, backgrounds, states).
package protocol HostedContentConfiguration: UIContentConfiguration {
    /// The content as the cell shows it now (after its configuration update for the column's state).
    @MainActor func hostedContent() -> HostedContent
}
