import Diagnostics
import Foundation
import SourceScanning

/// `stringsguard-bench scan-dump [--quick] PATH...`: every scan result of every Swift file under the paths, as
/// text, for proving that a change to the scanner changes none of them (run it with the old and the new
/// build and compare the outputs byte for byte). Each folder (or file) given is one target: its files are
/// scanned for every platform with `DEBUG` defined and not, for Mac Catalyst, and for iOS with three
/// localization routines, then resolved together as `check` resolves a target. Sets and dictionaries are
/// printed sorted, so the text depends on the results alone. `--quick` scans for iOS and watchOS only.
///
/// Uses the public API only, so that the same file builds against any version of the scanner.
func benchmarkScanDump(_ arguments: [String]) throws {
    let quick = arguments.contains("--quick")
    let roots = arguments.filter { $0 != "--quick" }
    guard !roots.isEmpty else {
        print("usage: stringsguard-bench scan-dump [--quick] PATH...")
        exit(2)
    }
    var environments: [(String, BuildEnvironment, [LocalizationRoutine])] = []
    for platform in quick ? [.iOS, .watchOS] : TargetPlatform.allCases {
        environments.append(("\(platform.rawValue)", BuildEnvironment(platform: platform), []))
        environments.append(("\(platform.rawValue) DEBUG", BuildEnvironment(platform: platform, compilationConditions: ["DEBUG"]), []))
    }
    if !quick {
        environments.append(("Mac Catalyst", BuildEnvironment(platform: .iOS, isMacCatalyst: true), []))
        environments.append(("iOS incomplete conditions", BuildEnvironment(platform: .iOS, compilationConditionsAreComplete: false), []))
    }
    let routines = [
        LocalizationRoutine(name: "L10n.tr"), LocalizationRoutine(name: "tr", keyArgument: 2, tableArgument: 1),
        LocalizationRoutine(name: ".localized"),
    ]
    environments.append(("iOS with routines", BuildEnvironment(platform: .iOS), routines))

    var output = ScanDumpOutput()
    for root in roots {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { throw InputError("no such path", path: root) }
        let files = isFolder.boolValue ? try SwiftSourceScanner.swiftFiles(in: root) : [root]
        output.line("# target \(root): \(files.count) files")
        for path in files {
            output.line("## file \(path)")
            output.line("widget declared: \(WidgetDeclaration.isDeclared(in: [path]))")
            if let file = try? SwiftSourceFile(path: path) {
                for comment in file.toolComments { output.line("tool comment: \(String(reflecting: comment))") }
            }
            if path.hasSuffix("Package.swift"), let data = FileManager.default.contents(atPath: path) {
                let text = String(decoding: data, as: UTF8.self)
                do throws(InputError) {
                    output.line("manifest: \(String(reflecting: try PackageManifest.parse(source: text, path: path)))")
                } catch {
                    output.line("manifest error: \(error)")
                }
            }
        }
        for (name, environment, routines) in environments {
            output.line("## build \(name) of \(root)")
            var scans: [SourceScan] = []
            var errors: [InputError] = []
            for path in files {
                do throws(InputError) {
                    let scan = try SwiftSourceScanner.scan(path: path, environment: environment, routines: routines)
                    output.dump(scan)
                    scans.append(scan)
                } catch {
                    output.line("error: \(path): \(error)")
                    errors.append(error)
                }
            }
            let target = SwiftSourceScanner.resolve(scans, errors: errors)
            output.line("### resolved")
            for scan in target.files {
                output.line("file \(scan.path)")
                for use in scan.localizableUses { output.line("  use \(String(reflecting: use)) key=\(use.key)") }
            }
            output.flush()
        }
    }
    output.flush()
}

private struct ScanDumpOutput {
    private var buffer = ""

    mutating func line(_ text: String) {
        buffer += text
        buffer += "\n"
        if buffer.utf8.count > 1 << 20 { flush() }
    }

    mutating func flush() {
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer = ""
    }

    mutating func sorted<S: Sequence>(_ label: String, _ values: S) {
        let lines = values.map { String(reflecting: $0) }.sorted()
        line("  \(label) (\(lines.count)): \(lines.joined(separator: " | "))")
    }

    mutating func dump(_ scan: SourceScan) {
        line("file \(scan.path)")
        for use in scan.localizableUses { line("  use \(String(reflecting: use)) key=\(use.key)") }
        for timer in scan.timerViews { line("  timer \(String(reflecting: timer))") }
        for declaration in scan.declarations { line("  declaration \(String(reflecting: declaration))") }
        for condition in scan.unknownConditions { line("  unknown condition \(String(reflecting: condition))") }
        sorted("bundle aliases", scan.bundleAliases.map { "\($0.key) = \(String(reflecting: $0.value))" })
        for parameter in scan.localizableParameters { line("  parameter \(String(reflecting: parameter))") }
        sorted("literal texts", scan.literalTexts)
        sorted("literal patterns", scan.literalPatterns)
        sorted("declared names", scan.declaredNames)
        sorted("top-level declared names", scan.topLevelDeclaredNames)
        sorted("referenced names", scan.referencedNames)
        sorted("references outside members", scan.referencesOutsideMembers)
        sorted("member references", scan.memberReferences.map { "\($0.key): \($0.value.sorted().joined(separator: ","))" })
        sorted("system entry types", scan.systemEntryTypes)
        sorted("conformances", scan.conformances.map { "\($0.key): \($0.value.sorted().joined(separator: ","))" })
        line("  declares entry point: \(scan.declaresEntryPoint)")
    }
}
