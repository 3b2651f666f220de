/// A reusable engine for the Unicode Bidirectional Algorithm (UAX #9, rules P2–P3, X1–X10, W1–W7,
/// N0–N2, I1–I2, L1–L2) that keeps its working memory between calls, so resolving many strings
/// allocates nothing once the buffers are large enough.
///
/// One input is one paragraph and one line. A paragraph separator (B) inside the text does not
/// start a new paragraph: as in BidiTest.txt, it gets the paragraph level and ends every embedding,
/// override and isolate opened before it (rule X8), and the paragraph level is still found from the
/// first strong character of the whole text. Not thread-safe: use one resolver per thread, or the
/// `BidiParagraph` value.
public final class BidiResolver {
    static let removedLevel: UInt8 = 0xFF
    static let maxDepth: UInt8 = 125
    static let maxBracketPairingDepth = 63

    /// Number of code points of the last input.
    public internal(set) var count = 0
    /// Paragraph embedding level of the last input (0 left-to-right, 1 right-to-left).
    public internal(set) var paragraphLevel: UInt8 = 0

    var capacity = 0
    var codePoints = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    /// Property byte per code point (class | bracket flag | mirror flag); 0 when only classes were given.
    var properties = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var initialClasses = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Class after overrides (X1–X8), then the input of the W/N rules.
    var types = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Resolved level per code point; `removedLevel` for characters removed by X9.
    var levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Levels written by I1–I2, kept apart until every sequence is resolved because X10 needs the
    /// explicit levels of neighbouring sequences.
    var implicitLevels = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Isolate initiator → its matching PDI and back (BD9), or -1.
    var matching = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var scratch = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// Logical indices of the characters X9 keeps, in order, and the inverse map (-1 when removed).
    var kept = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var keptIndex = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var keptCount = 0
    /// Level runs over the kept characters: start, end (exclusive) and the run of each kept character.
    var runStarts = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var runEnds = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var runOfKept = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// The isolating run sequence being resolved: logical indices and their working types.
    var sequence = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var sequenceTypes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var pairOpenings = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var pairClosings = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var orderBuffer = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    /// The directional status stack of X1–X8: level, override (L, R, or ON for neutral), isolate status.
    let stackLevels = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(BidiResolver.maxDepth) + 2)
    let stackOverrides = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(BidiResolver.maxDepth) + 2)
    let stackIsolates = UnsafeMutablePointer<Bool>.allocate(capacity: Int(BidiResolver.maxDepth) + 2)
    /// The bracket stack of BD16: closing bracket sought (canonical form) and sequence position of the opener.
    let bracketStackClosers = UnsafeMutablePointer<UInt32>.allocate(capacity: BidiResolver.maxBracketPairingDepth)
    let bracketStackPositions = UnsafeMutablePointer<Int>.allocate(capacity: BidiResolver.maxBracketPairingDepth)

    let table = BidiPropertyTable.shared


    public init() {}

    deinit {
        deallocateBuffers()
        stackLevels.deallocate()
        stackOverrides.deallocate()
        stackIsolates.deallocate()
        bracketStackClosers.deallocate()
        bracketStackPositions.deallocate()
    }

    // MARK: Input

    /// Resolves the levels of `scalars` as one paragraph.
    public func resolve(_ scalars: [Unicode.Scalar], direction: BidiDirection) {
        prepare(scalars.count)
        var index = 0
        for scalar in scalars {
            load(scalar.value, at: index)
            index += 1
        }
        run(direction: direction, hasCodePoints: true)
    }

    /// Resolves the levels of the Unicode scalars of `text` as one paragraph.
    public func resolve(_ text: String, direction: BidiDirection) {
        prepare(text.unicodeScalars.count)
        var index = 0
        for scalar in text.unicodeScalars {
            load(scalar.value, at: index)
            index += 1
        }
        run(direction: direction, hasCodePoints: true)
    }

    /// Resolves UTF-16 text, one level per code point: a surrogate pair is one code point, an
    /// unpaired surrogate counts as U+FFFD.
    public func resolve(utf16: some Collection<UInt16>, direction: BidiDirection) {
        var decodedCount = 0
        var iterator = utf16.makeIterator()
        var decoder = UTF16()
        decodeLoop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue, .error: decodedCount += 1
            case .emptyInput: break decodeLoop
            }
        }
        prepare(decodedCount)
        iterator = utf16.makeIterator()
        decoder = UTF16()
        var index = 0
        decodeLoop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): load(scalar.value, at: index)
            case .error: load(0xFFFD, at: index)
            case .emptyInput: break decodeLoop
            }
            index += 1
        }
        run(direction: direction, hasCodePoints: true)
    }

    /// Resolves a sequence of classes, without characters (as BidiTest.txt does): no bracket pairs.
    public func resolve(classes: [BidiClass], direction: BidiDirection) {
        prepare(classes.count)
        for (index, bidiClass) in classes.enumerated() {
            codePoints[index] = 0
            properties[index] = bidiClass.rawValue
            initialClasses[index] = bidiClass.rawValue
        }
        run(direction: direction, hasCodePoints: false)
    }

    // MARK: Output

    /// The resolved level of the code point at `index`, or nil when rule X9 removed it.
    public func level(at index: Int) -> UInt8? {
        precondition(index >= 0 && index < count, "index out of range")
        let level = levelBuffer[index]
        return level == Self.removedLevel ? nil : level
    }

    /// The resolved levels, one per code point, nil for characters removed by X9.
    public var levels: [UInt8?] {
        (0..<count).map { level(at: $0) }
    }

    /// The code point at `index` of the last input (0 when only classes were given).
    public func codePoint(at index: Int) -> UInt32 {
        precondition(index >= 0 && index < count, "index out of range")
        return codePoints[index]
    }

    /// Fills `order` with the logical indices of the kept characters in visual order, left to
    /// right (rule L2 over the whole paragraph as one line), reusing its storage.
    public func visualOrder(into order: inout [Int]) {
        computeVisualOrder()
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: UnsafeBufferPointer(start: orderBuffer, count: keptCount))
    }

    /// The logical indices of the kept characters in visual order, left to right.
    public func visualOrder() -> [Int] {
        var order: [Int] = []
        visualOrder(into: &order)
        return order
    }

    /// Calls `body` with the visual order in the resolver's own storage (valid only during the call).
    public func withVisualOrder<Result>(_ body: (UnsafeBufferPointer<Int>) throws -> Result) rethrows -> Result {
        computeVisualOrder()
        return try body(UnsafeBufferPointer(start: orderBuffer, count: keptCount))
    }

    // MARK: Buffers

    func prepare(_ newCount: Int) {
        count = newCount
        if newCount > capacity {
            deallocateBuffers()
            capacity = max(newCount, 2 * capacity, 64)
            codePoints = .allocate(capacity: capacity)
            properties = .allocate(capacity: capacity)
            initialClasses = .allocate(capacity: capacity)
            types = .allocate(capacity: capacity)
            levelBuffer = .allocate(capacity: capacity)
            implicitLevels = .allocate(capacity: capacity)
            matching = .allocate(capacity: capacity)
            scratch = .allocate(capacity: capacity)
            kept = .allocate(capacity: capacity)
            keptIndex = .allocate(capacity: capacity)
            runStarts = .allocate(capacity: capacity)
            runEnds = .allocate(capacity: capacity)
            runOfKept = .allocate(capacity: capacity)
            sequence = .allocate(capacity: capacity)
            sequenceTypes = .allocate(capacity: capacity)
            pairOpenings = .allocate(capacity: capacity)
            pairClosings = .allocate(capacity: capacity)
            orderBuffer = .allocate(capacity: capacity)
        }
    }

    private func deallocateBuffers() {
        codePoints.deallocate()
        properties.deallocate()
        initialClasses.deallocate()
        types.deallocate()
        levelBuffer.deallocate()
        implicitLevels.deallocate()
        matching.deallocate()
        scratch.deallocate()
        kept.deallocate()
        keptIndex.deallocate()
        runStarts.deallocate()
        runEnds.deallocate()
        runOfKept.deallocate()
        sequence.deallocate()
        sequenceTypes.deallocate()
        pairOpenings.deallocate()
        pairClosings.deallocate()
        orderBuffer.deallocate()
    }

    @inline(__always)
    private func load(_ codePoint: UInt32, at index: Int) {
        let property = table.properties(of: codePoint)
        codePoints[index] = codePoint
        properties[index] = property
        initialClasses[index] = property & BidiTables.classMask
    }
}

// The class values, as UInt8 constants for the hot loops.
let L = BidiClass.leftToRight.rawValue
let R = BidiClass.rightToLeft.rawValue
let AL = BidiClass.arabicLetter.rawValue
let EN = BidiClass.europeanNumber.rawValue
let ES = BidiClass.europeanSeparator.rawValue
let ET = BidiClass.europeanTerminator.rawValue
let AN = BidiClass.arabicNumber.rawValue
let CS = BidiClass.commonSeparator.rawValue
let NSM = BidiClass.nonspacingMark.rawValue
let BN = BidiClass.boundaryNeutral.rawValue
let B = BidiClass.paragraphSeparator.rawValue
let S = BidiClass.segmentSeparator.rawValue
let WS = BidiClass.whiteSpace.rawValue
let ON = BidiClass.otherNeutral.rawValue
let LRE = BidiClass.leftToRightEmbedding.rawValue
let LRO = BidiClass.leftToRightOverride.rawValue
let RLE = BidiClass.rightToLeftEmbedding.rawValue
let RLO = BidiClass.rightToLeftOverride.rawValue
let PDF = BidiClass.popDirectionalFormat.rawValue
let LRI = BidiClass.leftToRightIsolate.rawValue
let RLI = BidiClass.rightToLeftIsolate.rawValue
let FSI = BidiClass.firstStrongIsolate.rawValue
let PDI = BidiClass.popDirectionalIsolate.rawValue

@inline(__always) func isIsolateInitiator(_ type: UInt8) -> Bool { type >= LRI && type <= FSI }
/// Removed by rule X9: embeddings, overrides, PDF and BN.
@inline(__always) func isRemovedByX9(_ type: UInt8) -> Bool { type == BN || (type >= LRE && type <= PDF) }
/// Neutral or isolate formatting character (NI) for rules N1–N2.
@inline(__always) func isNeutralOrIsolate(_ type: UInt8) -> Bool {
    (type >= B && type <= ON) || type >= LRI
}
/// The strong direction a resolved type counts as in N0–N2 (EN and AN count as R), or nil.
@inline(__always) func strongDirection(_ type: UInt8) -> UInt8? {
    if type == L { return L }
    if type == R || type == EN || type == AN { return R }
    return nil
}
