import Diagnostics
import Foundation

/// Helpers several test targets share. Not API: the leading underscore says so.

/// Runs `body` and returns the InputError it threw, or nil when it threw nothing (or something else).
public func thrownInputError(_ body: () throws -> Void) -> InputError? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return nil
    }
}

/// Lines only in `old` and lines only in `new`, by a longest-common-subsequence diff: what a reviewer
/// would see as removed and added in a pull request.
public func lineDiff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var removed: [String] = []
    var added: [String] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
        if a[i] == b[j] {
            i += 1
            j += 1
        } else if table[i + 1][j] >= table[i][j + 1] {
            removed.append(a[i])
            i += 1
        } else {
            added.append(b[j])
            j += 1
        }
    }
    removed += a[i...]
    added += b[j...]
    return (removed, added)
}

/// A new, empty folder under the system's temporary folder.
public func makeTemporaryFolder(_ prefix: String = "stringsguard-test") throws -> String {
    let folder = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// A device node to point a write at without risking the system's own: as root (who could replace
/// /dev/null if the code under test were wrong), a private node in `folder` for the same device; as anyone
/// else, who cannot touch /dev, the device itself.
public func deviceStandIn(for device: String, in folder: String) throws -> String {
    guard geteuid() == 0 else { return device }
    var status = stat()
    guard stat(device, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
    let standIn = folder + "/" + (device as NSString).lastPathComponent + "-device"
    guard mknod(standIn, S_IFCHR | 0o666, status.st_rdev) == 0 else { throw CocoaError(.fileWriteNoPermission) }
    return standIn
}
