import Diagnostics
import Foundation

/// The folder of this test target's fixtures.
let stringsTablesFixtures: String = {
    let thisFile = "\(#filePath)"
    return String(thisFile[..<thisFile.lastIndex(of: "/")!]) + "/Fixtures"
}()

/// The widget's legacy table in the HarborWatch fixture: en, de, ar and pl, each a .strings and a .stringsdict.
let harborWidgetFolder = "\(stringsTablesFixtures)/HarborWatch/HarborWatchWidget"

func harborWidgetFile(_ language: String, _ kind: String) -> String {
    "\(harborWidgetFolder)/\(language).lproj/Localizable.\(kind)"
}

let harborWidgetFiles: [String] = ["en", "de", "ar", "pl"].flatMap {
    [harborWidgetFile($0, "strings"), harborWidgetFile($0, "stringsdict")]
}

func location(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
