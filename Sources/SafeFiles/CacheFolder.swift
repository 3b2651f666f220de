import Diagnostics
import Foundation

/// A folder of derived data that makes a re-run fast (`check --cache-dir`): one file, `entries.cache`,
/// holding the content hash index (`ContentHashIndex`) and values each stored under a key that names
/// everything the value was derived from.
///
/// Safe to delete and to corrupt: a missing, truncated, garbled or foreign file, or one another version of
/// the tool wrote (`salt`), is read as an empty cache (a `notes` line says why); each value is checked by
/// whoever decodes it. The file is replaced whole by a rename, so a concurrent run reads the old file or
/// the new one, never a mix; two runs writing at once lose one run's new entries, never correctness.
/// It holds what the last run that wrote it used, so it never grows past one run's inputs. A large file is
/// written again only when the run changed a sixty-fourth of it or more (`isWorthWriting`): after a
/// one-file edit the next run that reads the project scans that file again rather than this run writing
/// megabytes for it.
public final class CacheFolder: @unchecked Sendable {
    /// Bumped whenever what any value's bytes mean changes.
    public static let formatVersion: UInt64 = 15
    public static let fileName = "entries.cache"
    private static let magic = Array("StringsGuard cache\n".utf8)
    /// Larger than any cache of a project the read limits allow.
    private static let readLimit = 1 << 32

    public let folder: String
    /// The content hash index kept in the file (waits for the file to be read).
    public var hashes: ContentHashIndex {
        waitUntilRead()
        return readHashes!
    }
    /// Why the cache was not read or not written, for `--verbose`.
    public var notes: [String] {
        waitUntilRead()
        lock.lock()
        defer { lock.unlock() }
        return writtenNotes
    }

    private let lock = NSLock()
    private let salt: [UInt8]
    /// Set once the file is read (`waitUntilRead`), then only read, except `oldValues` under the lock.
    private var readHashes: ContentHashIndex?
    private var writtenNotes: [String] = []
    /// The file as read; old values are ranges of it.
    private var loaded: [UInt8] = []
    private var oldValues: [UInt64: (key: Range<Int>, value: Range<Int>)] = [:]
    private var newValues: [UInt64: (key: [UInt8], value: [UInt8])] = [:]
    private var usedOld: Set<UInt64> = []
    /// Entered while a large file is read on another thread.
    private let reading = DispatchGroup()

    /// A file from which reading it on another thread, while the run goes on, saves more than starting
    /// the thread costs: a large project's cache holds every scan (Home Assistant's: 14 MB, 20 ms read and
    /// checked on the thread that then discovered the project, with the other core idle).
    public static let bytesWorthReadingApart = 1 << 20

    /// Opens the cache in `folder` (created when missing). `salt` names the build of the tool that reads
    /// it: values written by any other are never read. A large file is read on another thread; whatever
    /// needs its contents first waits for them.
    public init(folder: String, salt: [UInt8]) {
        let runStarted = ContentHashIndex.now()
        self.folder = folder
        self.salt = salt
        path = folder.hasSuffix("/") ? folder + Self.fileName : folder + "/" + Self.fileName
        guard (FileStatus.of(path: path)?.size ?? 0) >= Self.bytesWorthReadingApart else {
            read(runStarted: runStarted)
            return
        }
        reading.enter()
        DispatchQueue.global().async {
            self.read(runStarted: runStarted)
            self.reading.leave()
        }
    }

    /// The size of the file as read: what saving it again will at least write.
    public var bytesRead: Int {
        waitUntilRead()
        return loaded.count
    }

    private func waitUntilRead() {
        reading.wait()
    }

    private func read(runStarted: Int64) {
        var entries: [String: ContentHashIndex.Entry] = [:]
        do {
            try FolderCreation.create(folder)
            if let contents = try FileContents.readIfPresent(
                path, kind: .catalog, limits: ReadLimits(everyKind: Self.readLimit))
            {
                do {
                    (entries, oldValues) = try Self.read(contents.bytes, salt: salt)
                    loaded = contents.bytes
                } catch {
                    writtenNotes.append("\(path): note: the cache cannot be read (\(error.reason)); it is rebuilt")
                }
            }
        } catch {
            writtenNotes.append("\(error.description.replacingOccurrences(of: ": error: ", with: ": note: ")); running without the cache")
        }
        readHashes = ContentHashIndex(entries: entries, runStarted: runStarted)
    }

    private let path: String

    private struct Unreadable: Error {
        var reason: String
    }

    private static func read(
        _ loaded: [UInt8], salt: [UInt8]
    ) throws(Unreadable) -> ([String: ContentHashIndex.Entry], [UInt64: (key: Range<Int>, value: Range<Int>)]) {
        guard loaded.starts(with: Self.magic) else { throw Unreadable(reason: "not a cache file") }
        var reader = BinaryReader(loaded, range: Self.magic.count..<loaded.count)
        do {
            guard try reader.readUInt() == Self.formatVersion, try reader.readBytes() == salt else {
                throw Unreadable(reason: "written by another build of the tool")
            }
            // The payload, then its hash as the last eight bytes; hashed in place (the file holds every scan
            // of a large project, megabytes that copying cost as much as hashing).
            guard loaded.count - reader.offset >= 8 else { throw Unreadable(reason: "damaged") }
            let payload = reader.offset..<loaded.count - 8
            var hashReader = reader.reader(of: payload.upperBound..<loaded.count)
            guard reader.contentHash(of: payload) == (try hashReader.readFixed()) else { throw Unreadable(reason: "damaged") }
            reader = BinaryReader(loaded, range: payload)
            var entries: [String: ContentHashIndex.Entry] = [:]
            let fileCount = try reader.readCount()
            entries.reserveCapacity(fileCount)
            for _ in 0..<fileCount {
                let path = try reader.readString()
                let identity = try reader.readFileIdentity()
                let hash = try reader.readFixed()
                let verifiedAt = Int64(try reader.readInt())
                entries[path] = ContentHashIndex.Entry(identity: identity, contentHash: hash, verifiedAt: verifiedAt)
            }
            let valueCount = try reader.readCount()
            var values: [UInt64: (key: Range<Int>, value: Range<Int>)] = [:]
            values.reserveCapacity(valueCount)
            for _ in 0..<valueCount {
                let key = try reader.readRange()
                let value = try reader.readRange()
                values[Self.hash(loaded[key])] = (key, value)
            }
            guard reader.isAtEnd else { throw Unreadable(reason: "damaged") }
            return (entries, values)
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(reason: "damaged")
        }
    }

    private static func hash(_ key: ArraySlice<UInt8>) -> UInt64 {
        var hasher = ContentHasher()
        key.withUnsafeBytes { hasher.add($0) }
        return hasher.finish()
    }

    /// Whether a key read from the file is `key`, compared as memory: a run asks some 10,000 keys of a
    /// project's cache (scans and tool comments), under the lock, and a generic comparison took 1,500
    /// instructions each.
    static func storedKey(_ stored: ArraySlice<UInt8>, equals key: [UInt8]) -> Bool {
        guard stored.count == key.count else { return false }
        return stored.withUnsafeBytes { stored in
            key.withUnsafeBytes { key in
                guard let storedStart = stored.baseAddress, let keyStart = key.baseAddress else { return true }
                return memcmp(storedStart, keyStart, key.count) == 0
            }
        }
    }

    /// A reader of the value stored under `key` by this run or the last, or nil.
    public func value(for key: [UInt8]) -> BinaryReader? {
        waitUntilRead()
        let hash = Self.hash(key[...])
        lock.lock()
        defer { lock.unlock() }
        if let new = newValues[hash] {
            return Self.storedKey(new.key[...], equals: key) ? BinaryReader(new.value) : nil
        }
        guard let old = oldValues[hash], Self.storedKey(loaded[old.key], equals: key) else { return nil }
        usedOld.insert(hash)
        return BinaryReader(loaded, range: old.value)
    }

    /// Keeps `value` under `key` for the next run.
    public func store(_ value: [UInt8], for key: [UInt8]) {
        waitUntilRead()
        let hash = Self.hash(key[...])
        lock.lock()
        defer { lock.unlock() }
        newValues[hash] = (key, value)
        usedOld.remove(hash)
    }

    /// A value that decoded to nothing sensible is forgotten, so the next run does not meet it again.
    public func discard(_ key: [UInt8]) {
        waitUntilRead()
        let hash = Self.hash(key[...])
        lock.lock()
        defer { lock.unlock() }
        usedOld.remove(hash)
        oldValues[hash] = nil
        newValues[hash] = nil
    }

    /// Whether what changed is worth writing the file again (call under the lock). A small file always is. A
    /// large one (Home Assistant's holds 14 MB of scans, 45 ms to write again) is when the new values, the
    /// old ones no longer used, or the index's changed entries come to a sixty-fourth of it: a few files'
    /// new scans are cheaper to make again in the next run that reads the project than to write with all
    /// the rest, and the cache stays correct either way (values are found by what they were made from).
    private func isWorthWriting(indexChanges: Int) -> Bool {
        guard loaded.count >= Self.bytesWorthReadingApart else { return true }
        let allowance = loaded.count / 64
        let newBytes = newValues.values.reduce(0) { $0 + $1.key.count + $1.value.count }
        let unusedBytes = oldValues.reduce(0) { sum, old in
            usedOld.contains(old.key) ? sum : sum + old.value.key.count + old.value.value.count
        }
        // An index entry (a path, a file's identity, its hash) is about a hundred bytes.
        return newBytes + unusedBytes + indexChanges * 100 >= allowance
    }

    /// Writes what this run used, when that differs from what was read: a temporary file renamed over the
    /// cache file. A failure is a note; the run's output never depends on it.
    public func save() {
        let hashes = self.hashes
        lock.lock()
        defer { lock.unlock() }
        guard !newValues.isEmpty || usedOld.count != oldValues.count || hashes.hasChanges,
              isWorthWriting(indexChanges: hashes.changes) else { return }
        var file = BinaryWriter(reservingCapacity: loaded.count + 64)
        file.write(signature: Self.magic)
        file.write(UInt64(Self.formatVersion))
        file.write(bytes: salt)
        let payloadStart = file.bytes.count
        let entries = hashes.usedEntries.sorted { $0.key < $1.key }
        file.write(UInt64(entries.count))
        for (path, entry) in entries {
            file.write(path)
            file.write(entry.identity)
            file.writeFixed(entry.contentHash)
            file.write(Int(entry.verifiedAt))
        }
        let kept = usedOld.filter { newValues[$0] == nil }
        file.write(UInt64(kept.count + newValues.count))
        for hash in kept {
            guard let old = oldValues[hash] else { continue }
            file.write(UInt64(old.key.count))
            file.write(slice: loaded[old.key])
            file.write(UInt64(old.value.count))
            file.write(slice: loaded[old.value])
        }
        for (_, new) in newValues {
            file.write(bytes: new.key)
            file.write(bytes: new.value)
        }
        file.writeFixed(file.contentHash(from: payloadStart))
        do {
            try DisposableFileWriter.write(file.bytes, to: path)
        } catch {
            writtenNotes.append("\(error.description.replacingOccurrences(of: ": error: ", with: ": note: ")); the cache is not updated")
        }
    }
}
