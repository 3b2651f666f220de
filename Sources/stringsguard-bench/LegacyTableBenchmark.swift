import SafeFiles
import Diagnostics
import Foundation
import StringCatalog
import StringsTables

/// `stringsguard-bench legacy FILE... [--iterations N]`: how fast a legacy strings table (the FILEs, all of
/// one name in `xx.lproj` folders; `en` is the development language) is read into a catalog, against
/// Foundation's property list reader (Core Foundation's old-style reader) on its `.strings` files. The files
/// are read into memory before the clock starts; the best of N runs is printed, in MB of input per second.
func benchmarkLegacyTable(_ arguments: [String]) throws {
    var paths: [String] = []
    var iterations = 5
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--iterations", index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
            iterations = max(1, count)
            index += 2
        } else {
            paths.append(arguments[index])
            index += 1
        }
    }
    guard !paths.isEmpty else {
        print("usage: stringsguard-bench legacy FILE... [--iterations N]")
        return
    }
    var contents: [String: [UInt8]] = [:]
    for path in paths { contents[path] = try FileContents.read(path).bytes }
    let files = paths.compactMap(LegacyStringsFile.init(path:))
    guard files.count == paths.count, let name = files.first?.tableName else {
        throw BenchmarkInputError("every FILE must be a .strings or .stringsdict file in an xx.lproj folder")
    }
    let table = LegacyStringsTable(name: name, files: files)
    let totalBytes = contents.values.reduce(0) { $0 + $1.count }
    var keys = 0
    let ours = try bestSeconds(iterations) {
        keys = try table.read(developmentLanguage: "en") { path throws(InputError) in contents[path] ?? [] }.catalog.count
    }
    let stringsFiles = paths.filter { $0.hasSuffix(".strings") }
    let stringsBytes = stringsFiles.reduce(0) { $0 + (contents[$1]?.count ?? 0) }
    let ourStrings = try bestSeconds(iterations) {
        for file in files where file.kind == .strings {
            let single = LegacyStringsTable(name: name, files: [file])
            _ = try single.read(developmentLanguage: "en") { path throws(InputError) in contents[path] ?? [] }
        }
    }
    // Foundation cannot tell UTF-16 without a byte order mark; such files are left out of its figure.
    var unreadable: Set<String> = []
    let foundation = try bestSeconds(iterations) {
        for path in stringsFiles where !unreadable.contains(path) {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            if (try? PropertyListSerialization.propertyList(from: Data(contents[path] ?? []), options: [], format: &format)) == nil {
                unreadable.insert(path)
            }
        }
    }
    let foundationBytes = stringsFiles.filter { !unreadable.contains($0) }.reduce(0) { $0 + (contents[$1]?.count ?? 0) }
    func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> String {
        String(format: "%.1f MB/s (%.2f ms)", Double(bytes) / 1_000_000 / seconds, seconds * 1000)
    }
    print("table \(name): \(paths.count) files, \(String(format: "%.1f", Double(totalBytes) / 1_000_000)) MB, \(keys) keys; best of \(iterations)")
    print("StringsTables, whole table into a catalog:    " + megabytesPerSecond(totalBytes, ours))
    print("StringsTables, .strings files alone:          " + megabytesPerSecond(stringsBytes, ourStrings))
    print("Foundation PropertyListSerialization .strings: " + megabytesPerSecond(foundationBytes, foundation)
        + (unreadable.isEmpty ? "" : "; it cannot read \(unreadable.count) of them"))
}

private func bestSeconds(_ iterations: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}
