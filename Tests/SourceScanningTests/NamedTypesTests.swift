import Testing

@testable import SourceScanning

/// `SourceScan.declaresOnlyNamedTypes`: a file whose types only code naming them can make.
@Suite struct NamedTypesTests {
    private func onlyNamed(_ source: String, path: String = "Face.swift") throws -> Bool {
        try SwiftSourceScanner.scan(source: source, path: path).declaresOnlyNamedTypes
    }

    @Test func classesStructuresAndEnumerationsWithImportsAndAttributes() throws {
        #expect(try onlyNamed("import UIKit\nimport struct Foundation.Date\n\nenum Half { case am, pm }\n\nfinal class Face: UIView {\n  @objc func tap() {}\n  var half = Half.am\n  func f() -> Int { let x = 1; return x }\n}\n"))
        #expect(try onlyNamed("@MainActor\nclass Face: UIViewController {}\nstruct Hand { var angle = 0.0 }"))
        #expect(try onlyNamed("#if DEBUG\nfunc debugOnly() {}\n#endif\nclass Face: UIView {}"))
    }

    @Test func anythingElseOutsideATypeOrAnAttributeThatCreatesOne() throws {
        for source in [
            "class Face: UIView {}\nfunc helper() {}",
            "class Face: UIView {}\nlet shared = Face()",
            "class Face: UIView {}\nvar count = 0",
            "class Face: UIView {}\nextension Int {}",
            "class Face: UIView {}\nprotocol Drawing {}",
            "class Face: UIView {}\ntypealias Dial = Face",
            "class Face: UIView {}\nactor Store {}",
            "class Face: UIView {}\nprefix operator √",
            "@objc(TDFace) class Face: UIView {}",
            "class Face: UIView {\n  @objc(tapWith:) func tap(_ sender: Any) {}\n}",
            "@IBDesignable class Face: UIView {}",
            "@UIApplicationMain class Delegate: UIResponder, UIApplicationDelegate {}",
            "@NSApplicationMain class Delegate: NSObject, NSApplicationDelegate {}",
            "@main struct Tool { static func main() {} }",
            "class view: UIView {}",
            "import UIKit",
        ] {
            #expect(try !onlyNamed(source), "\(source)")
        }
        #expect(try !onlyNamed("class Face: UIView {}", path: "App/main.swift"))
    }

    private func onlyValues(_ source: String, path: String = "Values.swift") throws -> Bool {
        try SwiftSourceScanner.scan(source: source, path: path).declaresOnlyValueTypes
    }

    @Test func structuresEnumerationsAndTheirOwnExtensions() throws {
        #expect(try onlyValues("import Foundation\n\nenum Failure: Error { case offline }\n\nextension Failure {\n  var title: String { NSLocalizedString(\"Offline\", comment: \"\") }\n}\n"))
        #expect(try onlyValues("struct Badge { var text = \"\"\n  func f() {}\n  static let shared = Badge()\n}\nenum Mode: Int, CaseIterable { case a, b }"))
        #expect(try onlyValues("@available(iOS 17, *)\nstruct Badge {}\n#if DEBUG\nfunc debugOnly() {}\n#endif"))
    }

    @Test func aClassAnObjectiveCTypeOrAnythingElseOutsideThem() throws {
        for source in [
            "class Face {}",
            "struct Badge {}\nclass Face {}",
            "struct Badge {}\nactor Store {}",
            "struct Badge {}\nprotocol Drawing {}",
            "struct Badge {}\nfunc helper() {}",
            "struct Badge {}\nlet shared = Badge()",
            "struct Badge {}\ntypealias Pin = Badge",
            "struct Badge {}\nextension Int {}",
            "struct Badge {}\nextension Badge.Kind {}",
            "struct Badge {}\nprefix operator √",
            "@objc enum Mode: Int { case a }",
            "enum Mode: Int { case a }\nextension Mode {\n  @objc var x: Int { 0 }\n}",
            "@objcMembers struct Badge {}",
            "@main struct Tool { static func main() {} }",
            "struct view {}",
            "import Foundation",
        ] {
            #expect(try !onlyValues(source), "\(source)")
        }
        #expect(try !onlyValues("struct Badge {}", path: "Tool/main.swift"))
    }
}
