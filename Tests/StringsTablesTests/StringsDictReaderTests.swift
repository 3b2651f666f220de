import Diagnostics
import StringCatalog
import SafeXML
import Testing

@testable import StringsTables

private let path = "pl.lproj/Localizable.stringsdict"

/// A .stringsdict document around `body`, which starts on line 5 (tab-indented like Xcode's).
private func stringsdict(_ body: String) -> [UInt8] {
    Array(("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """ + body + "\n</dict>\n</plist>\n").utf8)
}

private func read(_ body: String) throws -> (entries: [StringsDictEntry], notes: [LegacyTableNote]) {
    try StringsDictReader.parse(fileBytes: stringsdict(body), path: path)
}

private func readError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try StringsDictReader.parse(fileBytes: bytes, path: path)
        return nil
    } catch {
        return error.description
    }
}

private func pluralRule(_ name: String, valueType: String? = "lld", _ cases: [(String, String)]) -> String {
    var text = "\t\t<key>\(name)</key>\n\t\t<dict>\n"
    text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
    if let valueType { text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(valueType)</string>\n" }
    for (category, value) in cases { text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(value)</string>\n" }
    return text + "\t\t</dict>\n"
}

private func entry(_ key: String, format: String, _ rules: String...) -> String {
    "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
        + rules.joined() + "\t</dict>"
}

/// Each string unit of the content as `path = value`.
private func leaves(_ content: LocalizedContent) -> [String] {
    content.stringUnitLeaves.map { "\($0.path) = \($0.unit.value)" }
}

@Suite struct StringsDictReaderTests {
    init() { SafeXMLTreeReader.install() }

    @Test func aFormatThatIsJustOneRuleIsAPluralVariation() throws {
        // Cases come in CLDR order whatever the file's order; their text is kept as written.
        let (entries, notes) = try read(entry("%lld boats", format: "%#@boats@", pluralRule("boats", [
            ("other", "%lld łodzi"), ("one", "%lld łódź"), ("many", "%lld łodzi"), ("few", "%lld łodzie"),
        ])))
        let content = try #require(entries.first?.content)
        #expect(content.stringUnit == nil)
        #expect(content.substitutions == nil)
        #expect(content.variations?.plural?.cases.map(\.name) == ["one", "few", "many", "other"])
        #expect(leaves(content) == [
            "plural.one = %lld łódź", "plural.few = %lld łodzie", "plural.many = %lld łodzi", "plural.other = %lld łodzi",
        ])
        #expect(notes.isEmpty)
    }

    @Test func anyOtherFormatHasSubstitutionsWithTheirArgumentMarked() throws {
        let (entries, _) = try read(entry(
            "%@: %lld files in %lld folders", format: "%@: %#@files@ in %#@folders@",
            pluralRule("files", [("one", "%lld file"), ("other", "%lld files")]),
            pluralRule("folders", valueType: "ld", [("one", "one folder"), ("other", "%ld folders")])))
        let content = try #require(entries.first?.content)
        #expect(content.stringUnit?.value == "%@: %#@files@ in %#@folders@")
        #expect(content.variations == nil)
        let substitutions = try #require(content.substitutions)
        #expect(substitutions.map(\.name) == ["files", "folders"])
        // `%@` takes the first argument, so the rules take the second and third.
        #expect(substitutions.map(\.argumentNumber) == [2, 3])
        #expect(substitutions.map(\.formatSpecifier) == ["lld", "ld"])
        #expect(leaves(content) == [
            " = %@: %#@files@ in %#@folders@",
            "substitutions.files.plural.one = %arg file", "substitutions.files.plural.other = %arg files",
            "substitutions.folders.plural.one = one folder", "substitutions.folders.plural.other = %arg folders",
        ])
    }

    @Test func numberedArgumentsKeepTheirNumbers() throws {
        let (entries, _) = try read(entry(
            "minutes then name", format: "%2$@ — %1$#@minutes@",
            pluralRule("minutes", [("one", "%1$lld Minute"), ("other", "%1$lld Minuten von %2$@")])))
        let content = try #require(entries.first?.content)
        #expect(content.substitutions?.map(\.argumentNumber) == [1])
        #expect(leaves(content).dropFirst() == [
            "substitutions.minutes.plural.one = %arg Minute", "substitutions.minutes.plural.other = %arg Minuten von %2$@",
        ])
    }

    @Test func aRuleACaseNamesBecomesASubstitutionToo() throws {
        let (entries, _) = try read(entry(
            "files in folders", format: "%#@files@",
            pluralRule("files", [("one", "%lld file in %#@folders@"), ("other", "%lld files in %#@folders@")]),
            pluralRule("folders", [("one", "%lld folder"), ("other", "%lld folders")])))
        let content = try #require(entries.first?.content)
        #expect(content.stringUnit?.value == "%#@files@")
        #expect(content.substitutions?.map(\.name) == ["files", "folders"])
    }

    @Test func deviceRulesAreDeviceVariations() throws {
        let (entries, notes) = try read("""
            \t<key>Tap to refresh</key>
            \t<dict>
            \t\t<key>NSStringDeviceSpecificRuleType</key>
            \t\t<dict>
            \t\t\t<key>iphone</key>
            \t\t\t<string>Dotknij, aby odświeżyć</string>
            \t\t\t<key>mac</key>
            \t\t\t<string>Kliknij, aby odświeżyć</string>
            \t\t\t<key>toaster</key>
            \t\t\t<string>?</string>
            \t\t</dict>
            \t</dict>
            """)
        let content = try #require(entries.first?.content)
        #expect(leaves(content) == [
            "device.iphone = Dotknij, aby odświeżyć", "device.mac = Kliknij, aby odświeżyć", "device.toaster = ?",
        ])
        #expect(notes.map(\.description) == [
            "\(path):13:4: note: \"toaster\" is not a device class (iphone ipad ipod mac applewatch appletv applevision other); "
                + "no device selects it",
        ])
    }

    @Test func widthRulesKeepTheWidestAndSaySo() throws {
        let (entries, notes) = try read("""
            \t<key>Harbor status</key>
            \t<dict>
            \t\t<key>NSStringVariableWidthRuleType</key>
            \t\t<dict>
            \t\t\t<key>50</key>
            \t\t\t<string>Port jest otwarty dla łodzi</string>
            \t\t\t<key>20</key>
            \t\t\t<string>Port otwarty</string>
            \t\t</dict>
            \t</dict>
            \t<key>Only one width</key>
            \t<dict>
            \t\t<key>NSStringVariableWidthRuleType</key>
            \t\t<dict>
            \t\t\t<key>10</key>
            \t\t\t<string>Otwarty</string>
            \t\t</dict>
            \t</dict>
            """)
        #expect(entries.map { leaves($0.content) } == [[" = Port jest otwarty dla łodzi"], [" = Otwarty"]])
        #expect(entries.first?.content.stringUnit?.valueLocation == location(path, 10, 4))
        #expect(notes.map(\.description) == [
            "\(path):7:3: note: width variants have no String Catalog form: \"Harbor status\" is read as its widest "
                + "variant (50); the other is not checked",
        ])
    }

    @Test func locationsPointAtTheKeysAndStrings() throws {
        let (entries, _) = try read(entry(
            "%lld minutes left", format: "Left: %#@minutes@",
            pluralRule("minutes", [("one", "%lld minuta"), ("other", "%lld minuty")])))
        let entry = try #require(entries.first)
        #expect(entry.keyLocation == location(path, 5, 2))
        #expect(entry.content.stringUnit?.location == location(path, 7, 3))
        #expect(entry.content.stringUnit?.valueLocation == location(path, 8, 3))
        let substitution = try #require(entry.content.substitutions?.first)
        #expect(substitution.location == location(path, 9, 3))
        #expect(substitution.variations?.plural?.location == location(path, 9, 3))
        let one = try #require(substitution.variations?.plural?["one"])
        #expect(one.location == location(path, 15, 4))
        #expect(one.content.stringUnit?.valueLocation == location(path, 16, 4))
    }

    @Test func whatTheSystemIgnoresIsNoted() throws {
        let (entries, notes) = try read(
            entry("%lld boats", format: "%#@boats@", pluralRule("boats", [("one", "a"), ("onee", "b"), ("other", "c")]))
                + "\n" + entry("%lld boats", format: "%#@boats@", pluralRule("boats", [("other", "d")])))
        #expect(entries.count == 1)
        #expect(leaves(entries[0].content) == ["plural.other = d"])
        #expect(notes.map(\.description) == [
            "\(path):17:4: note: \"onee\" in the rule \"boats\" is not a plural category (zero one two few many other); "
                + "the system ignores it",
            "\(path):23:2: note: \"%lld boats\" is given twice in this file (first on line 5); the system keeps this last one",
        ])
    }

    @Test func aNameWithNoRuleIsLeftForTheFormatCheck() throws {
        let (entries, _) = try read(entry("missing", format: "%#@nowhere@ and %#@boats@", pluralRule("boats", [("other", "%lld")])))
        #expect(entries.first?.content.substitutions?.map(\.name) == ["boats"])
        #expect(entries.first?.content.substitutions?.first?.argumentNumber == 2)
    }

    @Test func malformedFilesAreOneLine() {
        let cases: [(String, String)] = [
            ("\t<key>plain</key>\n\t<string>text</string>",
             "6:2: error: the value of \"plain\" must be a <dict> holding NSStringLocalizedFormatKey and its rules, found <string>"),
            ("\t<key>empty</key>\n\t<dict/>",
             "5:2: error: \"empty\" has no NSStringLocalizedFormatKey (nor a NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType)"),
            ("\t<key>k</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<integer>1</integer>\n\t</dict>",
             "8:3: error: NSStringLocalizedFormatKey of \"k\" must be a <string>, found <integer>"),
            (entry("k", format: "%#@n@", "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n\t\t</dict>\n"),
             "9:3: error: the rule \"n\" of \"k\" has no NSStringFormatSpecTypeKey (NSStringPluralRuleType)"),
            (entry("k", format: "%#@n@", "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringGenderRuleType</string>\n\t\t</dict>\n"),
             "12:4: error: unknown NSStringFormatSpecTypeKey \"NSStringGenderRuleType\" in the rule \"n\" of \"k\"; the system knows NSStringPluralRuleType"),
            (entry("k", format: "x %#@n@", "\t\t<key>n</key>\n\t\t<string>n</string>\n"),
             "10:3: error: the rule \"n\" of \"k\" must be a <dict>, found <string>"),
            (entry("k", format: "%#@n@", pluralRule("n", [("one", "x")]).replacingOccurrences(of: "<string>x</string>", with: "<array/>")),
             "16:4: error: the one case of \"n\" must be a <string>, found <array>"),
        ]
        for (body, expected) in cases {
            #expect(readError(stringsdict(body)) == "\(path):\(expected)", "\(body)")
        }
        #expect(readError(Array("<plist><array/></plist>".utf8))
            == "\(path):1:8: error: a .stringsdict file must hold a <dict> of keys, found <array>")
        let unclosed = readError(Array("<plist>\n<dict>\n<key>k</key>\n".utf8))
        #expect(unclosed?.hasPrefix("\(path):4:") == true)
        #expect(unclosed?.contains(": error: malformed XML: ") == true)
    }
}
