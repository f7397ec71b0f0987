import CellshotUIKit
import Testing

// This target is compiled in Swift 5 language mode, as most apps are (Package.swift). On iOS, UIKit's classes
// import from Objective-C as `@preconcurrency @MainActor`, so Swift 5 code may make and use them from a nonisolated
// context (a warning at most, with strict checking). CellshotUIKit declares the classes such code reaches for outside
// views `@preconcurrency` too: if one were not, this file would not compile ("call to main actor-isolated
// initializer … in a synchronous nonisolated context"), which is this target's failure (issue 43).

/// A storyboard, a nib, the screen and the device, from a nonisolated function, as a Swift 5 app's helper code does.
func describeFromNonisolatedCode() -> [String] {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let nib = UINib(nibName: "ItemCell", bundle: nil)
    let scale = UIScreen.main.scale
    let idiom = UIDevice.current.userInterfaceIdiom
    return [storyboard.name, "\(type(of: nib))", "\(scale > 0)", "\(idiom == .phone)"]
}

@Suite struct PreconcurrencyTests {
    @MainActor @Test("UIKit's classes made and used from nonisolated code in Swift 5 mode, as on iOS")
    func nonisolatedUse() {
        #expect(describeFromNonisolatedCode() == ["Main", "UINib", "true", "true"])
    }
}
