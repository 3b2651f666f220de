import Diagnostics

/// The bytes of a file to write, made a piece at a time while they are written: a large catalog goes to
/// disk without all its bytes being held at once. `produce` hands each piece, in order, to the function
/// it is given.
public struct FileBytesProducer {
    let produce: (_ emit: @escaping ([UInt8]) -> Void) -> Void

    public init(_ produce: @escaping (_ emit: @escaping ([UInt8]) -> Void) -> Void) {
        self.produce = produce
    }

    /// Bytes already whole.
    public init(whole bytes: [UInt8]) {
        self.init { emit in emit(bytes) }
    }

    /// Hands every piece to `write`; after the first failure, the pieces that follow are dropped and the
    /// failure is thrown once production ends.
    func deliver(to write: @escaping ([UInt8]) throws -> Void) throws {
        var failure: (any Error)?
        produce { piece in
            guard failure == nil else { return }
            do { try write(piece) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
