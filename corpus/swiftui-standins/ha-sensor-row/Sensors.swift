// Stand-ins for Home Assistant's sensor model (Shared's WebhookSensor, an ObjectMapper class) and the design
// system's environment, strings and button style that LabsLabel's info sheet uses.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum WebhookSensorId: String {
    case focusName = "focus_name"
}

final class WebhookSensor {
    let Name: String?
    let UniqueID: String?
    let Icon: String?
    let State: Any?
    let Units: String?
    let EntityCategory: String?

    init(name: String, uniqueID: String, icon: MaterialDesignIcons?, state: Any, unit: String? = nil,
         entityCategory: String? = nil) {
        Name = name
        UniqueID = uniqueID
        Icon = icon?.name
        State = state
        Units = unit
        EntityCategory = entityCategory
    }

    /// As Shared's WebhookSensor describes its state: the value, then its unit.
    var StateDescription: String? {
        guard let State else { return nil }
        let value = State as? Bool == nil ? "\(State)" : ((State as? Bool) == true ? "On" : "Off")
        return Units.map { "\(value) \($0)" } ?? value
    }
}

struct HADesignSystemStrings: Sendable {
    let reportIssueButtonTitle = "Report issue"
}

struct HADesignSystemEnvironment: Sendable {
    static let current = HADesignSystemEnvironment()
    let reportIssueURL = URL(string: "https://github.com/home-assistant/iOS/issues")!
    let strings = HADesignSystemStrings()
}

struct HAPrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: DesignSystem.Button.maxWidth, minHeight: DesignSystem.Button.minHeight)
            .background(Color.haPrimary, in: Capsule())
    }
}

extension ButtonStyle where Self == HAPrimaryButtonStyle {
    static var primaryButton: HAPrimaryButtonStyle { HAPrimaryButtonStyle() }
}

struct CloseButton: View {
    let action: () -> Void
    var body: some View {
        Button(role: .close, action: action)
    }
}
