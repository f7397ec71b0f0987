/// What one of a template's states changes: properties of named views, and the background.
struct TemplateStateOverride: Hashable, Sendable {
    /// Partial properties by view name.
    var views: [String: TemplateViewProperties] = [:]
    /// A partial background.
    var background: BackgroundConfiguration?
}

/// One entry of a template's `states`: a UIKit state or a custom one, and its override as written.
struct TemplateStateEntry {
    /// The name as written: `selected`, `isFavorite`.
    var name: String
    /// Whether it is a custom state, on when the row's value of the same name is `true`.
    var isCustom: Bool { CellState(rawValue: name) == nil }
    /// The override object, placeholders unbound.
    var value: JSONValue
    /// Where it is: `templates.notice.states.selected`.
    var path: JSONPath
}

extension TemplateDefinition {
    /// This definition with a state's override applied: each named view's properties merged, then the background.
    func applying(_ override: TemplateStateOverride) -> TemplateDefinition {
        var merged = self
        merged.apply(override)
        return merged
    }

    /// Applies a state's override in place: rows do this for every state they draw, so it avoids
    /// rebuilding the tree of views.
    mutating func apply(_ override: TemplateStateOverride) {
        var remaining = override.views.count
        if remaining > 0 {
            for index in views.indices where remaining > 0 {
                views[index].apply(override.views, remaining: &remaining)
            }
        }
        if let background = override.background {
            self.background = self.background.map { $0.applying(background) } ?? background
        }
    }
}

extension TemplateView {
    /// Applies the overrides of this view's and its subviews' names, counting down those left to apply.
    fileprivate mutating func apply(_ overrides: [String: TemplateViewProperties], remaining: inout Int) {
        if let override = overrides[name] {
            properties = properties.applying(override)
            remaining -= 1
        }
        for index in subviews.indices where remaining > 0 {
            subviews[index].apply(overrides, remaining: &remaining)
        }
    }
}
