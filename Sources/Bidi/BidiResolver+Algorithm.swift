// The rules of UAX #9, in the order the algorithm applies them.
extension BidiResolver {
    func run(direction: BidiDirection, hasCodePoints: Bool) {
        let initialClasses = self.initialClasses
        let types = self.types
        let count = inputCount
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
        let initialClasses = self.initialClasses
        let matching = self.matching
        let scratch = self.scratch
        let count = inputCount
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
        let initialClasses = self.initialClasses
        let matching = self.matching
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
        let initialClasses = self.initialClasses
        let types = self.types
        let levelBuffer = self.levelBuffer
        let matching = self.matching
        let count = inputCount
        let paragraphLevel = resolvedParagraphLevel
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
    private func setParagraphLevel(_ level: UInt8) {
        resolvedParagraphLevel = level
    }

    /// X9: the characters that take part in the rest of the algorithm.
    func collectKeptCharacters() {
        let levelBuffer = self.levelBuffer
        let kept = self.kept
        let keptIndex = self.keptIndex
        let count = inputCount
        var keptCount = 0
        for index in 0..<count {
            if levelBuffer[index] == Self.removedLevel {
                keptIndex[index] = -1
            } else {
                keptIndex[index] = keptCount
                kept[keptCount] = index
                keptCount += 1
            }
        }
        self.keptCount = keptCount
    }

    /// X10: splits the kept characters into level runs, chains them into isolating run sequences
    /// across matched isolates, and resolves each sequence.
    func resolveIsolatingRunSequences(hasCodePoints: Bool) {
        let keptCount = self.keptCount
        let initialClasses = self.initialClasses
        let levelBuffer = self.levelBuffer
        let implicitLevels = self.implicitLevels
        let matching = self.matching
        let kept = self.kept
        let keptIndex = self.keptIndex
        let runStarts = self.runStarts
        let runEnds = self.runEnds
        let runOfKept = self.runOfKept
        let sequence = self.sequence
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
            if continuesIsolatingSequence(runStartingAt: runStarts[run]) { continue }
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

    /// Whether the run starting at kept `position` continues an isolate initiator's sequence: it
    /// starts with a matched PDI whose initiator ends a level run (the same test that chains them).
    private func continuesIsolatingSequence(runStartingAt position: Int) -> Bool {
        let initialClasses = self.initialClasses
        let matching = self.matching
        let kept = self.kept
        let keptIndex = self.keptIndex
        let runEnds = self.runEnds
        let runOfKept = self.runOfKept
        let first = kept[position]
        guard initialClasses[first] == PDI, matching[first] >= 0 else { return false }
        let openerPosition = keptIndex[matching[first]]
        return runEnds[runOfKept[openerPosition]] - 1 == openerPosition
    }

    /// W1–W7, N0–N2 and I1–I2 on the isolating run sequence in `sequence[0..<length]`.
    private func resolveSequence(length: Int, hasCodePoints: Bool) {
        let keptCount = self.keptCount
        let initialClasses = self.initialClasses
        let types = self.types
        let levelBuffer = self.levelBuffer
        let implicitLevels = self.implicitLevels
        let kept = self.kept
        let keptIndex = self.keptIndex
        let sequence = self.sequence
        let sequenceTypes = self.sequenceTypes
        let paragraphLevel = resolvedParagraphLevel
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
        let working = sequenceTypes
        for index in 0..<length { working[index] = types[sequence[index]] }

        // W1: a nonspacing mark takes the type of what it follows (ON after an isolate boundary).
        var previous = startOfSequence
        for index in 0..<length {
            if working[index] == NSM {
                working[index] = isIsolateInitiator(previous) || previous == PDI ? ON : previous
            }
            previous = working[index]
        }
        // W2–W3: European numbers after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = startOfSequence
        for index in 0..<length {
            let type = working[index]
            if type == L || type == R {
                lastStrong = type
            } else if type == AL {
                lastStrong = AL
                working[index] = R
            } else if type == EN && lastStrong == AL {
                working[index] = AN
            }
        }
        // W4: a single separator between two numbers of the same kind joins them.
        if length >= 3 {
            for index in 1..<(length - 1) {
                let type = working[index]
                if type == ES || type == CS {
                    let before = working[index - 1]
                    if before == working[index + 1] && (before == EN || (before == AN && type == CS)) {
                        working[index] = before
                    }
                }
            }
        }
        // W5–W6: terminators next to European numbers become EN; remaining separators become ON.
        var index = 0
        while index < length {
            if working[index] == ET {
                let start = index
                while index < length && working[index] == ET { index += 1 }
                let touchesNumber = (start > 0 && working[start - 1] == EN) || (index < length && working[index] == EN)
                let resolved = touchesNumber ? EN : ON
                for position in start..<index { working[position] = resolved }
            } else {
                if working[index] == ES || working[index] == CS { working[index] = ON }
                index += 1
            }
        }
        // W7: European numbers in a left-to-right context are L.
        lastStrong = startOfSequence
        for index in 0..<length {
            let type = working[index]
            if type == L || type == R {
                lastStrong = type
            } else if type == EN && lastStrong == L {
                working[index] = L
            }
        }

        let embedding = level & 1 == 1 ? R : L
        if hasCodePoints {
            resolvePairedBrackets(length: length, embedding: embedding, startOfSequence: startOfSequence)
        }

        // N1–N2: neutrals between two strong types of the same direction take it; others the embedding's.
        index = 0
        while index < length {
            guard isNeutralOrIsolate(working[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < length && isNeutralOrIsolate(working[index]) { index += 1 }
            let leading = start == 0 ? startOfSequence : strongDirection(working[start - 1]) ?? embedding
            let trailing = index == length ? endOfSequence : strongDirection(working[index]) ?? embedding
            let resolved = leading == trailing ? leading : embedding
            for position in start..<index { working[position] = resolved }
        }

        // I1–I2: implicit levels.
        for index in 0..<length {
            let type = working[index]
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
        let codePoints = self.codePoints
        let properties = self.properties
        let types = self.types
        let sequence = self.sequence
        let sequenceTypes = self.sequenceTypes
        let pairOpenings = self.pairOpenings
        let pairClosings = self.pairClosings
        let working = sequenceTypes
        var pairCount = 0
        var stackCount = 0
        scan: for index in 0..<length {
            let character = sequence[index]
            guard working[index] == ON, properties[character] & BidiTables.bracketFlag != 0,
                  let bracket = table.bracketSlot(of: codePoints[character]) else { continue }
            let closer = table.canonicalClosers[bracket]
            if table.bracketOpens[bracket] {
                if stackCount == Self.maxBracketPairingDepth { break scan }
                bracketStackClosers[stackCount] = closer
                bracketStackPositions[stackCount] = index
                stackCount += 1
            } else {
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
                guard let direction = strongDirection(working[index]) else { continue }
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
                    if let direction = strongDirection(working[index]) {
                        context = direction
                        break
                    }
                    index -= 1
                }
                resolved = context == opposite ? opposite : embedding
            } else {
                continue
            }
            working[opening] = resolved
            working[closing] = resolved
            // Nonspacing marks that followed a bracket follow its new direction.
            var index = opening + 1
            while index < length && types[sequence[index]] == NSM {
                working[index] = resolved
                index += 1
            }
            index = closing + 1
            while index < length && types[sequence[index]] == NSM {
                working[index] = resolved
                index += 1
            }
        }
    }

    /// L1: separators, and whitespace or isolate formatting characters before them or at the end
    /// of the line, go back to the paragraph level.
    func resetWhitespaceLevels() {
        let initialClasses = self.initialClasses
        let count = inputCount
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
        let levelBuffer = self.levelBuffer
        let paragraphLevel = resolvedParagraphLevel
        for index in range where levelBuffer[index] != Self.removedLevel {
            levelBuffer[index] = paragraphLevel
        }
    }

    /// L2: reverses every run at or above each level, from the highest down to the lowest odd one.
    func computeVisualOrder() {
        let keptCount = self.keptCount
        let levelBuffer = self.levelBuffer
        let kept = self.kept
        let orderBuffer = self.orderBuffer
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
