#!/bin/sh
# Checks XLIFF interchange with translate-toolkit (Scripts/setup installs it; the tests run the PO round trip):
#  1. translate-toolkit opens `stringsguard export`, translates two units in three and saves the file;
#     `stringsguard import` must bring in exactly those and leave every other language unchanged;
#  2. a file written from scratch by po2xliff (XLIFF 1.1, numbered ids) imports by source text.
# With --fixtures, also rewrites Tests/XLIFFTests/Fixtures/translate-toolkit-fr.xliff and po2xliff-it.xliff.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
swift build --package-path "$root" --product stringsguard >/dev/null
sg="$root/.build/debug/stringsguard"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/Tests/XLIFFTests/Fixtures/App.xcstrings" "$root/Tests/XLIFFTests/Fixtures/po2xliff-it.po" "$work/"
cp "$work/App.xcstrings" "$work/before.xcstrings"
"$sg" export --catalog "$work/App.xcstrings" --language fr --output "$work/fr.xliff"
python3 - "$work" <<'PY'
import sys
from translate.storage import xliff
work = sys.argv[1]
store = xliff.xlifffile.parsefile(f"{work}/fr.xliff")
units = [u for u in store.units if not u.isheader()]
for i, u in enumerate(units):
    if i % 3 == 2:
        continue
    u.target = "«" + u.source + "»"
    if i % 5 == 0:
        u.markfuzzy(True)
store.savefile(f"{work}/translate-toolkit-fr.xliff")
print(f"translate-toolkit: {len(units)} units read, {sum(1 for i in range(len(units)) if i % 3 != 2)} translated")
PY
"$sg" import --catalog "$work/App.xcstrings" "$work/translate-toolkit-fr.xliff" | tail -n 1
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
before, after = (json.load(open(f"{work}/{name}.xcstrings")) for name in ("before", "App"))
for key, entry in after["strings"].items():
    localizations = dict(entry.get("localizations", {}))
    localizations.pop("fr", None)
    if localizations != before["strings"][key].get("localizations", {}):
        sys.exit(f"FAIL: {key} changed in a language other than fr")
print("other languages unchanged")
PY
(cd "$work" && po2xliff po2xliff-it.po po2xliff-it.xliff >/dev/null 2>&1)
"$sg" import --catalog "$work/before.xcstrings" "$work/po2xliff-it.xliff" | tail -n 1
if [ "${1:-}" = "--fixtures" ]; then
    cp "$work/translate-toolkit-fr.xliff" "$work/po2xliff-it.xliff" "$root/Tests/XLIFFTests/Fixtures/"
    echo "fixtures rewritten"
fi
