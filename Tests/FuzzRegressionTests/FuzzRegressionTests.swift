import Foundation
import FuzzTargets
import Testing

/// Replays every saved fuzz input (hand-made nasty inputs and every crash the fuzzer found) through its
/// target, so a fixed crash stays fixed in the normal `swift test` run.
@Suite struct FuzzRegressionTests {
    static let inputsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Inputs").path

    static func inputFiles(of target: FuzzTarget) -> [String] {
        let folder = inputsFolder + "/" + target.rawValue
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    @Test(arguments: FuzzTarget.allCases)
    func replaysEverySavedInput(target: FuzzTarget) throws {
        let files = Self.inputFiles(of: target)
        #expect(!files.isEmpty, "Inputs/\(target.rawValue) holds no input")
        var replayed = 0
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: file), "cannot read \(file)")
            #expect(throws: Never.self, "\(file)") { try target.run([UInt8](bytes)) }
            replayed += 1
        }
        #expect(replayed == files.count)
        #expect(replayed >= 3, "Inputs/\(target.rawValue) should hold at least three inputs")
    }

    @Test func everyInputsFolderNamesATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.inputsFolder).filter { !$0.hasPrefix(".") }
        for folder in folders {
            #expect(FuzzTarget(rawValue: folder) != nil, "Inputs/\(folder) is not a fuzz target")
        }
        #expect(Set(folders) == Set(FuzzTarget.allCases.map(\.rawValue)))
    }

    @Test func projectInputsThatCouldLeaveTheTemporaryFolderAreRecognised() {
        for escaping in ["{ path = /; }", "{ path = ../x; }", "{ sourceTree = \"<absolute>\"; }", "{ a = \"\\U002f\"; }"] {
            #expect(FuzzTarget.projectInputMayLeaveTemporaryFolder(Array(escaping.utf8)), "\(escaping)")
        }
        for contained in ["// !$*UTF8*$!\n{ /* c */ path = Sources; }", "{ a = (b, c); }"] {
            #expect(!FuzzTarget.projectInputMayLeaveTemporaryFolder(Array(contained.utf8)), "\(contained)")
        }
    }
}
