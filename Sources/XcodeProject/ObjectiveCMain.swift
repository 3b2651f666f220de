import SafeFiles

/// An app's entry point written in Objective-C: the `main` of a `main.m` (or `main.mm`) the target
/// compiles, which hands control to UIKit or AppKit (`UIApplicationMain`, `NSApplicationMain`). Such an
/// app is a program like one whose Swift holds `@main`: nothing outside the target makes its Swift
/// values. Only a `main` read to the end counts: a `main` that calls anything else first, or whose
/// app-delegate argument is not a class's name (a variable, a function's result), says nothing sure.
public struct ObjectiveCMain: Sendable, Equatable, Codable {
    /// The file that defines `main`, as the project names it.
    public var path: String
    /// The app delegate classes `main` names (`NSStringFromClass([AppDelegate class])`, `@"AppDelegate"`);
    /// empty when UIKit takes it from the main storyboard or Info.plist (`nil`), or AppKit from its nib.
    public var delegateClasses: [String]

    public init(path: String, delegateClasses: [String]) {
        self.path = path
        self.delegateClasses = delegateClasses
    }

    /// Whether a compiled Objective-C file may hold the target's `main`: Xcode's templates name it
    /// `main.m`; a `main` in a file of another name is not looked for (the target then keeps the
    /// behaviour of one whose entry point is unknown).
    static func mayHoldMain(_ path: String) -> Bool {
        let name = PathText.lastComponent(path)
        return name == "main.m" || name == "main.mm"
    }

    /// The entry point `path` defines, or nil when it defines none that can be read.
    static func read(at path: String) -> ObjectiveCMain? {
        guard let contents = try? FileContents.read(path, kind: .projectFile) else { return nil }
        return parse(contents.bytes, path: path)
    }

    /// The entry point of an Objective-C source, or nil: `int main(…) { … }` whose body calls
    /// `UIApplicationMain` or `NSApplicationMain`, every such call's delegate argument a class's name
    /// (or `nil`). Comments and preprocessor lines are skipped; both branches of an `#if` count.
    public static func parse(_ bytes: [UInt8], path: String) -> ObjectiveCMain? {
        let tokens = ObjectiveCTokens(bytes).tokens
        guard let body = mainBody(in: tokens) else { return nil }
        var delegates: [String] = []
        var calls = 0
        var index = body.lowerBound
        while index < body.upperBound {
            let token = tokens[index]
            guard token == .word("UIApplicationMain") || token == .word("NSApplicationMain"),
                index + 1 < body.upperBound, tokens[index + 1] == .symbol("(")
            else {
                index += 1
                continue
            }
            guard let (arguments, end) = callArguments(tokens, openingAt: index + 1, before: body.upperBound) else { return nil }
            calls += 1
            // A real `main` starts the app once or twice (an `#if` for tests); many calls are no `main` to trust.
            guard calls <= Self.mostCalls else { return nil }
            if token == .word("UIApplicationMain") {
                // UIApplicationMain(argc, argv, principalClassName, delegateClassName).
                guard arguments.count == 4 else { return nil }
                if let delegate = className(arguments[3]) {
                    if let delegate { delegates.append(delegate) }
                } else if arguments[3].count == 1, case .word(let variable) = arguments[3].first!,
                    let assigned = classNames(assignedTo: variable, in: tokens[body])
                {
                    delegates += assigned
                } else {
                    return nil
                }
            } else if arguments.count != 2 {
                return nil
            }
            index = end
        }
        guard calls > 0 else { return nil }
        var seen: Set<String> = []
        return ObjectiveCMain(path: path, delegateClasses: delegates.filter { seen.insert($0).inserted })
    }

    /// The most calls that start the app a `main` may hold and still be read.
    static let mostCalls = 8

    /// The tokens of `main`'s body (inside its braces), for a definition `int main(…) {`.
    private static func mainBody(in tokens: [ObjectiveCToken]) -> Range<Int>? {
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index] == .word("int"), tokens[index + 1] == .word("main"), tokens[index + 2] == .symbol("(") else { continue }
            // A parenthesis left open runs to the end of the file, as would every later one's: no `main` here.
            guard let (_, afterParameters) = callArguments(tokens, openingAt: index + 2, before: tokens.count) else { return nil }
            guard afterParameters < tokens.count, tokens[afterParameters] == .symbol("{") else { continue }
            var depth = 0
            for closing in afterParameters..<tokens.count {
                if tokens[closing] == .symbol("{") { depth += 1 }
                if tokens[closing] == .symbol("}") {
                    depth -= 1
                    if depth == 0 { return (afterParameters + 1)..<closing }
                }
            }
            return nil
        }
        return nil
    }

    /// The arguments of the parenthesis opening at `open`, split at commas outside any nesting, and the
    /// index after its closing parenthesis; nil when it does not close before `limit`.
    private static func callArguments(
        _ tokens: [ObjectiveCToken], openingAt open: Int, before limit: Int
    ) -> ([ArraySlice<ObjectiveCToken>], Int)? {
        var depth = 0
        var arguments: [ArraySlice<ObjectiveCToken>] = []
        var start = open + 1
        for index in open..<limit {
            switch tokens[index] {
            case .symbol("("), .symbol("["), .symbol("{"):
                depth += 1
            case .symbol(")"), .symbol("]"), .symbol("}"):
                depth -= 1
                if depth == 0 {
                    if index > start || !arguments.isEmpty { arguments.append(tokens[start..<index]) }
                    return (arguments, index + 1)
                }
            case .symbol(","):
                if depth == 1 {
                    arguments.append(tokens[start..<index])
                    start = index + 1
                }
            default:
                break
            }
        }
        return nil
    }

    /// The class an app-delegate argument names: `.some(nil)` for `nil`, `NULL` or `0` (the delegate
    /// comes from elsewhere), `.some(name)` for `@"Name"`, `NSStringFromClass([Name class])` or
    /// `NSStringFromClass(Name.class)`; nil for anything else, which only running the code tells.
    private static func className(_ argument: ArraySlice<ObjectiveCToken>) -> String?? {
        let tokens = Array(argument)
        if tokens == [.word("nil")] || tokens == [.word("NULL")] || tokens == [.word("0")] { return .some(nil) }
        if tokens.count == 2, tokens[0] == .symbol("@"), case .string(let name) = tokens[1], isClassName(name) { return .some(name) }
        guard tokens.count >= 4, tokens[0] == .word("NSStringFromClass"), tokens[1] == .symbol("("),
            tokens.last == .symbol(")")
        else { return nil }
        let inner = Array(tokens[2..<(tokens.count - 1)])
        if inner.count == 4, inner[0] == .symbol("["), case .word(let name) = inner[1], inner[2] == .word("class"),
            inner[3] == .symbol("]"), isClassName(name)
        {
            return .some(name)
        }
        if inner.count == 3, case .word(let name) = inner[0], inner[1] == .symbol("."), inner[2] == .word("class"), isClassName(name) {
            return .some(name)
        }
        return nil
    }

    /// The classes a local variable of `main` holds when passed as the delegate (Xcode's template since
    /// Xcode 11: `appDelegateClassName = NSStringFromClass([AppDelegate class]);`): every assignment to it
    /// must give a class's name (or nil), at least one must, and nothing may take its address (`&name`),
    /// through which a function could set it. Other mentions (the calls it is passed to) change nothing:
    /// a pointer is passed by value. Nil when any of this fails.
    private static func classNames(assignedTo variable: String, in body: ArraySlice<ObjectiveCToken>) -> [String]? {
        var names: [String] = []
        var assigned = false
        var index = body.startIndex
        while index < body.endIndex {
            defer { index += 1 }
            guard body[index] == .word(variable) else { continue }
            if index > body.startIndex, body[index - 1] == .symbol("&") { return nil }
            guard index + 2 < body.endIndex, body[index + 1] == .symbol("="), body[index + 2] != .symbol("=") else { continue }
            var end = index + 2
            var depth = 0
            while end < body.endIndex {
                if [.symbol("("), .symbol("["), .symbol("{")].contains(body[end]) { depth += 1 }
                if [.symbol(")"), .symbol("]"), .symbol("}")].contains(body[end]) { depth -= 1 }
                if depth < 0 || (depth == 0 && body[end] == .symbol(";")) { break }
                end += 1
            }
            guard end < body.endIndex, body[end] == .symbol(";"), let name = className(body[(index + 2)..<end]) else { return nil }
            if let name { names.append(name) }
            assigned = true
            index = end
        }
        return assigned ? names : nil
    }

    private static func isClassName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A token of C or Objective-C as far as `ObjectiveCMain` needs: names and numbers, the contents of a
/// string literal, and each other character.
enum ObjectiveCToken: Equatable {
    case word(String)
    case string(String)
    case symbol(Character)
}

/// Splits a C or Objective-C source into tokens, leaving out comments, character literals and
/// preprocessor lines (`#import`, `#if`: both branches of a condition are read).
struct ObjectiveCTokens {
    private(set) var tokens: [ObjectiveCToken] = []

    init(_ bytes: [UInt8]) {
        var index = 0
        var atLineStart = true
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            if atLineStart && byte == UInt8(ascii: "#") {
                // A preprocessor line, continued by a backslash at its end.
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        index += 2
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "\n") { break }
                    index += 1
                }
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var content: [UInt8] = []
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        content.append(bytes[index])
                        index += 1
                    }
                    content.append(bytes[index])
                    index += 1
                }
                index += 1
                if byte == UInt8(ascii: "\"") { tokens.append(.string(String(decoding: content, as: UTF8.self))) }
                continue
            }
            if isWordByte(byte) {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
                continue
            }
            tokens.append(.symbol(Character(Unicode.Scalar(byte))))
            index += 1
        }
    }
}
