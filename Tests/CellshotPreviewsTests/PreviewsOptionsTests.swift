@testable import CellshotPreviews
import CellshotModel
import Testing

@Suite struct PreviewsOptionsTests {
    @Test("Every option, relative paths from the package's folder; the variants in cellshot verify's order")
    func allOptions() throws {
        let options = try PreviewsOptions(arguments: ["--target", "App", "--output", "docs/previews", "--color-scheme",
                                                      "light,dark", "--look=ios26,ios18", "--junit", "../out/previews.xml",
                                                      "--report", "/tmp/report.html"], relativeTo: "/pkg")
        #expect(options.target == "App")
        #expect(options.output == "/pkg/docs/previews")
        #expect(options.styles == [.light, .dark])
        #expect(options.looks == [.ios26, .ios18])
        #expect(options.junit == "/out/previews.xml")
        #expect(options.report == "/tmp/report.html")
        #expect(options.variants.map(\.nameSuffix) == ["@ios26@light", "@ios26@dark", "@ios18@light", "@ios18@dark"])
    }

    @Test("Without schemes or looks, one variant whose name adds nothing")
    func defaults() throws {
        let options = try PreviewsOptions(arguments: ["--output", "out", "--target", "App"], relativeTo: "/pkg/")
        #expect(options.output == "/pkg/out")
        #expect(options.variants.map(\.nameSuffix) == [""])
        #expect(options.junit == nil && options.report == nil)
    }

    @Test("Mistakes name the option and what it takes", arguments: [
        (["--output", "out"], "--target is required: the target whose previews are drawn (--target App)"),
        (["--target", "App"], "--output is required: the folder the pictures go to (--output docs/previews)"),
        (["--target", "App", "--output", "out", "--color-scheme", "dim"],
         "--color-scheme: expected a comma-separated list of light, dark, found \"dim\""),
        (["--target", "App", "--output", "out", "--look", "ios26,,ios18"],
         "--look: expected a comma-separated list of ios26, ios18, found \"\""),
        (["--target", "App", "--output", "out", "--look", "ios18,ios18"], "--look: ios18 is listed twice"),
        (["--target", "App", "--output", "out", "--scheme", "dark"],
         "unknown option \"--scheme\" (the options are --target, --output, --color-scheme, --look, --junit, --report)"),
        (["--target", "App", "--target", "Other", "--output", "out"], "--target is given twice: give it once"),
        (["--target", "App", "--output"], "--output needs a value (--output docs/previews)"),
        (["--target", "App", "--output", "--junit", "x.xml"], "--output needs a value (--output docs/previews)"),
        (["--target=", "--output", "out"], "--target needs a value (--target App)"),
    ])
    func mistakes(arguments: [String], message: String) {
        #expect(throws: PreviewsError.usage(message)) { try PreviewsOptions(arguments: arguments, relativeTo: "/pkg") }
        #expect(PreviewsError.usage(message).status == 2)
    }
}
