import CellshotModel
import Foundation

/// A `UIButton` as the document's `button` view: its style (its type, or its configuration's look), its
/// title and image in the normal state, its tint, and what its configuration draws. What a button says that
/// the document cannot draw is a warning naming it (once per button property and message).
@MainActor struct ButtonLowering {
    let lowering: ConfigurationLowering
    let row: IndexPath

    /// The button's properties as a template's `button` writes them.
    /// - Parameter name: the view's name in the template, for warnings.
    func properties(of button: UIButton, named name: String) -> [JSONMember] {
        var members: [JSONMember] = []
        let configuration = button.configuration
        let style: ButtonStyle = configuration?.style ?? (button.buttonType == .custom ? .custom : .system)
        members.append(JSONMember(key: "style", value: .string(style.rawValue)))
        let title = configuration?.title ?? button.title(for: .normal)
        if let title, !title.isEmpty {
            members.append(JSONMember(key: "title", value: .string(ContentViewLowering.literal(title))))
        }
        // The legacy title label's font, when your code set one (UIButton's own is the 15-point system font).
        if configuration == nil, let label = button.titleLabel, label.explicitFont != nil {
            lowering.symbolNotes.noteNamedFont(label.font)
            members.append(JSONMember(key: "font", value: ContentViewLowering.font(label.font.reference)))
        }
        let image = configuration?.image ?? button.image(for: .normal)
        let preferred = configuration?.preferredSymbolConfigurationForImage
            ?? button.preferredSymbolConfigurationForImage(in: .normal)
        let symbolConfiguration: UIImage.SymbolConfiguration? = {
            guard let own = image?.symbolConfiguration else { return preferred }
            return preferred?.applying(own) ?? own
        }()
        switch image?.drawnSource {
        case .symbol(let symbol): members.append(JSONMember(key: "symbol", value: .string(ContentViewLowering.literal(symbol))))
        case .file(let path): members.append(JSONMember(key: "file", value: .string(ContentViewLowering.literal(path))))
        case nil: break
        }
        // A symbol drawn in its own colour (`withTintColor(_:renderingMode: .alwaysOriginal)`) keeps it: the
        // button's tint then colours only what else it tints.
        let foreground = configuration?.baseForegroundColor
        let tint = image?.symbolOriginalColor.map(lowering.color) ?? lowering.symbolTint(of: symbolConfiguration)
            ?? (style == .tinted || style == .filled ? nil : foreground.map(lowering.color))
            ?? lowering.color(button.tintColor)
        members.append(JSONMember(key: "tint", value: .string(ContentViewLowering.string(tint))))
        if let color = foreground ?? (configuration == nil ? button.titleColor(for: .normal) : nil) {
            members.append(JSONMember(key: "color", value: .string(ContentViewLowering.string(lowering.color(color)))))
        } else if image?.symbolOriginalColor != nil, title != nil {
            // The title keeps the button's own tint when the symbol keeps its colour.
            let own: UIColor = style == .custom || style == .filled ? .white : button.tintColor
            members.append(JSONMember(key: "color", value: .string(ContentViewLowering.string(lowering.color(own)))))
        }
        if let symbolConfiguration, image?.drawnSource != nil {
            members.append(JSONMember(key: "pointSize", value: ContentViewLowering.number(
                symbolConfiguration.drawnPointSize(fallback: UIImageView.defaultSymbolPointSize))))
        }
        if let symbol = lowering.symbolStyle(of: image, symbolConfiguration) {
            if let weight = symbol.weight { members.append(JSONMember(key: "weight", value: .string(weight.rawValue))) }
            if let mode = symbol.renderingMode {
                members.append(JSONMember(key: "renderingMode", value: .string(mode.rawValue)))
            }
            if let colors = symbol.paletteColors {
                members.append(JSONMember(key: "paletteColors",
                                          value: .array(colors.map { .string(ContentViewLowering.string($0)) })))
            }
        }
        // A button's own control state, not the cell's: UIKit dims a disabled button and swaps in the
        // selected or highlighted title and image, which the document's button does not say.
        if !button.isEnabled { note(name, "isEnabled = false is not drawn: the button is drawn enabled") }
        if button.isSelected || button.isHighlighted {
            note(name, "its \(button.isSelected ? "selected" : "highlighted") state is not drawn: its normal title "
                     + "and image are")
        }
        if let configuration {
            if configuration.imagePadding != 0 {
                members.append(JSONMember(key: "imagePadding", value: ContentViewLowering.number(configuration.imagePadding)))
            }
            if configuration.hasContentInsets {
                let insets = configuration.contentInsets
                let sides = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                             ("trailing", insets.trailing)]
                if sides.allSatisfy({ $0.1 >= 0 && $0.1 <= 4096 }) {
                    members.append(JSONMember(key: "contentInsets", value: .object(sides.map {
                        JSONMember(key: $0.0, value: ContentViewLowering.number($0.1))
                    })))
                } else {
                    note(name, "contentInsets outside 0…4096 points are drawn as the style's")
                }
            }
            noteUndrawn(configuration, of: name, style: style, hasImage: image != nil)
        }
        return members
    }

    /// Warns about what a configuration sets that is not drawn.
    private func noteUndrawn(_ configuration: UIButton.Configuration, of name: String, style: ButtonStyle,
                             hasImage: Bool) {
        if configuration.subtitle != nil { note(name, "the configuration's subtitle is not drawn") }
        if configuration.baseBackgroundColor != nil {
            note(name, "the configuration's baseBackgroundColor is not drawn: the \(style.rawValue) style's fill "
                     + "(from the tint) is")
        }
        if configuration.cornerStyle != .dynamic {
            note(name, "the configuration's cornerStyle .\(configuration.cornerStyle) is not drawn: the style's "
                     + "corners are")
        }
        if configuration.buttonSize != .medium {
            note(name, "the configuration's buttonSize .\(configuration.buttonSize) is not drawn: the medium size is")
        }
        if configuration.baseForegroundColor != nil, hasImage, style == .tinted || style == .filled {
            note(name, "the configuration's baseForegroundColor colours the title only: the symbol is drawn in the "
                     + "\(style.rawValue) style's colour")
        }
    }

    private func note(_ name: String, _ text: String) {
        lowering.symbolNotes.noteOnce("\(SymbolNotes.place(row: row, state: lowering.state)): the button \(name): \(text)")
    }
}

extension UIButton {
    /// The image a button drawn as a custom view accessory shows: its normal image when it has no title (an
    /// image-only button is as big as its image, as a `UIImageView` is); `nil` otherwise.
    var accessoryImage: UIImage? {
        // A configuration adds its insets around the image: not an image's size.
        guard configuration == nil, title(for: .normal)?.isEmpty ?? true else { return nil }
        return image(for: .normal)
    }

    /// The symbol configuration of ``accessoryImage``: the image's own over the button's preferred one.
    var accessorySymbolConfiguration: UIImage.SymbolConfiguration? {
        let preferred = preferredSymbolConfigurationForImage(in: .normal)
        guard let own = accessoryImage?.symbolConfiguration else { return preferred }
        return preferred?.applying(own) ?? own
    }
}
