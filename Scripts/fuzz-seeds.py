#!/usr/bin/env python3
"""Seeds a fuzz corpus folder: fuzz-seeds.py TARGET CORPUS_FOLDER (used by Scripts/fuzz).

Copies the target's regression inputs and adds inputs made from real files of the repository: catalogs,
XLIFF and property lists, project files, Swift sources, the CLDR plural rules in Data/, the format strings
the catalogs hold, and lines of the system's BidiCharacterTest.txt. Each seed is named by its SHA-1, so
seeding again adds nothing twice.
"""
import glob
import hashlib
import json
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BIDI_TEST = "/usr/share/unicode/BidiCharacterTest.txt"


def files(*patterns):
    found = set()
    for pattern in patterns:
        found.update(glob.glob(os.path.join(ROOT, pattern), recursive=True))
    return sorted(path for path in found if os.path.isfile(path))


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def catalog_strings(node):
    """Every string value of a JSON tree."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from catalog_strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from catalog_strings(value)
    elif isinstance(node, str):
        yield node


def seeds(target):
    inputs = os.path.join(ROOT, "Tests/FuzzRegressionTests/Inputs", target)
    for path in files(os.path.join(inputs, "*")):
        yield read(path)
    catalogs = files("Strings/**/*.xcstrings", "Tests/**/*.xcstrings")
    if target == "catalog":
        for path in catalogs + files("Tests/**/Fixtures/**/*.json", "Tests/**/Fixtures/**/.stringsguard.json"):
            yield read(path)
    elif target == "xliff":
        for path in files("Tests/**/*.xliff"):
            yield read(path)
    elif target == "xml":
        for path in files("Tests/**/*.xliff", "Tests/**/*.plist", "Tests/**/*.xcworkspacedata"):
            yield read(path)
    elif target in ("strings", "stringsdict"):
        for path in files(f"Tests/**/*.{target}"):
            yield read(path)
    elif target == "pbxproj":
        for path in files("Tests/**/project.pbxproj"):
            yield read(path)
    elif target == "scanner":
        for path in files("Tests/**/Fixtures/**/*.swift", "Sources/SourceScanning/*.swift"):
            yield read(path)
    elif target == "plural":
        with open(os.path.join(ROOT, "Data/plurals-cldr46.json")) as handle:
            data = json.load(handle)
        for rule_type in ("cardinal", "ordinal"):
            for rules in data[rule_type].values():
                lines = [f"{category}: {source}" for category, source in rules.items()]
                yield "\n".join(lines + ["0", "1", "2.50", "1c6", "-0.0", "101"]).encode()
    elif target == "format":
        seen = set()
        for path in catalogs:
            try:
                catalog = json.loads(read(path))
            except ValueError:
                continue
            for text in catalog_strings(catalog):
                if "%" in text and text not in seen:
                    seen.add(text)
                    yield text.encode() + b"\x0042\x00text\x003.5"
    elif target == "xliff-elements":
        # The <body> of a <file>: units of Xcode's and other tools' shapes.
        for path in files("Tests/**/*.xliff"):
            text = read(path).decode("utf-8", "replace")
            start, end = text.find("<body>"), text.find("</body>")
            if 0 <= start < end:
                yield text[start + 6:end][:512].encode()
    elif target == "member-chain":
        for link in (".a", "?.a", "!.a", ".a()", ".a(1)", ".padding()", ".font(.title)", ".a { }", ".a[0]", "#",
                     ".foregroundStyle(.red)", "?", ".self", ".init()", ".a(Text(\"k\"))"):
            yield link.encode()
    elif target == "folder-reference":
        # First byte: sourceTree (by 3) and folder reference or synchronized folder (bit 2); then the path.
        for choice in range(8):
            for path in ("Inside", "Inside/root", "Inside/up", "Inside/loop/loop", "/", "/proc/self", "..", "Inside/again"):
                yield bytes([choice]) + path.encode()
    elif target == "bidi" and os.path.exists(BIDI_TEST):
        # Every 200th test line (about 450): code points in field 0 become UTF-8 text.
        with open(BIDI_TEST, encoding="utf-8") as handle:
            lines = [line for line in handle if line.strip() and not line.startswith("#")]
        for line in lines[::200]:
            points = line.split(";")[0].split()
            yield "".join(chr(int(point, 16)) for point in points).encode("utf-8", "surrogatepass")


def main():
    target, corpus = sys.argv[1], sys.argv[2]
    os.makedirs(corpus, exist_ok=True)
    added = 0
    for seed in seeds(target):
        path = os.path.join(corpus, hashlib.sha1(seed).hexdigest())
        if not os.path.exists(path):
            with open(path, "wb") as handle:
                handle.write(seed)
            added += 1
    print(f"fuzz-seeds: {added} new seeds for {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
