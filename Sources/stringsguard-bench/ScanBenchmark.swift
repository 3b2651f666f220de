import Foundation
import SourceScanning

/// `stringsguard-bench scan FOLDER...`: finds and scans every Swift file under the folders the way `check`
/// scans a target's sources (iOS build, both cores, interpolations resolved across the files) and does
/// nothing else, so timing this process shows what the source scan costs on its own.
func benchmarkScan(_ arguments: [String]) throws {
    guard !arguments.isEmpty else {
        print("usage: stringsguard-bench scan FOLDER...")
        exit(2)
    }
    var files: [String] = []
    for folder in arguments { files += try SwiftSourceScanner.swiftFiles(in: folder) }
    let scan = SwiftSourceScanner.scan(files: files)
    if let error = scan.errors.first { throw error }
    print("scanned \(files.count) files: \(scan.localizableUses.count) localizable uses")
}
