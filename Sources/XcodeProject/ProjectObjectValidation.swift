import Diagnostics

/// Checks the `objects` of a `project.pbxproj` before any is used: each ID defined once, each object a
/// dictionary, and each field discovery reads of the type Xcode writes. Without it a `children` that is
/// a string, or a second object under the same ID, was silently read as something else, and the run
/// failed later on a file that did not exist ("cannot open file") instead of at the mistake.
enum ProjectObjectValidation {
    /// Fields holding a list of object IDs (or, for `membershipExceptions`, of paths).
    static let listFields: Set<String> = [
        "children", "buildPhases", "files", "targets", "buildConfigurations", "fileSystemSynchronizedGroups",
        "exceptions", "membershipExceptions", "dependencies", "packageProductDependencies",
    ]

    /// Fields holding one string.
    static let stringFields: Set<String> = [
        "isa", "path", "name", "sourceTree", "fileRef", "mainGroup", "productType", "buildConfigurationList",
        "productReference", "target", "productRef", "package", "lastKnownFileType", "explicitFileType",
        "projectDirPath", "relativePath", "productName", "developmentRegion", "baseConfigurationReference",
        "defaultConfigurationName", "buildPhase",
    ]

    static func validate(_ objects: [(key: String, value: OpenStepValue)]) throws(InputError) {
        var firstLine: [String: Int] = [:]
        for (id, object) in objects {
            if let line = firstLine[id] {
                throw InputError("object ID \(id) is defined twice (first on line \(line))", at: object.location)
            }
            firstLine[id] = object.location.line
            guard let fields = object.dictionary else {
                throw InputError("object \(id) must be a dictionary, found \(kind(of: object))", at: object.location)
            }
            for (field, value) in fields {
                if listFields.contains(field) {
                    guard let elements = value.array else {
                        throw InputError("'\(field)' of \(id) must be a list, found \(kind(of: value))", at: value.location)
                    }
                    if let wrong = elements.first(where: { $0.string == nil }) {
                        throw InputError("'\(field)' of \(id) must list strings, found \(kind(of: wrong))", at: wrong.location)
                    }
                } else if stringFields.contains(field), value.string == nil {
                    throw InputError("'\(field)' of \(id) must be a string, found \(kind(of: value))", at: value.location)
                } else if field == "buildSettings", value.dictionary == nil {
                    throw InputError("'buildSettings' of \(id) must be a dictionary, found \(kind(of: value))", at: value.location)
                }
            }
        }
    }

    private static func kind(of value: OpenStepValue) -> String {
        switch value.kind {
        case .string: return "a string"
        case .data: return "data"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        }
    }
}
