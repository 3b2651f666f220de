import Checks
import Diagnostics

/// Malformed Swift sources would hide keys, so a run stops on them; every one of them is reported.
public struct SourceErrors: Error, Sendable {
    public var errors: [InputError]
}

/// Reads a configuration's catalogs and sources into what the rules look at.
public enum ProjectLoading {
    /// Loads the project and fails on malformed Swift sources, with all of them.
    public static func load(_ configuration: Configuration) throws -> Project {
        let project = try Project.load(configuration)
        if !project.sourceErrors.isEmpty { throw SourceErrors(errors: project.sourceErrors) }
        return project
    }
}
