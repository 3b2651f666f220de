import Diagnostics
import Foundation
import SafeFiles

/// A value read from an XML or binary property list (Info.plist and the like).
public indirect enum PropertyList: Sendable, Equatable {
    case dictionary([String: PropertyList])
    case array([PropertyList])
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)

    /// The value for `key` when this is a dictionary.
    public subscript(key: String) -> PropertyList? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Reads the XML or binary (`bplist00`) property list at `path`: a regular file within the limit for
    /// property lists.
    public static func read(contentsOf path: String) throws -> PropertyList {
        try parse(Data(FileContents.read(path, kind: .propertyList).bytes), path: path)
    }

    /// Parses an XML or binary property list; `path` only names the input in errors. (For where each value is,
    /// use `PositionedPropertyList`.)
    public static func parse(_ data: Data, path: String) throws -> PropertyList {
        if data.starts(with: Array("bplist".utf8)) {
            var reader = BinaryPropertyListReader(bytes: [UInt8](data), path: path)
            return try reader.read()
        }
        return try PositionedPropertyList.parseXML(data, path: path).propertyList
    }
}

// MARK: - Binary property lists

/// Reads `bplist00` files: an object table addressed through an offset table, described by a 32-byte trailer.
/// Every read is bounds-checked; nesting and the total number of values produced are capped, because shared
/// references can make a small file describe an exponentially large tree.
private struct BinaryPropertyListReader {
    let bytes: [UInt8]
    let path: String
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    private var valuesProduced = 0
    private static let maximumValues = 100_000
    private static let maximumDepth = 512

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func failure(_ message: String, at offset: Int) -> InputError {
        // A binary file has no lines: the column is the byte offset, counted from 1 like every column.
        InputError("binary property list: \(message)", at: SourceLocation(file: path, line: 1, column: offset + 1))
    }

    private func unsigned(at offset: Int, size: Int) throws -> Int {
        guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else {
            throw failure("truncated \(size)-byte number", at: min(max(offset, 0), bytes.count))
        }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        guard value <= UInt64(Int.max) else { throw failure("number out of range", at: offset) }
        return Int(value)
    }

    mutating func read() throws -> PropertyList {
        let headerSize = 8
        let trailerSize = 32
        guard bytes.count >= headerSize + trailerSize + 1, bytes.starts(with: Array("bplist0".utf8)) else {
            throw failure("file too short or not a bplist0x file", at: 0)
        }
        let trailer = bytes.count - trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        objectCount = try unsigned(at: trailer + 8, size: 8)
        let topObject = try unsigned(at: trailer + 16, size: 8)
        offsetTableStart = try unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw failure("invalid offset or reference size in trailer", at: trailer + 6)
        }
        guard objectCount > 0, topObject < objectCount, offsetTableStart >= headerSize,
              objectCount <= (trailer - offsetTableStart) / offsetSize
        else { throw failure("invalid object count, top object or offset table in trailer", at: trailer + 8) }
        return try object(topObject, depth: 0)
    }

    private mutating func object(_ index: Int, depth: Int) throws -> PropertyList {
        guard index >= 0, index < objectCount else { throw failure("object reference \(index) out of range", at: 0) }
        guard depth < Self.maximumDepth else { throw failure("nested too deeply", at: 0) }
        valuesProduced += 1
        guard valuesProduced <= Self.maximumValues else { throw failure("describes too many values", at: 0) }
        let start = try unsigned(at: offsetTableStart + index * offsetSize, size: offsetSize)
        guard start >= 8, start < offsetTableStart else { throw failure("object offset out of range", at: start) }
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw failure("unsupported object marker 0x\(String(marker, radix: 16))", at: start)
            }
        case 0x1:
            return .integer(try integer(at: start + 1, log2Size: info, markerOffset: start))
        case 0x2:
            return .real(try real(at: start + 1, log2Size: info, markerOffset: start))
        case 0x3:
            guard marker == 0x33 else { throw failure("invalid date marker", at: start) }
            let seconds = try real(at: start + 1, log2Size: 3, markerOffset: start)
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (count, contentStart) = try length(info: info, markerOffset: start)
            return .data(Data(try slice(contentStart, count, markerOffset: start)))
        case 0x5:
            let (count, contentStart) = try length(info: info, markerOffset: start)
            let raw = try slice(contentStart, count, markerOffset: start)
            guard raw.allSatisfy({ $0 < 0x80 }) else { throw failure("ASCII string holds non-ASCII bytes", at: start) }
            return .string(String(decoding: raw, as: UTF8.self))
        case 0x6:
            let (count, contentStart) = try length(info: info, markerOffset: start)
            guard count <= Int.max / 2 else { throw failure("string too long", at: start) }
            let raw = Array(try slice(contentStart, count * 2, markerOffset: start))
            let units = stride(from: 0, to: raw.count, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            let string = String(decoding: units, as: UTF16.self)
            guard string.utf16.elementsEqual(units) else { throw failure("invalid UTF-16 string", at: start) }
            return .string(string)
        case 0x8:
            // Keyed-archiver UIDs have no XML form; they read as integers, as plutil prints them.
            return .integer(try unsigned(at: start + 1, size: info + 1))
        case 0xA:
            let (count, contentStart) = try length(info: info, markerOffset: start)
            let references = try referenceList(contentStart, count, markerOffset: start)
            var values: [PropertyList] = []
            values.reserveCapacity(references.count)
            for reference in references { values.append(try object(reference, depth: depth + 1)) }
            return .array(values)
        case 0xD:
            let (count, contentStart) = try length(info: info, markerOffset: start)
            guard count <= Int.max / 2 else { throw failure("dictionary too large", at: start) }
            let references = try referenceList(contentStart, count * 2, markerOffset: start)
            var entries: [String: PropertyList] = [:]
            for pair in 0..<count {
                guard case .string(let key) = try object(references[pair], depth: depth + 1) else {
                    throw failure("dictionary key is not a string", at: start)
                }
                entries[key] = try object(references[count + pair], depth: depth + 1)
            }
            return .dictionary(entries)
        default:
            throw failure("unsupported object marker 0x\(String(marker, radix: 16))", at: start)
        }
    }

    /// A count from the marker's low nibble, or from the integer object after it when the nibble is 0xF.
    private func length(info: Int, markerOffset: Int) throws -> (count: Int, contentStart: Int) {
        guard info == 0x0F else { return (info, markerOffset + 1) }
        let intMarkerOffset = markerOffset + 1
        guard intMarkerOffset < bytes.count, bytes[intMarkerOffset] >> 4 == 0x1 else {
            throw failure("invalid length", at: markerOffset)
        }
        let log2Size = Int(bytes[intMarkerOffset] & 0x0F)
        guard log2Size <= 3 else { throw failure("invalid length", at: markerOffset) }
        let count = try integer(at: intMarkerOffset + 1, log2Size: log2Size, markerOffset: intMarkerOffset)
        guard count >= 0 else { throw failure("negative length", at: markerOffset) }
        return (count, intMarkerOffset + 1 + (1 << log2Size))
    }

    private func slice(_ start: Int, _ count: Int, markerOffset: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, start <= offsetTableStart, count <= offsetTableStart - start else {
            throw failure("object runs past the object table", at: markerOffset)
        }
        return bytes[start..<(start + count)]
    }

    private func referenceList(_ start: Int, _ count: Int, markerOffset: Int) throws -> [Int] {
        guard count <= (offsetTableStart - min(start, offsetTableStart)) / referenceSize else {
            throw failure("object runs past the object table", at: markerOffset)
        }
        return try (0..<count).map { try unsigned(at: start + $0 * referenceSize, size: referenceSize) }
    }

    private func integer(at offset: Int, log2Size: Int, markerOffset: Int) throws -> Int {
        switch log2Size {
        case 0, 1, 2:
            return try unsigned(at: offset, size: 1 << log2Size)
        case 3:
            guard offset + 8 <= bytes.count else { throw failure("truncated integer", at: markerOffset) }
            var value: UInt64 = 0
            for byte in bytes[offset..<(offset + 8)] { value = value << 8 | UInt64(byte) }
            return Int(Int64(bitPattern: value))
        case 4:
            // 128-bit integers only appear for values beyond UInt64; anything else fits in the low half.
            guard offset + 16 <= bytes.count else { throw failure("truncated integer", at: markerOffset) }
            let high = bytes[offset..<(offset + 8)]
            var low: UInt64 = 0
            for byte in bytes[(offset + 8)..<(offset + 16)] { low = low << 8 | UInt64(byte) }
            let negative = high.allSatisfy { $0 == 0xFF } && Int64(bitPattern: low) < 0
            guard negative || (high.allSatisfy { $0 == 0 } && low <= UInt64(Int.max)) else {
                throw failure("integer out of range", at: markerOffset)
            }
            return Int(Int64(bitPattern: low))
        default:
            throw failure("invalid integer size", at: markerOffset)
        }
    }

    private func real(at offset: Int, log2Size: Int, markerOffset: Int) throws -> Double {
        guard log2Size == 2 || log2Size == 3 else { throw failure("invalid real size", at: markerOffset) }
        let size = 1 << log2Size
        guard offset + size <= bytes.count else { throw failure("truncated real", at: markerOffset) }
        var bits: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { bits = bits << 8 | UInt64(byte) }
        return size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
    }
}
