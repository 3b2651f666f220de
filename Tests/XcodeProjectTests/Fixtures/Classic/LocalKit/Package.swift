// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LocalKit",
    products: [.library(name: "TimerKit", targets: ["TimerKit"]), .library(name: "Other", targets: ["Other"])],
    targets: [.target(name: "TimerKit"), .target(name: "Other")]
)
