// The rules of UAX #9, in the order the algorithm applies them.
extension BidiResolver {
    func run(direction: BidiDirection, hasCodePoints: Bool) {
        let count = self.count
        for index in 0..<count { types[index] = initialClasses[index] }
        findMatchingIsolates()
        switch direction {
        case .ltr: setParagraphLevel(0)
        case .rtl: setParagraphLevel(1)
        case .auto: setParagraphLevel(firstStrongLevel(from: 0, to: count) ?? 0)
        }
        resolveExplicitLevels()
        collectKeptCharacters()
        resolveIsolatingRunSequences(hasCodePoints: hasCodePoints)
        resetWhitespaceLevels()
    }

    /// BD9: pairs each isolate initiator with the PDI that closes it, if any.
    private func findMatchingIsolates() {
        var openCount = 0
        for index in 0..<count {
            matching[index] = -1
            let type = initialClasses[index]
            if isIsolateInitiator(type) {
                scratch[openCount] = index
                openCount += 1
            } else if type == PDI, openCount > 0 {
                openCount -= 1
                let opener = scratch[openCount]
                matching[opener] = index
                matching[index] = opener
            }
        }
    }

    /// P2–P3 on `start..<end`: the level of the first strong character outside isolates, or nil.
    func firstStrongLevel(from start: Int, to end: Int) -> UInt8? {
        var index = start
        while index < end {
            let type = initialClasses[index]
            if type == L { return 0 }
            if type == R || type == AL { return 1 }
            if isIsolateInitiator(type) {
                let closing = matching[index]
                if closing < 0 { return nil }
                index = closing
            }
            index += 1
        }
        return nil
    }

    /// X1–X8: embedding levels from the explicit formatting characters, and the types overrides set.
    private func resolveExplicitLevels() {
        var depth = 1
        stackLevels[0] = paragraphLevel
        stackOverrides[0] = ON
        stackIsolates[0] = false
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0

        for index in 0..<count {
            let type = initialClasses[index]
            switch type {
            case RLE, LRE, RLO, LRO:
                let current = stackLevels[depth - 1]
                let level = (type == RLE || type == RLO) ? (current + 1) | 1 : (current + 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    stackLevels[depth] = level
                    stackOverrides[depth] = type == RLO ? R : (type == LRO ? L : ON)
                    stackIsolates[depth] = false
                    depth += 1
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
                levelBuffer[index] = Self.removedLevel
            case RLI, LRI, FSI:
                let current = stackLevels[depth - 1]
                levelBuffer[index] = current
                let override = stackOverrides[depth - 1]
                if override != ON { types[index] = override }
                var isRightToLeft = type == RLI
                if type == FSI {
                    let closing = matching[index]
                    isRightToLeft = firstStrongLevel(from: index + 1, to: closing < 0 ? count : closing) == 1
                }
                let level = isRightToLeft ? (current + 1) | 1 : (current + 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stackLevels[depth] = level
                    stackOverrides[depth] = ON
                    stackIsolates[depth] = true
                    depth += 1
                } else {
                    overflowIsolates += 1
                }
            case PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stackIsolates[depth - 1] { depth -= 1 }
                    depth -= 1
                    validIsolates -= 1
                }
                levelBuffer[index] = stackLevels[depth - 1]
                let override = stackOverrides[depth - 1]
                if override != ON { types[index] = override }
            case PDF:
                if overflowIsolates > 0 {
                    // An overflow isolate's PDFs match nothing.
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stackIsolates[depth - 1] && depth >= 2 {
                    depth -= 1
                }
                levelBuffer[index] = Self.removedLevel
            case B:
                // X8: a paragraph separator ends every embedding, override and isolate.
                levelBuffer[index] = paragraphLevel
                depth = 1
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case BN:
                levelBuffer[index] = Self.removedLevel
            default:
                levelBuffer[index] = stackLevels[depth - 1]
                let override = stackOverrides[depth - 1]
                if override != ON { types[index] = override }
            }
        }
    }
}

extension BidiResolver {
    func setParagraphLevel(_ level: UInt8) {
        paragraphLevel = level
    }

    /// X9: the characters that take part in the rest of the algorithm.
    func collectKeptCharacters() {
        keptCount = 0
        for index in 0..<count {
            if levelBuffer[index] == Self.removedLevel {
                keptIndex[index] = -1
            } else {
                keptIndex[index] = keptCount
                kept[keptCount] = index
                keptCount += 1
            }
        }
    }

    /// X10: splits the kept characters into level runs, chains them into isolating run sequences
    /// across matched isolates, and resolves each sequence.
    func resolveIsolatingRunSequences(hasCodePoints: Bool) {
        var runCount = 0
        var position = 0
        while position < keptCount {
            let level = levelBuffer[kept[position]]
            runStarts[runCount] = position
            while position < keptCount && levelBuffer[kept[position]] == level {
                runOfKept[position] = runCount
                position += 1
            }
            runEnds[runCount] = position
            runCount += 1
        }
        for run in 0..<runCount {
            // A run that continues an isolate initiator's sequence is resolved with that sequence.
            if let opener = linkedOpener(ofRunStartingAt: runStarts[run]), opener >= 0 { continue }
            var length = 0
            var current = run
            while true {
                for position in runStarts[current]..<runEnds[current] {
                    sequence[length] = kept[position]
                    length += 1
                }
                let last = kept[runEnds[current] - 1]
                guard isIsolateInitiator(initialClasses[last]), matching[last] >= 0 else { break }
                let closingPosition = keptIndex[matching[last]]
                let closingRun = runOfKept[closingPosition]
                guard runStarts[closingRun] == closingPosition else { break }
                current = closingRun
            }
            resolveSequence(length: length, hasCodePoints: hasCodePoints)
        }
        for position in 0..<keptCount {
            let index = kept[position]
            levelBuffer[index] = implicitLevels[index]
        }
    }

    /// The isolate initiator whose sequence the run starting at kept `position` continues: the run
    /// starts with a matched PDI and its initiator ends a level run. -1 when there is none.
    private func linkedOpener(ofRunStartingAt position: Int) -> Int? {
        let first = kept[position]
        guard initialClasses[first] == PDI, matching[first] >= 0 else { return -1 }
        let openerPosition = keptIndex[matching[first]]
        let openerRun = runOfKept[openerPosition]
        return runEnds[openerRun] - 1 == openerPosition ? matching[first] : -1
    }

    /// W1–W7, N0–N2 and I1–I2 on the isolating run sequence in `sequence[0..<length]`.
    private func resolveSequence(length: Int, hasCodePoints: Bool) {
        let first = sequence[0]
        let last = sequence[length - 1]
        let level = levelBuffer[first]
        let firstPosition = keptIndex[first]
        let levelBefore = firstPosition > 0 ? levelBuffer[kept[firstPosition - 1]] : paragraphLevel
        let startOfSequence = max(levelBefore, level) & 1 == 1 ? R : L
        var levelAfter = paragraphLevel
        if !isIsolateInitiator(initialClasses[last]) {
            let lastPosition = keptIndex[last]
            if lastPosition + 1 < keptCount { levelAfter = levelBuffer[kept[lastPosition + 1]] }
        }
        let endOfSequence = max(levelAfter, level) & 1 == 1 ? R : L
        let types = sequenceTypes
        for index in 0..<length { types[index] = self.types[sequence[index]] }

        // W1: a nonspacing mark takes the type of what it follows (ON after an isolate boundary).
        var previous = startOfSequence
        for index in 0..<length {
            if types[index] == NSM {
                types[index] = isIsolateInitiator(previous) || previous == PDI ? ON : previous
            }
            previous = types[index]
        }
        // W2–W3: European numbers after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = startOfSequence
        for index in 0..<length {
            let type = types[index]
            if type == L || type == R {
                lastStrong = type
            } else if type == AL {
                lastStrong = AL
                types[index] = R
            } else if type == EN && lastStrong == AL {
                types[index] = AN
            }
        }
        // W4: a single separator between two numbers of the same kind joins them.
        if length >= 3 {
            for index in 1..<(length - 1) {
                let type = types[index]
                if type == ES || type == CS {
                    let before = types[index - 1]
                    if before == types[index + 1] && (before == EN || (before == AN && type == CS)) {
                        types[index] = before
                    }
                }
            }
        }
        // W5–W6: terminators next to European numbers become EN; remaining separators become ON.
        var index = 0
        while index < length {
            if types[index] == ET {
                let start = index
                while index < length && types[index] == ET { index += 1 }
                let touchesNumber = (start > 0 && types[start - 1] == EN) || (index < length && types[index] == EN)
                let resolved = touchesNumber ? EN : ON
                for position in start..<index { types[position] = resolved }
            } else {
                if types[index] == ES || types[index] == CS { types[index] = ON }
                index += 1
            }
        }
        // W7: European numbers in a left-to-right context are L.
        lastStrong = startOfSequence
        for index in 0..<length {
            let type = types[index]
            if type == L || type == R {
                lastStrong = type
            } else if type == EN && lastStrong == L {
                types[index] = L
            }
        }

        let embedding = level & 1 == 1 ? R : L
        if hasCodePoints {
            resolvePairedBrackets(length: length, embedding: embedding, startOfSequence: startOfSequence)
        }

        // N1–N2: neutrals between two strong types of the same direction take it; others the embedding's.
        index = 0
        while index < length {
            guard isNeutralOrIsolate(types[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < length && isNeutralOrIsolate(types[index]) { index += 1 }
            let leading = start == 0 ? startOfSequence : strongDirection(types[start - 1]) ?? embedding
            let trailing = index == length ? endOfSequence : strongDirection(types[index]) ?? embedding
            let resolved = leading == trailing ? leading : embedding
            for position in start..<index { types[position] = resolved }
        }

        // I1–I2: implicit levels.
        for index in 0..<length {
            let type = types[index]
            var resolvedLevel = level
            if level & 1 == 0 {
                if type == R { resolvedLevel += 1 } else if type == AN || type == EN { resolvedLevel += 2 }
            } else if type == L || type == EN || type == AN {
                resolvedLevel += 1
            }
            implicitLevels[sequence[index]] = resolvedLevel
        }
    }

    /// N0: paired brackets take the direction of what they enclose, or of their context (BD14–BD16).
    private func resolvePairedBrackets(length: Int, embedding: UInt8, startOfSequence: UInt8) {
        let types = sequenceTypes
        var pairCount = 0
        var stackCount = 0
        scan: for index in 0..<length {
            let character = sequence[index]
            guard types[index] == ON, properties[character] & BidiTables.bracketFlag != 0,
                  let bracket = table.bracketIndex(of: codePoints[character]) else { continue }
            if BidiTables.bracketIsOpening[bracket] {
                if stackCount == Self.maxBracketPairingDepth { break scan }
                bracketStackClosers[stackCount] = Self.canonicalBracket(BidiTables.bracketPairs[bracket])
                bracketStackPositions[stackCount] = index
                stackCount += 1
            } else {
                let closer = Self.canonicalBracket(codePoints[character])
                var depth = stackCount - 1
                while depth >= 0 {
                    if bracketStackClosers[depth] == closer {
                        // Keep the pairs sorted by opening position as they are found.
                        let opening = bracketStackPositions[depth]
                        var slot = pairCount
                        while slot > 0 && pairOpenings[slot - 1] > opening {
                            pairOpenings[slot] = pairOpenings[slot - 1]
                            pairClosings[slot] = pairClosings[slot - 1]
                            slot -= 1
                        }
                        pairOpenings[slot] = opening
                        pairClosings[slot] = index
                        pairCount += 1
                        stackCount = depth
                        break
                    }
                    depth -= 1
                }
            }
        }
        guard pairCount > 0 else { return }
        let opposite = embedding == L ? R : L
        for pair in 0..<pairCount {
            let opening = pairOpenings[pair]
            let closing = pairClosings[pair]
            var foundEmbedding = false
            var foundOpposite = false
            for index in (opening + 1)..<closing {
                guard let direction = strongDirection(types[index]) else { continue }
                if direction == embedding {
                    foundEmbedding = true
                    break
                }
                foundOpposite = true
            }
            let resolved: UInt8
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = startOfSequence
                var index = opening - 1
                while index >= 0 {
                    if let direction = strongDirection(types[index]) {
                        context = direction
                        break
                    }
                    index -= 1
                }
                resolved = context == opposite ? opposite : embedding
            } else {
                continue
            }
            types[opening] = resolved
            types[closing] = resolved
            // Nonspacing marks that followed a bracket follow its new direction.
            var index = opening + 1
            while index < length && self.types[sequence[index]] == NSM {
                types[index] = resolved
                index += 1
            }
            index = closing + 1
            while index < length && self.types[sequence[index]] == NSM {
                types[index] = resolved
                index += 1
            }
        }
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009 and pair with them (BD16).
    @inline(__always)
    private static func canonicalBracket(_ codePoint: UInt32) -> UInt32 {
        switch codePoint {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return codePoint
        }
    }

    /// L1: separators, and whitespace or isolate formatting characters before them or at the end
    /// of the line, go back to the paragraph level.
    func resetWhitespaceLevels() {
        var whitespaceStart = -1
        for index in 0..<count {
            let type = initialClasses[index]
            if type == S || type == B {
                let start = whitespaceStart < 0 ? index : whitespaceStart
                resetLevels(start..<(index + 1))
                whitespaceStart = -1
            } else if type == WS || isIsolateInitiator(type) || type == PDI || isRemovedByX9(type) {
                if whitespaceStart < 0 { whitespaceStart = index }
            } else {
                whitespaceStart = -1
            }
        }
        if whitespaceStart >= 0 { resetLevels(whitespaceStart..<count) }
    }

    private func resetLevels(_ range: Range<Int>) {
        for index in range where levelBuffer[index] != Self.removedLevel {
            levelBuffer[index] = paragraphLevel
        }
    }

    /// L2: reverses every run at or above each level, from the highest down to the lowest odd one.
    func computeVisualOrder() {
        var highest: UInt8 = 0
        var lowest: UInt8 = .max
        for position in 0..<keptCount {
            let index = kept[position]
            orderBuffer[position] = index
            let level = levelBuffer[index]
            if level > highest { highest = level }
            if level < lowest { lowest = level }
        }
        guard keptCount > 0 else { return }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return }
        var level = highest
        while level >= lowestOdd {
            var position = 0
            while position < keptCount {
                guard levelBuffer[orderBuffer[position]] >= level else {
                    position += 1
                    continue
                }
                var low = position
                while position < keptCount && levelBuffer[orderBuffer[position]] >= level { position += 1 }
                var high = position - 1
                while low < high {
                    orderBuffer.swapAt(low, high)
                    low += 1
                    high -= 1
                }
            }
            level -= 1
        }
    }
}

extension UnsafeMutablePointer {
    @inline(__always)
    fileprivate func swapAt(_ first: Int, _ second: Int) {
        let value = self[first]
        self[first] = self[second]
        self[second] = value
    }
}
