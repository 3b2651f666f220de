#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The stat fast path of a cache keyed by content, as git's index is: for each file, the identity it had
/// when it was hashed (`FileIdentity`), the hash, and when that was. A later run that finds the same
/// identity takes the hash without reading the file: thousands of `stat` calls cost far less than reading
/// and hashing thousands of files.
///
/// An identity only vouches for the contents when it is "safely older" than the moment its hash was taken
/// (git's "racily clean" rule): a file's times come from a clock that ticks coarsely (a jiffy on Linux, a
/// second or two on HFS+ and FAT, whatever the server says on a network share), so a second write of the
/// same size within one tick of the first — an editor saving twice, a test writing a fixture twice — can
/// leave every field of the identity as it was. Such an entry is still used to find the file's hash
/// again after reading it, but never in place of reading it.
public final class ContentHashIndex: @unchecked Sendable {
    /// One file's identity and hash, and the time (before the file was read) the hash was verified.
    public struct Entry: Hashable, Sendable {
        public var identity: FileIdentity
        public var contentHash: UInt64
        /// Nanoseconds since 1970, taken before the file was looked at.
        public var verifiedAt: Int64

        public init(identity: FileIdentity, contentHash: UInt64, verifiedAt: Int64) {
            self.identity = identity
            self.contentHash = contentHash
            self.verifiedAt = verifiedAt
        }

        /// Whether the entry stands for the contents of a file that has `current` identity now: the same
        /// identity, last modified or changed at least `racyMargin` before the entry was verified.
        public func vouches(for current: FileIdentity) -> Bool {
            current == identity && identity.changed(moreThan: ContentHashIndex.racyMargin, before: verifiedAt)
        }
    }

    /// How much older than its verification a file's times must be: more than a tick of any file system's
    /// clock (FAT's two seconds is the coarsest) plus the lag of the kernel's coarse clock behind the
    /// real-time one this is compared with.
    public static let racyMargin: Int64 = 3_000_000_000

    private let lock = NSLock()
    private var entries: [String: Entry]
    private var used: [String: Entry] = [:]
    /// How many entries this run recorded anew (a file read again, or read for the first time).
    private var changedCount = 0
    /// When this run began: every hash recorded in it was taken after.
    public let runStarted: Int64

    /// An index of what an earlier run recorded; `runStarted` must be taken before any file is looked at.
    public init(entries: [String: Entry] = [:], runStarted: Int64 = ContentHashIndex.now()) {
        self.entries = entries
        self.runStarted = runStarted
    }

    /// The real-time clock in nanoseconds since 1970.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The hash of the regular file at `path` without reading it, when an entry vouches for it and it is
    /// within `kind`'s read limit; nil otherwise: then the caller reads it (getting the error a reading
    /// gives, if any) and `record`s what it read. `purpose` tells the replay's log what the caller keeps of
    /// the bytes.
    public func knownHash(path: String, kind: FileKind, purpose: ReadPurpose = .whole) -> UInt64? {
        guard let current = FileIdentity.ofRegularFile(path: path),
              let limit = try? ReadLimits.limit(for: kind, in: nil), current.size <= limit
        else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.vouches(for: current) else { return nil }
        used[path] = entry
        InputLog.record(.contents(path: path, kind: kind), entry.contentHash, identity: entry.identity, purpose: purpose)
        return entry.contentHash
    }

    /// What a read found: its identity before the read and the hash of the bytes read.
    public func record(_ contents: FileContents, hash: UInt64) {
        let path = contents.snapshot.path
        let entry = Entry(identity: contents.snapshot.identity, contentHash: hash, verifiedAt: runStarted)
        lock.lock()
        defer { lock.unlock() }
        if entries[path] != entry || used[path] != entry { changedCount += 1 }
        entries[path] = entry
        used[path] = entry
    }

    /// The entries this run used or recorded: those worth keeping for the next run.
    public var usedEntries: [String: Entry] {
        lock.lock()
        defer { lock.unlock() }
        return used
    }

    /// Whether the entries worth keeping differ from those the index started with.
    public var hasChanges: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changedCount > 0 || used.count != entries.count
    }

    /// How many entries differ from those the index started with: recorded anew, or no longer used.
    public var changes: Int {
        lock.lock()
        defer { lock.unlock() }
        return changedCount + (entries.count - used.count)
    }
}
