import Diagnostics

/// Finding-text templates (`FindingText`) laid out once for the report part that writes them: each
/// template's literal runs, as a JSON string holds them (`"` and `\` escaped) or as they are (printable
/// text), each followed by the gap that ends it. A report writes the same few templates for thousands of
/// findings (a missing translation's message and fix); copying and testing each template byte by byte for
/// every finding cost more than the rest of the finding's message. Templates are told apart by where their
/// bytes are (each is a `StaticString`).
struct TemplateLayouts: Sendable {
    /// Each template's address, shifted left, with 1 for its JSON layout and 0 for its plain one.
    private var keys: [UInt] = []
    /// Where each key's layout starts in `records`.
    private var offsets: [Int] = []
    /// The layouts, one after the other, each a list of records `[run length, gap, run bytes…]`, the last
    /// with gap 0; followed by `padding` bytes, so that a run can be read a whole word at a time.
    private var records: [UInt8] = []

    /// The most templates kept: a report writes a dozen; one beyond is written the slow way.
    static let most = 64
    /// Zero bytes after the last layout.
    static let padding = 8

    /// The offset of the layout of `template` (its bytes, gaps among them) in the given form, made the
    /// first time it is asked for; nil for a template not kept (too many, or a run of more than 255 bytes).
    mutating func layout(of template: UnsafeBufferPointer<UInt8>, json: Bool) -> Int? {
        guard let start = template.baseAddress else { return nil }
        let key = UInt(bitPattern: start) &<< 1 | (json ? 1 : 0)
        for index in keys.indices where keys[index] == key { return offsets[index] }
        guard keys.count < Self.most, let laidOut = Self.laidOut(template, json: json) else { return nil }
        if !records.isEmpty { records.removeLast(Self.padding) }
        let offset = records.count
        records.append(contentsOf: laidOut)
        records.append(contentsOf: repeatElement(0, count: Self.padding))
        keys.append(key)
        offsets.append(offset)
        return offset
    }

    /// The records of a template: its runs between gaps (`FindingText.keyGap` to `secondFillGap`), in JSON
    /// form with `"` and `\` escaped; nil when a run takes more than 255 bytes.
    static func laidOut(_ template: UnsafeBufferPointer<UInt8>, json: Bool) -> [UInt8]? {
        var records: [UInt8] = [0, 0]
        var runStart = 0
        func endRun(gap: UInt8) -> Bool {
            let length = records.count - runStart - 2
            guard length <= 255 else { return false }
            records[runStart] = UInt8(length)
            records[runStart + 1] = gap
            return true
        }
        for byte in template {
            switch byte {
            case FindingText.keyGap, FindingText.languageGap, FindingText.firstFillGap, FindingText.secondFillGap:
                guard endRun(gap: byte) else { return nil }
                runStart = records.count
                records.append(contentsOf: [0, 0])
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                // (A `where` would test only the second pattern.)
                if json { records.append(UInt8(ascii: "\\")) }
                records.append(byte)
            default:
                records.append(byte)
            }
        }
        guard endRun(gap: 0) else { return nil }
        return records
    }

    /// Writes the runs of the layout at `offset` at `to + written`, advancing `written`, and calls `gap` for
    /// each gap between them with where to write and how much is written. `to` has room for eight bytes
    /// beyond the last run's end: runs are copied in whole words.
    @inline(__always)
    func forEachRun(
        at offset: Int, to: UnsafeMutablePointer<UInt8>, written: inout Int,
        _ gap: (UInt8, UnsafeMutablePointer<UInt8>, inout Int) -> Void
    ) {
        records.withUnsafeBufferPointer { records in
            var record = records.baseAddress! + offset
            while true {
                let length = Int(record[0])
                let gapByte = record[1]
                let run = record + 2
                var copied = 0
                while copied < length {
                    let word = UnsafeRawPointer(run + copied).loadUnaligned(as: UInt64.self)
                    UnsafeMutableRawPointer(to + written + copied).storeBytes(of: word, as: UInt64.self)
                    copied += 8
                }
                written += length
                if gapByte == 0 { return }
                gap(gapByte, to, &written)
                record = run + length
            }
        }
    }
}
