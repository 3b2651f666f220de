import Diagnostics

/// What a `Package.swift` declares, read without running it: its products, its targets with their
/// folders, resources and dependencies, and the local packages it depends on. Manifests that build these
/// lists in code the reader cannot follow give fewer targets, never wrong ones.
public struct PackageManifest: Sendable, Equatable {
    public struct Product: Sendable, Equatable {
        public var name: String
        public var targets: [String]
    }

    public enum Dependency: Sendable, Hashable {
        /// `"Name"` or `.byName(name:)`: a target of this package, or a product of a dependency.
        case byName(String)
        case target(String)
        case product(name: String, package: String?)
    }

    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case regular, executable, test, macro, plugin, binary, system
        }

        public var name: String
        public var kind: Kind
        /// The `path:` argument, relative to the package folder; nil means `Sources/<name>` (`Tests/<name>`).
        public var path: String?
        public var exclude: [String]
        public var dependencies: [Dependency]
        /// `.define("NAME")` in `swiftSettings`.
        public var defines: [String]

        /// The folder the target's files are in, relative to the package.
        public var folder: String {
            if let path { return path }
            return (kind == .test ? "Tests/" : "Sources/") + name
        }
    }

    public struct PackageDependency: Sendable, Equatable {
        /// `path:` of a local package, relative to this package's folder.
        public var path: String?
        /// The name other manifests use for it: `name:` if given, else the last component of its path or URL.
        public var identity: String
    }

    public var name: String?
    public var defaultLocalization: String?
    public var products: [Product] = []
    public var targets: [Target] = []
    public var dependencies: [PackageDependency] = []

    /// Reads a manifest's text; a manifest that does not lex is an input error at its position.
    public static func parse(source: String, path: String) throws(InputError) -> PackageManifest {
        let file = try SwiftSourceFile(source: source, path: path)
        // A manifest's `#if os(…)` rarely matters here; every clause is read.
        var tokens = file.tokens
        tokens.removeTokens(in: tokens.indices.filter { tokens[$0].kind == .directive }.map { $0..<($0 + 1) })
        let brackets = BracketTable(tokens: tokens)
        let parser = StructureParser(tokens: tokens, brackets: brackets)
        guard let calls = try? parser.parse() else {
            throw InputError("expressions nested too deeply to read", path: path)
        }
        var reader = ManifestReader(tokens: tokens, brackets: brackets, parser: parser)
        reader.visit(calls, inDependencies: false)
        return reader.manifest
    }
}

private struct ManifestReader {
    let tokens: TokenList
    let brackets: BracketTable
    let parser: StructureParser
    var manifest = PackageManifest()

    private static let targetKinds: [String: PackageManifest.Target.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]

    /// The calls at the top of `calls`, each with its modifiers (their arguments are read from the tokens).
    mutating func visit(_ calls: CallForest, inDependencies: Bool) {
        for number in calls.children(calls.roots) {
            let node = calls.nodes[Int(number)]
            visit(name: tokens.text(Int(node.nameIndex)), isMember: node.isMember, arguments: node.argumentRange, inDependencies: inDependencies)
            for modifier in calls.modifiers[node.modifiers.range] {
                visit(name: tokens.text(Int(modifier.nameIndex)), isMember: true, arguments: modifier.argumentRange, inDependencies: inDependencies)
            }
        }
    }

    private mutating func visit(name: String, isMember: Bool, arguments range: Range<Int>?, inDependencies: Bool) {
        guard let range else { return }
        let parts = ArgumentList.split(tokens: tokens, range: range, brackets: brackets)
        if !isMember, name == "Package" {
            manifest.name = string(labelled: "name", in: parts)
            manifest.defaultLocalization = string(labelled: "defaultLocalization", in: parts)
        } else if isMember, !inDependencies, let kind = Self.targetKinds[name], let targetName = string(labelled: "name", in: parts) {
            manifest.targets.append(PackageManifest.Target(
                name: targetName, kind: kind, path: string(labelled: "path", in: parts),
                exclude: strings(labelled: "exclude", in: parts), dependencies: dependencies(in: parts),
                defines: defines(in: parts)))
        } else if isMember, ["library", "executable"].contains(name), let productName = string(labelled: "name", in: parts) {
            manifest.products.append(PackageManifest.Product(name: productName, targets: strings(labelled: "targets", in: parts)))
        } else if isMember, name == "package", !inDependencies {
            let path = string(labelled: "path", in: parts)
            let location = path ?? string(labelled: "url", in: parts)
            let last = location.map { String($0.split(separator: "/").last ?? "") } ?? ""
            let identity = string(labelled: "name", in: parts) ?? (last.hasSuffix(".git") ? String(last.dropLast(4)) : last)
            manifest.dependencies.append(PackageManifest.PackageDependency(path: path, identity: identity))
        }
        // Dependencies are not declarations: `.target(name:)` there names a target, it does not add one.
        for part in parts {
            guard let children = try? parser.parse(range: part.range) else { continue }
            visit(children, inDependencies: inDependencies || part.label == "dependencies")
        }
    }

    private func literal(_ range: Range<Int>) -> String? {
        guard range.count == 1 else { return nil }
        return tokens.literal(range.lowerBound)?.staticText
    }

    private func string(labelled label: String, in parts: [Argument]) -> String? {
        parts.first { $0.label == label }.flatMap { literal($0.range) }
    }

    private func strings(labelled label: String, in parts: [Argument]) -> [String] {
        guard let argument = parts.first(where: { $0.label == label }), let open = argument.range.first,
            tokens[open].isPunctuation(.openBracket), let close = brackets[open]
        else { return [] }
        return ArgumentList.split(tokens: tokens, range: (open + 1)..<close, brackets: brackets).compactMap { literal($0.range) }
    }

    private func dependencies(in parts: [Argument]) -> [PackageManifest.Dependency] {
        guard let argument = parts.first(where: { $0.label == "dependencies" }), let open = argument.range.first,
            tokens[open].isPunctuation(.openBracket), let close = brackets[open]
        else { return [] }
        var result: [PackageManifest.Dependency] = []
        for element in ArgumentList.split(tokens: tokens, range: (open + 1)..<close, brackets: brackets) {
            if let name = literal(element.range) {
                result.append(.byName(name))
                continue
            }
            let range = element.range
            guard range.count >= 3, tokens[range.lowerBound].isPunctuation(.dot),
                tokens[range.lowerBound + 2].isPunctuation(.openParen), let end = brackets[range.lowerBound + 2]
            else { continue }
            let inner = ArgumentList.split(tokens: tokens, range: (range.lowerBound + 3)..<end, brackets: brackets)
            guard let name = string(labelled: "name", in: inner) else { continue }
            switch tokens.text(range.lowerBound + 1) {
            case "product": result.append(.product(name: name, package: string(labelled: "package", in: inner)))
            case "target": result.append(.target(name))
            case "byName": result.append(.byName(name))
            default: continue
            }
        }
        return result
    }

    private func defines(in parts: [Argument]) -> [String] {
        guard let argument = parts.first(where: { $0.label == "swiftSettings" }) else { return [] }
        var result: [String] = []
        for index in argument.range where tokens[index].isIdentifier(.define) {
            guard index + 2 < argument.range.upperBound, tokens[index + 1].isPunctuation(.openParen),
                let name = tokens.literal(index + 2)?.staticText
            else { continue }
            result.append(name)
        }
        return result
    }
}
