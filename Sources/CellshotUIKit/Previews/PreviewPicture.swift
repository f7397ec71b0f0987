import CellshotGraphics
import CellshotModel
import Foundation

extension CellshotUIKit {
    /// A preview another front end draws itself — CellshotSwiftUI's previews (a `#Preview` with a SwiftUI body, a
    /// `PreviewProvider`) — rather than a list lowered into a document: what the body of such a ``Preview`` holds.
    ///
    /// The assertion library asks it for pictures in one trait combination and reads the PNG files it writes; it
    /// knows nothing of SwiftUI. Not for apps: `#Preview` and `PreviewProvider` make these.
    package struct PreviewPicture {
        /// Draws the preview's pictures in the request's traits: one for a `#Preview`, one per top-level view for
        /// a `PreviewProvider`'s group, each named (its display name) or not.
        package let draw: @MainActor (PreviewPictureRequest) throws(PreviewPictureError) -> [PreviewPictureResult]

        package init(draw: @escaping @MainActor (PreviewPictureRequest) throws(PreviewPictureError) -> [PreviewPictureResult]) {
            self.draw = draw
        }
    }

    /// How a ``PreviewPicture`` is to be drawn: the preview's traits, the assertion's width, the trait combination
    /// and states, and where the PNG files go.
    package struct PreviewPictureRequest {
        /// The preview's traits (`.fixedLayout`, `.landscapeLeft`…), flattened.
        package var traits: [PreviewTrait<Preview.ViewTraits>.Kind]
        /// The screen's width in points, unless a trait gives another.
        package var width: CGFloat
        /// The states, one picture each.
        package var states: [CellState]
        /// Light or dark.
        package var style: UserInterfaceStyle
        /// The Dynamic Type size.
        package var contentSize: ContentSizeCategory
        /// The reading direction.
        package var direction: LayoutDirection
        /// Pixels per point.
        package var scale: Double
        /// The iOS release whose look is drawn.
        package var look: ListLook
        /// The folder the pictures are written to.
        package var folder: String
        /// The preview's place, for warnings (`App/RowView.swift`, or a `PreviewProvider`'s `App.RowView_Previews`).
        package var fileID: String
        /// The preview's line (0 for a `PreviewProvider`).
        package var line: Int

        package init(traits: [PreviewTrait<Preview.ViewTraits>.Kind], width: CGFloat, states: [CellState],
                     style: UserInterfaceStyle, contentSize: ContentSizeCategory, direction: LayoutDirection,
                     scale: Double, look: ListLook, folder: String, fileID: String, line: Int) {
            self.traits = traits
            self.width = width
            self.states = states
            self.style = style
            self.contentSize = contentSize
            self.direction = direction
            self.scale = scale
            self.look = look
            self.folder = folder
            self.fileID = fileID
            self.line = line
        }
    }

    /// One picture of a ``PreviewPicture``: its name, a PNG and a layout sidecar per state, and the warnings of
    /// drawing it (already named by file and line).
    package struct PreviewPictureResult {
        /// The picture's own name (a `PreviewProvider` view's `.previewDisplayName`), if any.
        package var name: String?
        /// Per state asked, in order: the PNG file written and the laid-out tree as JSON.
        package var states: [(state: CellState, png: String, layout: String)]
        /// What is not drawn as asked, one line each.
        package var warnings: [String]

        package init(name: String?, states: [(state: CellState, png: String, layout: String)], warnings: [String]) {
            self.name = name
            self.states = states
            self.warnings = warnings
        }
    }

    /// Why a ``PreviewPicture`` could not be drawn.
    package struct PreviewPictureError: Error, CustomStringConvertible {
        package let description: String

        package init(_ description: String) { self.description = description }
    }
}

extension CellshotUIKit.Preview {
    /// A preview that another front end draws (CellshotSwiftUI's `#Preview` bodies and `PreviewProvider`s).
    package init(_ name: String?, traits: [CellshotUIKit.PreviewTrait<ViewTraits>], picture: CellshotUIKit.PreviewPicture) {
        self.name = name
        self.traits = traits
        self.body = .picture(picture)
    }
}

extension UITraitCollection {
    /// The model's values of the four traits (light, large, left to right and 3× where unspecified).
    package var modelValues: (style: UserInterfaceStyle, contentSize: ContentSizeCategory, direction: LayoutDirection,
                              scale: Double) {
        (resolvedStyle, preferredContentSizeCategory.modelCategory,
         layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, displayScale == 0 ? 3 : Double(displayScale))
    }
}

extension UITraitCollection {
    /// These traits with those a snapshot variant gives (each `nil` keeps this collection's).
    package func replacing(style: UserInterfaceStyle?, contentSize: ContentSizeCategory?, direction: LayoutDirection?,
                           scale: Double?) -> UITraitCollection {
        let size = contentSize.flatMap { category in
            UIContentSizeCategory.modelCategories.first { $0.value == category }?.key
        }
        return UITraitCollection(style: style.map { $0 == .dark ? .dark : .light } ?? userInterfaceStyle,
                                 contentSize: size ?? preferredContentSizeCategory,
                                 direction: direction.map { $0 == .rightToLeft ? .rightToLeft : .leftToRight } ?? layoutDirection,
                                 scale: scale.map { CGFloat($0) } ?? displayScale)
    }
}
