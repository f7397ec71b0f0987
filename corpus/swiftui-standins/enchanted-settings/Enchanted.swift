// Stand-ins for Enchanted's settings screen: the SwiftData model of a language model (its @Model macro needs
// SwiftData), AVFoundation's speech voice and the app's `Color.label` token.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum ModelProvider: String, Codable {
    case ollama
}

/// A SwiftData model (`@Model` makes it Hashable by identity; here by its unique name).
final class LanguageModelSD: Identifiable, Hashable, @unchecked Sendable {
    static func == (lhs: LanguageModelSD, rhs: LanguageModelSD) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    var name: String
    var isAvailable: Bool = false
    var imageSupport: Bool = false
    var modelProvider: ModelProvider? = ModelProvider.ollama

    init(name: String, imageSupport: Bool = false, modelProvider: ModelProvider) {
        self.name = name
        self.imageSupport = imageSupport
        self.modelProvider = modelProvider
    }

    var prettyName: String { name.components(separatedBy: ":").first?.capitalized ?? name }

    static let sample: [LanguageModelSD] = [
        .init(name: "Llama:latest", modelProvider: .ollama),
        .init(name: "Mistral:latest", modelProvider: .ollama),
    ]
}

/// AVFoundation's voice: the fields the settings screen reads.
final class AVSpeechSynthesisVoice: Sendable {
    enum Quality: Int, Sendable { case `default` = 1, enhanced, premium }
    let name: String
    let identifier: String
    let quality: Quality

    init(name: String, identifier: String, quality: Quality) {
        self.name = name
        self.identifier = identifier
        self.quality = quality
    }
}

extension Color {
    /// The app's token for UIKit's label colour.
    static let label = Color(.label)
}
