import Diagnostics
import Foundation

/// Runs git with arguments that are never options from the user: every call puts `--end-of-options`
/// before the revisions and paths it passes. A failure is one line: git's first line of complaint.
enum GitRunner {
    /// git's standard output, or an `InputError` saying `what` failed with git's first line of complaint.
    static func output(_ arguments: [String], what: String) throws(InputError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        // No pager, prompt or editor: git runs under a tool, not at a terminal.
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw InputError("\(what): cannot run git (\(error.localizedDescription))")
        }
        // Standard error read on its own thread: a git that fills that pipe while this one waits on
        // standard output would otherwise wait forever.
        let complaint = ErrorText()
        let reader = Thread { complaint.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = complaint.wait()
        guard process.terminationStatus == 0 else {
            var line = String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
            // git's own "fatal: " or "error: " would follow ours ("error: … error: …").
            for prefix in ["fatal: ", "error: "] where line?.hasPrefix(prefix) == true { line = line.map { String($0.dropFirst(prefix.count)) } }
            throw InputError(line.map { "\(what): \($0)" } ?? what)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Standard error's bytes, handed from the reading thread once it reaches the end.
    private final class ErrorText: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func set(_ data: Data) {
            self.data = data
            done.signal()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
