extension InputLog {
    /// The direct records of a log (all but `.derived` ones) in the bytes they are written as. A log read
    /// back keeps them so: `verify` walks them in place, asking each file's identity by `stat` from its
    /// path's bytes, and decodes a record into a `Record` only when its answer must be asked again. A build
    /// phase's re-run asks thousands of questions that all hold, and making a string of each path and a
    /// value of each record was a third of its work; renewing the log re-encodes only the records renewed.
    struct WrittenRecords: Sendable {
        /// The bytes the records lie in: the whole file read back, shared rather than copied.
        let bytes: [UInt8]
        let range: Range<Int>
        let count: Int
        /// Where every `chunkSize`-th record starts in `bytes`: the pieces the walk hands to each core.
        let chunkStarts: [Int]

        static let chunkSize = 512

        init(bytes: [UInt8], range: Range<Int>, count: Int, chunkStarts: [Int]) {
            self.bytes = bytes
            self.range = range
            self.count = count
            self.chunkStarts = chunkStarts
        }

        init(encoding records: [Record]) {
            var writer = BinaryWriter()
            var starts: [Int] = []
            for (index, record) in records.enumerated() {
                if index % Self.chunkSize == 0 { starts.append(writer.bytes.count) }
                Self.encode(record, to: &writer)
            }
            self.init(bytes: writer.bytes, range: 0..<writer.bytes.count, count: records.count, chunkStarts: starts)
        }

        /// The records' indices in `chunk`, and a reader at the first.
        func chunk(_ chunk: Int) -> (indices: Range<Int>, reader: BinaryReader) {
            let first = chunk * Self.chunkSize
            return (first..<min(first + Self.chunkSize, count), BinaryReader(bytes, range: chunkStarts[chunk]..<range.upperBound))
        }

        func decodeAll() throws(BinaryReader.Malformed) -> [Record] {
            var reader = BinaryReader(bytes, range: range)
            var records: [Record] = []
            records.reserveCapacity(count)
            for _ in 0..<count { records.append(try Self.decode(from: &reader)) }
            return records
        }

        /// These records with `renewals` applied, each renewed record written again and every other copied
        /// as it was.
        func renewing(_ renewals: [Located]) -> WrittenRecords {
            let sorted = renewals.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
            var writer = BinaryWriter(reservingCapacity: range.count + 64 * sorted.count)
            var copiedUpTo = range.lowerBound
            // Each renewed record's change of length, at the record's old end, to move later chunk starts.
            var shifts: [(oldEnd: Int, shift: Int)] = []
            var shift = 0
            for renewal in sorted {
                writer.write(slice: bytes[copiedUpTo..<renewal.bytes.lowerBound])
                let before = writer.bytes.count
                Self.encode(renewal.record, to: &writer)
                shift += writer.bytes.count - before - renewal.bytes.count
                shifts.append((renewal.bytes.upperBound, shift))
                copiedUpTo = renewal.bytes.upperBound
            }
            writer.write(slice: bytes[copiedUpTo..<range.upperBound])
            var next = 0
            var applied = 0
            let starts = chunkStarts.map { start in
                while next < shifts.count, shifts[next].oldEnd <= start {
                    applied = shifts[next].shift
                    next += 1
                }
                return start - range.lowerBound + applied
            }
            return WrittenRecords(bytes: writer.bytes, range: 0..<writer.bytes.count, count: count, chunkStarts: starts)
        }

        /// The count, the chunk starts (from the first record) and the records as one run of bytes.
        func write(to writer: inout BinaryWriter) {
            writer.write(UInt64(count))
            writer.write(UInt64(chunkStarts.count))
            for start in chunkStarts { writer.write(UInt64(start - range.lowerBound)) }
            writer.write(UInt64(range.count))
            writer.write(slice: bytes[range])
        }

        /// What `write(to:)` wrote. The records are not decoded here: the walk decodes each as it asks it,
        /// and a record that does not decode there makes the log `.damaged` (the payload's hash makes damage
        /// that still decodes all but impossible).
        static func read(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> WrittenRecords {
            let count = try reader.readCount(minimumBytes: 10)
            let chunkCount = try reader.readCount()
            guard chunkCount == (count + chunkSize - 1) / chunkSize else { throw BinaryReader.Malformed() }
            var offsets: [Int] = []
            offsets.reserveCapacity(chunkCount)
            for _ in 0..<chunkCount { offsets.append(Int(clamping: try reader.readUInt())) }
            let range = try reader.readRange()
            // Each chunk starts after the one before it, the first at the first record.
            guard offsets.first ?? 0 == 0, zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }),
                  offsets.last ?? 0 < max(range.count, 1)
            else { throw BinaryReader.Malformed() }
            return WrittenRecords(
                bytes: reader.allBytes, range: range, count: count, chunkStarts: offsets.map { $0 + range.lowerBound })
        }

        static func encode(_ record: Record, to writer: inout BinaryWriter) {
            switch record.question {
            case .contents(let path, let kind):
                writer.write(UInt64(0))
                writer.write(path)
                writer.write(UInt64(kind.number))
                writer.write(record.identity != nil)
                if let identity = record.identity { writer.write(identity) }
                writer.write(record.isOnlyDerived)
            case .kind(let path):
                writer.write(UInt64(1))
                writer.write(path)
            case .entries(let folder):
                writer.write(UInt64(2))
                writer.write(folder)
                writer.write(record.identity != nil)
                if let identity = record.identity { writer.write(identity) }
            case .realPath(let path):
                writer.write(UInt64(3))
                writer.write(path)
            case .environment(let name):
                writer.write(UInt64(4))
                writer.write(name)
            case .size(let path):
                writer.write(UInt64(5))
                writer.write(path)
            case .derived:
                preconditionFailure("derived questions are written apart")
            }
            writer.writeFixed(record.answer)
        }

        static func decode(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Record {
            let question: Question
            var identity: FileIdentity?
            var isOnlyDerived = false
            switch try reader.readUInt() {
            case 0:
                let path = try reader.readString()
                let kind = try readKind(from: &reader)
                if try reader.readBool() { identity = try reader.readFileIdentity() }
                isOnlyDerived = try reader.readBool()
                question = .contents(path: path, kind: kind)
            case 1: question = .kind(path: try reader.readString())
            case 2:
                question = .entries(folder: try reader.readString())
                if try reader.readBool() { identity = try reader.readFileIdentity() }
            case 3: question = .realPath(try reader.readString())
            case 4: question = .environment(try reader.readString())
            case 5: question = .size(try reader.readString())
            default: throw BinaryReader.Malformed()
            }
            return Record(question: question, answer: try reader.readFixed(), identity: identity, isOnlyDerived: isOnlyDerived)
        }

        static func readKind(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> FileKind {
            let number = try reader.readUInt()
            guard number < UInt64(FileKind.numbered.count) else { throw BinaryReader.Malformed() }
            return FileKind.numbered[Int(number)]
        }
    }

    /// A record of a log read back found by the walk: where its bytes lie, and what it is.
    struct Located {
        var index: Int
        var bytes: Range<Int>
        var record: Record

        /// This record as the log now takes it: with the file's or folder's `identity` now, and for a file
        /// read only for derivations whose bytes changed, the hash of its new bytes.
        func renewed(identity: FileIdentity, answer: UInt64? = nil) -> Located {
            var renewed = self
            renewed.record.identity = identity
            if let answer { renewed.record.answer = answer }
            return renewed
        }
    }
}
