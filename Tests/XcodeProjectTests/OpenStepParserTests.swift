import Diagnostics
import Foundation
import Testing

@testable import XcodeProject

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

private func parse(_ text: String, path: String = "test.pbxproj") throws -> OpenStepValue {
    try OpenStepParser.parse(Array(text.utf8), path: path)
}

/// The InputError thrown by parsing `text` (or the fixture file at `fixture`), or nil.
private func parseError(_ text: String? = nil, fixture: String? = nil) -> InputError? {
    do {
        if let fixture {
            let path = fixtures + "/Malformed/" + fixture
            _ = try OpenStepParser.parse([UInt8](FileManager.default.contents(atPath: path) ?? Data()), path: path)
        } else {
            _ = try parse(text ?? "")
        }
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return nil
    }
}

@Suite struct OpenStepParserTests {
    @Test func readsDictionariesArraysStringsDataAndComments() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment { with braces ( */
            \tlist = (a, "b c", $SRCROOT/x-y.z_1, );
            \tempty = ( );
            \tquoted = "tab\\there \\"q\\" back\\\\slash\\nline \\U00e9\\U20AC";
            \tsingle = 'single "quoted"';
            \toctal = "\\101\\102";
            \tdata = <0fA1 b2>;
            \tnested = { inner = { deep = value; }; };
            \t"key with spaces" = "";
            \tutf8 = "Zürich ✓";
            }
            """)
        #expect(value["archiveVersion"]?.string == "1")
        #expect(value["list"]?.strings == ["a", "b c", "$SRCROOT/x-y.z_1"])
        #expect(value["empty"]?.array == [])
        #expect(value["quoted"]?.string == "tab\there \"q\" back\\slash\nline é€")
        #expect(value["single"]?.string == "single \"quoted\"")
        #expect(value["octal"]?.string == "AB")
        #expect(value["data"]?.kind == .data([0x0F, 0xA1, 0xB2]))
        #expect(value["nested"]?["inner"]?["deep"]?.string == "value")
        #expect(value["key with spaces"]?.string == "")
        #expect(value["utf8"]?.string == "Zürich ✓")
        #expect(value["missing"] == nil)
        #expect(value["nested"]?["inner"]?.location == SourceLocation(file: "test.pbxproj", line: 10, column: 21))
    }

    @Test func valuesRecordLineAndColumn() throws {
        let value = try parse("{\n  a = (\n    x,\n    \"y\"\n  );\n}")
        let items = try #require(value["a"]?.array)
        #expect(value.location == SourceLocation(file: "test.pbxproj", line: 1, column: 1))
        #expect(value["a"]?.location == SourceLocation(file: "test.pbxproj", line: 2, column: 7))
        #expect(items.map(\.location.line) == [3, 4])
        #expect(items.map(\.location.column) == [5, 5])
    }

    @Test func unterminatedStringPointsAtItsQuote() throws {
        let error = try #require(parseError(fixture: "unterminated.pbxproj"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 14)
        #expect(error.message == "unterminated string")
        #expect(error.description.hasSuffix("Malformed/unterminated.pbxproj:4:14: error: unterminated string"))
    }

    @Test func missingSemicolonPointsRightAfterTheValue() throws {
        let error = try #require(parseError(fixture: "missingSemicolon.pbxproj"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 20)
        #expect(error.message == "expected ';' after the value of 'objectVersion', found 'o'")
    }

    @Test func unbalancedBracesPointAtTheUnclosedBrace() throws {
        let error = try #require(parseError(fixture: "unbalanced.pbxproj"))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 1)
        #expect(error.message == "'{' is never closed: the file ends first")
        let extra = try #require(parseError(fixture: "extraBrace.pbxproj"))
        #expect(extra.location?.line == 5)
        #expect(extra.location?.column == 1)
        #expect(extra.message == "unexpected '}' after the end of the property list")
    }

    @Test func otherMalformedInput() {
        #expect(parseError("")?.message == "empty property list")
        #expect(parseError("{ a = (x y); }")?.location?.column == 10)
        #expect(parseError("{ a = <0g>; }")?.location?.column == 9)
        #expect(parseError("{ a = <0>; }")?.message == "odd number of hex digits in data")
        #expect(parseError("{ a = b }")?.location?.column == 8)
        #expect(parseError("{ (x) = b; }")?.message == "dictionary keys must be strings")
        #expect(parseError("{ a = b; /* never closed }")?.message == "unterminated comment")
        #expect(parseError("{ a = \"\\U12\"; }")?.message == "\\U must be followed by four hex digits")
        #expect(parseError("{ a = \"\\UD800\"; }") != nil)
        #expect(parseError("{ a = \"\u{FF}\"; }") == nil)
        #expect(parseError("{ a = ; }")?.message == "unexpected ';', expected a value")
        #expect(parseError("{ a = b;\n  c = #; }")?.location == SourceLocation(file: "test.pbxproj", line: 2, column: 7))
        #expect(parseError("{\n a =")?.location?.line == 2)
    }

    @Test func invalidUTF8InAStringIsAnError() {
        var bytes = Array("{ a = \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"; }".utf8)
        #expect(throws: InputError.self) { try OpenStepParser.parse(bytes, path: "x") }
    }

    @Test func deepNestingIsRefusedNotRecursedForever() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        let error = parseError(deep)
        #expect(error?.message == "property list nested deeper than \(OpenStepParser.maximumDepth) levels")
        #expect(error?.location?.column == OpenStepParser.maximumDepth + 1)
        let fine = String(repeating: "(", count: 50) + String(repeating: ")", count: 50)
        #expect(parseError(fine) == nil)
    }
}

@Suite struct OpenStepParserMutationTests {
    /// Deterministic damage to a real project file: every result is a value or an InputError that points
    /// inside the file, never a crash.
    @Test func damagedProjectFilesFailCleanly() throws {
        let path = fixtures + "/Classic/FocusTimer.xcodeproj/project.pbxproj"
        let original = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        let lineCount = original.filter { $0 == UInt8(ascii: "\n") }.count + 1
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let specials = Array("{}();=,\"'\\/*<>\n".utf8) + [0x00, 0xC3, 0xFF]
        var failures = 0
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<(1 + next(3)) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = specials[next(specials.count)]
                case 1: bytes.insert(specials[next(specials.count)], at: position)
                default: bytes.removeSubrange(position..<min(bytes.count, position + 1 + next(40)))
                }
            }
            do {
                _ = try OpenStepParser.parse(bytes, path: "damaged.pbxproj")
            } catch let error as InputError {
                failures += 1
                let location = try #require(error.location)
                #expect(location.line >= 1 && location.line <= lineCount + 2)
                #expect(location.column >= 1)
            }
        }
        // Most damage must be noticed; a few mutations (inside comments or strings) are harmless.
        #expect(failures > 150)
    }
}
