import Diagnostics
import Foundation
import SafeFiles

/// A target's build settings for one configuration, as Xcode layers them: the target's own settings,
/// then its `.xcconfig` file, then the project's, then the project's `.xcconfig`. `$(inherited)` reads the
/// next layer down, `$(NAME)` another setting, and `NAME[sdk=iphoneos*]` applies to that SDK only.
struct BuildSettings {
    /// Settings of one layer, each key with its conditional variants (`[sdk=watchos*]`) kept apart.
    struct Layer {
        var values: [String: [(condition: String?, value: String)]] = [:]

        mutating func set(_ rawKey: String, _ value: String) {
            var key = rawKey
            var condition: String?
            if let open = rawKey.firstIndex(of: "["), rawKey.hasSuffix("]") {
                key = String(rawKey[..<open])
                condition = String(rawKey[rawKey.index(after: open)..<rawKey.index(before: rawKey.endIndex)])
            }
            values[key, default: []].append((condition, value))
        }

        /// The value for this SDK: a matching conditional one, else the plain one.
        func value(_ key: String, sdk: String?, configuration: String) -> String? {
            guard let candidates = values[key] else { return nil }
            for candidate in candidates.reversed() {
                guard let condition = candidate.condition else { continue }
                if Self.condition(condition, matchesSDK: sdk, configuration: configuration) { return candidate.value }
            }
            return candidates.last { $0.condition == nil }?.value
        }

        /// `sdk=iphoneos*`, `config=Release`, `arch=arm64` (architectures are not modelled: never match),
        /// several joined by `][`.
        private static func condition(_ text: String, matchesSDK sdk: String?, configuration: String) -> Bool {
            for part in text.components(separatedBy: "][") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2 else { return false }
                let pattern = pair[1]
                switch pair[0] {
                case "sdk": guard let sdk, Self.glob(pattern, matches: sdk) else { return false }
                case "config": guard Self.glob(pattern, matches: configuration) else { return false }
                default: return false
                }
            }
            return true
        }

        static func glob(_ pattern: String, matches text: String) -> Bool {
            if pattern.hasSuffix("*") { return text.hasPrefix(String(pattern.dropLast())) }
            return pattern == text
        }
    }

    /// Target first, project last.
    var layers: [Layer]
    var configuration: String
    /// Settings every build has unless a layer says otherwise.
    var defaults: [String: String]

    /// The value of `key`, expanded; nil when no layer sets it. `unresolved` is set when a reference
    /// could not be expanded (a variable the project does not define).
    func value(_ key: String, sdk: String? = nil) -> String? {
        var unresolved = false
        return value(key, sdk: sdk, from: 0, depth: 0, unresolved: &unresolved)
    }

    /// The value and whether every reference in it could be expanded.
    func resolvedValue(_ key: String, sdk: String? = nil) -> (value: String?, isComplete: Bool) {
        var unresolved = false
        let value = value(key, sdk: sdk, from: 0, depth: 0, unresolved: &unresolved)
        return (value, !unresolved)
    }

    private func value(_ key: String, sdk: String?, from layerIndex: Int, depth: Int, unresolved: inout Bool) -> String? {
        guard depth < 16 else {
            unresolved = true
            return nil
        }
        for index in layerIndex..<layers.count {
            guard let raw = layers[index].value(key, sdk: sdk, configuration: configuration) else { continue }
            return expand(raw, key: key, sdk: sdk, layerIndex: index, depth: depth, unresolved: &unresolved)
        }
        return defaults[key]
    }

    private func expand(
        _ raw: String, key: String, sdk: String?, layerIndex: Int, depth: Int, unresolved: inout Bool
    ) -> String {
        var result = ""
        var rest = Substring(raw)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let afterDollar = rest.index(after: start)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: closer) else {
                result += rest[start...]
                rest = ""
                break
            }
            let name = String(rest[rest.index(after: afterDollar)..<end])
            if name == "inherited" {
                result += value(key, sdk: sdk, from: layerIndex + 1, depth: depth + 1, unresolved: &unresolved) ?? ""
            } else if let expanded = value(name, sdk: sdk, from: 0, depth: depth + 1, unresolved: &unresolved) {
                result += expanded
            } else {
                unresolved = true
            }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// `KEY = value` lines of an `.xcconfig` file, with `#include` (relative to the file) and comments.
    /// A missing file is an empty layer, as Xcode builds without it; anything else unreadable is an error.
    static func xcconfigLayer(path: String, depth: Int = 0) throws(InputError) -> Layer {
        var layer = Layer()
        guard depth < 8, let contents = try FileContents.readIfPresent(path, kind: .projectFile) else { return layer }
        let folder = PathText.parent(path)
        for rawLine in String(decoding: contents.bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let includedLayer = try xcconfigLayer(path: PathText.join(folder, included), depth: depth + 1)
                for (key, values) in includedLayer.values { layer.values[key, default: []] += values }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            layer.set(key, value.hasSuffix(";") ? String(value.dropLast()) : value)
        }
        return layer
    }
}
