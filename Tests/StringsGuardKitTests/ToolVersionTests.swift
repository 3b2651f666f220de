import Foundation
import StringsGuardKit
import Testing

@Suite struct ToolVersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theVersionIsSemanticAndInTheChangelog() throws {
        #expect(ToolVersion.current == "\(ToolVersion.major).\(ToolVersion.minor).\(ToolVersion.patch)")
        #expect(ToolVersion.current.split(separator: ".").count == 3)
        #expect(ToolVersion.versionLine == "stringsguard " + ToolVersion.current)
        let changelog = try String(contentsOfFile: Self.repository + "/CHANGELOG.md", encoding: .utf8)
        #expect(changelog.contains("\n## [\(ToolVersion.current)] - "))
    }

    @Test func theLicenceIsMIT() throws {
        let licence = try String(contentsOfFile: Self.repository + "/LICENSE", encoding: .utf8)
        #expect(licence.hasPrefix("MIT License\n"))
    }
}
