/// Where a string unit sits inside a localization: the empty path is the localization's own string unit;
/// `plural.one`, `device.ipad.plural.other`, and `substitutions.count.plural.one` (the plural case `one` of
/// the substitution `count`) reach into variations and substitutions. Encoded (Codable) as that text.
public struct VariationPath: Hashable, Sendable, CustomStringConvertible, Codable {
    public enum Component: Hashable, Sendable {
        /// A case of a variation, e.g. kind `plural`, case `one`.
        case variation(kind: String, name: String)
        /// A substitution by name; the components after it select among its variations.
        case substitution(String)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = VariationPath()

    public var isRoot: Bool { components.isEmpty }

    /// Parses the dotted form written by `description`; nil if it is not one.
    public init?(_ text: String) {
        if text.isEmpty { self.init(); return }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        var components: [Component] = []
        while let first = parts.popFirst() {
            guard !first.isEmpty, let second = parts.popFirst(), !second.isEmpty else { return nil }
            if first == "substitutions" {
                components.append(.substitution(second))
            } else {
                components.append(.variation(kind: first, name: second))
            }
        }
        self.init(components)
    }

    public var description: String {
        // Written as bytes into a string of the right size: each component made a string of its own and
        // the array of them was joined (2,700 instructions for `plural.one`, once for every needs-review or
        // format-mismatch finding that names its case), and appending piece by piece cost half as much.
        var count = components.count - 1
        for component in components {
            switch component {
            case .variation(let kind, let name): count += kind.utf8.count + 1 + name.utf8.count
            case .substitution(let name): count += Self.substitutionsPrefix.count + name.utf8.count
            }
        }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
                for byte in bytes {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            for (index, component) in components.enumerated() {
                if index > 0 { write(CollectionOfOne(UInt8(ascii: "."))) }
                switch component {
                case .variation(let kind, let name):
                    write(kind.utf8)
                    write(CollectionOfOne(UInt8(ascii: ".")))
                    write(name.utf8)
                case .substitution(let name):
                    write(Self.substitutionsPrefix)
                    write(name.utf8)
                }
            }
            return offset
        }
    }

    /// `substitutions.`, as a substitution's component starts.
    private static let substitutionsPrefix = Array("substitutions.".utf8)

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let path = VariationPath(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a variation path: \(text)"))
        }
        self = path
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public func appending(_ component: Component) -> VariationPath {
        // One array of the right size: `components + [component]` made two, for every leaf of a catalog.
        var longer: [Component] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(component)
        return VariationPath(longer)
    }

    /// The paths of a plural or device case of a localization itself (`plural.one`, `device.ipad`), made
    /// once: most leaves of a catalog sit at one, and a path of their own was an array allocated for each.
    private static let rootPluralCases = rootCases(VariationKind.plural, ["other", "one", "few", "many", "two", "zero"])
    private static let rootDeviceCases = rootCases(
        VariationKind.device, ["iphone", "ipad", "mac", "other", "ipod", "applewatch", "appletv", "applevision"])

    private static func rootCases(_ kind: String, _ names: [String]) -> [(name: String, path: VariationPath)] {
        names.map { ($0, VariationPath([.variation(kind: kind, name: $0)])) }
    }

    /// `VariationPath.root.appending(.variation(kind: kind, name: name))` when that is one of the paths made
    /// once (an equal value, sharing its array); nil otherwise.
    static func rootCase(kind: String, name: String) -> VariationPath? {
        let cases: [(name: String, path: VariationPath)]
        if kind == VariationKind.plural {
            cases = rootPluralCases
        } else if kind == VariationKind.device {
            cases = rootDeviceCases
        } else {
            return nil
        }
        for index in cases.indices where cases[index].name == name { return cases[index].path }
        return nil
    }

    /// The plural category the path ends in, if it ends in a plural case.
    public var pluralCategory: String? {
        if case .variation(VariationKind.plural, let name)? = components.last { return name }
        return nil
    }

    /// The device class the path selects, if any.
    public var deviceClass: String? {
        for case .variation(VariationKind.device, let name) in components { return name }
        return nil
    }

    /// The substitution the path is in, if any.
    public var substitutionName: String? {
        for case .substitution(let name) in components { return name }
        return nil
    }
}

/// A string unit of a localization with where it sits.
public struct StringUnitLeaf: Sendable {
    public var path: VariationPath
    public var unit: StringUnit

    public init(path: VariationPath, unit: StringUnit) {
        self.path = path
        self.unit = unit
    }
}

extension LocalizedContent {
    /// Every string unit reachable from here, with its path: the own string unit first, then variations
    /// (recursively: device cases may vary by plural), then each substitution's variations, in file order.
    public var stringUnitLeaves: [StringUnitLeaf] {
        var leaves: [StringUnitLeaf] = []
        collectLeaves(prefix: .root, into: &leaves)
        return leaves
    }

    /// Appends `stringUnitLeaves` to `leaves`, without an array of their own first.
    public func appendStringUnitLeaves(to leaves: inout [StringUnitLeaf]) {
        collectLeaves(prefix: .root, into: &leaves)
    }

    /// `appendStringUnitLeaves(to:)`, the leaves of the substitutions taking their paths from `paths` where the
    /// localization collected before had equal ones: a reader of many localizations keeps one
    /// `SubstitutionPaths` for all of them. Equal leaves, in the same order.
    public func appendStringUnitLeaves(to leaves: inout [StringUnitLeaf], reusing paths: inout SubstitutionPaths) {
        if let stringUnit { leaves.append(StringUnitLeaf(path: .root, unit: stringUnit)) }
        if let variations { Self.collect(variations, prefix: .root, into: &leaves) }
        substitutions?.withUnsafeBufferPointer { substitutions in
            for index in substitutions.indices {
                if let variations = substitutions[index].variations {
                    paths.collect(variations, substitution: substitutions[index].name, guess: index, into: &leaves)
                }
            }
        }
    }

    // Groups, cases and substitutions are read in place through their arrays' buffers: a `for … in` copied
    // each (a case with its whole content), which was most of collecting a large catalog's leaves.
    func collectLeaves(prefix: VariationPath, into leaves: inout [StringUnitLeaf]) {
        if let stringUnit { leaves.append(StringUnitLeaf(path: prefix, unit: stringUnit)) }
        if let variations { Self.collect(variations, prefix: prefix, into: &leaves) }
        substitutions?.withUnsafeBufferPointer { substitutions in
            for index in substitutions.indices {
                if let variations = substitutions[index].variations {
                    Self.collect(variations, prefix: prefix.appending(.substitution(substitutions[index].name)), into: &leaves)
                }
            }
        }
    }

    static func collect(_ variations: Variations, prefix: VariationPath, into leaves: inout [StringUnitLeaf]) {
        variations.groups.withUnsafeBufferPointer { groups in
            for group in groups.indices {
                groups[group].cases.withUnsafeBufferPointer { cases in
                    for index in cases.indices {
                        let kind = groups[group].kind
                        let path = prefix.isRoot
                            ? VariationPath.rootCase(kind: kind, name: cases[index].name)
                                ?? prefix.appending(.variation(kind: kind, name: cases[index].name))
                            : prefix.appending(.variation(kind: kind, name: cases[index].name))
                        // Most cases are one string unit: read in place, where calling `collectLeaves` on
                        // the case's content copied the content first (and released it after).
                        if cases[index].content.hasRareParts {
                            cases[index].content.collectLeaves(prefix: path, into: &leaves)
                        } else if let unit = cases[index].content.stringUnit {
                            leaves.append(StringUnitLeaf(path: path, unit: unit))
                        }
                    }
                }
            }
        }
    }

    /// The string unit at `path`, if there is one.
    public func stringUnit(at path: VariationPath) -> StringUnit? {
        stringUnit(at: path.components[...])
    }

    private func stringUnit(at components: ArraySlice<VariationPath.Component>) -> StringUnit? {
        guard let first = components.first else { return stringUnit }
        switch first {
        case .variation(let kind, let name):
            return variations?.group(kind)?[name]?.content.stringUnit(at: components.dropFirst())
        case .substitution(let name):
            guard case .variation(let kind, let caseName)? = components.dropFirst().first,
                let variationCase = substitution(named: name)?.variations?.group(kind)?[caseName]
            else { return nil }
            return variationCase.content.stringUnit(at: components.dropFirst(2))
        }
    }

    /// Sets the string unit at `path`, creating the variations, cases and substitutions on the way.
    /// Returns false (and changes nothing) for a path that names a substitution without a variation after it.
    @discardableResult
    public mutating func setStringUnit(_ unit: StringUnit?, at path: VariationPath) -> Bool {
        setStringUnit(unit, at: path.components[...])
    }

    private mutating func setStringUnit(_ unit: StringUnit?, at components: ArraySlice<VariationPath.Component>) -> Bool {
        guard let first = components.first else {
            stringUnit = unit
            return true
        }
        switch first {
        case .variation(let kind, let name):
            var variations = self.variations ?? Variations()
            let done = variations.updateCase(kind: kind, name: name) { $0.setStringUnit(unit, at: components.dropFirst()) }
            if done { self.variations = variations }
            return done
        case .substitution(let name):
            guard case .variation(let kind, let caseName)? = components.dropFirst().first else { return false }
            var list = substitutions ?? []
            let index = list.firstIndex { $0.name == name } ?? {
                list.append(Substitution(name: name))
                return list.count - 1
            }()
            var variations = list[index].variations ?? Variations()
            let done = variations.updateCase(kind: kind, name: caseName) {
                $0.setStringUnit(unit, at: components.dropFirst(2))
            }
            guard done else { return false }
            list[index].variations = variations
            substitutions = list
            return true
        }
    }
}

extension Variations {
    /// Runs `body` on the content of a case, creating the group and case if missing.
    mutating func updateCase(kind: String, name: String, _ body: (inout LocalizedContent) -> Bool) -> Bool {
        let groupIndex = groups.firstIndex { $0.kind == kind } ?? {
            groups.append(VariationGroup(kind: kind))
            return groups.count - 1
        }()
        var group = groups[groupIndex]
        let caseIndex = group.cases.firstIndex { $0.name == name } ?? {
            group.cases.append(VariationCase(name: name, content: LocalizedContent()))
            return group.cases.count - 1
        }()
        let done = body(&group.cases[caseIndex].content)
        if done { groups[groupIndex] = group }
        return done
    }
}

/// The paths of substitutions and their cases (`substitutions.count`, `substitutions.count.plural.one`) a
/// reader collected leaves of, handed out again for the next localization whose substitutions have equal
/// ones, as an entry's localizations mostly have: a path inside a substitution was an array allocated for
/// every leaf (and the substitution's own path one more for each). A path handed out is always equal to
/// the one made afresh; what is kept is bounded (the file may hold anything).
public struct SubstitutionPaths {
    private var names: [String] = []
    private var prefixes: [VariationPath] = []
    /// Each case kept: the substitution's index in `names`, its variation kind and name, its path.
    private var cases: [(substitution: Int, kind: String, name: String, path: VariationPath)] = []

    private static let substitutionCapacity = 16
    private static let caseCapacity = 128

    public init() {}

    /// Appends the leaves of a substitution's variations, as `LocalizedContent.collect` with the prefix
    /// `substitutions.<substitution>` does. `guess` is the substitution's place among its localization's
    /// (where an equal name is looked for first).
    mutating func collect(
        _ variations: Variations, substitution: String, guess: Int, into leaves: inout [StringUnitLeaf]
    ) {
        let slot = slot(of: substitution, guess: guess)
        let prefix = slot >= 0 ? prefixes[slot] : VariationPath.root.appending(.substitution(substitution))
        var caseGuess = 0
        variations.groups.withUnsafeBufferPointer { groups in
            for group in groups.indices {
                groups[group].cases.withUnsafeBufferPointer { cases in
                    for index in cases.indices {
                        let path: VariationPath
                        let kind = groups[group].kind
                        if slot >= 0, let kept = keptCase(slot, kind, cases[index].name, guess: caseGuess) {
                            path = self.cases[kept].path
                            caseGuess = kept + 1
                        } else {
                            path = prefix.appending(.variation(kind: kind, name: cases[index].name))
                            if slot >= 0, self.cases.count < Self.caseCapacity {
                                self.cases.append((slot, kind, cases[index].name, path))
                                caseGuess = self.cases.count
                            }
                        }
                        // As `LocalizedContent.collect`: a case that is one string unit read in place.
                        if cases[index].content.hasRareParts {
                            cases[index].content.collectLeaves(prefix: path, into: &leaves)
                        } else if let unit = cases[index].content.stringUnit {
                            leaves.append(StringUnitLeaf(path: path, unit: unit))
                        }
                    }
                }
            }
        }
    }

    /// The index in `names` of `name` (kept now if there is room), or -1. Names are compared in place
    /// (equal short strings are equal bits: one comparison), the one at `guess` first.
    private mutating func slot(of name: String, guess: Int) -> Int {
        let found = names.withUnsafeBufferPointer { names in
            if guess < names.count, names[guess] == name { return guess }
            return names.firstIndex(of: name) ?? -1
        }
        if found >= 0 { return found }
        guard names.count < Self.substitutionCapacity else { return -1 }
        names.append(name)
        prefixes.append(VariationPath.root.appending(.substitution(name)))
        return names.count - 1
    }

    /// The index in `cases` of the case of this substitution, kind and name, the one at `guess` first.
    private func keptCase(_ slot: Int, _ kind: String, _ name: String, guess: Int) -> Int? {
        cases.withUnsafeBufferPointer { cases in
            if guess < cases.count, cases[guess].substitution == slot, cases[guess].name == name, cases[guess].kind == kind {
                return guess
            }
            for index in cases.indices
            where cases[index].substitution == slot && cases[index].name == name && cases[index].kind == kind {
                return index
            }
            return nil
        }
    }
}
