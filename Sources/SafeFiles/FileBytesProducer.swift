import Diagnostics

/// The bytes of a file to write, made a piece at a time while they are written: a large catalog goes to
/// disk without all its bytes being held at once. Each piece is handed over, in order, to the function
/// its maker is given.
public struct FileBytesProducer {
    private enum Pieces {
        case arrays((_ emit: @escaping ([UInt8]) -> Void) -> Void)
        case lent((_ emit: (UnsafeRawBufferPointer) -> Void) -> Void)
    }

    private let pieces: Pieces

    public init(_ produce: @escaping (_ emit: @escaping ([UInt8]) -> Void) -> Void) {
        pieces = .arrays(produce)
    }

    /// Pieces lent for the time of the call to `emit`, each written before the next is made: a report's
    /// parts rendered on both cores go out as they are, without being copied into one array first.
    public init(lending produce: @escaping (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) {
        pieces = .lent(produce)
    }

    /// Bytes already whole.
    public init(whole bytes: [UInt8]) {
        self.init { emit in emit(bytes) }
    }

    /// Hands every piece to `write`; after the first failure, the pieces that follow are dropped and the
    /// failure is thrown once production ends.
    func deliver(to write: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        var failure: (any Error)?
        let take = { (piece: UnsafeRawBufferPointer) in
            guard failure == nil else { return }
            do { try write(piece) } catch { failure = error }
        }
        switch pieces {
        case .arrays(let produce): produce { piece in piece.withUnsafeBytes(take) }
        case .lent(let produce): produce(take)
        }
        if let failure { throw failure }
    }
}
