// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OrbitKit",
    defaultLocalization: "en",
    products: [.library(name: "OrbitKit", targets: ["OrbitKit"])],
    targets: [.target(name: "OrbitKit", resources: [.process("Resources")])]
)
