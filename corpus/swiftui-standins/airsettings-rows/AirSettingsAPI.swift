// Stand-ins for the parts of AirSettingsUI's API the row views name but that the rows themselves do not draw: the
// picker's configuration (SettingPicker.ChoicesConfiguration, with the package's defaults) and the page and group
// views of the choices screen, only reached by navigation (empty here).
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum SettingPage {
    enum NavigationTitleDisplayMode {
        case automatic
        case inline
        case large
    }
}

enum SettingPicker {
    enum DisplayMode {
        case navigation
        case menu
        case inline
    }

    struct ChoicesConfiguration {
        var verticalPadding: CGFloat = Constants.verticalPadding
        var horizontalPadding: CGFloat? = nil
        var pageNavigationTitleDisplayMode: SettingPage.NavigationTitleDisplayMode = .inline
        var pickerDisplayMode: DisplayMode = .navigation
        var groupHeader: String? = nil
        var groupFooter: String? = nil
        var groupHorizontalPadding: CGFloat? = nil
        var groupBackgroundColor: Color? = nil
        var groupBackgroundCornerRadius: CGFloat = Constants.groupBackgroundCornerRadius
        var groupDividerLeadingMargin: CGFloat = Constants.groupDividerLeadingMargin
        var groupDividerTrailingMargin: CGFloat = Constants.groupDividerTrailingMargin
        var groupDividerColor: Color? = nil
    }
}

/// The choices screen's page: reached by navigation only.
struct SettingPageView<Content: View>: View {
    init(title: String, navigationTitleDisplayMode: SettingPage.NavigationTitleDisplayMode, @ViewBuilder content: () -> Content) {}

    var body: some View {
        EmptyView()
    }
}

/// The choices screen's group: reached by navigation only.
struct SettingGroupView<Content: View>: View {
    init(header: String?, footer: String?, horizontalPadding: CGFloat?, backgroundColor: Color?,
         backgroundCornerRadius: CGFloat, dividerLeadingMargin: CGFloat, dividerTrailingMargin: CGFloat,
         dividerColor: Color?, @ViewBuilder content: () -> Content) {}

    var body: some View {
        EmptyView()
    }
}
