import CellshotLayout

/// A text and its secondary text stacked in a guide, as `UIListContentView` stacks them in cells and
/// headers alike: each spans the guide's width, the first at its top, the last at its bottom, the
/// secondary text right under the text (the gap's constant is the row's vertical padding).
enum StackedTexts {
    /// The constraints, and the gap between the two texts when there are both.
    static func constraints(text: View?, secondaryText: View?,
                            in guide: LayoutGuide) -> (constraints: [LayoutConstraint], gap: LayoutConstraint?) {
        let labels = [text, secondaryText].compactMap { $0 }
        guard let first = labels.first, let last = labels.last else { return ([], nil) }
        var constraints: [LayoutConstraint] = []
        for label in labels {
            constraints += [label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
        }
        constraints += [first.topAnchor.constraint(equalTo: guide.topAnchor),
                        last.bottomAnchor.constraint(equalTo: guide.bottomAnchor)]
        guard let text, let secondaryText else { return (constraints, nil) }
        let gap = secondaryText.topAnchor.constraint(equalTo: text.bottomAnchor)
        return (constraints + [gap], gap)
    }
}
