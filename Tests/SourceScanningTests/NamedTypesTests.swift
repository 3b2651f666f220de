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
}
