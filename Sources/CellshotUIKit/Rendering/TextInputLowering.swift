import CellshotModel
import Foundation

/// A `UITextField` or `UITextView` as iOS draws it unfocused: a view holding one label of its text (a text
/// field's placeholder, in `placeholderText`, when it has none), placed where UIKit places the text.
///
/// Figures ([I] where inferred, not measured): a text field's text is one line, cut with an ellipsis at the
/// end ("Text that is too long for the text field is displayed with an ellipsis at the end", Matt Neuburg,
/// *Programming iOS 4*, "UITextField"), centred vertically (`contentVerticalAlignment`'s default, `.center`),
/// in the 17-point system font when none is set [I]; `.roundedRect` insets it 7 points on every side and draws
/// a 5-point rounded `systemBackground` field with a hairline `separator` border [I: a rounded text field
/// with 17-point text is 34 points tall]. A text view's text wraps from its top-left, inside
/// `textContainerInset` (UIKit's default: 8 points above and below, Apple's `UITextView.textContainerInset`)
/// and the text container's `lineFragmentPadding` of 5 points at each side (Apple's
/// `NSTextContainer.lineFragmentPadding`), in the 12-point system font when none is set [I]; it clips its
/// text, and is as tall as its text only when scrolling is off (a scroll view has no intrinsic height).
@MainActor struct TextInputLowering {
    let lowering: ConfigurationLowering
    let row: IndexPath

    /// The view's own properties, its label's name and properties, and the constraints that place the label.
    struct Parts {
        var view: [JSONMember]
        var labelName: String
        var label: [JSONMember]
        var constraints: [JSONValue]
    }

    /// A text field's unfocused look.
    static let roundedRectInset: CGFloat = 7
    static let roundedRectCornerRadius: CGFloat = 5
    static let textFieldFont = UIFont.systemFont(ofSize: 17)
    static let textViewFont = UIFont.systemFont(ofSize: 12)
    static let lineFragmentPadding: CGFloat = 5

    /// The parts of `view` (a text field or a text view) named `name`.
    /// - Parameter used: the names taken, so that the label's name is new.
    func parts(of view: UIView, named name: String, used: Set<String>) -> Parts {
        var labelName = "\(name)Text"
        var count = 1
        while used.contains(labelName) {
            count += 1
            labelName = "\(name)Text\(count)"
        }
        if let field = view as? UITextField { return textField(field, name: name, labelName: labelName) }
        return textView(view as! UITextView, name: name, labelName: labelName)
    }

    private func textField(_ field: UITextField, name: String, labelName: String) -> Parts {
        let text = field.text ?? ""
        let showsPlaceholder = text.isEmpty
        let color: UIColor = showsPlaceholder ? .placeholderText : field.textColor ?? .label
        let font = field.font ?? Self.textFieldFont
        lowering.symbolNotes.noteNamedFont(font)
        let label = labelMembers(text: showsPlaceholder ? field.placeholder ?? "" : text, font: font, color: color,
                                 alignment: field.textAlignment, lines: 1)
        var own: [JSONMember] = []
        var inset: CGFloat = 0
        switch field.borderStyle {
        case .none:
            break
        case .roundedRect:
            inset = Self.roundedRectInset
            if field.backgroundColor == nil {
                own.append(JSONMember(key: "backgroundColor",
                                      value: .string(ContentViewLowering.string(lowering.color(.systemBackground)))))
            }
            own.append(JSONMember(key: "cornerRadius", value: ContentViewLowering.number(Self.roundedRectCornerRadius)))
            own.append(JSONMember(key: "borderWidth", value: ContentViewLowering.number(1 / 3)))
            own.append(JSONMember(key: "borderColor",
                                  value: .string(ContentViewLowering.string(lowering.color(.separator)))))
        case .line, .bezel:
            note(name, "its borderStyle .\(field.borderStyle) is not drawn: the text is drawn without a border")
        }
        if field.clearButtonMode == .always || (field.clearButtonMode == .unlessEditing && !text.isEmpty) {
            note(name, "its clear button is not drawn")
        }
        let number = ContentViewLowering.numberText
        let constraints: [JSONValue] = [
            .string("\(labelName).leading == \(name).leading + \(number(inset))"),
            .string("\(labelName).trailing == \(name).trailing - \(number(inset))"),
            .string("\(labelName).centerY == \(name).centerY"),
            Self.constraint("\(name).height >= \(labelName).height + \(number(2 * inset))", priority: 750),
            Self.constraint("\(name).height <= \(labelName).height + \(number(2 * inset))", priority: 250),
        ]
        return Parts(view: own, labelName: labelName, label: label, constraints: constraints)
    }

    private func textView(_ textView: UITextView, name: String, labelName: String) -> Parts {
        let font = textView.font ?? Self.textViewFont
        lowering.symbolNotes.noteNamedFont(font)
        let label = labelMembers(text: textView.text ?? "", font: font, color: textView.textColor ?? .label,
                                 alignment: textView.textAlignment, lines: 0)
        let inset = textView.textContainerInset
        let number = ContentViewLowering.numberText
        var constraints: [JSONValue] = [
            .string("\(labelName).top == \(name).top + \(number(inset.top))"),
            .string("\(labelName).leading == \(name).leading + \(number(inset.left + Self.lineFragmentPadding))"),
            .string("\(labelName).trailing == \(name).trailing - \(number(inset.right + Self.lineFragmentPadding))"),
        ]
        if !textView.isScrollEnabled {
            let vertical = number(inset.top + inset.bottom)
            constraints.append(Self.constraint("\(name).height >= \(labelName).height + \(vertical)", priority: 750))
            constraints.append(Self.constraint("\(name).height <= \(labelName).height + \(vertical)", priority: 250))
        }
        return Parts(view: [JSONMember(key: "clipsToBounds", value: .bool(true))], labelName: labelName, label: label,
                     constraints: constraints)
    }

    private func labelMembers(text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment,
                              lines: Int) -> [JSONMember] {
        [JSONMember(key: "text", value: .string(ContentViewLowering.literal(text))),
         JSONMember(key: "font", value: ContentViewLowering.font(font.reference)),
         JSONMember(key: "color", value: .string(ContentViewLowering.string(lowering.color(color)))),
         JSONMember(key: "lines", value: ContentViewLowering.number(CGFloat(lines))),
         JSONMember(key: "alignment", value: .string(alignment.model.rawValue)),
         JSONMember(key: "lineBreakMode", value: .string(lines == 1 ? "byTruncatingTail" : "byWordWrapping")),
         // The text is as tall as its lines, whatever the field's height: the field, not its text, hugs at 250.
         JSONMember(key: "hugging", value: .object([JSONMember(key: "vertical", value: ContentViewLowering.number(1000))]))]
    }

    nonisolated private static func constraint(_ text: String, priority: Int) -> JSONValue {
        .object([JSONMember(key: "constraint", value: .string(text)),
                 JSONMember(key: "priority", value: .number(Double(priority), text: "\(priority)"))])
    }

    private func note(_ name: String, _ text: String) {
        lowering.symbolNotes.noteOnce("\(SymbolNotes.place(row: row, state: lowering.state)): the text field \(name): \(text)")
    }
}
