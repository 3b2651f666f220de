#if canImport(Glibc)
import Glibc
#endif

/// Room made in the calling thread's malloc heap before it decodes a large range of a catalog, or a scanner
/// worker a large share of a target's cached scans.
///
/// glibc gives each thread but the main one a heap of its own, reserved inaccessible and opened as it fills,
/// with an `mprotect` call for every page or two it grows by: a 50 MB catalog's check made 17,000 of them, a
/// tenth of its CPU spent in the kernel splitting and merging the heap's mappings. Taking the room a range will
/// fill in large blocks and freeing them at once opens the heap in a few large steps; glibc gives the freed
/// pages back to the system but leaves them open, so the range's many small allocations then take them
/// without a system call (1,450 calls instead of 16,945, 0.91x the wall time). Elsewhere this does nothing.
public enum WorkerHeap {
    /// Below glibc's least threshold for serving a block with a mapping of its own (128 KiB), so that the
    /// blocks come from the heap itself.
    static let blockSize = 96 * 1024

    /// Fewer items than this (a small project's files) leave the heap to grow as it does.
    static let itemsWorthRoom = 256
    /// At most this much room is made at a time: glibc's heap for a thread is 64 MiB.
    static let mostRoom = 64 << 20

    /// The room for `count` items that each leave about `bytesEach` in the heap (decoded scans, a target's
    /// picture of its files); none for fewer than `itemsWorthRoom`.
    public static func makeRoom(forItems count: Int, bytesEach: Int) {
        guard count >= itemsWorthRoom else { return }
        makeRoom(bytes: min(count * bytesEach, mostRoom))
    }

    public static func makeRoom(bytes: Int) {
        #if canImport(Glibc)
        let count = bytes / blockSize
        guard count > 1 else { return }
        let blocks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
        defer { blocks.deallocate() }
        for index in 0..<count { blocks[index] = malloc(blockSize) }
        for index in 0..<count { free(blocks[index]) }
        #endif
    }
}
