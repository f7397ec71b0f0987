// Stand-ins for Foodybite's Domain, FoodybitePresentation and FoodybiteUI modules, as SettingsView uses them.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// Domain's logout service: the preview's own conformance does nothing.
public protocol LogoutService: Sendable {
    func logout() async throws
}

/// FoodybitePresentation's view model: logs out, then goes to the login screen.
public final class SettingsViewModel {
    private let logoutService: LogoutService
    private let goToLogin: () -> Void

    public init(logoutService: LogoutService, goToLogin: @escaping () -> Void) {
        self.logoutService = logoutService
        self.goToLogin = goToLogin
    }

    @MainActor
    public func logout() async {
        try? await logoutService.logout()
        goToLogin()
    }
}

extension Color {
    /// FoodybiteUI's colour set "marineBlue": sRGB 0x43 0x61 0xEE in both appearances.
    static let marineBlue = Color(red: 0x43 / 255.0, green: 0x61 / 255.0, blue: 0xEE / 255.0)
}

/// FoodybiteUI's back button: the system one hidden, a template arrow image in the leading bar slot.
struct ArrowBackButton: ViewModifier {
    @Environment(\.dismiss) private var dismiss
    let color: Color?

    func body(content: Content) -> some View {
        content
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Image("back_arrow")
                            .resizable()
                            .renderingMode(.template)
                            .foregroundColor(color ?? .black)
                            .frame(width: 12, height: 24)
                    }
                }
            }
    }
}

extension View {
    func arrowBackButtonStyle(color: Color? = nil) -> some View {
        modifier(ArrowBackButton(color: color))
    }
}
