#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

/// The account row at the top of Settings: a subtitle cell configured for its state (UIKit's
/// `updated(for:)`) and for whether the account needs attention.
public final class ProfileCell: UITableViewCell {
    /// The account's name.
    public var name = "" {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the account needs attention (a red badge symbol instead of the person).
    public var needsAttention = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    public override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = name
        content.secondaryText = needsAttention ? "Verify your email address" : "Apple ID, iCloud, Media & Purchases"
        content.image = UIImage(systemName: needsAttention ? "exclamationmark.circle.fill" : "person.crop.circle.fill")
        content.imageProperties.tintColor = needsAttention ? .systemRed : .systemGray
        contentConfiguration = content
    }
}

#Preview("Signed in") {
    let cell = ProfileCell(style: .subtitle, reuseIdentifier: nil)
    cell.name = "Jane Appleseed"
    return cell
}

#Preview("Needs attention") {
    let cell = ProfileCell(style: .subtitle, reuseIdentifier: nil)
    cell.name = "Jane Appleseed"
    cell.needsAttention = true
    return cell
}
