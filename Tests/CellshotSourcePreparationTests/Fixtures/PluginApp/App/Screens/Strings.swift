import Foundation

// As SwiftGen writes it for a package with resources.
enum Strings {
    /// My Items
    static let itemsTitle = Strings.tr("Localizable", "ITEMS.TITLE", fallback: "Items (not translated)")

    private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
        BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    }
}

private final class BundleToken {
    static let bundle: Bundle = {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: BundleToken.self)
        #endif
    }()
}
