import Testing
@testable import StringCatalog

@Suite struct RoundTripTests {
    @Test(arguments: ["complete.xcstrings", "empty-with-trailing-newline.xcstrings"])
    func xcodeWrittenCatalogRoundTripsByteForByte(fixture: String) throws {
        let original = try fixtureBytes(fixture)
        let catalog = try Catalog(bytes: original, path: fixture)
        let written = catalog.formatted()
        #expect(text(written) == text(original))
        #expect(written == original)
    }
}
