import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `stringsguard` executable, as a user or a build phase would, with a bound on how long
/// a run may take, so that a hang fails its test instead of the whole suite.
public enum CommandRunner {
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
        /// Killed after `hangLimit` seconds: the promise of "never a hang" broken.
        public var hung: Bool
        /// Ended by a signal (then `status` is the signal's number).
        public var killedBySignal: Bool
    }

    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The folder SwiftPM builds products into: beside the test bundle on every platform.
    public static var productsDirectory: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    public static var executable: URL { productsDirectory.appendingPathComponent("stringsguard") }

    /// Far beyond any run here; reached only by a run that would never end.
    public static let hangLimit: Double = 60

    /// The process for `arguments` in `directory`, not started: no colours, and no size limit from the
    /// developer's environment, so every machine runs the same.
    public static func process(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = "1"
        merged.removeValue(forKey: "STRINGSGUARD_MAX_FILE_SIZE")
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        return process
    }

    /// Runs the tool and waits for it; `standardInput` is written to it, or it reads `/dev/null`.
    public static func run(
        _ arguments: [String], in directory: String = repositoryRoot, environment: [String: String] = [:],
        standardInput: String? = nil
    ) throws -> Output {
        let process = process(arguments, in: directory, environment: environment)
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
        try process.run()
        let watchdog = Watchdog(process: process)
        if let standardInput {
            input.fileHandleForWriting.write(Data(standardInput.utf8))
            try input.fileHandleForWriting.close()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self), hung: watchdog.finish(),
            killedBySignal: process.terminationReason == .uncaughtSignal)
    }

    public static func temporaryFolder() throws -> String { try makeTemporaryFolder("stringsguard-run") }
}

/// Kills a process still running after `CommandRunner.hangLimit` seconds, and says whether it did.
public final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var done = false

    public init(process: Process) {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + CommandRunner.hangLimit) { [self] in
            lock.withLock {
                guard !done else { return }
                fired = true
                kill(pid, SIGKILL)
            }
        }
    }

    /// Whether the watchdog killed the process; after this it never will.
    public func finish() -> Bool {
        lock.withLock {
            done = true
            return fired
        }
    }
}
