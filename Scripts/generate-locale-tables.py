#!/usr/bin/env python3
"""Generates Sources/LocaleMatching/Generated/LocaleTables.swift from CLDR and the Unicode Character Database.

Usage: Scripts/generate-locale-tables.py [--cldr DIR] [--ucd DIR] [--output FILE]

Defaults read the Debian packages unicode-cldr-core (/usr/share/unicode/cldr/common) and unicode-data
(/usr/share/unicode). Only what LocaleMatching needs is kept:
  * language aliases (supplementalMetadata.xml <languageAlias>) whose key is a single language subtag;
  * the full likely-subtags table (likelySubtags.xml);
  * parent locales for ordinary inheritance (supplementalData.xml <parentLocales> without a component);
  * parents that Apple's ICU locale data adds on top of CLDR (en-FR -> en-150, en-TH -> en-001, es-AW -> es-419,
    ar-Latn -> root ...), read with ures_getLocParent from the _FoundationICU library of the Swift toolchain
    (--apple-icu; --no-apple-icu leaves them out);
  * the scripts written right to left (scripts whose letters are mostly Bidi_Class R or AL in the UCD);
  * Apple's localization-bundle inheritance where it departs from CLDR (the APPLE_* data below).

Each table becomes one sorted string of `key value` lines that LocaleMatching searches in place (StaticTable):
nothing is parsed or unpacked when the program starts.
"""

import argparse
import collections
import ctypes
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# Apple's lproj fallback differs from CLDR's parentLocales in a few places. These facts describe the behaviour
# of ualoc_localizationsToUse (Apple ICU, the code Bundle.preferredLocalizations runs) and were checked against
# the _FoundationICU 76.1 library shipped with the Swift toolchain for Linux; they are not part of CLDR.
APPLE_DATA_SOURCE = "Apple ICU ualoc_localizationsToUse behaviour, checked against _FoundationICU 76.1"

# English regions whose bundles fall back to British English before en-001 and en.
APPLE_EN_GB_CHILDREN = (
    "150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS "
    "MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW"
).split()
# English regions whose bundles fall back to Australian English first.
APPLE_EN_AU_CHILDREN = "CC CK CX NF NR NU NZ PG WS".split()
# Other parents (child -> parent; "root" ends the chain).
APPLE_OTHER_PARENTS = {
    "en-CY": "en-150",
    "en-GB": "en-001",
    "es-MX": "es-419",
    "ars": "ar",
    "wuu": "wuu-Hans",
    "wuu-Hans": "zh-Hans",
    "wuu-Hant": "zh-Hant",
    "yue": "yue-Hant",
    "yue-HK": "zh-Hant-HK",
    "yue-Hans": "zh-Hans",
    "yue-Hant": "yue-HK",
    # Traditional Chinese: Hong Kong falls back to Taiwan's zh-Hant, and zh-Hant to the old zh-TW folder.
    "zh-Hant-HK": "zh-HK",
    "zh-HK": "zh-Hant",
    "zh-Hant": "zh-TW",
    "zh-TW": "root",
}
# Chinese and Cantonese identifiers with a region but no script get their script before matching.
APPLE_SCRIPT_INSERTIONS = ["yue-CN", "yue-HK", "zh-CN", "zh-HK", "zh-MO", "zh-SG", "zh-TW"]
# Identifiers Apple replaces before matching, besides CLDR's aliases: the old Norwegian folder no_NO is Bokmål.
APPLE_ALIASES = {"no-NO": "nb-NO"}
# Different language codes that Apple compares as one group (then a small penalty for the different code).
APPLE_LANGUAGE_GROUPS = {"ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh"}


def bcp47(identifier):
    return identifier.replace("_", "-")


def read_cldr_version(cldr):
    dtd = open(os.path.join(cldr, "dtd", "ldmlSupplemental.dtd"), encoding="utf-8").read()
    match = re.search(r'cldrVersion CDATA #FIXED "([^"]+)"', dtd)
    if not match:
        sys.exit("cannot find the CLDR version in ldmlSupplemental.dtd")
    return match.group(1)


def read_ucd_version(ucd):
    header = open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8").readline()
    match = re.search(r"PropertyValueAliases-([0-9.]+)\.txt", header)
    if not match:
        sys.exit("cannot find the Unicode version in PropertyValueAliases.txt")
    return match.group(1)


def read_language_aliases(cldr):
    root = ET.parse(os.path.join(cldr, "supplemental", "supplementalMetadata.xml")).getroot()
    aliases = {}
    for alias in root.iter("languageAlias"):
        key, replacement = alias.get("type"), alias.get("replacement")
        # Keys with more than one subtag (sgn_BR, zh_min_nan, ...) name sign languages and variants no catalog uses.
        if not re.fullmatch(r"[a-z]{2,3}", key) or not replacement:
            continue
        # Some replacements list several candidates; CLDR says to take the first.
        aliases[key] = bcp47(replacement.split()[0])
    return aliases


def read_likely_subtags(cldr):
    root = ET.parse(os.path.join(cldr, "supplemental", "likelySubtags.xml")).getroot()
    return {bcp47(entry.get("from")): bcp47(entry.get("to")) for entry in root.iter("likelySubtag")}


def read_parent_locales(cldr):
    root = ET.parse(os.path.join(cldr, "supplemental", "supplementalData.xml")).getroot()
    parents = {}
    for block in root.iter("parentLocales"):
        if block.get("component"):  # collation or segmentation inheritance, not resource inheritance
            continue
        for entry in block.iter("parentLocale"):
            for child in entry.get("locales").split():
                parents[bcp47(child)] = bcp47(entry.get("parent"))
    return parents


def read_right_to_left_scripts(ucd):
    long_to_code = {}
    for line in open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8"):
        fields = [field.strip() for field in line.split("#")[0].split(";")]
        if len(fields) >= 3 and fields[0] == "sc":
            long_to_code[fields[2]] = fields[1]
    bidi_class = {}
    category = {}
    ranges = []
    for line in open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8"):
        fields = line.split(";")
        code = int(fields[0], 16)
        if fields[1].endswith(", First>"):
            ranges.append((code, fields[2], fields[4]))
            continue
        if fields[1].endswith(", Last>"):
            start, gc, bc = ranges.pop()
            for point in range(start, code + 1):
                category[point], bidi_class[point] = gc, bc
            continue
        category[code], bidi_class[code] = fields[2], fields[4]
    letters = collections.Counter()
    rtl_letters = collections.Counter()
    for line in open(os.path.join(ucd, "Scripts.txt"), encoding="utf-8"):
        content = line.split("#")[0].strip()
        if not content:
            continue
        points, script = [part.strip() for part in content.split(";")]
        bounds = points.split("..")
        for point in range(int(bounds[0], 16), int(bounds[-1], 16) + 1):
            if category.get(point, "").startswith("L"):
                letters[script] += 1
                if bidi_class.get(point) in ("R", "AL"):
                    rtl_letters[script] += 1
    return sorted(
        long_to_code[script] for script in letters if rtl_letters[script] * 2 > letters[script]
    )


def find_apple_icu():
    candidates = sorted(glob.glob("/opt/swift/usr/lib/swift/linux/lib_FoundationICU.so"))
    candidates += sorted(glob.glob("/usr/lib/swift/linux/lib_FoundationICU.so"))
    return candidates[0] if candidates else None


def read_icu_version(library_path):
    library = ctypes.CDLL(library_path)
    # The toolchain's copy prefixes its public C API with swift_ so it can sit beside a system ICU.
    get_version = getattr(library, "swift_u_getVersion", None) or getattr(library, "u_getVersion")
    version = ctypes.create_string_buffer(4)
    get_version(version)
    return ".".join(str(part) for part in version.raw[:2])


def read_apple_icu_parents(library_path, likely, cldr_parents):
    """Explicit parents in Apple ICU's locale data (the %%Parent of its resource bundles), for every
    language-region and language-script pair built from the likely-subtags table. Only entries that differ from
    CLDR's parentLocales and from plain truncation are returned."""
    library = ctypes.CDLL(library_path)
    get_parent = library.ures_getLocParent
    get_parent.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
    get_parent.restype = ctypes.c_int32

    # ICU's own locales (kxv-Deva, ber-Latn-MA) may be newer than the CLDR here: their languages and
    # every prefix of their identifiers are asked too.
    count_available = getattr(library, "swift_uloc_countAvailable", None) or library.uloc_countAvailable
    get_available = getattr(library, "swift_uloc_getAvailable", None) or library.uloc_getAvailable
    get_available.argtypes = [ctypes.c_int32]
    get_available.restype = ctypes.c_char_p
    available = [bcp47(get_available(index).decode()) for index in range(count_available())]
    available_prefixes = {"-".join(tag.split("-")[:end]) for tag in available for end in range(2, tag.count("-") + 2)}
    languages = sorted({key for key in likely if re.fullmatch(r"[a-z]{2,3}", key)}
                       | {tag.split("-")[0] for tag in available})
    regions = {key[4:] for key in likely if re.fullmatch(r"und-([A-Z]{2}|[0-9]{3})", key)}
    # Regions without a likely-subtags entry (es-TC, es-CA) still have Apple parents: add ICU's ISO list.
    get_countries = getattr(library, "swift_uloc_getISOCountries", None) or library.uloc_getISOCountries
    get_countries.restype = ctypes.POINTER(ctypes.c_char_p)
    countries = get_countries()
    index = 0
    while countries[index]:
        regions.add(countries[index].decode())
        index += 1
    regions = sorted(regions)
    scripts = sorted({value.split("-")[1] for value in likely.values()})
    identifiers = [f"{language}-{region}" for language in languages for region in regions]
    identifiers += [f"{language}-{script}" for language in languages for script in scripts]
    identifiers += sorted(set(likely.values()) | available_prefixes)

    found = {}
    buffer = ctypes.create_string_buffer(64)
    for identifier in identifiers:
        status = ctypes.c_int(0)
        length = get_parent(identifier.replace("-", "_").encode(), buffer, 63, ctypes.byref(status))
        if status.value > 0 or length <= 0:
            continue  # no bundle or no explicit parent: ICU truncates, as LocaleMatching does
        parent = bcp47(buffer.value.decode())
        truncated = identifier.rsplit("-", 1)[0]
        if parent != cldr_parents.get(identifier, truncated):
            found[identifier] = parent
    if len(found) > 2000:
        sys.exit(f"{library_path}: {len(found)} parents differ from CLDR; this does not look like Apple ICU")
    return found


def apple_parents():
    parents = {}
    for region in APPLE_EN_GB_CHILDREN:
        parents["en-" + region] = "en-GB"
    for region in APPLE_EN_AU_CHILDREN:
        parents["en-" + region] = "en-AU"
    parents.update(APPLE_OTHER_PARENTS)
    return parents


def apple_replacements(likely):
    insertions = dict(APPLE_ALIASES)
    for tag in APPLE_SCRIPT_INSERTIONS:
        language, region = tag.split("-")
        # The likely-subtags lookup order for a language-region identifier: itself, then the language alone.
        maximal = likely.get(tag) or likely.get(language)
        if not maximal:
            sys.exit(f"likelySubtags has no entry for {tag}")
        script = maximal.split("-")[1]
        insertions[tag] = f"{language}-{script}-{region}"
    return insertions


def swift_table(name, doc, mapping):
    # One string of sorted lines, searched in place by StaticTable: no parsing at start-up, and a literal this
    # size costs the type checker nothing, unlike a dictionary literal.
    lines = [f"    /// {doc}", f'    static let {name} = StaticTable("""']
    for key in sorted(mapping):
        if not re.fullmatch(r"[A-Za-z0-9-]+", key) or not re.fullmatch(r"[A-Za-z0-9-]*", mapping[key]):
            sys.exit(f"{name}: {key!r} -> {mapping[key]!r} is not a plain identifier")
        lines.append(f"        {key} {mapping[key]}" if mapping[key] else f"        {key}")
    lines.append('        """)')
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--cldr", default="/usr/share/unicode/cldr/common")
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--apple-icu", help="path of lib_FoundationICU.so (default: the Swift toolchain's)")
    parser.add_argument("--no-apple-icu", action="store_true", help="leave out Apple ICU's locale-data parents")
    parser.add_argument(
        "--output",
        default=os.path.join(here, "..", "Sources", "LocaleMatching", "Generated", "LocaleTables.swift"),
    )
    arguments = parser.parse_args()

    cldr_version = read_cldr_version(arguments.cldr)
    ucd_version = read_ucd_version(arguments.ucd)
    aliases = read_language_aliases(arguments.cldr)
    likely = read_likely_subtags(arguments.cldr)
    parents = read_parent_locales(arguments.cldr)
    rtl_scripts = read_right_to_left_scripts(arguments.ucd)
    icu_source = "not used (--no-apple-icu)"
    if not arguments.no_apple_icu:
        library = arguments.apple_icu or find_apple_icu()
        if not library:
            sys.exit("lib_FoundationICU.so not found; pass --apple-icu PATH or --no-apple-icu")
        icu_parents = read_apple_icu_parents(library, likely, parents)
        icu_source = "Apple ICU %s (%s, ures_getLocParent)" % (read_icu_version(library), os.path.basename(library))
    else:
        icu_parents = {}

    for required in ("Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm"):
        if required not in rtl_scripts:
            sys.exit(f"{required} was not derived as a right-to-left script; check the UCD files")

    out = [
        "// Generated by Scripts/generate-locale-tables.py -- do not edit.",
        f"// CLDR {cldr_version}: supplemental/supplementalMetadata.xml (languageAlias),",
        "//   supplemental/likelySubtags.xml, supplemental/supplementalData.xml (parentLocales).",
        f"// Unicode {ucd_version}: Scripts.txt, UnicodeData.txt, PropertyValueAliases.txt (right-to-left scripts).",
        f"// Apple bundle inheritance: {APPLE_DATA_SOURCE} (data kept in the script).",
        f"// Apple locale-data parents: {icu_source}.",
        "",
        "/// Data tables for LocaleMatching; identifiers use BCP 47 hyphens and canonical case.",
        "enum LocaleTables {",
        f'    static let cldrVersion = "{cldr_version}"',
        f'    static let unicodeVersion = "{ucd_version}"',
        "",
        swift_table("languageAliases", "Deprecated or legacy language code, then its replacement.", aliases),
        "",
        swift_table("likelySubtags", "Identifier, then its likely full language-script-region form.", likely),
        "",
        swift_table("cldrParents", "Parent locales that are not found by dropping the last subtag.", parents),
        "",
        swift_table(
            "appleLocaleDataParents",
            "Parents in Apple ICU's locale data that CLDR's parentLocales lacks.",
            icu_parents,
        ),
        "",
        swift_table("appleParents", "Apple bundle parents, consulted before the CLDR ones.", apple_parents()),
        "",
        swift_table(
            "appleReplacements",
            "Identifiers Apple replaces before matching: Chinese with a region get their script; no-NO is nb-NO.",
            apple_replacements(likely),
        ),
        "",
        swift_table(
            "appleLanguageGroups", "Language codes Apple compares with another code.", APPLE_LANGUAGE_GROUPS
        ),
        "",
        swift_table("rightToLeftScripts", "ISO 15924 codes of the scripts written right to left.",
                    {script: "" for script in rtl_scripts}),
        "}",
        "",
    ]

    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"wrote {arguments.output}: {len(aliases)} aliases, {len(likely)} likely subtags, "
          f"{len(parents)} CLDR parents, {len(icu_parents)} Apple ICU parents, {len(rtl_scripts)} right-to-left scripts")


if __name__ == "__main__":
    main()
