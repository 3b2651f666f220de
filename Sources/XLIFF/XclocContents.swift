import JSON
import Diagnostics
import StringCatalog

/// The `contents.json` of an Xcode Localization Catalog (`.xcloc`): which language it holds, the project's
/// development language, and the tool that wrote it. Written as Xcode writes it: keys sorted, `" : "`,
/// two-space indentation, no final newline.
public struct XclocContents: Sendable, Equatable {
    public var developmentRegion: String
    /// The project file's name (`FocusTimer.xcodeproj`), when the export came from one.
    public var project: String?
    public var targetLocale: String
    public var toolID: String
    public var toolName: String
    public var toolVersion: String?
    public var toolBuildNumber: String?
    public var version: String

    public init(
        developmentRegion: String, project: String? = nil, targetLocale: String, toolName: String = "StringsGuard",
        toolVersion: String? = nil, toolBuildNumber: String? = nil
    ) {
        self.developmentRegion = developmentRegion
        self.project = project
        self.targetLocale = targetLocale
        toolID = XLIFFExporter.xcodeToolID
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.toolBuildNumber = toolBuildNumber
        version = "1.0"
    }

    public func formatted() -> [UInt8] {
        func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
        var tool: [JSONMember] = []
        if let toolBuildNumber { tool.append(JSONMember(key: "toolBuildNumber", value: string(toolBuildNumber))) }
        tool.append(JSONMember(key: "toolID", value: string(toolID)))
        tool.append(JSONMember(key: "toolName", value: string(toolName)))
        if let toolVersion { tool.append(JSONMember(key: "toolVersion", value: string(toolVersion))) }
        var members = [JSONMember(key: "developmentRegion", value: string(developmentRegion))]
        if let project { members.append(JSONMember(key: "project", value: string(project))) }
        members += [
            JSONMember(key: "targetLocale", value: string(targetLocale)),
            JSONMember(key: "toolInfo", value: JSONNode(.object(tool))),
            JSONMember(key: "version", value: string(version)),
        ]
        return JSONWriter.xcodeFormatted(JSONNode(.object(members)))
    }

    /// Reads `contents.json`; `targetLocale` is required, the rest defaults as Xcode's own files allow.
    public init(bytes: [UInt8], path: String) throws {
        let root = try JSONReader.parse(bytes, path: path)
        func text(_ key: String, in node: JSONNode?) throws -> String? {
            guard let member = node?[key] else { return nil }
            guard let value = member.string else {
                throw InputError("'\(key)' must be a string, found \(member.value.kindDescription)", at: member.position.location(in: path))
            }
            return value
        }
        guard root.members != nil else {
            throw InputError("contents.json must be a JSON object, found \(root.value.kindDescription)", at: root.position.location(in: path))
        }
        guard let locale = try text("targetLocale", in: root) else {
            throw InputError("contents.json has no targetLocale", at: root.position.location(in: path))
        }
        let tool = root["toolInfo"]
        self.init(
            developmentRegion: try text("developmentRegion", in: root) ?? "", project: try text("project", in: root),
            targetLocale: locale, toolName: try text("toolName", in: tool) ?? "",
            toolVersion: try text("toolVersion", in: tool), toolBuildNumber: try text("toolBuildNumber", in: tool))
        toolID = try text("toolID", in: tool) ?? ""
        version = try text("version", in: root) ?? "1.0"
    }
}
