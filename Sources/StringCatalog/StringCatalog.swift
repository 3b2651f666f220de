// StringCatalog reads, edits and writes Xcode String Catalogs (.xcstrings).
//
// Reading: `Catalog.load(path:)` (or `Catalog(bytes:path:)`) gives the keys in file order, each entry's
// localizations, variations (plural, device, nested), substitutions and string sets, with the
// `SourceLocation` of every key, language, case and value. Bad input is an `InputError` at the exact
// line and column. `localization.stringUnitLeaves` lists every string unit with its `VariationPath`
// (`plural.one`, `device.ipad.plural.other`, `substitutions.count.plural.few`).
//
// Editing: `catalog[key]`, `addEntry`, `removeEntry`, `updateEntry`, `setLocalization`,
// `setStringUnit(_:forKey:language:path:)`; all value types.
//
// Writing: `catalog.formatted()` is Xcode's exact bytes; `catalog.write(to:)` replaces the file atomically
// (SafeFiles' `AtomicFileWriter`) and refuses if the file changed on disk since it was read;
// `Catalog.edit(path:)` reads, changes and writes one catalog under a lock, so concurrent runs lose nothing.
// `CatalogFormatter` is the logic of `stringsguard format [--check]`. Files are read through SafeFiles'
// `FileContents` (regular files only, within `ReadLimits`).
//
// The JSON layer underneath (`JSONReader`, `JSONNode`, `JSONWriter`) is public for other JSON files such as
// `.stringsguard.json` and baselines: order-preserving, positioned, strict.
