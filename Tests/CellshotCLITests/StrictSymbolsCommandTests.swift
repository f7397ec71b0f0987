import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `record` and `verify` draw an unknown symbol as a placeholder and warn once per document and name, however
    /// many snapshots draw it; `--strict-symbols` makes it an error.
    @Suite("Unknown symbols in record and verify") struct UnknownSymbolSnapshots {
        @Test func recordAndVerifyWarnOnceAndStrictSymbolsFails() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.misspeltSymbol, to: "network.json")
            let refs = folder.file("refs")
            let warning = "warning: \(list): sections[0].rows[1].image.symbol: unknown SF Symbol \"wfi\", drawn as a "
                + "placeholder (a dashed square); did you mean \"wifi\"?\n"
            let recorded = try RecordCommand.parse([list, "--snapshots", refs, "--appearance", "light,dark"]).outcome()
            #expect(recorded.status == .success)
            #expect(recorded.standardError == warning)
            let verified = try VerifyCommand.parse([list, "--snapshots", refs, "--appearance", "light,dark"]).outcome()
            #expect(verified.status == .success)
            #expect(verified.standardError == warning)
            let strict = try VerifyCommand.parse([list, "--snapshots", refs, "--strict-symbols"]).outcome()
            #expect(strict.status == .badInput)
            #expect(strict.standardError.contains("sections[0].rows[1].image.symbol: expected an SF Symbol name that "
                                                  + "cellshot knows, found \"wfi\" (did you mean \"wifi\"?)"))
            #expect(try RecordCommand.parse([list, "--snapshots", folder.file("strict"), "--strict-symbols"]).outcome()
                        .status == .badInput)
        }
    }
}
