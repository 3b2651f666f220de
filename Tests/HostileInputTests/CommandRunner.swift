import Foundation
import _StringsGuardTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `stringsguard` executable, as a user or a build phase would (copied from CLITests, with
/// a bound on how long a run may take, so a hang fails its test instead of the whole suite).
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Killed after `hangLimit` seconds: the promise of "never a hang" broken.
        var hung: Bool
        /// Ended by a signal (then `status` is the signal's number).
        var killedBySignal: Bool
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The folder SwiftPM builds products into: beside the test bundle on every platform.
    static var productsDirectory: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static var executable: URL { productsDirectory.appendingPathComponent("stringsguard") }

    /// Far beyond any run here; reached only by a run that would never end.
    static let hangLimit: Double = 60

    static func process(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> Process {
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

    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Output {
        let process = process(arguments, in: directory, environment: environment)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = Watchdog(process: process)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self), hung: watchdog.finish(),
            killedBySignal: process.terminationReason == .uncaughtSignal)
    }

    static func temporaryFolder() throws -> String { try makeTemporaryFolder("stringsguard-hostile") }
}
