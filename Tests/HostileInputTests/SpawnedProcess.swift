import _StringsGuardTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool started with `posix_spawn`, every signal unblocked and at its default action, as a shell
/// starts it. (Foundation's `Process` on Linux passes on the spawning thread's signal mask, and the test
/// runner's threads block SIGINT and SIGTERM, so a signal sent to such a child would wait unseen.)
/// Standard output and error go to /dev/null.
final class SpawnedProcess {
    let pid: pid_t
    private var waitStatus: Int32?

    /// Runs the tool with `arguments`; paths in them must be absolute (posix_spawn cannot change folder
    /// portably).
    init(_ arguments: [String]) throws {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let executable = CommandRunner.executable.path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "STRINGSGUARD_MAX_FILE_SIZE")
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure("posix_spawn: \(String(cString: strerror(result)))") }
        self.pid = pid
    }

    /// Whether it has ended; reaps it when it has.
    var isRunning: Bool {
        if waitStatus != nil { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            waitStatus = status
            return false
        }
        return true
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// Waits for the end; the signal that ended it, or nil when it exited (with `exitStatus`).
    @discardableResult
    func wait() -> (signal: Int32?, exitStatus: Int32?) {
        if waitStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            waitStatus = status
        }
        let status = waitStatus ?? 0
        let signal = status & 0x7f
        return signal == 0 ? (nil, (status >> 8) & 0xff) : (signal, nil)
    }
}
