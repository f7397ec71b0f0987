import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A cell's content configuration that shows a SwiftUI view (SwiftUI's `UIHostingConfiguration`): a table or
/// collection view of CellshotUIKit draws it laid out by SwiftUI's rules, in the list cell's own chrome (its
/// margins, minimum height, accessories, separator, background and state), in every state column.
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///     HStack { Image(systemName: "star"); Text("Favorites") }
/// }
/// .margins(.horizontal, 20)
/// .minSize(height: 60)
/// ```
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let backgroundContent: Background?
    var margins = HostedMargins()
    var minimumHeight: CGFloat?
    let fileID: String
    let line: Int

    /// A configuration showing a view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        backgroundContent = nil
        self.fileID = fileID
        self.line = line
    }

    private init(content: Content, background: Background?, margins: HostedMargins, minimumHeight: CGFloat?,
                 fileID: String, line: Int) {
        self.content = content
        backgroundContent = background
        self.margins = margins
        self.minimumHeight = minimumHeight
        self.fileID = fileID
        self.line = line
    }

    /// The configuration with a view behind the whole cell (drawn under the content, over the cell's background).
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins,
                                           minimumHeight: minimumHeight, fileID: fileID, line: line)
    }

    /// The configuration with a style filling the whole cell behind the content.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _ShapeView<Rectangle>> {
        UIHostingConfiguration<Content, _ShapeView<Rectangle>>(content: content, background: Rectangle().fill(style),
                                                                margins: margins, minimumHeight: minimumHeight,
                                                                fileID: fileID, line: line)
    }

    /// The configuration with `length` as the content's margin on `edges` (the cell's layout margins elsewhere).
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with the content's margins on `edges` taken from `insets`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.margins.top = Double(insets.top) }
        if edges.contains(.leading) { copy.margins.leading = Double(insets.leading) }
        if edges.contains(.bottom) { copy.margins.bottom = Double(insets.bottom) }
        if edges.contains(.trailing) { copy.margins.trailing = Double(insets.trailing) }
        return copy
    }

    /// The configuration with the cell at least `height` tall (the list's minimum row height unless given). A
    /// minimum width has no effect in a list cell, which is as wide as the list.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        if let height { copy.minimumHeight = height }
        return copy
    }

    /// The view that shows the configuration; cellshot draws the configuration itself.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        _UIHostingContentView(configuration: self)
    }

    /// The same configuration: a SwiftUI view reads the cell's state through the configuration update handler
    /// that makes it.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

extension UIHostingConfiguration: HostedContentConfiguration {
    @MainActor package func hostedContent() -> HostedContent {
        let source = HostedSwiftUIView(AnyView(content), background: backgroundContent.map { AnyView($0) },
                                       origin: "\(fileID):\(line)")
        return HostedContent(source: source, margins: margins, minimumHeight: minimumHeight.map(Double.init))
    }
}

/// The content view a hosting configuration makes; it shows nothing itself (cellshot draws the configuration).
@MainActor
final class _UIHostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
