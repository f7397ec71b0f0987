import CellshotSwiftUILayout
import Foundation

/// An image loaded from a URL (SwiftUI's `AsyncImage`): a still picture never loads it, so it shows its
/// placeholder — the app's, or the phase closure's view for `.empty` — and a warning says so, naming the line.
///
/// ```swift
/// AsyncImage(url: avatarURL) { image in image.resizable() } placeholder: { Color.gray.opacity(0.2) }
///     .frame(width: 40, height: 40)
/// ```
public struct AsyncImage<Content: View> {
    public typealias Body = Never
    let url: URL?
    let placeholder: () -> Content
    let origin: (fileID: String, line: Int)

    @MainActor
    public static func _makeNodes(_ view: AsyncImage, _ inputs: _ViewInputs) -> _ViewOutputs {
        let address = view.url?.absoluteString ?? "nil"
        inputs.graph.warn("AsyncImage(url: \(address)) is drawn as its placeholder: a picture loads no URL",
                          fileID: view.origin.fileID, line: view.origin.line)
        return Content._makeNodes(view.placeholder(), inputs.child(at: 0))
    }
}

extension AsyncImage: View {}

extension AsyncImage where Content == _AsyncImageDefaultPlaceholder {
    /// The image at a URL, its default placeholder (a grey fill of the space offered) until it loads.
    public init(url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(url: url, placeholder: { _AsyncImageDefaultPlaceholder() }, origin: (fileID, line))
    }
}

extension AsyncImage {
    /// The image at a URL given to `content` once loaded, `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P, fileID: String = #fileID,
                                  line: Int = #line) where Content == _ConditionalContent<I, P> {
        self.init(url: url, placeholder: { ViewBuilder.buildEither(second: placeholder()) }, origin: (fileID, line))
    }

    /// The image at a URL drawn by `content` for each phase of loading: a picture shows `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content, fileID: String = #fileID, line: Int = #line) {
        self.init(url: url, placeholder: { content(.empty) }, origin: (fileID, line))
    }
}

/// The phases of loading an image (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase {
    /// Not loaded yet: what a picture shows.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// `AsyncImage(url:)`'s placeholder: the secondary system fill grey over the space offered [I].
public struct _AsyncImageDefaultPlaceholder {
    public typealias Body = Never

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        Color._makeNodes(Color(provider: .system(.secondarySystemFill)), inputs)
    }
}

extension _AsyncImageDefaultPlaceholder: View {}
