/// A shell-style pattern, as the configuration's `ignore` entries write keys and files. `?` is one
/// character, `*` any run of characters, `**` any run including `/`; for paths `*` and `?` stop at `/`
/// and `**/` also matches no folder at all (`**/Debug/*` matches `Debug/Strings.swift`). Every other
/// character is itself, so there is no malformed pattern.
struct Glob: Sendable {
    private enum Piece: Equatable {
        case character(Unicode.Scalar)
        case one
        case star
        case globstar
        /// `**/`: zero or more whole folders.
        case folders
    }

    private let pieces: [Piece]
    private let isPath: Bool

    init(_ pattern: String, isPath: Bool) {
        self.isPath = isPath
        var pieces: [Piece] = []
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*" {
                var end = index
                while end < scalars.count, scalars[end] == "*" { end += 1 }
                if end - index == 1 {
                    pieces.append(.star)
                } else if isPath, end < scalars.count, scalars[end] == "/" {
                    pieces.append(.folders)
                    end += 1
                } else {
                    pieces.append(.globstar)
                }
                index = end
            } else if scalar == "?" {
                pieces.append(.one)
                index += 1
            } else {
                pieces.append(.character(scalar))
                index += 1
            }
        }
        self.pieces = pieces
    }

    func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        // matched[i][j]: pieces from i match scalars from j. Filled from the end; patterns and texts are short.
        var next = [Bool](repeating: false, count: scalars.count + 1)
        next[scalars.count] = true
        for piece in pieces.reversed() {
            var current = [Bool](repeating: false, count: scalars.count + 1)
            for start in stride(from: scalars.count, through: 0, by: -1) {
                switch piece {
                case .character(let scalar):
                    current[start] = start < scalars.count && scalars[start] == scalar && next[start + 1]
                case .one:
                    current[start] = start < scalars.count && !(isPath && scalars[start] == "/") && next[start + 1]
                case .star:
                    // Nothing more, or one character (not `/` in a path) and the star again.
                    current[start] = next[start]
                        || (start < scalars.count && !(isPath && scalars[start] == "/") && current[start + 1])
                case .globstar:
                    current[start] = next[start] || (start < scalars.count && current[start + 1])
                case .folders:
                    // No folder, or anything up to and including a `/` and then the rest.
                    var matched = next[start]
                    var end = start
                    while !matched, end < scalars.count {
                        if scalars[end] == "/", next[end + 1] { matched = true }
                        end += 1
                    }
                    current[start] = matched
                }
            }
            next = current
        }
        return next[0]
    }
}
