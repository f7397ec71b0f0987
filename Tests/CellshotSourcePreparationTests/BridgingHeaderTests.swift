@testable import CellshotSourcePreparation
import Testing

/// An app's Objective-C bridging header (calleerlandsson/Tofu at 7947669, `Tofu/Tofu-Bridging-Header.h`:
/// `#import <CommonCrypto/CommonCrypto.h>`, whose `CC_SHA1_DIGEST_LENGTH` and `CCHmacAlgorithm` the app's
/// `Algorithm.swift` uses with no import): each import is a warning at its line, naming it.
@Suite struct BridgingHeaderTests {
    @Test("Xcode's name for a bridging header")
    func names() {
        #expect(BridgingHeader.isBridgingHeader("/app/Tofu/Tofu-Bridging-Header.h"))
        #expect(!BridgingHeader.isBridgingHeader("/app/Tofu/Tofu.h"))
        #expect(!BridgingHeader.isBridgingHeader("/app/Tofu/Bridging-Header.swift"))
    }

    @Test("Each import of the header is a warning at its line, naming what it imports")
    func importsAreWarned() {
        let header = BridgingHeader(path: "/app/Tofu/Tofu-Bridging-Header.h", text: """
            // The app's C libraries.
            #import <CommonCrypto/CommonCrypto.h>

              #include "sqlite3.h"
            @import Security;
            """)
        let advice = ", which the preparation does not read (it compiles the app's Swift files only): what they use "
            + "from it is not declared on Linux; declare those names in a Swift file of the target's own (a stand-in), "
            + "or leave out the files that use them"
        #expect(header.diagnostics.map(\.description) == [
            "/app/Tofu/Tofu-Bridging-Header.h:2:1: warning: cellshot-sources: the app's bridging header imports "
                + "<CommonCrypto/CommonCrypto.h>" + advice,
            "/app/Tofu/Tofu-Bridging-Header.h:4:1: warning: cellshot-sources: the app's bridging header imports "
                + "\"sqlite3.h\"" + advice,
            "/app/Tofu/Tofu-Bridging-Header.h:5:1: warning: cellshot-sources: the app's bridging header imports "
                + "Security" + advice,
        ])
    }
}
