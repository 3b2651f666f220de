/// A path conversion (made relative, absolute, escaped) worked out once per file: a report lists tens of
/// thousands of findings in a handful of files, and splitting and joining each finding's path again cost
/// more than the rest of its rendering.
struct PathConversionCache<Converted> {
    private let convert: (String) -> Converted
    private var last: (file: String, converted: Converted)?
    private var byFile: [String: Converted] = [:]

    init(_ convert: @escaping (String) -> Converted) {
        self.convert = convert
    }

    /// What `convert` gives for `file`; findings in report order ask for the same file many times running.
    mutating func callAsFunction(_ file: String) -> Converted {
        if let last, last.file == file { return last.converted }
        let converted: Converted
        if let known = byFile[file] {
            converted = known
        } else {
            converted = convert(file)
            byFile[file] = converted
        }
        last = (file, converted)
        return converted
    }
}
