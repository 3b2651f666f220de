/// Shows paths relative to a base folder, the way a reader in that folder would type them.
enum DisplayPath {
    static func relative(_ path: String, to base: String?) -> String {
        guard let base, base.hasPrefix("/"), path.hasPrefix("/") else { return path }
        let pathParts = normalized(path)
        let baseParts = normalized(base)
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + pathParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func normalized(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts
    }
}
