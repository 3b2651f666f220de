// StringsTables reads legacy strings tables, `.strings` and `.stringsdict` files in `xx.lproj` folders, as
// String Catalog models, so every rule of the tool runs on them unchanged.
//
// Finding: `LegacyStringsTable.tables(among:)` groups one target's file paths into tables by name
// (`Localizable`, `InfoPlist`…); `LegacyStringsFile(path:)` tells a table's file from any other.
//
// Reading: `LegacyStringsTable.load(files:developmentLanguage:)` gives the `Catalog` (`read` adds notes).
// `StringsFileParser` reads `.strings` text as the system does (UTF-8 or UTF-16, comments, every escape),
// `StringsDictReader` turns `.stringsdict` plural, device and width rules into variations and substitutions
// as Xcode's migration to a catalog writes them, and `LegacyCatalogAssembler` joins the files' languages.
// Every entry and translation keeps the location of its own key and value, in its own file.
//
// Writing: never. The catalog's `origin` is `.legacyStringsTable`, and `Catalog.write(to:)` refuses it.
