import Diagnostics
import Foundation
import Testing

@testable import SafeXML
@testable import XMLDocuments

private func positioned(_ text: String) throws(InputError) -> PositionedPropertyList {
    try PositionedPropertyList.parse(Data(text.utf8), path: "p.stringsdict")
}

private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(file: "p.stringsdict", line: line, column: column)
}

@Suite struct PositionedPropertyListTests {
    init() { SafeXMLTreeReader.install() }

    @Test func keysAndValuesKeepTheirPlaceAndOrder() throws {
        let plist = try positioned("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>zebra</key>
            \t<string>Zürich ✓</string>
            \t<key>apple</key>
            \t<dict>
            \t\t<key>n</key><integer>3</integer>
            \t</dict>
            \t<key>zebra</key><!-- ü --> <array><true/></array>
            </dict>
            </plist>
            """)
        #expect(plist.location == at(3, 1))
        let members = try #require(plist.members)
        #expect(members.map(\.key) == ["zebra", "apple", "zebra"])
        #expect(members.map(\.keyLocation) == [at(4, 2), at(6, 2), at(10, 2)])
        #expect(members[0].value == PositionedPropertyList(.string("Zürich ✓"), location: at(5, 2)))
        #expect(members[1].value["n"]?.keyLocation == at(8, 3))
        #expect(members[1].value["n"]?.value.location == at(8, 15))
        // Columns count UTF-8 bytes: the array is the 29th character of its line, after 29 bytes.
        #expect(members[2].value.location == at(10, 30))
        // The last of two equal keys is the one Foundation keeps, in a lookup and in the plain value.
        #expect(plist["zebra"]?.value.kindName == "array")
        #expect(plist.propertyList == .dictionary(["zebra": .array([.boolean(true)]), "apple": .dictionary(["n": .integer(3)])]))
        #expect(plist.propertyList == (try PropertyList.parse(Data("""
            <plist><dict><key>zebra</key><string>x</string><key>apple</key><dict><key>n</key><integer>3</integer></dict>\
            <key>zebra</key><array><true/></array></dict></plist>
            """.utf8), path: "q.plist")))
    }

    @Test func aBinaryListHasSortedKeysAtTheStart() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": "two", "a": ["one"]] as [String: Any], format: .binary, options: 0)
        let plist = try PositionedPropertyList.parse(data, path: "p.stringsdict")
        #expect(plist.members?.map(\.key) == ["a", "b"])
        #expect(plist.members?.map(\.keyLocation) == [at(1, 1), at(1, 1)])
        #expect(plist["b"]?.value.stringValue == "two")
        #expect(plist.propertyList == .dictionary(["a": .array([.string("one")]), "b": .string("two")]))
    }

    @Test func errorsAreTheReadersErrors() {
        func failure(_ text: String) -> String? {
            do {
                _ = try positioned(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure("<plist>\n<dict>\n  <key>a</key><integer>x1</integer>\n</dict></plist>")
            == "p.stringsdict:3:15: error: invalid <integer> 'x1'")
        #expect(failure("<dict/>") == "p.stringsdict:1:1: error: expected a <plist> root element, found <dict>")
        let missing = (try? PositionedPropertyList.read(contentsOf: "/nonexistent/\(UUID().uuidString).plist")) == nil
        #expect(missing)
    }
}

@Suite struct MissingXMLReaderTests {
    @Test func withoutAnInstalledReaderXMLIsOneInputErrorThatSaysWhatToLink() throws {
        let error = #expect(throws: InputError.self) {
            try MissingXMLTreeReader().root(of: Array("<plist/>".utf8), path: "Info.plist", policy: .refuseDoctype)
        }
        #expect(error?.path == "Info.plist")
        #expect(error?.message.contains("SafeXMLTreeReader.install()") == true)
    }
}
