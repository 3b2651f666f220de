import Diagnostics
import Foundation
import SafeFiles

/// What one Swift file contains that the checks care about, for one build of it.
public struct SourceScan: Hashable, Sendable {
    public var path: String
    /// Keys in source order; interpolation types are inferred from this file alone.
    public var localizableUses: [LocalizableUse]
    public var timerViews: [TimerView]
    /// Declarations, for resolving interpolations here and (those with an evident type) in other files of
    /// the same target.
    public var declarations: [SymbolDeclaration]
    /// `#if` conditions this build cannot decide; their code was kept.
    public var unknownConditions: [UnknownBuildCondition] = []
    /// `static let name = #bundle` and the like: which bundle `bundle: .name` reads.
    public var bundleAliases: [String: LocalizableUse.BundleReference] = [:]
    /// Parameters of this file's own functions and views that take keys.
    public var localizableParameters: [LocalizableParameter] = []
    /// Every literal without interpolation in the file, and every raw value a `String` enum takes from a
    /// case name: a key written here may be used in ways the scanner cannot follow, so it is never called
    /// unused.
    public var literalTexts: Set<String> = []
    /// Every interpolated literal's fixed start and end (`"asset.material:\(tag)"`): keys built at run
    /// time that way are never called unused either.
    public var literalPatterns: Set<LiteralPattern> = []
    /// For each Live Activity attributes type, the texts of `literalTexts` that the file writes only inside
    /// code drawing that activity (`LiveActivityContent`), compiled for this build or not: where the app can
    /// never start the activity, they are no text code can show (they stay among `literalTexts`, so such a
    /// key is still never called unused).
    public var liveActivityOnlyTexts: [String: Set<String>] = [:]
    /// For each static member of a structure or enumeration that conforms to nothing but the standard
    /// library's protocols (or the file's own such protocols), named as `memberReferences` names it, the
    /// texts of `literalTexts` the file writes only inside that member, compiled for this build or not. No
    /// system framework calls such a member: only code naming it runs it, so where none does (SwiftGen's
    /// accessors, one per key, most never called) they are no text code can show (they stay among
    /// `literalTexts`, so such a key is still never called unused).
    public var staticMemberOnlyTexts: [String: Set<String>] = [:]
    /// The members of `staticMemberOnlyTexts` declared `public` or `open` (any of those of the name, where
    /// two types share one): another module may call them, unless the target is an app or app extension,
    /// which no module links (`ProjectLoading`).
    public var publicStaticMembers: Set<String> = []
    /// Whether the file looks a key up in a table it names by an expression it does not settle
    /// (`NSLocalizedString(key, tableName: table, …)` inside SwiftGen's `tr(table, key)`): code may then read
    /// any table whose name it writes as a literal.
    public var readsTableNamedElsewhere = false
    /// Texts the file gives a SwiftUI scene as its title and also compares whole with a window's `.title`
    /// (`WindowTitleIdentifiers`): the window's name for code, no text for a translator (they stay among
    /// `literalTexts`, so such a key is still never called unused).
    public var windowTitleIdentifiers: Set<String> = []
    /// Literals passed to calls of unknown functions, until the target's parameters are known.
    var literalArguments: [LiteralArgument] = []
    /// The types the file declares: code that names one of them reaches this file. Functions and members
    /// are left out: their names (`fetch`, `shared`) say too little about which file they are in.
    public var declaredNames: Set<String> = []
    /// The types the file declares outside any other type: the only ones code in another module can name
    /// without naming their outer type (`ServerFilter.Context` is reached through `ServerFilter`).
    public var topLevelDeclaredNames: Set<String> = []
    /// Every identifier the file's compiled code mentions, each once, in the order first mentioned (a list
    /// for the reason `referencesOutsideMembers` is one).
    public var referencedNames: [String] = []
    /// The identifiers mentioned outside every function, initializer and computed property body
    /// (stored properties' values, attributes), where declarations do not count as mentions. Each name
    /// once, in the order first mentioned: a list, not a set, as its readers only add it to sets of their
    /// own (a set per file and member hashed every name once more, a twelfth of a scan).
    public var referencesOutsideMembers: [String] = []
    /// For each member name with a body here, the identifiers its body mentions (a nested member's own),
    /// each once, in the order first mentioned (a list for the reason `referencesOutsideMembers` is one).
    /// With `referencesOutsideMembers`, what a target's code can reach from the members the system calls:
    /// a helper named only by a `case` the platform drops, or by another such helper, is never run.
    public var memberReferences: [String: [String]] = [:]
    /// Types the system itself instantiates, named by no code: App Intents, entities, enums, shortcuts
    /// providers, widget bundles.
    public var systemEntryTypes: Set<String> = []
    /// For each type, extension and protocol the file declares, the names its inheritance clauses list
    /// (`enum Kind: Int, CustomStringConvertible` gives Kind Int and CustomStringConvertible). A class that
    /// overrides `description` lists CustomStringConvertible: its superclass's conformance is what calls it.
    public var conformances: [String: Set<String>] = [:]
    /// Whether the file holds the program's entry point (`@main`, a `WidgetBundle`, an `App`), from
    /// which every type the program shows is named.
    public var declaresEntryPoint = false
    /// Whether the file declares nothing outside its types but classes, structures and enumerations (imports
    /// aside: no function, variable, extension, protocol, actor, type alias, operator or statement), none of
    /// them with a name too common to follow, and no attribute anywhere lets the system or the Objective-C
    /// runtime create one of its types unnamed (`@main`, `@UIApplicationMain`, `@NSApplicationMain`,
    /// `@objc(Name)`, `@IBDesignable`): then only code, or a file naming its types, can make them.
    public var declaresOnlyNamedTypes = false
    /// Whether the file declares nothing outside its types but structures and enumerations, and extensions of
    /// those (imports aside: no class, actor, protocol, function, variable, type alias, operator or statement),
    /// none of them with a name too common to follow, and carries no `@objc` or `@objcMembers` and no
    /// attribute with which the system creates a type (`@main`): a value of such a type exists only where
    /// Swift code of its own module names the type, since no Interface Builder file, property list,
    /// Objective-C code or class lookup by name can make one.
    public var declaresOnlyValueTypes = false
}

/// An `#if` or `#elseif` condition a build cannot decide (a module the SDK table does not know, `arch(…)`),
/// whose code was therefore kept.
public struct UnknownBuildCondition: Hashable, Sendable {
    public var location: SourceLocation
    public var condition: String
}

/// The scans of all Swift files of a target, with interpolations resolved against every file's declarations.
public struct TargetScan: Equatable, Sendable {
    /// One scan per readable, well-formed file, in path order.
    public var files: [SourceScan]
    /// Files that could not be read or lexed, each with its position; the other files were still scanned.
    public var errors: [InputError]

    public var localizableUses: [LocalizableUse] { files.flatMap(\.localizableUses) }
    public var literalTexts: Set<String> { files.reduce(into: []) { $0.formUnion($1.literalTexts) } }
    public var literalPatterns: Set<LiteralPattern> { files.reduce(into: []) { $0.formUnion($1.literalPatterns) } }
    public var timerViews: [TimerView] { files.flatMap(\.timerViews) }
    public var unknownConditions: [UnknownBuildCondition] { files.flatMap(\.unknownConditions) }
}

/// One Swift file, read and lexed once; each build of it (platform, conditions) is scanned from this.
public struct SwiftSourceFile: Sendable {
    public let path: String
    /// Every token of the file, `#if` clauses and directives included.
    private(set) var tokens: TokenList
    let lines: LineTable
    let conditional: ConditionalCompilation
    /// The file's `// stringsguard:…` comments (suppressions), in order, whichever builds compile them.
    public let toolComments: [StringsGuardComment]

    /// Reads and lexes a file.
    public init(path: String) throws(InputError) {
        try self.init(bytes: FileContents.read(path, kind: .swiftSource).bytes, path: path)
    }

    /// Lexes source text; `path` is used for locations and errors.
    public init(source: String, path: String) throws(InputError) {
        try self.init(bytes: Array(source.utf8), path: path)
    }

    init(bytes: [UInt8], path: String) throws(InputError) {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        tokens = try lexer.tokenize()
        toolComments = lexer.toolComments
        lines = lexer.lines
        conditional = ConditionalCompilation(tokens: tokens)
        self.path = path
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, file: path)
    }

    /// Which of the file's `#if` clauses a build compiles; equal selections scan to equal results.
    func selection(in environment: BuildEnvironment) -> ConditionalCompilation.Selection {
        conditional.selection(in: environment)
    }

    /// The tokens, leaving none: when the file held the only reference to them, a build's scan then removes
    /// the clauses it does not compile in place rather than in a copy of every token.
    mutating func takeTokens() -> TokenList {
        let taken = tokens
        tokens = taken.sublist(TokenStorage())
        return taken
    }
}

/// Scans Swift source for localizable keys and timer views.
public enum SwiftSourceScanner {
    /// The build assumed when none is given: an iOS app's Release build.
    public static let defaultEnvironment = BuildEnvironment(platform: .iOS)

    /// Scans source text; `path` is used for locations and errors.
    public static func scan(
        source: String, path: String, environment: BuildEnvironment = defaultEnvironment,
        routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(source: source, path: path), environment: environment, routines: routines)
    }

    /// Reads and scans one file.
    public static func scan(
        path: String, environment: BuildEnvironment = defaultEnvironment, routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(path: path), environment: environment, routines: routines)
    }

    static func scan(bytes: [UInt8], path: String, environment: BuildEnvironment = defaultEnvironment) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(bytes: bytes, path: path), environment: environment)
    }

    /// Scans what one build of a lexed file compiles.
    /// Scans what one build of a lexed file compiles. A file passed for the last time (as `scan(path:)` does)
    /// is scanned without copying its tokens.
    public static func scan(
        _ file: consuming SwiftSourceFile, environment: BuildEnvironment, routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        let selection = file.selection(in: environment)
        return try scan(consume file, selection: selection, platform: environment.platform, routines: routines)
    }

    static func scan(
        _ file: consuming SwiftSourceFile, selection: ConditionalCompilation.Selection, platform: TargetPlatform,
        routines: [LocalizationRoutine]
    ) throws(InputError) -> SourceScan {
        // What every build of the file shares comes from all its tokens; the build's own from the compiled ones.
        var compiled = file.takeTokens()
        var literalTexts: Set<String> = []
        var literalPatterns: Set<LiteralPattern> = []
        // The file's tokens, then those of every interpolation in their literals, at any depth: the literal in
        // `"\(String(localized: "Retry")) …"` is code as much as one standing alone.
        var interpolations: [TokenStorage] = []
        func collectLiterals(of tokens: TokenList) {
            for index in tokens.indices where tokens[index].kind == .string {
                let token = tokens[index]
                let literal = tokens.texts.literals[Int(token.number)]
                if let text = literal.staticText {
                    literalTexts.insert(text)
                } else if let pattern = LiteralPattern(literal) {
                    literalPatterns.insert(pattern)
                }
                if !literal.isOneText { interpolations.append(contentsOf: literal.interpolatedTokens) }
                LiteralPattern.addConcatenations(ofLiteralAt: index, in: tokens, to: &literalPatterns)
            }
        }
        collectLiterals(of: compiled)
        while let inner = interpolations.popLast() { collectLiterals(of: compiled.sublist(inner)) }
        // Where each text is written, only in a file that may draw a Live Activity (few do): before the
        // build's clauses are dropped, as `literalTexts` holds the dropped clauses' texts too.
        // And in a file with static members, which may hold texts only an uncalled member writes.
        let hasStaticMembers = compiled.indices.contains { compiled[$0].isIdentifier(.static) }
        let textOffsets = LiveActivityContent.mayDraw(compiled) || hasStaticMembers ? Self.textOffsets(in: compiled) : []
        file.conditional.compile(&compiled, selection: selection)
        // The bracket table of the compiled tokens, made by the first pass that needs it and kept while no
        // token is removed (a file's previews and family switches each made one of their own).
        var knownBrackets: BracketTable?
        PreviewCode.remove(from: &compiled, brackets: &knownBrackets)
        UnavailableWidgetFamilies.remove(from: &compiled, platform: platform, brackets: &knownBrackets)
        let (lines, path) = (file.lines, file.path)
        let locate = { (offset: Int) in lines.location(ofOffset: offset, file: path) }
        let brackets = knownBrackets ?? BracketTable(tokens: compiled)
        let typeBodies = Self.typeBodies(in: compiled, brackets: brackets)
        let declarations = DeclarationCollector(tokens: compiled, brackets: brackets, locate: locate)
            .collect(typeBodyOpenings: Set(typeBodies.map { $0.body.lowerBound - 1 }))
        var finder = UseFinder(tokens: compiled, brackets: brackets, symbols: SymbolTable(declarations), locate: locate)
        finder.routines = routines
        finder.stringConstants = DeclarationCollector(tokens: compiled, brackets: brackets, locate: locate).stringConstants()
        finder.importsCharts = compiled.indices.dropLast().contains {
            compiled[$0].isIdentifier(.import) && compiled[$0 + 1].isIdentifier(.charts)
        }
        // The calls are needed by the walk alone, and are gone before the passes that follow make their sets.
        do {
            let calls = try StructureParser(tokens: compiled, brackets: brackets).parse()
            finder.run(calls: calls)
        } catch {
            let offset = error.tokenIndex < compiled.count ? compiled.offset(at: error.tokenIndex) : 0
            throw InputError("expressions nested too deeply to scan", at: locate(offset))
        }
        let unknown = selection.unknownConditions.map {
            UnknownBuildCondition(location: locate($0.offset), condition: $0.condition)
        }
        let collector = LocalizableDeclarationCollector(tokens: compiled, brackets: brackets)
        var scan = SourceScan(
            path: path, localizableUses: finder.uses, timerViews: finder.timerViews, declarations: declarations,
            unknownConditions: unknown)
        scan.bundleAliases = collector.bundleAliases()
        scan.localizableParameters = collector.localizableParameters()
        scan.literalArguments = finder.literalArguments
        scan.readsTableNamedElsewhere = finder.readsTableNamedElsewhere
        // Every literal of the file, compiled for this build or not: a key written only under `#if DEBUG`
        // is still one a developer uses, and deleting it loses its translations. Literals inside another
        // literal's interpolation count too: `"\("InvalidServer".localized)\(detail)"` reads that key.
        scan.literalTexts = literalTexts
        let rawValues = ImplicitRawValues.find(in: compiled, brackets: brackets)
        scan.literalTexts.formUnion(rawValues)
        let caseChangedRawValues = CaseChangedRawValues.find(in: compiled, brackets: brackets)
        scan.literalTexts.formUnion(caseChangedRawValues)
        scan.literalPatterns = literalPatterns
        if !literalTexts.isEmpty { scan.windowTitleIdentifiers = WindowTitleIdentifiers.find(in: compiled) }
        (scan.declaredNames, scan.topLevelDeclaredNames, scan.systemEntryTypes, scan.declaresEntryPoint) = Self.names(in: compiled)
        let isMain = path.hasSuffix("/main.swift") || path == "main.swift"
        scan.declaresOnlyNamedTypes = !isMain && Self.declaresOnlyNamedTypes(compiled)
        scan.declaresOnlyValueTypes = !isMain && Self.declaresOnlyValueTypes(compiled)
        let memberBodies = Self.memberBodies(in: compiled, brackets: brackets, types: typeBodies)
        (scan.referencesOutsideMembers, scan.memberReferences, scan.referencedNames) =
            Self.references(in: compiled, members: memberBodies)
        scan.conformances = Self.conformances(in: compiled, types: typeBodies)
        if hasStaticMembers, !textOffsets.isEmpty {
            (scan.staticMemberOnlyTexts, scan.publicStaticMembers) = Self.staticMemberOnlyTexts(
                in: compiled, brackets: brackets, texts: textOffsets, besides: rawValues.union(caseChangedRawValues))
        }
        guard !scan.localizableUses.isEmpty || !scan.timerViews.isEmpty else { return scan }
        // The Live Activity each use and timer view draws, if any: that of the innermost drawing code holding it.
        let activities = LiveActivityContent.spans(in: compiled, brackets: brackets, types: typeBodies)
        if !activities.isEmpty {
            let attributes = Self.innermost(activities, at: scan.localizableUses.map { lines.offset(of: $0.location) })
            for index in scan.localizableUses.indices { scan.localizableUses[index].liveActivityAttributes = attributes[index] }
            let timerAttributes = Self.innermost(activities, at: scan.timerViews.map { lines.offset(of: $0.location) })
            for index in scan.timerViews.indices { scan.timerViews[index].liveActivityAttributes = timerAttributes[index] }
            scan.liveActivityOnlyTexts = Self.textsOnlyIn(activities, textOffsets, besides: rawValues)
        }
        // Each use's member and type, when there are uses to place: the body holding it that starts last (of
        // two with the same start, the same body found twice, the first). Compared as token indices, in one
        // sweep: a use at an offset is in a body when the last token starting at or before it is, as token
        // offsets increase with their indices (one look-up per use, not two per body).
        guard !scan.localizableUses.isEmpty else { return scan }
        func spans(_ bodies: [(name: String, body: Range<Int>)]) -> [(name: String, start: Int, end: Int)] {
            bodies.map { (name: $0.name, start: $0.body.lowerBound, end: $0.body.upperBound) }
        }
        let members = spans(memberBodies)
        let types = spans(typeBodies)
        if !members.isEmpty || !types.isEmpty {
            let positions = scan.localizableUses.map { compiled.index(ofTokenStartingAtOrBefore: lines.offset(of: $0.location)) }
            let memberNames = Self.innermost(members, at: positions)
            let typeNames = Self.innermost(types, at: positions)
            for index in scan.localizableUses.indices {
                scan.localizableUses[index].memberName = memberNames[index]
                scan.localizableUses[index].enclosingType = typeNames[index]
            }
        }
        return scan
    }

    /// Every text without interpolation in the tokens and, at any depth, in their literals' interpolations,
    /// with the offset of the literal that writes it (as `literalTexts` collects them).
    static func textOffsets(in tokens: TokenList) -> [(text: String, offset: Int)] {
        var result: [(text: String, offset: Int)] = []
        var pending: [TokenList] = [tokens]
        while let list = pending.popLast() {
            for index in list.indices where list[index].kind == .string {
                let literal = list.texts.literals[Int(list[index].number)]
                if let text = literal.staticText {
                    result.append((text, list.offset(at: index)))
                } else if !literal.isOneText {
                    pending += literal.interpolatedTokens.map(tokens.sublist)
                }
            }
        }
        return result
    }

    /// For each activity, the texts written only inside its drawing code (the innermost drawing code holding
    /// every one of their literals is that activity's), and not also a raw value the file's enums take from a
    /// case name.
    static func textsOnlyIn(
        _ activities: [(name: String, start: Int, end: Int)], _ texts: [(text: String, offset: Int)], besides rawValues: Set<String>
    ) -> [String: Set<String>] {
        let holders = innermost(activities, at: texts.map(\.offset))
        var holder: [String: String] = [:]
        var elsewhere = rawValues
        for ((text, _), name) in zip(texts, holders) where !elsewhere.contains(text) {
            guard let name, holder[text, default: name] == name else {
                elsewhere.insert(text)
                holder[text] = nil
                continue
            }
            holder[text] = name
        }
        var result: [String: Set<String>] = [:]
        for (text, name) in holder { result[name, default: []].insert(text) }
        return result
    }

    /// For each position, the name of the body holding it that starts last, the first of those with that start.
    /// Bodies are bracket pairs, nested or apart, and so is the same pair found twice: with the positions
    /// in order and the bodies by start (outer first, the first of the same body last), the innermost body
    /// holding a position is on top of the stack of those begun, once those ended are taken off. Filtering
    /// every body for every use cost uses times bodies.
    static func innermost(_ bodies: [(name: String, start: Int, end: Int)], at positions: [Int]) -> [String?] {
        var result = [String?](repeating: nil, count: positions.count)
        guard !bodies.isEmpty else { return result }
        let order = positions.indices.sorted { positions[$0] < positions[$1] }
        let byStart = bodies.indices.sorted { a, b in
            if bodies[a].start != bodies[b].start { return bodies[a].start < bodies[b].start }
            if bodies[a].end != bodies[b].end { return bodies[a].end > bodies[b].end }
            return a > b
        }
        var open: [Int] = []
        var next = 0
        for index in order {
            let position = positions[index]
            while next < byStart.count, bodies[byStart[next]].start <= position {
                open.append(byStart[next])
                next += 1
            }
            while let top = open.last, bodies[top].end <= position { open.removeLast() }
            result[index] = open.last.map { bodies[$0].name }
        }
        return result
    }

    /// Names too common to say that one file uses another.
    private static let commonNames: Set<String> = [
        "init", "body", "id", "description", "hash", "main", "shared", "default", "value", "content", "view", "make",
    ]

    /// Protocols whose conforming types the system creates and calls without any code naming them.
    private static let systemEntryProtocols: Set<String> = [
        // A widget's or control's configuration intent is not here: only the widget that names it shows it.
        "AppIntent", "AudioPlaybackIntent", "LiveActivityIntent", "ForegroundContinuableIntent", "SetValueIntent", "AppEntity", "AppEnum", "TransientAppEntity", "AppShortcutsProvider",
        "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "DynamicOptionsProvider", "WidgetBundle", "App",
    ]

    /// The types the file declares, those of them declared at the top level (at brace depth 0), the types
    /// the system starts, and whether the file holds the entry point: one pass.
    private static func names(
        in tokens: TokenList
    ) -> (declared: Set<String>, topLevel: Set<String>, system: Set<String>, entryPoint: Bool) {
        var entryPoint = false
        var declared: Set<String> = []
        var topLevel: Set<String> = []
        var system: Set<String> = []
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation(.openBrace) { depth += 1 } else if token.isPunctuation(.closeBrace) { depth = max(depth - 1, 0) }
            guard token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            guard token.isDeclarationKeyword(in: [.struct, .class, .enum, .actor, .protocol, .typealias, .extension]) else {
                continue
            }
            let name = tokens.text(index + 1)
            if !token.isDeclarationKeyword(in: .extension), !commonNames.contains(name) {
                declared.insert(name)
                if depth == 0 { topLevel.insert(name) }
            }
            // `@main` before the declaration (and its modifiers): the system starts it.
            var before = index - 1
            while before >= 0, tokens[before].kind == .identifier,
                tokens[before].spells(.public) || tokens[before].spells(.final) || tokens[before].spells(.internal)
                    || tokens[before].spells(.private) || tokens[before].spells(.fileprivate)
            {
                before -= 1
            }
            if before >= 1, tokens[before].isIdentifier(.main), tokens[before - 1].isPunctuation(.at) {
                system.insert(name)
                entryPoint = true
            }
            // The inheritance clause, up to the body: `struct Start: AppIntent, Sendable {`.
            var cursor = index + 2
            while cursor < tokens.count, cursor < index + 40, !tokens[cursor].isPunctuation(.openBrace) {
                if tokens[cursor].kind == .identifier, systemEntryProtocols.contains(tokens.text(cursor)) {
                    system.insert(name)
                    if ["WidgetBundle", "App"].contains(tokens.text(cursor)) { entryPoint = true }
                }
                cursor += 1
            }
        }
        return (declared, topLevel, system, entryPoint)
    }

    /// The identifiers each member body mentions, those mentioned outside every member body, and every
    /// identifier the file mentions. A name where it is declared (`func name`, `struct Name`) is not a
    /// mention; a variable's name (`var name`) is one for the file, as code elsewhere may set it, but not
    /// for the body it is declared in.
    private static func references(
        in tokens: TokenList, members: [(name: String, body: Range<Int>)]
    ) -> (outside: [String], byMember: [String: [String]], all: [String]) {
        // Each token belongs to the innermost member body holding it (of two with the same body, the later
        // member): bodies are bracket pairs, nested or apart, so a sweep with a stack of the open ones finds
        // it without a table of every token's owner.
        let starts = members.indices.sorted {
            let (a, b) = (members[$0].body, members[$1].body)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.count != b.count { return a.count > b.count }
            return $0 < $1
        }
        // The bodies' bounds in that order, apart from their names: reading a member's tuple at every token
        // retained and released its name.
        let startBounds = starts.map { members[$0].body.lowerBound }
        let endBounds = starts.map { members[$0].body.upperBound }
        var open: [(end: Int, number: Int)] = []
        var nextStart = 0
        // Names as the file's spelling numbers, each kept once per member (and once outside): a set of
        // strings hashed the text at every mention. Text is made only for the distinct names at the end.
        let outsideOwner = members.count
        let texts = tokens.texts
        var collected = MentionCollector(texts: texts)
        var isVariable = [Bool](repeating: false, count: texts.nameCount)
        var variableNumbers: [UInt32] = []
        for index in tokens.indices {
            let token = tokens[index]
            while let last = open.last, last.end <= index { open.removeLast() }
            while nextStart < starts.count, startBounds[nextStart] == index {
                open.append((endBounds[nextStart], starts[nextStart]))
                nextStart += 1
            }
            // The code of an interpolation (`"\(kind.description)"`) is the enclosing body's too, nested
            // literals' included.
            if token.kind == .string {
                let literal = texts.literals[Int(token.number)]
                guard !literal.isOneText else { continue }
                let owner = open.last?.number ?? outsideOwner
                var pending = literal.interpolatedTokens
                while let innerTokens = pending.popLast() {
                    let inner = tokens.sublist(innerTokens)
                    for innerIndex in inner.indices {
                        let innerToken = inner[innerIndex]
                        if innerToken.kind == .string {
                            let nested = texts.literals[Int(innerToken.number)]
                            if !nested.isOneText { pending.append(contentsOf: nested.interpolatedTokens) }
                        }
                        guard innerToken.kind == .identifier else { continue }
                        collected.mention(at: innerIndex, in: inner, owner: owner)
                    }
                }
                continue
            }
            guard token.kind == .identifier else { continue }
            let name = Int(token.number)
            if index > 0 {
                let previous = tokens[index - 1]
                if previous.isDeclarationKeyword(in: [.var, .let]) {
                    if !isVariable[name] {
                        isVariable[name] = true
                        variableNumbers.append(token.number)
                    }
                    continue
                }
                if previous.isDeclarationKeyword(in: [.struct, .class, .enum, .actor, .protocol, .typealias, .func]) { continue }
            }
            collected.mention(at: index, in: tokens, owner: open.last?.number ?? outsideOwner)
        }
        let mentions = collected.mentions
        var memberMentions = collected.memberMentions
        var descriptionCallOwners = collected.descriptionCallOwners
        var ownerStarts = [Int](repeating: 0, count: members.count + 2)
        for mention in mentions { ownerStarts[Int(mention.owner) + 1] += 1 }
        for owner in 0...members.count { ownerStarts[owner + 1] += ownerStarts[owner] }
        var grouped = [UInt32](repeating: 0, count: mentions.count)
        var fill = ownerStarts
        for mention in mentions {
            grouped[fill[Int(mention.owner)]] = mention.name
            fill[Int(mention.owner)] += 1
        }
        func mentioned(by owner: Int) -> ArraySlice<UInt32> { grouped[ownerStarts[owner]..<ownerStarts[owner + 1]] }
        // Each set is made once, at its size, from distinct numbers: a name is hashed once per set it is in.
        var isCounted = [Bool](repeating: false, count: texts.nameCount)
        func distinct(_ numbers: ArraySlice<UInt32>) -> [UInt32] {
            var result: [UInt32] = []
            result.reserveCapacity(numbers.count)
            for number in numbers where !isCounted[Int(number)] {
                isCounted[Int(number)] = true
                result.append(number)
            }
            for number in result { isCounted[Int(number)] = false }
            return result
        }
        // The unspelled names, each once per owner, as (owner, text).
        var unspelled: [(owner: Int, name: String)] = []
        if !memberMentions.isEmpty || !descriptionCallOwners.isEmpty {
            memberMentions.sort { a, b in
                a.owner != b.owner ? a.owner < b.owner : a.type != b.type ? a.type < b.type : a.member < b.member
            }
            var previous: (owner: Int32, type: UInt32, member: UInt32)?
            for mention in memberMentions {
                if let previous, previous == mention { continue }
                previous = mention
                unspelled.append((Int(mention.owner), texts.name(mention.type) + "." + texts.name(mention.member)))
            }
            descriptionCallOwners.sort()
            var previousOwner: Int32 = -1
            for owner in descriptionCallOwners where owner != previousOwner {
                previousOwner = owner
                unspelled.append((Int(owner), descriptionCall))
            }
        }
        // The names of a list, each once: the spelled ones, then the unspelled ones no spelling of the
        // list already gives (a backticked identifier may be spelled `Type.member`).
        func names(_ numbers: [UInt32], unspelled extra: [String]) -> [String] {
            var result = numbers.map { texts.name($0) }
            let spelledCount = result.count
            for name in extra where !result[..<spelledCount].contains(name) { result.append(name) }
            return result
        }
        var unspelledOutside: [String] = []
        var unspelledByMember: [String: [String]] = [:]
        for (owner, name) in unspelled {
            if owner == outsideOwner {
                if !unspelledOutside.contains(name) { unspelledOutside.append(name) }
            } else {
                // Members of one name share a list: an unspelled name another of them has is left out.
                if unspelledByMember[members[owner].name]?.contains(name) != true {
                    unspelledByMember[members[owner].name, default: []].append(name)
                }
            }
        }
        let outside = names(distinct(mentioned(by: outsideOwner)), unspelled: unspelledOutside)
        // Members of one name (a `body` in each view) share a list, their numbers joined in member order.
        var numbersByMember: [String: [UInt32]] = Dictionary(minimumCapacity: members.count)
        for number in members.indices where !mentioned(by: number).isEmpty {
            numbersByMember[members[number].name, default: []].append(contentsOf: mentioned(by: number))
        }
        var byMember: [String: [String]] = Dictionary(minimumCapacity: numbersByMember.count + unspelledByMember.count)
        for (name, numbers) in numbersByMember {
            byMember[name] = names(distinct(numbers[...]), unspelled: unspelledByMember[name] ?? [])
        }
        for (name, extra) in unspelledByMember where numbersByMember[name] == nil {
            byMember[name] = extra
        }
        // Every name once, marked across all the lists rather than joined into one.
        var everyNumber: [UInt32] = []
        everyNumber.reserveCapacity(texts.nameCount)
        for numbers in [grouped, variableNumbers] {
            for number in numbers where !isCounted[Int(number)] {
                isCounted[Int(number)] = true
                everyNumber.append(number)
            }
        }
        var all = everyNumber.map { texts.name($0) }
        if !unspelled.isEmpty {
            // The unspelled names of every owner, each once: a `Type.member` pair is one text, and two
            // pairs are two texts unless a spelling holds a dot (a backticked identifier), when a set decides.
            var pairs = memberMentions.map { (type: $0.type, member: $0.member) }
            pairs.sort { $0.type != $1.type ? $0.type < $1.type : $0.member < $1.member }
            var extra: [String] = []
            var holdsDot = false
            var previous: (type: UInt32, member: UInt32)?
            for pair in pairs {
                if let previous, previous == pair { continue }
                previous = pair
                let (type, member) = (texts.name(pair.type), texts.name(pair.member))
                if type.utf8.contains(UInt8(ascii: ".")) || member.utf8.contains(UInt8(ascii: ".")) { holdsDot = true }
                extra.append(type + "." + member)
            }
            if !descriptionCallOwners.isEmpty { extra.append(descriptionCall) }
            if holdsDot {
                var seen = Set<String>()
                extra = extra.filter { seen.insert($0).inserted }
            }
            // Nor a text the file also spells (a backticked identifier), which is in the list already.
            for name in extra {
                if let number = texts.existingNumber(of: name), isCounted[Int(number)] { continue }
                all.append(name)
            }
        }
        return (outside, byMember, all)
    }

    /// What `references` gathers while it walks the tokens: each mention as its owner and name, the
    /// `Type.member` mentions and the owners that call `description(…)`. A struct with a mutating method,
    /// not a nested function capturing these lists, which the optimizer kept as boxed captures.
    private struct MentionCollector {
        let texts: TokenTexts
        /// By spelling number, the last owner that mentioned it: a name is listed once per owner in a row.
        var lastOwner: [Int32]
        /// Each mention as its owner and name, in one array; grouped by owner at the end (a list per member
        /// grew one allocation at a time).
        var mentions: [(owner: Int32, name: UInt32)] = []
        /// The mentions that are no spelling of the file: `Type.member` as its owner and two spelling
        /// numbers (made text once per owner at the end, not at every mention), a call `description(…)` by
        /// its owner. Lists, not a set per owner: each name then goes once into its owner's set and `all`.
        var memberMentions: [(owner: Int32, type: UInt32, member: UInt32)] = []
        var descriptionCallOwners: [Int32] = []
        /// By spelling number: 1 when the spelling starts with a capital A to Z, 0 when not, 2 until asked.
        var capitalized: [UInt8]

        init(texts: TokenTexts) {
            self.texts = texts
            lastOwner = [Int32](repeating: -1, count: texts.nameCount)
            capitalized = [UInt8](repeating: 2, count: texts.nameCount)
            mentions.reserveCapacity(texts.nameCount)
        }

        mutating func startsWithCapital(_ number: UInt32) -> Bool {
            if capitalized[Int(number)] == 2 {
                let initial = texts.name(number).unicodeScalars.first
                capitalized[Int(number)] = initial.map { ("A"..."Z").contains($0) } == true ? 1 : 0
            }
            return capitalized[Int(number)] == 1
        }

        /// What the identifier at `index` of `list` mentions: its name, and `Type.member` for a member named
        /// with its type (how a lazy static property is read); nothing for an argument label `description:`.
        mutating func mention(at index: Int, in list: TokenList, owner: Int) {
            let token = list[index]
            var isCall = false
            if token.isIdentifier(.description), index + 1 < list.count {
                let next = list[index + 1]
                // `description:` after `(` or `,` is an argument label (`@Parameter(description:)`), not a read.
                if next.isPunctuation(.colon), index > 0,
                    list[index - 1].isPunctuation(.openParen) || list[index - 1].isPunctuation(.comma)
                {
                    return
                }
                // `.description("…")` calls a function of that name (a widget configuration's modifier); only a
                // read without `(` can be a value's `description` property.
                isCall = next.isPunctuation(.openParen)
            }
            if isCall {
                descriptionCallOwners.append(Int32(owner))
            } else if lastOwner[Int(token.number)] != Int32(owner) {
                lastOwner[Int(token.number)] = Int32(owner)
                mentions.append((Int32(owner), token.number))
            }
            if index > 1, list[index - 1].isPunctuation(.dot), list[index - 2].kind == .identifier,
                startsWithCapital(list[index - 2].number)
            {
                memberMentions.append((Int32(owner), list[index - 2].number, token.number))
            }
        }
    }

    /// Attributes with which the system or the Objective-C runtime creates a type no code names.
    private static let creatingAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain", "IBDesignable"]

    /// `SourceScan.declaresOnlyNamedTypes`. Statements outside any type compile only in `main.swift`, which
    /// the caller leaves out: declarations are all that is looked at.
    private static func declaresOnlyNamedTypes(_ tokens: TokenList) -> Bool {
        var depth = 0
        var declaresType = false
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation(.at), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                let name = tokens.text(index + 1)
                if creatingAttributes.contains(name) { return false }
                if name == "objc", index + 2 < tokens.count, tokens[index + 2].isPunctuation(.openParen) { return false }
            }
            if token.isPunctuation(.openBrace) {
                depth += 1
            } else if token.isPunctuation(.closeBrace) {
                depth = max(depth - 1, 0)
            } else if depth == 0, token.kind == .identifier {
                if token.isDeclarationKeyword(in: [.struct, .class, .enum]) {
                    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier, !tokens[index + 1].isKeyword,
                        !commonNames.contains(tokens.text(index + 1))
                    else { return false }
                    declaresType = true
                } else if token.isDeclarationKeyword(in: [.func, .var, .let, .extension, .protocol, .actor, .typealias, .initializer, .subscript])
                    || ["operator", "precedencegroup", "macro"].contains(tokens.text(index))
                {
                    return false
                }
            }
        }
        return declaresType
    }

    /// `SourceScan.declaresOnlyValueTypes`: like `declaresOnlyNamedTypes`, for structures and enumerations
    /// and the file's own extensions of them; any `@objc` refuses the file (an `@objc enum` is an
    /// Objective-C type, which Objective-C code may make).
    private static func declaresOnlyValueTypes(_ tokens: TokenList) -> Bool {
        var depth = 0
        var declared: Set<String> = []
        var extended: [String] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation(.at), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                let name = tokens.text(index + 1)
                if creatingAttributes.contains(name) || name == "objc" || name == "objcMembers" { return false }
            }
            if token.isPunctuation(.openBrace) {
                depth += 1
            } else if token.isPunctuation(.closeBrace) {
                depth = max(depth - 1, 0)
            } else if depth == 0, token.kind == .identifier {
                if token.isDeclarationKeyword(in: [.struct, .enum, .extension]) {
                    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier, !tokens[index + 1].isKeyword else {
                        return false
                    }
                    let name = tokens.text(index + 1)
                    if token.isDeclarationKeyword(in: .extension) {
                        // `extension Outer.Inner` adds to a type this scan does not tell apart.
                        if index + 2 < tokens.count, tokens[index + 2].isPunctuation(.dot) { return false }
                        extended.append(name)
                    } else {
                        guard !commonNames.contains(name) else { return false }
                        declared.insert(name)
                    }
                } else if token.isDeclarationKeyword(in: [.class, .func, .var, .let, .protocol, .actor, .typealias, .initializer, .subscript])
                    || ["operator", "precedencegroup", "macro"].contains(tokens.text(index))
                {
                    return false
                }
            }
        }
        return !declared.isEmpty && extended.allSatisfy(declared.contains)
    }

    /// What each declared type, extension and protocol inherits, as its inheritance clause names it (up to
    /// the body or a `where`); a type whose body overrides `description` also lists CustomStringConvertible.
    private static func conformances(in tokens: TokenList, types: [(name: String, body: Range<Int>)]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        // One pass: the declarations' clauses, and each `override var description` (a second pass over
        // every token for it cost as much as the first).
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
            if tokens[index].isDeclarationKeyword(in: .var) {
                if let type = overriddenDescriptionType(at: index, in: tokens, types: types) {
                    result[type, default: []].insert("CustomStringConvertible")
                }
                continue
            }
            // `class var`, `class func`: a member, not a type.
            guard tokens[index].isDeclarationKeyword(in: [.struct, .class, .enum, .actor, .extension, .protocol]),
                tokens[index + 1].kind == .identifier, !tokens[index + 1].isKeyword
            else { continue }
            var cursor = index + 2
            var inClause = false
            while cursor < tokens.count, cursor < index + 60 {
                let token = tokens[cursor]
                if token.isPunctuation(.openBrace) || token.isPunctuation(.closeBrace) || token.isPunctuation(.semicolon)
                    || token.isIdentifier(.where)
                {
                    break
                }
                if token.isPunctuation(.colon) { inClause = true }
                // Generic arguments (`Box<Element>`) are not conformances; `<` is an operator token.
                if token.kind == .operator, tokens.text(of: token).hasPrefix("<"), let close = closingAngle(after: cursor, in: tokens) {
                    cursor = close + 1
                    continue
                }
                if inClause, token.kind == .identifier, !token.isKeyword {
                    result[tokens.text(index + 1), default: []].insert(tokens.text(of: token))
                }
                cursor += 1
            }
        }
        return result
    }

    /// For `override var description` at `index` (the `var`), the innermost type declaring it.
    private static func overriddenDescriptionType(at index: Int, in tokens: TokenList, types: [(name: String, body: Range<Int>)]) -> String? {
        guard tokens[index + 1].isIdentifier(.description) else { return nil }
        var before = index - 1
        var overrides = false
        while before >= 0, tokens[before].kind == .identifier,
            tokens.text(before) == "override" || declarationModifiers.contains(tokens.text(before))
        {
            if tokens.text(before) == "override" { overrides = true }
            before -= 1
        }
        guard overrides,
            let type = types.filter({ $0.body.contains(index) }).max(by: { $0.body.lowerBound < $1.body.lowerBound })
        else { return nil }
        return type.name
    }

    /// The `>` closing a generic clause opened at `open`, counting nested `<`; nil past a body or statement.
    private static func closingAngle(after open: Int, in tokens: TokenList) -> Int? {
        var depth = 0
        var cursor = open
        while cursor < tokens.count, cursor < open + 40 {
            let token = tokens[cursor]
            if token.isPunctuation(.openBrace) || token.isPunctuation(.semicolon) { return nil }
            if token.kind == .operator {
                depth += tokens.text(of: token).filter { $0 == "<" }.count - tokens.text(of: token).filter { $0 == ">" }.count
                if depth <= 0 { return cursor }
            }
            cursor += 1
        }
        return nil
    }

    /// The bodies of types and extensions, with the type's name.
    private static func typeBodies(in tokens: TokenList, brackets: BracketTable) -> [(name: String, body: Range<Int>)] {
        var result: [(name: String, body: Range<Int>)] = []
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
            guard tokens[index].isDeclarationKeyword(in: [.struct, .class, .enum, .actor, .extension, .protocol]),
                tokens[index + 1].kind == .identifier
            else { continue }
            var cursor = index + 2
            while cursor < tokens.count, cursor < index + 60, !tokens[cursor].isPunctuation(.openBrace) {
                if tokens[cursor].isPunctuation(.closeBrace) || tokens[cursor].isPunctuation(.semicolon) { break }
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunctuation(.openBrace), let close = brackets[cursor], close > cursor + 1 else { continue }
            result.append((tokens.text(index + 1), (cursor + 1)..<close))
        }
        return result
    }

    /// The name under which a call `description(…)` and a function `func description` are recorded: the
    /// property `description` of every `CustomStringConvertible` type shares the spelling, not the member.
    static let descriptionCall = "description()"

    /// The bodies of functions, initializers and computed properties, with their names. An instance's
    /// computed `description` is named with the type whose body holds it (`Kind.description`): the system
    /// reads it only where a value of that type becomes text, so whether it runs is the type's question.
    private static func memberBodies(
        in tokens: TokenList, brackets: BracketTable, types: [(name: String, body: Range<Int>)]
    ) -> [(name: String, body: Range<Int>)] {
        var result: [(name: String, body: Range<Int>)] = []
        for index in tokens.indices where tokens[index].isDeclarationKeyword(in: [.func, .var, .initializer, .subscript]) {
            let keyword = tokens[index]
            let isVar = keyword.isDeclarationKeyword(in: .var)
            var name: String
            var cursor = index + 1
            if keyword.isDeclarationKeyword(in: [.func, .var]) {
                guard cursor < tokens.count, tokens[cursor].kind == .identifier else { continue }
                name = tokens.text(cursor)
                cursor += 1
            } else {
                name = tokens.text(of: keyword)
            }
            // Up to the body's `{`, skipping parameter lists and types; a `var` with `=` is stored.
            var found: Int?
            while cursor < tokens.count, cursor < index + 200 {
                let current = tokens[cursor]
                if current.isPunctuation(.openParen) || current.isPunctuation(.openBracket) {
                    cursor = brackets.skipGroup(at: cursor) ?? cursor + 1
                    continue
                }
                if current.isPunctuation(.openBrace) {
                    found = cursor
                    break
                }
                if current.isPunctuation(.closeBrace) || current.isPunctuation(.semicolon)
                    || (isVar && current.isOperator(.equals))
                    || current.isDeclarationKeyword(in: [.func, .var, .let, .struct, .class, .enum, .case])
                {
                    break
                }
                cursor += 1
            }
            guard let open = found, let close = brackets[open], close > open + 1 else { continue }
            if name == "description" {
                if keyword.isDeclarationKeyword(in: .func) {
                    name = descriptionCall
                } else if !isTypeMember(declarationAt: index, in: tokens),
                    let type = types.filter({ $0.body.contains(index) }).max(by: { $0.body.lowerBound < $1.body.lowerBound })
                {
                    // A `static var description` stays unqualified: App Intents read an intent's this way.
                    name = type.name + ".description"
                }
            }
            result.append((name, (open + 1)..<close))
        }
        return result + lazyStaticInitializers(in: tokens, brackets: brackets)
    }

    /// Keywords that begin the next declaration, ending a property's value.
    private static let declarationStarts: DeclarationKeywords = [
        .func, .var, .let, .struct, .class, .enum, .actor, .case, .initializer, .subscript, .typealias, .protocol, .extension,
    ]

    /// Modifiers that may stand between `static` and `let`/`var`.
    private static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "nonisolated", "dynamic",
    ]

    /// The initial values of `static let`/`static var` properties declared in a type without an inheritance
    /// clause (`class Texts { static let title = NSLocalizedString(…) }`, `enum Strings { … }`), each named
    /// `Type.property`. Swift computes a static property the first time code reads it, so such a value is
    /// shown only where code reads `Type.property` (a bare `title` elsewhere is another type's).
    /// A type that conforms only to the standard library's protocols (`enum Theme: Int, CaseIterable`), or
    /// to protocols of the same file that refine nothing else, is made lazily too, but its property is named
    /// by its bare name: a protocol of its own may require it, so generic code (`T.titles`) or `Self.titles`
    /// reads it. A type that conforms to anything else is left alone: the system reads static requirements
    /// (`title`, `typeDisplayRepresentation`) no code names.
    private static func lazyStaticInitializers(in tokens: TokenList, brackets: BracketTable) -> [(name: String, body: Range<Int>)] {
        var result: [(name: String, body: Range<Int>)] = []
        let languageOnly = languageOnlyProtocols(in: tokens)
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
            guard tokens[index].isDeclarationKeyword(in: [.struct, .class, .enum, .actor]), tokens[index + 1].kind == .identifier,
                let header = inheritanceClause(ofDeclarationAt: index, in: tokens),
                header.inherited.allSatisfy({ languageConformances.contains($0) || languageOnly.contains($0) })
            else { continue }
            let (cursor, isPlain) = (header.body, header.inherited.isEmpty)
            guard cursor < tokens.count, tokens[cursor].isPunctuation(.openBrace), let close = brackets[cursor] else { continue }
            // The type's own members: nested bodies are skipped whole.
            var member = cursor + 1
            while member < close {
                if let end = brackets.skipGroup(at: member), end > member + 1 {
                    member = end
                    continue
                }
                defer { member += 1 }
                guard tokens[member].isDeclarationKeyword(in: [.let, .var]), member + 1 < close,
                    tokens[member + 1].kind == .identifier, isStatic(declarationAt: member, in: tokens)
                else { continue }
                // Up to `=`: a static property without one is computed (a member already) or has no value.
                var equals = member + 2
                while equals < close, !tokens[equals].isOperator(.equals),
                    !tokens[equals].isPunctuation(.openBrace), !tokens[equals].isPunctuation(.semicolon)
                {
                    equals = brackets.skipGroup(at: equals) ?? equals + 1
                }
                guard equals < close, tokens[equals].isOperator(.equals) else { continue }
                let end = valueEnd(after: equals, before: close, in: tokens, brackets: brackets)
                guard end > equals + 1 else { continue }
                let property = tokens.text(member + 1)
                result.append((isPlain ? tokens.text(index + 1) + "." + property : property, (equals + 1)..<end))
                member = end - 1
            }
        }
        return result
    }

    /// Where the value of a property whose `=` is at `equals` ends: at the next declaration, statement
    /// separator or the type's end (`close`).
    private static func valueEnd(after equals: Int, before close: Int, in tokens: TokenList, brackets: BracketTable) -> Int {
        var end = equals + 1
        while end < close {
            let token = tokens[end]
            if token.isPunctuation(.semicolon) || token.isPunctuation(.at) || token.isIdentifier(.deinit)
                || token.isDeclarationKeyword(in: Self.declarationStarts)
                || (token.kind == .identifier
                    && (tokens.text(of: token) == "static" || declarationModifiers.contains(tokens.text(of: token)))
                    && end + 1 < close && tokens[end + 1].kind == .identifier)
            {
                break
            }
            end = brackets.skipGroup(at: end) ?? end + 1
        }
        return end
    }

    /// `SourceScan.staticMemberOnlyTexts`: the texts written only inside one static function, computed
    /// property or property value of a structure or enumeration whose inheritance clause names only the
    /// standard library's protocols and the file's own that refine only those (as `lazyStaticInitializers`
    /// asks), each member named as `memberBodies` names it: a function or computed property by its name, a
    /// property's value as `Type.property` in a type that conforms to nothing, by its name in one that
    /// conforms. A class is left out (Objective-C may call its members), and so is a `description`. With
    /// them, the names of those declared `public` or `open` (another module may call them).
    /// `texts` are the file's texts with their offsets; those in `besides` are never any member's alone.
    static func staticMemberOnlyTexts(
        in tokens: TokenList, brackets: BracketTable, texts: [(text: String, offset: Int)], besides: Set<String>
    ) -> (texts: [String: Set<String>], publicMembers: Set<String>) {
        var spans: [(name: String, start: Int, end: Int)] = []
        var publicNames: Set<String> = []
        let languageOnly = languageOnlyProtocols(in: tokens)
        func span(_ name: String, from first: Int, to end: Int) {
            spans.append((name, tokens.offset(at: first), end < tokens.count ? tokens.offset(at: end) : Int.max))
        }
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
            guard tokens[index].isDeclarationKeyword(in: [.struct, .enum]), tokens[index + 1].kind == .identifier,
                let header = inheritanceClause(ofDeclarationAt: index, in: tokens),
                header.inherited.allSatisfy({ languageConformances.contains($0) || languageOnly.contains($0) })
            else { continue }
            let (open, isPlain) = (header.body, header.inherited.isEmpty)
            guard open < tokens.count, tokens[open].isPunctuation(.openBrace), let close = brackets[open] else { continue }
            // The type's own members: nested bodies are skipped whole.
            var member = open + 1
            while member < close {
                if let end = brackets.skipGroup(at: member), end > member + 1 {
                    member = end
                    continue
                }
                defer { member += 1 }
                let keyword = tokens[member]
                guard keyword.isDeclarationKeyword(in: [.func, .var, .let]), member + 1 < close,
                    tokens[member + 1].kind == .identifier, isStatic(declarationAt: member, in: tokens)
                else { continue }
                let name = tokens.text(member + 1)
                guard name != "description" else { continue }
                // Another module may call a public member: only the module's own code can call the others.
                let isPublicMember = isPublic(declarationAt: member, in: tokens)
                // Up to the body's `{` or the value's `=`, skipping parameter lists and types.
                var cursor = member + 2
                while cursor < close {
                    let current = tokens[cursor]
                    if current.isPunctuation(.openParen) || current.isPunctuation(.openBracket) {
                        cursor = brackets.skipGroup(at: cursor) ?? cursor + 1
                        continue
                    }
                    if current.isPunctuation(.openBrace) || current.isOperator(.equals) || current.isPunctuation(.semicolon)
                        || current.isPunctuation(.closeBrace) || current.isDeclarationKeyword(in: Self.declarationStarts)
                    {
                        break
                    }
                    cursor += 1
                }
                guard cursor < close else { continue }
                if tokens[cursor].isOperator(.equals) {
                    guard !keyword.isDeclarationKeyword(in: .func) else { continue }
                    let end = valueEnd(after: cursor, before: close, in: tokens, brackets: brackets)
                    guard end > cursor + 1 else { continue }
                    let spanName = isPlain ? tokens.text(index + 1) + "." + name : name
                    span(spanName, from: cursor + 1, to: end)
                    if isPublicMember { publicNames.insert(spanName) }
                    member = end - 1
                } else if tokens[cursor].isPunctuation(.openBrace), !keyword.isDeclarationKeyword(in: .let),
                    let end = brackets[cursor], end > cursor + 1
                {
                    span(name, from: cursor + 1, to: end)
                    if isPublicMember { publicNames.insert(name) }
                    member = end
                }
            }
        }
        guard !spans.isEmpty else { return ([:], []) }
        let only = textsOnlyIn(spans, texts, besides: besides)
        return (only, publicNames.filter { only[$0] != nil })
    }

    /// The standard library's protocols and raw-value types, whose requirements no system framework reads
    /// from a type's static properties.
    private static let languageConformances: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Character", "CaseIterable", "Codable", "Decodable", "Encodable", "Equatable",
        "Hashable", "Comparable", "Identifiable", "Sendable", "RawRepresentable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Error", "OptionSet", "AnyObject",
    ]

    /// The protocols the file declares that refine only `languageConformances` (or other such protocols
    /// of the file): requirements of the app's own, which only its code reads.
    private static func languageOnlyProtocols(in tokens: TokenList) -> Set<String> {
        var refined: [String: [String]] = [:]
        for index in tokens.indices where tokens[index].isDeclarationKeyword(in: .protocol) && index + 1 < tokens.count {
            guard tokens[index + 1].kind == .identifier, let header = inheritanceClause(ofDeclarationAt: index, in: tokens)
            else { continue }
            refined[tokens.text(index + 1)] = header.inherited
        }
        var result: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, inherited) in refined where !result.contains(name)
                && inherited.allSatisfy({ languageConformances.contains($0) || result.contains($0) })
            {
                result.insert(name)
                grew = true
            }
        }
        return result
    }

    /// The names the inheritance clause of the type or protocol declared at `index` lists, and the index of
    /// the token ending its header (the body's `{` when it has one); nil for a generic declaration or one
    /// with a `where` clause, whose constraints this does not read.
    private static func inheritanceClause(ofDeclarationAt index: Int, in tokens: TokenList) -> (inherited: [String], body: Int)? {
        var cursor = index + 2
        var inherited: [String] = []
        var inClause = false
        while cursor < tokens.count, cursor < index + 60, !tokens[cursor].isPunctuation(.openBrace) {
            let token = tokens[cursor]
            if token.isPunctuation(.closeBrace) || token.isPunctuation(.semicolon) { break }
            if token.isIdentifier(.where) || (token.kind == .operator && tokens.text(of: token).hasPrefix("<")) { return nil }
            if token.isPunctuation(.colon) {
                inClause = true
            } else if inClause, token.kind == .identifier {
                inherited.append(tokens.text(of: token))
            } else if inClause, !token.isPunctuation(.comma), !token.isPunctuation(.dot) {
                // `@unchecked Sendable`, `~Copyable`: a clause this does not read.
                return nil
            }
            cursor += 1
        }
        return (inherited, cursor)
    }

    /// Whether the `var` or `func` at `index` declares a member of the type itself: `static` or `class`
    /// among its modifiers.
    private static func isTypeMember(declarationAt index: Int, in tokens: TokenList) -> Bool {
        var before = index - 1
        while before >= 0, tokens[before].kind == .identifier {
            let word = tokens.text(before)
            if word == "static" || word == "class" { return true }
            guard word == "override" || declarationModifiers.contains(word) else { return false }
            before -= 1
        }
        return false
    }

    /// Whether the declaration at `index` is `public` or `open` among its modifiers.
    private static func isPublic(declarationAt index: Int, in tokens: TokenList) -> Bool {
        var before = index - 1
        while before >= 0, tokens[before].kind == .identifier {
            let word = tokens.text(before)
            if word == "public" || word == "open" { return true }
            guard word == "static" || word == "override" || declarationModifiers.contains(word) else { return false }
            before -= 1
        }
        return false
    }

    /// Whether the `let`/`var` at `index` is preceded by `static` among its modifiers.
    private static func isStatic(declarationAt index: Int, in tokens: TokenList) -> Bool {
        var before = index - 1
        while before >= 0 {
            let token = tokens[before]
            if token.isIdentifier(.static) { return true }
            if token.isPunctuation(.closeParen), before >= 3, tokens[before - 1].isIdentifier(.set),
                tokens[before - 2].isPunctuation(.openParen)
            {
                before -= 3
                continue
            }
            guard token.kind == .identifier, declarationModifiers.contains(tokens.text(of: token)) else { return false }
            before -= 1
        }
        return false
    }

    /// Scans the given files (in the given order), collecting per-file errors instead of stopping,
    /// then resolves interpolation types across all of them.
    public static func scan(
        files paths: [String], environment: BuildEnvironment = defaultEnvironment, routines: [LocalizationRoutine] = []
    ) -> TargetScan {
        let results = ParallelMap.map(paths) { path -> Result<SourceScan, InputError> in
            do throws(InputError) {
                return .success(try scan(path: path, environment: environment, routines: routines))
            } catch {
                return .failure(error)
            }
        }
        var scans: [SourceScan] = []
        var errors: [InputError] = []
        for result in results {
            switch result {
            case .success(let scan): scans.append(scan)
            case .failure(let error): errors.append(error)
            }
        }
        return resolve(scans, errors: errors)
    }

    /// Resolves each file's unresolved interpolations with the declarations of all files.
    public static func resolve(_ scans: [SourceScan], errors: [InputError] = []) -> TargetScan {
        // A name whose type a file does not show hides only that file's other declarations, not the target's.
        var targetSymbols = SymbolTable(minimumCapacity: scans.reduce(0) { $0 + $1.declarations.count })
        // Scans are named by index: each copy of one (as `for scan in scans` makes) retained every string and
        // array it holds.
        for file in scans.indices {
            let declarations = scans[file].declarations
            for index in declarations.indices where declarations[index].typeName != SymbolDeclaration.unknownType {
                targetSymbols.add(
                    name: declarations[index].name, typeName: declarations[index].typeName,
                    isMember: declarations[index].isMember)
            }
        }
        let symbols = targetSymbols
        var allAliases: [String: LocalizableUse.BundleReference] = [:]
        for file in scans.indices where !scans[file].bundleAliases.isEmpty {
            allAliases.merge(scans[file].bundleAliases) { first, _ in first }
        }
        let aliases = allAliases
        // A wrapper's format values are typed by the declarations its own file sees.
        let parameters = scans.indices.flatMap { index in
            scans[index].localizableParameters.map { parameter in
                guard let values = parameter.formatValues, values.contains(where: { $0.specifier == nil && $0.referencePath != nil })
                else { return parameter }
                var parameter = parameter
                let file = SymbolTable(scans[index].declarations)
                // Typed here or never: the calls' files do not see the wrapper's names.
                parameter.formatValues = values.map { value in
                    var value = Self.typed(value, file: file, target: symbols)
                    value.referencePath = nil
                    return value
                }
                return parameter
            }
        }
        let parametersByCallee = Dictionary(grouping: parameters, by: \.callee)
        // Each file on its own, so on both cores: on the calling thread alone this was an eighth of the
        // wall time of a 5,000-file scan.
        // Each scan copied once, into the result: mapping the scans themselves copied each on the way in too.
        let resolved = ParallelMap.map(Array(scans.indices)) { index -> SourceScan in
            // Made for the first placeholder that needs it: most files have none.
            var fileSymbols: SymbolTable?
            var copy = scans[index]
            let declarations = copy.declarations
            var uses = copy.localizableUses
            if !parametersByCallee.isEmpty {
                let routineUses = copy.literalArguments.compactMap { argument -> LocalizableUse? in
                    let matching = parametersByCallee[argument.callee]?.filter(argument.matches) ?? []
                    guard let first = matching.first else { return nil }
                    var use = argument.use
                    // Formatted only when every declaration the call may mean formats its key alike.
                    if matching.allSatisfy({ $0.formatValues == first.formatValues }) { use.formatValues = first.formatValues }
                    return use
                }
                if !routineUses.isEmpty {
                    uses = (uses + routineUses).sorted { $0.location < $1.location }
                }
            }
            copy.literalArguments = []
            copy.localizableUses = uses.map { use in
                var use = use
                if case .alias(let name) = use.bundle { use.bundle = aliases[name] ?? .unknown }
                use.segments = use.segments.map { segment in
                    guard case .placeholder(var placeholder) = segment, placeholder.specifier == nil,
                        let path = placeholder.referencePath
                    else { return segment }
                    let file = fileSymbols ?? SymbolTable(declarations)
                    fileSymbols = file
                    placeholder.specifier = InterpolationTyping.resolve(path: path, file: file, target: symbols)
                    return .placeholder(placeholder)
                }
                if let values = use.formatValues, values.contains(where: { $0.specifier == nil && $0.referencePath != nil }) {
                    let file = fileSymbols ?? SymbolTable(declarations)
                    fileSymbols = file
                    use.formatValues = values.map { Self.typed($0, file: file, target: symbols) }
                }
                return use
            }
            return copy
        }
        return TargetScan(files: resolved, errors: errors)
    }

    /// A value's placeholder with the type its name's declaration gives, where the file or target shows one.
    private static func typed(
        _ placeholder: LocalizableUse.Placeholder, file: SymbolTable, target: SymbolTable
    ) -> LocalizableUse.Placeholder {
        guard placeholder.specifier == nil, let path = placeholder.referencePath else { return placeholder }
        var placeholder = placeholder
        placeholder.specifier = InterpolationTyping.resolve(path: path, file: file, target: target)
        return placeholder
    }

    /// Every `.swift` file under a folder, sorted by path; `.build` and hidden folders are skipped. A file
    /// reached through a symbolic link is listed only when it lies inside `root` (the folder itself when
    /// nil): a link to `/etc/passwd` named `Secrets.swift` is not source of the project.
    public static func swiftFiles(in directory: String, within root: ProjectRoot? = nil) throws(InputError) -> [String] {
        guard PathKind.isFolder(directory) else {
            throw InputError("no such folder", path: directory)
        }
        let root = root ?? ProjectRoot(directory)
        var files: [String] = []
        var pending = [directory]
        // An explicit work list rather than recursion: folder depth is input.
        while let folder = pending.popLast() {
            guard let entries = FolderListing.entries(of: folder) else {
                throw InputError("cannot read folder", path: folder)
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
                let isLink = entry.type == .symbolicLink
                let target: FileType
                if isLink {
                    // A link that names nothing is skipped, as a missing file is.
                    guard let linked = PathKind(path: path)?.target else { continue }
                    target = linked
                } else {
                    target = entry.type
                }
                if target == .folder {
                    // Symbolic links to folders are not followed, so a link cycle cannot loop forever.
                    if !isLink { pending.append(path) }
                } else if entry.name.hasSuffix(".swift"), !isLink || root.admits(path) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// Scans every `.swift` file under a folder as one target.
    public static func scanDirectory(_ path: String) throws(InputError) -> TargetScan {
        scan(files: try swiftFiles(in: path))
    }
}
