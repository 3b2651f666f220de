import Reporting
import StringsGuardKit

/// `stringsguard targets`: what zero configuration would check, read from the Xcode project.
struct TargetsCommand: Command {
    struct Options: CommandOptions {
        var project: String?
        var format = "text"
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [
                .value("--project", "PATH", "A folder, .xcodeproj or .xcworkspace (default: the current folder).", \.project),
                .choice("--format", "FORMAT", "Output format (default: text).", among: ["text", "json"], \.format),
            ]
        }
    }

    let name = "targets"
    let summary = "Print the targets read from the Xcode project here: name, role, catalogs, sources."
    let usage = "[--project PATH] [--format text|json]"
    let discussion = """
        Reads project.pbxproj (every .xcodeproj in the folder, or those of a workspace) and prints each
        app and extension target with its catalogs and Swift files: what `check` uses when there is no
        .stringsguard.json. The JSON form is that file, as `stringsguard init` writes it.
        """
    let examples = ["stringsguard targets", "stringsguard targets --project FocusTimer.xcodeproj --format json"]

    func run(_ options: Options) throws -> ExitStatus {
        if options.format == "json" {
            // A configuration file that checks exactly what zero configuration does.
            let template = try ConfigurationTemplate.fromXcodeProject(at: options.project)
            Terminal.warn(template.warnings)
            Terminal.write(template.text)
            return .clean
        }
        let listing = try TargetListingBuilder.listing(of: options.project ?? ".")
        Terminal.warn(listing.warnings)
        Terminal.write(TargetListingTextRenderer().render(listing))
        return .clean
    }
}
