// Stand-ins for Kiwix's About screen: the app's localised strings (LocalString, generated from its .strings files:
// here their English values), its Brand constants and libkiwix's version list (CoreKiwix, C++).
import Foundation

enum LocalString {
    static let settings_about_title = "About"
    static let settings_about_release = "Release"
    static let settings_about_dependencies = "Dependencies"
    static let settings_about_dependencies_name = "Name"
    static let settings_about_dependencies_license = "License"
    static let settings_about_dependencies_version = "Version"
    static let settings_about_license_description = "This app is released under the terms of the GNU General Public License version 3."
    static let settings_about_appverion_title = "Version"
    static let settings_about_build_title = "Build"
    static let settings_about_our_website_button = "Our Website"
    static let settings_about_source_title = "Source"
    static let settings_about_button_license = "GNU General Public License v3"
    static let attribute_detail_unknown = "Unknown"
    static let common_button_yes = "Yes"
    static let common_button_no = "No"
}

enum Brand {
    static let aboutText = "Kiwix is an offline reader for online content like Wikipedia, Project Gutenberg, or TED Talks. It makes knowledge available to people with no or limited internet access."
    static let aboutWebsite = "https://www.kiwix.org"
}

/// libkiwix's C++ namespace as Swift sees it: its versions are pairs of C++ strings.
enum kiwix {
    struct VersionPair {
        let first: String
        let second: String
    }

    static func getVersions() -> [VersionPair] {
        [VersionPair(first: "libkiwix", second: "14.0.0"), VersionPair(first: "libzim", second: "9.2.3"),
         VersionPair(first: "libxapian", second: "1.4.26"), VersionPair(first: "libicu", second: "73.2")]
    }
}
