import CellshotModel
import Foundation

/// Views generated from a collection (SwiftUI's `DynamicViewContent`): a `ForEach`, whose rows a list lets the
/// user delete and move (`.onDelete`, `.onMove`) — drawn with their delete and reorder controls in edit mode.
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// Dynamic content whose rows a list may delete or move.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    let base: Base
    let deletes: Bool
    let moves: Bool

    public var data: Base.Data { base.data }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        Base._makeNodes(view.base, inputs)
    }

    @MainActor
    public static func _makeViewList(_ view: Self, _ inputs: _ViewInputs) -> [_ViewListElement] {
        Base._makeViewList(view.base, inputs).map { element in
            var element = element
            if view.deletes { element.traits[ListRowTraits.Deletable.self] = true }
            if view.moves { element.traits[ListRowTraits.Movable.self] = true }
            return element
        }
    }
}

extension DynamicViewContent {
    /// Rows the user may delete (drawn with a delete control in edit mode); the action never runs in a picture.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, deletes: action != nil, moves: false)
    }

    /// Rows the user may move (drawn with a reorder control in edit mode); the action never runs in a picture.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, deletes: false, moves: action != nil)
    }

    /// Rows the user may drop items between; no effect on a picture.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> Self {
        self
    }
}

extension _EditableContent {
    /// Rows the user may also delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Base> {
        _EditableContent(base: base, deletes: deletes || action != nil, moves: moves)
    }

    /// Rows the user may also move.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Base> {
        _EditableContent(base: base, deletes: deletes, moves: moves || action != nil)
    }
}
