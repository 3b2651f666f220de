import Foundation
import StringCatalog
import SafeXML
import XMLDocuments
import XLIFF

/// XLIFF import into a catalog with plain, plural, device and substitution strings: a dry run must report
/// exactly what the real import changes, and the imported catalog must still write and read back.
enum XLIFFFuzz {
    /// Keys of every shape the importer maps units onto; Korean and Arabic have translations to overwrite.
    static let catalogText = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld minutes left" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld minute left" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld minutes left" } }
            } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا دقائق" } },
              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld دقيقة" } }
            } } }
          }
        },
        "Cancel" : {
          "comment" : "Button",
          "localizations" : { "ko" : { "stringUnit" : { "state" : "translated", "value" : "취소" } } }
        },
        "Do not translate" : { "shouldTranslate" : false },
        "Open on %@" : {
          "localizations" : { "en" : { "variations" : { "device" : {
            "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Open on iPad %@" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Open on %@" } }
          } } } }
        },
        "%#@files@ in %#@folders@" : {
          "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
            "substitutions" : {
              "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
              } } },
              "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
              } } }
            }
          } }
        }
      },
      "version" : "1.0"
    }
    """#

    static let catalog: Catalog? = try? Catalog(bytes: Array(catalogText.utf8), path: "App/Localizable.xcstrings")

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let original = catalog else { throw InvariantViolation(.xliff, "the built-in catalog does not read") }
        let importer = XLIFFImporter()
        var dryRunCatalog = original
        let dryRun: ImportResult
        do {
            dryRun = try importer.importTranslations(bytes, path: "fuzz.xliff", into: &dryRunCatalog, dryRun: true)
        } catch {
            return
        }
        guard dryRunCatalog.formatted() == original.formatted() else {
            throw InvariantViolation(.xliff, "a dry run changed the catalog")
        }
        var imported = original
        let result: ImportResult
        do {
            result = try importer.importTranslations(bytes, path: "fuzz.xliff", into: &imported)
        } catch {
            throw InvariantViolation(.xliff, "a real import failed where its dry run succeeded: \(error)")
        }
        guard result.changes == dryRun.changes, result.rejected == dryRun.rejected, result.unknown == dryRun.unknown
        else { throw InvariantViolation(.xliff, "the dry run reported other changes than the import made") }
        _ = result.text
        let written = imported.formatted()
        guard let reread = try? Catalog(bytes: written, path: "written.xcstrings"), reread.formatted() == written else {
            throw InvariantViolation(.xliff, "the imported catalog does not write and read back the same")
        }
        if result.changes.isEmpty, written != original.formatted() {
            throw InvariantViolation(.xliff, "the import reported no change but changed the catalog")
        }
    }
}

/// The hardened XML reader under both DOCTYPE policies, its writer, and the property list reader on top.
enum XMLFuzz {
    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let data = Data(bytes)
        for policy in [XMLDoctypePolicy.refuseDoctype, .allowExternalIdentifierOnly] {
            guard let document = try? SafeXMLDocument.parse(data, path: "fuzz.xml", policy: policy) else { continue }
            try writerRoundTrip(document, policy: policy)
        }
        _ = try? PropertyList.parse(data, path: "fuzz.plist")
    }

    /// Text the writer produces must parse again and write the same text: what export relies on.
    private static func writerRoundTrip(_ document: SafeXMLDocument, policy: XMLDoctypePolicy) throws(InvariantViolation) {
        // The writer refuses characters XML 1.0 cannot carry; that is an error, not a broken invariant.
        guard let text = try? document.xmlText() else { return }
        let reread: SafeXMLDocument
        do {
            reread = try SafeXMLDocument.parse(Data(text.utf8), path: "written.xml", policy: policy)
        } catch {
            throw InvariantViolation(.xml, "XML the writer produced does not parse: \(error)")
        }
        guard let rewritten = try? reread.xmlText(), rewritten == text else {
            throw InvariantViolation(.xml, "the XML writer is not idempotent")
        }
    }
}
