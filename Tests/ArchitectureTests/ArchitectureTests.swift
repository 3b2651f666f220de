import Foundation
import Testing

/// docs/ARCHITECTURE.md lists every module with what it may import; this keeps the list true to
/// Package.swift (and `Scripts/generate --check` keeps Package.swift true to the code's imports).
@Suite struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every non-test module of Package.swift with the dependencies it declares.
    static func packageModules() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        var modules: [String: Set<String>] = [:]
        let declaration = try Regex(#"\.(target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        for match in manifest.matches(of: declaration) {
            let name = String(match.output[2].substring ?? "")
            // The declaration's text runs to the next declaration at the same indentation.
            let rest = manifest[match.range.upperBound...]
            let end = rest.range(of: "\n        .")?.lowerBound ?? rest.endIndex
            let body = rest[..<end]
            var dependencies: Set<String> = []
            if let list = body.range(of: "dependencies:"), let open = body[list.upperBound...].firstIndex(of: "["),
                let close = body[open...].firstIndex(of: "]")
            {
                for quoted in body[open...close].matches(of: try Regex(#""([^"]+)""#)) {
                    dependencies.insert(String(quoted.output[1].substring ?? ""))
                }
            }
            modules[name] = dependencies
        }
        return modules
    }

    /// The rows of the document's module table: module, then the modules it may import.
    static func documentedModules() throws -> [String: Set<String>] {
        let document = try String(contentsOfFile: root + "/docs/ARCHITECTURE.md", encoding: .utf8)
        let start = try #require(document.range(of: "<!-- modules -->"))
        let end = try #require(document.range(of: "<!-- /modules -->"))
        var modules: [String: Set<String>] = [:]
        for line in document[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let imports = cells[1] == "—" ? [] : cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            modules[name] = Set(imports)
        }
        return modules
    }

    /// `check --cache-dir` replays a run when every question it asked the file system gets the same answer
    /// (`InputLog`); a question asked through Foundation, or through a system call outside SafeFiles, is
    /// not recorded, so a change it would see could be replayed over. Only commands that never replay
    /// (XLIFF, init, the CLI's own output files, report writers) may ask so.
    @Test func theCheckAsksTheFileSystemOnlyThroughWhatRecordsIt() throws {
        let unrecorded = try Regex(
            #"FileManager\.default\.(fileExists|contentsOfDirectory|enumerator|contents\(atPath|attributesOfItem|destinationOfSymbolicLink)|\b(realpath|opendir|lstat|stat|fstatat|access)\(|String\(contentsOfFile|Data\(contentsOf|FileHandle\(forReadingAtPath"#)
        let neverReplayed: Set<String> = [
            "Sources/XLIFF", "Sources/stringsguard", "Sources/SafeFiles", "Sources/stringsguard-bench",
            "Sources/_StringsGuardTestSupport", "Sources/FuzzTargets", "Sources/StringsGuardBuildPlugin",
            "Sources/StringsGuardKit/ConfigurationTemplate.swift", "Sources/StringsGuardKit/GitHubStepSummary.swift",
            "Sources/StringsGuardKit/CheckReplay.swift", "Sources/StringsGuardKit/CheckCache.swift",
            "Sources/XMLDocuments/PositionedPropertyList.swift",
        ]
        var offenders: [String] = []
        let sources = Self.root + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
        for relative in files where relative.hasSuffix(".swift") {
            let path = "Sources/" + relative
            guard !neverReplayed.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            let text = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), line.contains(unrecorded) else { continue }
                offenders.append("\(path):\(number + 1): \(code)")
            }
        }
        #expect(offenders.isEmpty, "asks the file system around the InputLog:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func theKitProductPullsInNoLibXML2() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        let start = try #require(manifest.range(of: #".library(name: "StringsGuardKit", targets: ["#))
        let end = try #require(manifest[start.upperBound...].range(of: "]"))
        let listed = manifest[start.upperBound..<end.lowerBound].matches(of: try Regex(#""([^"]+)""#))
            .map { String($0.output[1].substring ?? "") }
        let modules = try Self.packageModules()
        var reached = Set(listed)
        var pending = listed
        while let module = pending.popLast() {
            for dependency in modules[module] ?? [] where reached.insert(dependency).inserted { pending.append(dependency) }
        }
        #expect(listed.contains("StringsGuardKit") && listed.contains("XcodeProject"))
        #expect(!reached.contains("SafeXML") && !reached.contains("CLibXML2"), "\(reached.sorted())")
    }

    @Test func theDocumentListsEveryModuleWithTheImportsPackageSwiftDeclares() throws {
        let declared = try Self.packageModules()
        let documented = try Self.documentedModules()
        #expect(declared.count > 10, "Package.swift was not read")
        #expect(Set(documented.keys) == Set(declared.keys))
        for (module, imports) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(documented[module] == imports, "\(module): Package.swift declares \(imports.sorted())")
        }
    }
}
