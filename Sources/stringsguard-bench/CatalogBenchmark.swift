import JSON
import Diagnostics
import Foundation
import SafeFiles
import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stringsguard-bench catalog FILE [--iterations N] [--only READER] [--tsv]`: reading speed (MB/s, best of
/// N) and peak memory of our reader against Foundation's on the same catalog. Each reader runs in its own
/// child process, so each peak-memory figure is that reader's alone (plus the file's bytes, which all hold).
/// The file is read into memory before the clock starts; only parsing is timed. `--tsv` prints one
/// machine-readable line per reader: name, seconds, MB/s, peak RSS in MB (Scripts/bench reads these).
func benchmarkCatalogReader(_ arguments: [String]) throws {
    guard let path = arguments.first else {
        print("usage: stringsguard-bench catalog FILE [--iterations N] [--only \(CatalogReaderUnderTest.names)|writer]")
        return
    }
    let iterations = option("--iterations", in: arguments).flatMap { Int($0) } ?? 5
    let tsv = arguments.contains("--tsv")
    if let only = option("--only", in: arguments) {
        if only == "writer" { return try measureWriter(path: path, iterations: iterations, tsv: tsv) }
        guard let reader = CatalogReaderUnderTest(rawValue: only) else {
            throw InputError("unknown reader \(only); one of \(CatalogReaderUnderTest.names)")
        }
        try measure(reader, path: path, iterations: iterations, tsv: tsv)
        return
    }
    let size = try FileContents.read(path).bytes.count
    if !tsv {
        print("file: \(path), \(formatted(Double(size) / 1_000_000, digits: 1)) MB; best of \(iterations) runs")
        print(pad("reader", 44) + pad("time", 10) + pad("MB/s", 10) + "peak RSS")
    }
    fflush(nil)
    guard let executable = Bundle.main.executableURL else { throw InputError("cannot find this executable") }
    for reader in CatalogReaderUnderTest.allCases {
        let child = Process()
        child.executableURL = executable
        child.arguments = ["catalog", path, "--iterations", String(iterations), "--only", reader.rawValue]
            + (tsv ? ["--tsv"] : [])
        try child.run()
        child.waitUntilExit()
        fflush(nil)
        if child.terminationStatus != 0 { print("\(reader.rawValue): failed with status \(child.terminationStatus)") }
    }
    try measureWriter(path: path, iterations: iterations, tsv: tsv)
}

/// How fast the Xcode-format writer is, and whether it reproduces the file (true for Xcode-written files).
private func measureWriter(path: String, iterations: Int, tsv: Bool) throws {
    let bytes = try FileContents.read(path).bytes
    let catalog = try Catalog(bytes: bytes, path: path)
    var best = Double.infinity
    var output: [UInt8] = []
    for _ in 0..<max(1, iterations) {
        let start = DispatchTime.now().uptimeNanoseconds
        output = catalog.formatted()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    if tsv {
        print("writer\t\(best)\t\(Double(output.count) / 1_000_000 / best)\t\(peakResidentMegabytes())\t\(output == bytes)")
        return
    }
    print(
        pad("StringCatalog writer (Xcode format)", 44) + pad(formatted(best, digits: 3) + " s", 10)
            + pad(formatted(Double(output.count) / 1_000_000 / best, digits: 1), 10)
            + "output \(output == bytes ? "byte-identical to the input" : "differs from the input")")
}

enum CatalogReaderUnderTest: String, CaseIterable {
    case tree, model, jsonserialization, jsondecoder

    static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    var title: String {
        switch self {
        case .tree: return "StringCatalog JSONReader (positioned tree)"
        case .model: return "StringCatalog Catalog (tree + model)"
        case .jsonserialization: return "Foundation JSONSerialization"
        case .jsondecoder: return "Foundation JSONDecoder (Codable mirror)"
        }
    }
}

private func measure(_ reader: CatalogReaderUnderTest, path: String, iterations: Int, tsv: Bool) throws {
    // Each reader holds the file once, in the form it reads: bytes for ours, Data for Foundation's.
    let usesData = reader == .jsonserialization || reader == .jsondecoder
    let bytes = usesData ? [] : try FileContents.read(path).bytes
    let data = usesData ? try Data(contentsOf: URL(fileURLWithPath: path)) : Data()
    let fileSize = usesData ? data.count : bytes.count
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<max(1, iterations) {
        // The result is kept until the clock has stopped, so freeing it is not counted (for every reader).
        var result: Any? = nil
        let start = DispatchTime.now().uptimeNanoseconds
        switch reader {
        case .tree:
            let tree = try JSONReader.parse(bytes, path: path)
            checksum &+= tree.members?.count ?? 0
            result = tree
        case .model:
            let catalog = try Catalog(bytes: bytes, path: path)
            checksum &+= catalog.count
            result = catalog
        case .jsonserialization:
            let object = try JSONSerialization.jsonObject(with: data)
            checksum &+= (object as? [String: Any])?.count ?? 0
            result = object
        case .jsondecoder:
            let catalog = try JSONDecoder().decode(MirrorCatalog.self, from: data)
            checksum &+= catalog.strings.count
            result = catalog
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
        withExtendedLifetime(result) {}
        result = nil
    }
    let megabytes = Double(fileSize) / 1_000_000
    if tsv {
        print("\(reader.rawValue)\t\(best)\t\(megabytes / best)\t\(peakResidentMegabytes())")
        return
    }
    print(
        pad(reader.title, 44) + pad(formatted(best, digits: 3) + " s", 10)
            + pad(formatted(megabytes / best, digits: 1), 10) + "\(peakResidentMegabytes()) MB"
            + (checksum == 0 ? " (read nothing?)" : ""))
}

/// The most memory this process has held, from getrusage (kilobytes on Linux, bytes on macOS).
private func peakResidentMegabytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1_048_576
    #else
    return Int(usage.ru_maxrss) / 1024
    #endif
}

private func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

private func formatted(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

// A Codable mirror of the catalog format, the way an app would decode it with JSONDecoder.
private struct MirrorCatalog: Decodable {
    var sourceLanguage: String
    var version: String?
    var strings: [String: MirrorEntry]
}

private struct MirrorEntry: Decodable {
    var comment: String?
    var isCommentAutoGenerated: Bool?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: MirrorContent]?
}

private struct MirrorContent: Decodable {
    var stringUnit: MirrorStringUnit?
    var stringSet: MirrorStringSet?
    var variations: [String: [String: MirrorContent]]?
    var substitutions: [String: MirrorSubstitution]?
}

private struct MirrorStringUnit: Decodable {
    var state: String?
    var value: String
}

private struct MirrorStringSet: Decodable {
    var state: String?
    var values: [String]
}

private struct MirrorSubstitution: Decodable {
    var argNum: Int?
    var formatSpecifier: String?
    var variations: [String: [String: MirrorContent]]?
}
