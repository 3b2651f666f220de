import Foundation
import SafeFiles

/// The texts of the project's files that may name a class of an app's own code without being its Swift
/// code: Objective-C and C sources and headers, storyboards and xibs, property lists (a principal class, a
/// scene delegate), Core Data models (`representedClassName`), intent definitions, xcconfig files and the
/// Info.plist settings of project files (`INFOPLIST_KEY_…`), and every Swift file (a target leaves out its
/// own, which reachability follows by name). Read only when a target has a view no Swift code names
/// (`UnreachedFrameworkCode`), from the current folder, which must hold every module's files: the names
/// asked together are looked for in one reading, and each answer is kept for the rest of the run. Targets
/// are scanned on several threads, which ask it one at a time (`lock`).
final class ProjectFileTexts: @unchecked Sendable {
    /// Calls that make a class from a string at run time: where the project has one, any class may be made.
    static let runtimeClassLookups: Set<String> = ["NSClassFromString", "objc_getClass", "objc_lookUpClass", "classNamed"]

    /// Whether a name is one of `runtimeClassLookups`, asked of every name every file mentions: its length
    /// (kept by the string) rules out almost every name, and four string comparisons cost less than hashing
    /// the rest for the set (comparing with a literal longer than 15 bytes took 60 instructions, 830,000 times
    /// on IceCubesApp).
    static func isRuntimeClassLookup(_ name: String) -> Bool {
        switch name.utf8.count {
        case 10, 13, 16, 17: break
        default: return false
        }
        switch name {
        case "NSClassFromString", "objc_getClass", "objc_lookUpClass", "classNamed": return true
        default: return false
        }
    }

    private static let extensions: Set<String> = [
        "swift", "h", "hh", "hpp", "m", "mm", "c", "cc", "cpp", "plist", "storyboard", "xib", "intentdefinition", "xcconfig",
    ]

    private let root: String
    /// How many files are read on both cores rather than in turn (`filesWorthThreads`).
    private let readsOnThreadsFrom: Int

    /// Nil when a module's file lies outside the current folder: the files that may name its classes are
    /// not all known, and the folders above are not the project's to walk.
    init?(modules: [ProjectPlan.Module]) {
        let current = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        for module in modules {
            for path in module.sourceFiles + module.interfaceFiles where path.hasPrefix("/") || Self.hasDoubleDot(path) {
                let absolute = ((path.hasPrefix("/") ? path : current + "/" + path) as NSString).standardizingPath
                guard absolute.hasPrefix(current == "/" ? "/" : current + "/") else { return nil }
            }
        }
        root = current
        readsOnThreadsFrom = Self.filesWorthThreads
    }

    /// The texts of the files under `root`, read on both cores from `filesWorthThreads` files.
    init(root: String, filesWorthThreads: Int = ProjectFileTexts.filesWorthThreads) {
        self.root = root
        self.readsOnThreadsFrom = filesWorthThreads
    }

    /// Whether `path` holds `..` anywhere, found among its bytes: Foundation's `contains` compared the path
    /// through a locale-aware search, thousands of instructions for each of a large target's files.
    static func hasDoubleDot(_ path: String) -> Bool {
        var previousIsDot = false
        for byte in path.utf8 {
            let isDot = byte == UInt8(ascii: ".")
            if isDot, previousIsDot { return true }
            previousIsDot = isDot
        }
        return false
    }

    /// The files (each as its path from the current folder, and absolute) that hold `word`: as a run of
    /// letters, digits and `_` (and non-ASCII bytes, which a name may hold), or as a piece of one between
    /// digits (`ClockView` in the mangled `_TtC4Tide9ClockView`). Words given to `prepare` together are
    /// looked for in one reading of the files.
    func files(holding word: String) -> [(relative: String, absolute: String)] {
        lock.lock()
        defer { lock.unlock() }
        if found[word] == nil { prepareLocked([word]) }
        return (found[word] ?? []).map { paths[$0] }
    }

    /// Looks for each of `words` not looked for yet, reading every file once for all of them. Each word is
    /// searched for among a file's bytes (`memmem`) and kept where it stands as a word or a piece of one:
    /// indexing every word of every file as a string cost a large project a fifth of its check.
    func prepare(_ words: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        prepareLocked(words)
    }

    private func prepareLocked(_ words: Set<String>) {
        let wanted = words.filter { found[$0] == nil }.map { (word: $0, bytes: Array($0.utf8), pivot: Self.pivot(of: Array($0.utf8))) }
        guard !wanted.isEmpty else { return }
        var holders = wanted.map { _ in [Int]() }
        let files = listedFiles()
        // Which of the words each file holds is all that is kept of it, and recorded: an edit that leaves
        // that as it was leaves the replay's look-past (`InputLog`) open.
        let parameters = InputLog.isRecording ? Self.parameters(of: wanted.map(\.word)) : []
        let needles = wanted.map { ($0.bytes, $0.pivot) }
        // The whole project's files are read for the words, while every other target waits for the lock: on
        // both cores from a few dozen files (IceCubesApp's re-run read 400 on one thread, the other core idle).
        let heldByFile = parallelMap(Array(files.indices), inParallel: files.count >= readsOnThreadsFrom) { number -> [Int] in
            let file = files[number]
            guard let contents = try? FileContents.read(file.absolute, kind: .projectFile, purpose: .derivation) else { return [] }
            let held = Self.heldWords(needles, in: contents.bytes, isProjectFile: file.isProjectFile)
            if InputLog.isRecording {
                InputLog.recordDerived(
                    path: file.absolute, kind: .projectFile, derivation: Self.derivation, parameters: parameters,
                    answer: Self.answer(held: held))
            }
            return held
        }
        for (number, held) in heldByFile.enumerated() {
            for index in held { holders[index].append(number) }
        }
        for (index, word) in wanted.enumerated() { found[word.word] = holders[index] }
    }

    static let filesWorthThreads = 64

    /// The indices of the `words` a file's bytes hold. A project file names every source file: only its
    /// Info.plist settings can name a class.
    private static func heldWords(_ words: [(bytes: [UInt8], pivot: Int)], in bytes: [UInt8], isProjectFile: Bool) -> [Int] {
        var bytes = bytes
        if isProjectFile {
            bytes = Array(bytes.split(separator: UInt8(ascii: "\n")).filter { holds($0, infoPlistSetting) }
                .joined(separator: [UInt8(ascii: "\n")]))
        }
        return words.indices.filter { holdsWord(words[$0].bytes, pivot: words[$0].pivot, in: bytes) }
    }

    /// The name of the `.derived` question which of some words a project file holds.
    static let derivation = "names held"

    /// The words asked, in the order their indices count.
    private static func parameters(of words: [String]) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(words)
        return writer.bytes
    }

    private static func answer(held: [Int]) -> InputLog.DerivedAnswer {
        var writer = BinaryWriter()
        for index in held { writer.write(UInt64(index)) }
        return InputLog.DerivedAnswer(hash: contentHash(writer.bytes))
    }

    /// Its answer for a file's bytes and the words asked (its parameters).
    static let heldAnswer: InputLog.Derivation = { bytes, path, parameters in
        var reader = BinaryReader(parameters)
        guard let words = try? reader.readStrings(), reader.isAtEnd else { return nil }
        let wanted = words.map { word in (bytes: Array(word.utf8), pivot: pivot(of: Array(word.utf8))) }
        return answer(held: heldWords(wanted, in: bytes, isProjectFile: nameAndExtension(path).extension == "pbxproj"))
    }

    /// Held while the state below is read or written.
    private let lock = NSLock()
    private var found: [String: [Int]] = [:]
    private var listed: [(relative: String, absolute: String, isProjectFile: Bool)]?
    private var paths: [(relative: String, absolute: String)] = []

    private func listedFiles() -> [(relative: String, absolute: String, isProjectFile: Bool)] {
        if let listed { return listed }
        var files: [(relative: String, absolute: String, isProjectFile: Bool)] = []
        for relative in FolderWalk.relativeFiles(under: root, within: ProjectRoot(root)) {
            let (name, pathExtension) = Self.nameAndExtension(relative)
            let isModel = name == "contents" && relative.contains(".xcdatamodel/")
            guard Self.extensions.contains(String(pathExtension)) || isModel || pathExtension == "pbxproj" else { continue }
            files.append((relative, root == "/" ? "/" + relative : root + "/" + relative, pathExtension == "pbxproj"))
        }
        listed = files
        paths = files.map { ($0.relative, $0.absolute) }
        return files
    }

    /// The last component of a path and what follows its last dot (none for a name that starts with its
    /// only dot, `.gitignore`), from the bytes: `NSString`'s path methods cost more than reading the file.
    static func nameAndExtension(_ path: String) -> (name: Substring, extension: Substring) {
        let utf8 = path.utf8
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        let name = path[nameStart...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return (name, "") }
        return (name, name[name.utf8.index(after: dot)...])
    }

    private static let infoPlistSetting = Array("INFOPLIST_KEY_".utf8)

    private static func holds(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard line.count >= needle.count else { return false }
        var start = line.startIndex
        while start + needle.count <= line.endIndex {
            if line[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// Where in `word` its rarest byte is: the byte searched for. Its first byte, a capital or `o`, is in
    /// every other line of code.
    static func pivot(of word: [UInt8]) -> Int {
        word.indices.min { rarity(word[$0]) < rarity(word[$1]) } ?? 0
    }

    /// Whether `word` stands in `bytes` as a word or a piece of one: each place its bytes occur, with
    /// neither neighbour a letter, `_` or non-ASCII byte, and a digit beside it only where the word itself
    /// has none (a piece between digits has none). Searches for the byte at `pivot` (`memchr`), then
    /// compares the whole word there (`memcmp`).
    static func holdsWord(_ word: [UInt8], pivot: Int, in bytes: [UInt8]) -> Bool {
        guard !word.isEmpty, word.count <= bytes.count else { return false }
        let wordHasDigit = word.contains(where: isDigit)
        func bounds(_ byte: UInt8) -> Bool { !isWordByte(byte) || (isDigit(byte) && !wordHasDigit) }
        return bytes.withUnsafeBytes { text in
            word.withUnsafeBytes { needle in
                var offset = pivot
                while offset + word.count - pivot <= text.count {
                    guard let hit = memchr(text.baseAddress! + offset, Int32(word[pivot]), text.count - offset - (word.count - pivot) + 1) else {
                        return false
                    }
                    let at = text.baseAddress!.distance(to: UnsafeRawPointer(hit)) - pivot
                    let end = at + word.count
                    if memcmp(text.baseAddress! + at, needle.baseAddress!, word.count) == 0,
                        at == 0 || bounds(text[at - 1]), end == text.count || bounds(text[end])
                    {
                        return true
                    }
                    offset = at + pivot + 1
                }
                return false
            }
        }
    }

    /// How often a byte is met in code, roughly: `_`, digits and non-ASCII least, then capitals, then the
    /// rarer small letters, then the rest.
    private static func rarity(_ byte: UInt8) -> Int {
        if byte == UInt8(ascii: "_") || isDigit(byte) || byte >= 0x80 { return 0 }
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return byte == UInt8(ascii: "S") || byte == UInt8(ascii: "C") ? 2 : 1 }
        switch byte {
        case UInt8(ascii: "j"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"), UInt8(ascii: "k"), UInt8(ascii: "v"),
            UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "f"), UInt8(ascii: "b"), UInt8(ascii: "g"):
            return 3
        default:
            return 4
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
