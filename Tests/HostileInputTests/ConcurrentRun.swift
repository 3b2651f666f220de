import _StringsGuardTestSupport
import Foundation

/// Several runs of the tool started together, so their reads and writes of one file overlap; standard
/// output is dropped (a full pipe must not stall one of them) and standard error kept.
struct ConcurrentRun {
    struct Result {
        var status: Int32
        var standardError: String
        var hung: Bool
    }

    static func run(_ commands: [[String]], in folder: String) throws -> [Result] {
        var started: [(process: Process, errors: String, watchdog: Watchdog)] = []
        for (index, arguments) in commands.enumerated() {
            let process = CommandRunner.process(arguments, in: folder)
            let errors = NSTemporaryDirectory() + "/stringsguard-concurrent-\(UUID().uuidString)-\(index).txt"
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            process.standardInput = FileHandle.nullDevice
            try process.run()
            started.append((process, errors, Watchdog(process: process)))
        }
        return started.map { run in
            run.process.waitUntilExit()
            let text = (try? String(contentsOfFile: run.errors, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: run.errors)
            return Result(status: run.process.terminationStatus, standardError: text, hung: run.watchdog.finish())
        }
    }
}
