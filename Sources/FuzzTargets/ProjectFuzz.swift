import Foundation
import XcodeProject

/// The `project.pbxproj` reader and target discovery. The input is written as the project file of a
/// project in a private temporary folder, then discovered as the CLI would.
enum ProjectFuzz {
    /// A fresh folder per process holding `Fuzz.xcodeproj`; nil when the temporary folder is unusable.
    static let projectPath: String? = {
        let folder = NSTemporaryDirectory() + "stringsguard-fuzz-\(ProcessInfo.processInfo.processIdentifier)-"
            + UUID().uuidString
        let project = folder + "/Fuzz.xcodeproj"
        do {
            try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return project
    }()

    /// Inputs that could point discovery outside the temporary folder are skipped: a path starting with
    /// `/`, a `..`, a source root moved elsewhere, or an escape that could spell one of those. Otherwise the
    /// fuzzer would walk the real file system, which is slow and depends on the machine, not the input.
    static func escapesTemporaryFolder(_ bytes: [UInt8]) -> Bool {
        let text = FuzzInput.text(bytes)
        for marker in ["<absolute>", "SOURCE_ROOT", "projectDirPath", "..", "\\"] where text.contains(marker) {
            return true
        }
        // A `/` inside a relative path (`Sources/App.swift`) or in a comment marker stays inside the folder.
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "/" {
            let previous = index > 0 ? scalars[index - 1] : " "
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if next == "*" || next == "/" || previous == "*" || previous == "/" { continue }
            if previous.properties.isAlphabetic || ("0"..."9").contains(previous) || "_-.+)}".unicodeScalars.contains(previous) {
                continue
            }
            return true
        }
        return false
    }

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let projectPath else { throw InvariantViolation(.pbxproj, "no temporary project folder") }
        guard !escapesTemporaryFolder(bytes) else { return }
        guard FileManager.default.createFile(atPath: projectPath + "/project.pbxproj", contents: Data(bytes)) else {
            throw InvariantViolation(.pbxproj, "cannot write the temporary project file")
        }
        guard let targets = try? ProjectDiscovery.targets(ofProject: projectPath) else { return }
        guard targets.map(\.name) == targets.map(\.name).sorted() else {
            throw InvariantViolation(.pbxproj, "discovered targets are not sorted by name")
        }
        _ = DiscoveredTarget.summary(of: targets)
    }
}
