import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// UITextField and UITextView in custom content views (issue 30), written like Apple's Today tutorial's
/// `TextFieldContentView` and `TextViewContentView`: drawn unfocused, as a view holding a label of the text.
@MainActor @Suite(.serialized) struct TextInputTests {
    final class TextFieldContentView: UIView, UIContentView {
        struct Configuration: UIContentConfiguration {
            var text: String? = ""
            var placeholder: String?
            func makeContentView() -> UIView & UIContentView { TextFieldContentView(self) }
            func updated(for state: UIConfigurationState) -> Configuration { self }
        }

        let textfield = UITextField()
        var configuration: UIContentConfiguration {
            didSet { configure(configuration: configuration) }
        }

        override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44) }

        init(_ configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            addPinnedSubview(textfield, height: 60, insets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            textfield.clearButtonMode = .whileEditing
            configure(configuration: configuration)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(configuration: UIContentConfiguration) {
            guard let configuration = configuration as? Configuration else { return }
            textfield.text = configuration.text
            textfield.placeholder = configuration.placeholder
        }
    }

    final class TextViewContentView: UIView, UIContentView {
        struct Configuration: UIContentConfiguration {
            var text: String? = ""
            func makeContentView() -> UIView & UIContentView { TextViewContentView(self) }
            func updated(for state: UIConfigurationState) -> Configuration { self }
        }

        let textView = UITextView()
        var configuration: UIContentConfiguration {
            didSet { configure(configuration: configuration) }
        }

        override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44) }

        init(_ configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            addPinnedSubview(textView, height: 200)
            textView.backgroundColor = nil
            textView.font = UIFont.preferredFont(forTextStyle: .body)
            configure(configuration: configuration)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(configuration: UIContentConfiguration) {
            guard let configuration = configuration as? Configuration else { return }
            textView.text = configuration.text
        }
    }

    static func cell(_ configuration: any UIContentConfiguration) -> @MainActor () -> UICollectionViewCell {
        {
            let cell = UICollectionViewListCell(frame: .zero)
            cell.contentConfiguration = configuration
            return cell
        }
    }

    static func row(_ configuration: any UIContentConfiguration) throws -> RowLayout {
        let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [cell(configuration)])],
                                                  appearance: .insetGrouped)
        return try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal).sections[0].rows[0]
    }

    @Test("A text field's text: one line in the 17-point system font, centred in its 60-point height, 16 points in")
    func textFieldText() throws {
        let row = try Self.row(TextFieldContentView.Configuration(text: "Submit reimbursement report"))
        let template = try #require(row.template)
        let field = try #require(template.frames["textfield"])
        let text = try #require(template.frames["textfieldText"])
        #expect(field.height == 60 && field.minX == 16)
        #expect(text.minX == field.minX && text.width == field.width)
        #expect(abs((text.minY + text.height / 2) - (field.minY + field.height / 2)) < 1e-9)
        let label = try #require(template.content.texts["textfieldText"])
        #expect(label.string == "Submit reimbursement report")
        #expect(label.attributes.font == .system(size: 17))
        #expect(label.attributes.numberOfLines == 1)
    }

    @Test("An empty text field shows its placeholder in placeholderText")
    func textFieldPlaceholder() throws {
        let row = try Self.row(TextFieldContentView.Configuration(text: "", placeholder: "Title"))
        let label = try #require(row.template?.content.texts["textfieldText"])
        #expect(label.string == "Title")
        #expect(label.color == ColorReference.system(.placeholderText).resolved(for: .light, in: .ios26))
    }

    @Test("A text view's text wraps from its top, 8 points down and 5 points in, clipped to its 200 points")
    func textViewText() throws {
        let notes = String(repeating: "Bring the receipts from the conference. ", count: 6)
        let row = try Self.row(TextViewContentView.Configuration(text: notes))
        let template = try #require(row.template)
        let view = try #require(template.frames["textView"])
        let text = try #require(template.frames["textViewText"])
        #expect(view.height == 200 && view.minX == 8)
        #expect(text.minY == view.minY + 8)
        #expect(text.minX == view.minX + 5 && text.maxX == view.maxX - 5)
        #expect(text.height > 44)
        #expect(template.content.decorations["textView"]?.clipsToBounds == true)
        #expect(template.content.texts["textViewText"]?.attributes.numberOfLines == 0)
    }

    @Test("The Today detail's editing cells match their references (looked at beside the tutorial)")
    func reference() throws {
        for (name, configuration) in [
            ("todayTitleField", TextFieldContentView.Configuration(text: "Submit reimbursement report") as any UIContentConfiguration),
            ("todayPlaceholderField", TextFieldContentView.Configuration(text: "", placeholder: "Title")),
            ("todayNotesView", TextViewContentView.Configuration(text: "Bring the receipts from the conference and the "
                                                                     + "taxi. The finance team needs them by Friday.")),
        ] {
            let cell = UICollectionViewListCell(frame: .zero)
            cell.contentConfiguration = configuration
            assertCellSnapshot(of: cell, states: [.normal], named: name)
        }
    }

    @Test("An alert's text-field handler sets the input traits, as Aidoku's add-source-list alert does; they are kept")
    func alertTextFieldInputTraits() throws {
        let alert = UIAlertController(title: "Add Source List", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Source List URL"
            textField.keyboardType = .URL
            textField.autocorrectionType = .no
            textField.autocapitalizationType = .none
            textField.returnKeyType = .done
        }
        let field = try #require(alert.textFields?.first)
        #expect(field.keyboardType == .URL)
        #expect(field.autocorrectionType == .no)
        #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(field.returnKeyType == .done)
        #expect(field.spellCheckingType == .default)
        #expect(!field.isSecureTextEntry)
    }
}

extension UIView {
    /// The Today tutorial's helper: a subview pinned to the view's edges with insets, at a height if given.
    fileprivate func addPinnedSubview(_ subview: UIView, height: CGFloat? = nil,
                                      insets: UIEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)) {
        addSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ])
        if let height {
            subview.heightAnchor.constraint(equalToConstant: height).isActive = true
        }
    }
}
