// Stand-in for the AddPreviews package: its `@AddPreviews` macro generates `previews` (every static view property
// of the provider, in a Group) and marks the provider main-actor isolated. Swift on Linux has no such macro here, so
// the attribute names the main actor and the extension below writes out what the macro would generate.
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

typealias AddPreviews = MainActor

extension MyView_Previews {
    static var previews: some View {
        Group {
            unfilled
            firstNameFilled
            lastNameFilled
            everythingFilled
        }
    }
}
