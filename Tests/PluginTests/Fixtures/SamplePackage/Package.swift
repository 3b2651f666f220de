// swift-tools-version:6.0
import PackageDescription

// A widget-like library that applies StringsGuard's build plugin. PluginTests copies this folder to a
// temporary one and points the dependency at a link named StringsGuard to the repository root: a path
// dependency is known by its folder's name, which `package: "StringsGuard"` must match whatever the
// checkout is called.
let package = Package(
    name: "SamplePackage",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(
            name: "TimerWidgetKit",
            resources: [.process("Localizable.xcstrings")],
            plugins: [.plugin(name: "StringsGuardBuildPlugin", package: "StringsGuard")])
    ]
)
