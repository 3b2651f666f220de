#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One lexical token of Swift source: four bytes, with no reference, the value the scan compares. Where
/// the token starts is not in it: a file's tokens are kept while its builds are scanned, and the list holding
/// them keeps their offsets apart (`TokenList.offset(at:)`, UTF-8 byte offsets into the scanned file, so
/// every token, including those inside string interpolations, maps back to a line and column).
///
/// A token's text is not in the token: the lexer gives each distinct spelling of a file a number, once
/// (`TokenTexts`), and the token keeps the number. Comparing a token with a word the scan looks for is
/// comparing two numbers, because the words the scanner names (`Word`) have the same number in every
/// file. A string literal's decoded text is kept aside too; its token holds the literal's number.
///
/// Layout: the kind in the low three bits, then the backtick flag, then a 28-bit number (the lexer refuses
/// a file with more than 2^28 distinct spellings or literals). Kind and flag at the bottom make a token whose
/// number is below 2^12 fit in sixteen bits unchanged, as `TokenStorage` keeps it.
struct Token: Sendable, Equatable {
    enum Kind: UInt8, Sendable, Equatable {
        case identifier
        case integer
        case float
        case string
        case punctuation
        case `operator`
        /// `#if`, `#elseif`, `#else` or `#endif` at the start of a line; its text is the directive.
        case directive
    }

    /// The kind, backtick flag and number, as laid out above.
    let bits: UInt32

    /// Numbers (of spellings, of literals) must stay below this.
    static let numberLimit = 1 << 28
    private static let kindMask: UInt32 = 0b111
    private static let backtickBit: UInt32 = 1 << 3
    private static let numberShift: UInt32 = 4

    /// `number` is the text's number in the file's `TokenTexts` (a string literal's number for `.string`).
    @inline(__always)
    init(kind: Kind, number: UInt32, isBackticked: Bool = false) {
        bits = number << Self.numberShift | (isBackticked ? Self.backtickBit : 0) | UInt32(kind.rawValue)
    }

    @inline(__always)
    init(kind: Kind, word: Word) {
        self.init(kind: kind, number: word.rawValue)
    }

    /// A token as `bits` gives it back.
    @inline(__always)
    init(bits: UInt32) {
        self.bits = bits
    }

    @inline(__always)
    var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits & Self.kindMask)).unsafelyUnwrapped }

    /// The number of the token's text among the file's spellings; for a string, of its literal.
    @inline(__always)
    var number: UInt32 { bits >> Self.numberShift }

    /// A backticked identifier is never a keyword.
    @inline(__always)
    var isBackticked: Bool { bits & Self.backtickBit != 0 }

    /// The same token as a directive (`#if` at the start of a line).
    var asDirective: Token { Token(kind: .directive, number: number) }

    @inline(__always)
    func isPunctuation(_ word: Word) -> Bool { bits == Token(kind: .punctuation, word: word).bits }
    @inline(__always)
    func isOperator(_ word: Word) -> Bool { bits == Token(kind: .operator, word: word).bits }
    @inline(__always)
    func isIdentifier(_ word: Word) -> Bool { bits & ~Self.backtickBit == Token(kind: .identifier, word: word).bits }

    /// Whether the text is `word`'s, whatever the kind (a string's text is empty).
    @inline(__always)
    func spells(_ word: Word) -> Bool { number == word.rawValue && kind != .string }

    /// The scanner's word this token spells, if any (a string spells none).
    @inline(__always)
    var word: Word? {
        guard kind != .string, number < Word.count else { return nil }
        return Word(rawValue: number)
    }

    /// Swift's keywords are the words from `associatedtype` to `required`, in a row.
    @inline(__always)
    var isKeyword: Bool {
        bits & (Self.kindMask | Self.backtickBit) == UInt32(Kind.identifier.rawValue) && number >= Word.`associatedtype`.rawValue
            && number <= Word.`required`.rawValue
    }

    /// Whether the token is an identifier spelling one of `words`: `struct`, `func` and the like (backticked
    /// or not, as its text is the same).
    @inline(__always)
    func isDeclarationKeyword(in words: DeclarationKeywords) -> Bool {
        kind == .identifier && !declarationKeyword.isDisjoint(with: words)
    }

    /// A switch on the number, not a table: a static table is initialized once and asked whether it was at
    /// every use.
    @inline(__always)
    private var declarationKeyword: DeclarationKeywords {
        switch number {
        case Word.struct.rawValue: return .struct
        case Word.class.rawValue: return .class
        case Word.enum.rawValue: return .enum
        case Word.actor.rawValue: return .actor
        case Word.protocol.rawValue: return .protocol
        case Word.typealias.rawValue: return .typealias
        case Word.extension.rawValue: return .extension
        case Word.func.rawValue: return .func
        case Word.var.rawValue: return .var
        case Word.let.rawValue: return .let
        case Word.case.rawValue: return .case
        case Word.`init`.rawValue: return .initializer
        case Word.subscript.rawValue: return .subscript
        default: return []
        }
    }
}

/// A file's spellings, string literals and directive conditions, which its tokens name by number. Made by
/// the lexer (`TokenTexts.Builder`) and never changed after, so the threads of a scan share it freely and
/// reading it takes no exclusivity check.
final class TokenTexts: Sendable {
    /// The file's own spellings, numbered after the scanner's words (which every file shares, and no file
    /// copies: a copy of their strings per file, and its release, was a fiftieth of a scan).
    private let ownNames: [String]
    let literals: [StringLiteral]
    /// The tokens of each `#if` and `#elseif` condition, by the directive's offset.
    let conditions: [UInt32: TokenStorage]
    private let lookup: SpellingTable

    init(_ builder: consuming Builder) {
        ownNames = builder.ownNames
        literals = builder.literals
        conditions = builder.conditions
        lookup = builder.table
    }

    /// How many numbers the file's spellings take, the scanner's words included.
    var nameCount: Int { Int(Word.count) + ownNames.count }

    /// The spelling numbered `number`.
    @inline(__always)
    func name(_ number: UInt32) -> String {
        number < Word.count ? Word(rawValue: number).unsafelyUnwrapped.spelling : ownNames[Int(number - Word.count)]
    }

    /// The number of a spelling the file has, or nil: a name the scanner is told to look for that no token spells.
    func existingNumber(of text: String) -> UInt32? {
        var text = text
        return text.withUTF8 { lookup.existingNumber(of: $0) }
    }

    /// What the lexer fills.
    struct Builder {
        fileprivate(set) var ownNames: [String] = []
        fileprivate var table: SpellingTable
        fileprivate(set) var literals: [StringLiteral] = []
        fileprivate(set) var conditions: [UInt32: TokenStorage] = [:]

        /// The scanner's words, numbered; every file's table starts as a copy of it.
        private static let template: SpellingTable = {
            var table = SpellingTable()
            for word in Word.allCases {
                let spelling = word.spelling
                let number = spelling.utf8.withContiguousStorageIfAvailable { table.number(of: $0, next: word.rawValue).0 }
                precondition(number == word.rawValue, "the scanner's words must be distinct and in order")
            }
            return table
        }()

        /// A new file's texts: the scanner's words only.
        init() {
            table = Self.template
            // Most files spell a few dozen names of their own: room for them at once, not grown by doubling.
            ownNames.reserveCapacity(64)
        }

        /// The number of a spelling given as UTF-8 bytes; a new spelling gets the next number.
        mutating func number(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
            let (number, isNew) = table.number(of: bytes, next: Word.count + UInt32(ownNames.count))
            if isNew { ownNames.append(String(decoding: bytes, as: UTF8.self)) }
            return number
        }

        var literalCount: Int { literals.count }

        mutating func addLiteral(_ literal: StringLiteral) -> UInt32 {
            literals.append(literal)
            return UInt32(literals.count - 1)
        }

        mutating func setCondition(_ tokens: TokenStorage, at offset: Int) {
            conditions[UInt32(truncatingIfNeeded: offset)] = tokens
        }
    }
}

/// The spellings' numbers by their bytes: open addressing on a cheap hash of the bytes. Should an input make
/// one probe long (spellings chosen to collide), the table switches to the standard library's seeded
/// SipHash, which no input can be written against: a lookup costs a few instructions on real code and stays
/// bounded on any.
///
/// Each slot keeps the top three bits of its spelling's hash above its number, so a probe passes most slots of
/// other spellings by one comparison, without looking at their bytes; a slot stays four bytes, as a file of
/// many names keeps one to two slots a name. The lexer interns every identifier, operator and number here, a
/// million times in a 5,000-file scan: every access is unchecked (the indices are the table's own) and the
/// seed is the table's, not a global read through a lazy initializer at each hash.
struct SpellingTable: Sendable {
    /// The spellings' bytes, one after another; `ends[n]` is where spelling `n` ends.
    private var pool: [UInt8] = []
    private var ends: [UInt32] = []
    /// Zero for an empty slot; else the hash's top three bits (`tagShift`) above the spelling's number plus
    /// one (below 2^29, as numbers stay below 2^28).
    private var slots = [UInt32](repeating: 0, count: 1024)
    private var usesSipHash = false
    /// Per process (`processSeed`), so that the cheap hash's slots differ from run to run (numbers do not:
    /// they follow the order of first appearance).
    private let seed: UInt64
    /// Past this many steps of one probe, the cheap hash is taken to be under attack.
    private static let longestProbe = 48
    private static let processSeed = UInt64.random(in: .min ... .max)
    private static let tagShift: UInt32 = 29
    private static let numberMask: UInt32 = (1 << 29) - 1

    init() { seed = Self.processSeed }

    @inline(__always)
    private static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 61) << tagShift }

    /// The spelling's number, and whether it was added (as `next`).
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, next: UInt32) -> (UInt32, Bool) {
        let hash = hash(bytes)
        let (found, slot, steps) = probe(bytes, hash: hash)
        if steps > Self.longestProbe, !usesSipHash {
            switchToSipHash()
            return number(of: bytes, next: next)
        }
        if let found { return (found, false) }
        pool.append(contentsOf: bytes)
        ends.append(UInt32(truncatingIfNeeded: pool.count))
        if ends.count * 2 > slots.count {
            rehash(count: slots.count * 2)
        } else {
            slots.withUnsafeMutableBufferPointer { $0[slot] = Self.tag(hash) | (next + 1) }
        }
        return (next, true)
    }

    /// The number of `bytes` if the table has it, else the empty slot where it goes, with the steps taken.
    @inline(__always)
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> (UInt32?, Int, Int) {
        let tag = Self.tag(hash)
        return slots.withUnsafeBufferPointer { slots in
            ends.withUnsafeBufferPointer { ends in
                pool.withUnsafeBufferPointer { pool in
                    let mask = slots.count - 1
                    var slot = hash & mask
                    var steps = 0
                    while true {
                        let entry = slots[slot]
                        if entry == 0 { return (nil, slot, steps) }
                        if entry & ~Self.numberMask == tag {
                            let number = Int(entry & Self.numberMask) - 1
                            let start = number == 0 ? 0 : Int(ends[number - 1])
                            let end = Int(ends[number])
                            if end - start == bytes.count,
                                bytes.count == 0 || memcmp(pool.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0
                            {
                                return (UInt32(number), slot, steps)
                            }
                        }
                        slot = (slot + 1) & mask
                        steps += 1
                    }
                }
            }
        }
    }

    /// From now on, slots by the seeded SipHash; every spelling keeps its number.
    mutating func switchToSipHash() {
        usesSipHash = true
        rehash(count: slots.count)
    }

    func existingNumber(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        probe(bytes, hash: hash(bytes)).0
    }

    /// Every spelling placed again in `count` slots, its hash computed from its bytes.
    private mutating func rehash(count: Int) {
        var slots = [UInt32](repeating: 0, count: count)
        let mask = count - 1
        pool.withUnsafeBufferPointer { pool in
            var start = 0
            for number in ends.indices {
                let end = Int(ends[number])
                let hash = hash(UnsafeBufferPointer(rebasing: pool[start..<end]))
                var slot = hash & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Self.tag(hash) | (UInt32(number) + 1)
                start = end
            }
        }
        self.slots = slots
    }

    @inline(__always)
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if usesSipHash {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize()
        }
        // Eight bytes at a time, multiplied and folded (the finalizer of SplitMix64).
        let raw = UnsafeRawBufferPointer(bytes)
        var value = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var index = 0
        while index + 8 <= raw.count {
            value = (value ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            value ^= value >> 31
            index += 8
        }
        if index < raw.count {
            // The last one to seven bytes, as four, two and one.
            var last: UInt64 = 0
            var shift: UInt64 = 0
            if raw.count - index >= 4 {
                last = UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                index += 4
                shift = 32
            }
            if raw.count - index >= 2 {
                last |= UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt16.self)) << shift
                index += 2
                shift += 16
            }
            if index < raw.count { last |= UInt64(raw.load(fromByteOffset: index, as: UInt8.self)) << shift }
            value = (value ^ last) &* 0x94D0_49BB_1331_11EB
            value ^= value >> 29
        }
        value ^= value >> 32
        value &*= 0xD6E8_FEB8_6659_FD93
        value ^= value >> 32
        return Int(truncatingIfNeeded: value)
    }
}

/// A run of one file's tokens with the file's texts: the whole file as lexed, what one build compiles, or
/// the inside of an interpolation.
struct TokenList: RandomAccessCollection, Sendable {
    var storage: TokenStorage
    let texts: TokenTexts

    init(_ storage: TokenStorage, texts: TokenTexts) {
        self.storage = storage
        self.texts = texts
    }

    @inline(__always)
    var startIndex: Int { 0 }
    @inline(__always)
    var endIndex: Int { storage.count }
    @inline(__always)
    subscript(index: Int) -> Token { storage[index] }

    /// Where the token at `index` starts: its UTF-8 byte offset in the file.
    func offset(at index: Int) -> Int { storage.offset(at: index) }

    /// The index of the last token that starts at or before `offset`; -1 when none does.
    func index(ofTokenStartingAtOrBefore offset: Int) -> Int { storage.index(ofTokenStartingAtOrBefore: offset) }

    /// The same file's other tokens: an interpolation's or a condition's.
    func sublist(_ storage: TokenStorage) -> TokenList { TokenList(storage, texts: texts) }

    /// The identifier name (without backticks), the number's spelling, the punctuation or operator, the
    /// directive; empty for a string literal, whose content is its `literal`.
    @inline(__always)
    func text(_ index: Int) -> String { text(of: storage[index]) }

    @inline(__always)
    func text(of token: Token) -> String {
        token.kind == .string ? "" : texts.name(token.number)
    }

    /// Every token's text, in order.
    var spellings: [String] { map(text(of:)) }

    /// Set for `string` tokens.
    @inline(__always)
    func literal(_ index: Int) -> StringLiteral? { literal(of: storage[index]) }

    @inline(__always)
    func literal(of token: Token) -> StringLiteral? {
        token.kind == .string ? texts.literals[Int(token.number)] : nil
    }

    /// For `#if` and `#elseif` at `index`: the tokens of the condition, up to the end of the line.
    func condition(at index: Int) -> TokenList? {
        guard storage[index].kind == .directive else { return nil }
        return condition(ofDirectiveAt: offset(at: index))
    }

    /// The condition of the `#if` or `#elseif` written at `offset`.
    func condition(ofDirectiveAt offset: Int) -> TokenList? {
        texts.conditions[UInt32(truncatingIfNeeded: offset)].map(sublist)
    }

    /// Whether the token at `index` spells `text` (a name from the configuration, which may be no word of the scanner's).
    func spells(_ index: Int, _ number: UInt32?) -> Bool {
        guard let number else { return false }
        let token = storage[index]
        return token.number == number && token.kind != .string
    }
}

/// A string literal after escape processing and, for multi-line literals, indentation stripping.
struct StringLiteral: Sendable {
    enum Segment: Sendable {
        case text(String)
        /// `\(…)`: the tokens between the parentheses (of the same file's texts) and their source text.
        case interpolation(tokens: TokenStorage, source: String)
    }

    /// Most literals are one piece of text, kept as that text rather than in an array of one segment (an
    /// allocation per literal, a fifth of a file's size in literal-heavy code).
    private enum Storage: Sendable {
        case text(String)
        case segments([Segment])
    }

    private let storage: Storage

    init(segments: [Segment]) {
        if segments.count == 1, case .text(let text) = segments[0] {
            storage = .text(text)
        } else {
            storage = .segments(segments)
        }
    }

    var segments: [Segment] {
        switch storage {
        case .text(let text): return [.text(text)]
        case .segments(let segments): return segments
        }
    }

    /// Whether the literal is one piece of text: it has no interpolation, and `segments` is that text.
    var isOneText: Bool {
        if case .text = storage { return true }
        return false
    }

    /// The tokens of each of the literal's interpolations, in order.
    var interpolatedTokens: [TokenStorage] {
        segments.compactMap { segment in
            if case .interpolation(let tokens, _) = segment { return tokens }
            return nil
        }
    }

    /// The literal's text when it has no interpolation.
    var staticText: String? {
        switch storage {
        case .text(let text):
            return text
        case .segments(let segments):
            var result = ""
            for segment in segments {
                switch segment {
                case .text(let text): result += text
                case .interpolation: return nil
                }
            }
            return result
        }
    }
}

/// Words that start statements or declarations; an identifier from this set is never a call's name.
let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "as", "is", "try", "await", "throws", "async", "some", "any", "get", "set", "willSet", "didSet",
    "nonisolated", "mutating", "override", "final", "lazy", "weak", "unowned", "convenience", "required",
]
