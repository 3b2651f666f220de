/// The `Pods` folder CocoaPods writes next to a `Podfile`. What it holds is the pods' code and the
/// support files `pod install` generates (Expo adds `Pods/Target Support Files/…/ExpoModulesProvider.swift`
/// to the app's own Sources phase): not the project's strings, and absent from a fresh clone, so a project
/// that names such a file is read the same before and after `pod install`.
enum CocoaPodsFolder {
    /// Whether `path` lies inside a `Pods` folder whose parent holds a `Podfile`.
    static func contains(_ path: String) -> Bool {
        // Most paths have no `Pods/` among their bytes (nor then among their characters): no split for them.
        guard PathText.containsBytes(path, "Pods/") else { return false }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for index in components.indices.dropLast() where components[index] == "Pods" {
            // A relative path's first folder lies in the current folder; an absolute path's, in the root.
            let parent = index == 0 ? "." : components[..<index].joined(separator: "/")
            if FileTree.isFile(PathText.join(parent.isEmpty ? "/" : parent, "Podfile")) { return true }
        }
        return false
    }
}
