import Foundation

// Each benchmark lives in its own file as a function taking the remaining arguments.
let arguments = Array(CommandLine.arguments.dropFirst())
let benchmarks: [String: ([String]) throws -> Void] = [
    "bidi": benchmarkBidi,
    "catalog": benchmarkCatalogReader,
    "legacy": benchmarkLegacyTable,
    "load": benchmarkLoad,
    "scan": benchmarkScan,
    "scan-dump": benchmarkScanDump,
]
guard let name = arguments.first, let run = benchmarks[name] else {
    print("usage: stringsguard-bench \(benchmarks.keys.sorted().joined(separator: "|")) ARGUMENTS")
    exit(2)
}
do {
    try run(Array(arguments.dropFirst()))
} catch {
    print("error: \(error)")
    exit(2)
}
