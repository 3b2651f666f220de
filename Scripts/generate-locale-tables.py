#!/usr/bin/env python3
"""Generates Sources/LocaleMatching/Generated/LocaleTables.swift from CLDR, the UCD and Apple's ICU.

Usage: Scripts/generate-locale-tables.py [--data FILE] [--ucd DIR] [--apple-icu LIB | --no-apple-icu]
                                         [--output FILE] [--check]

Only what LocaleMatching needs is kept:
  * from Data/locales-cldr46.json (CLDR 46.0, written by Scripts/extract-cldr-locale-data.py from the CLDR
    release): language aliases whose key is a single language subtag, the full likely-subtags table, and the
    parent locales for ordinary inheritance;
  * from the Unicode Character Database (--ucd, default Debian's unicode-data in /usr/share/unicode, Unicode
    15.0.0 on Debian 12): the scripts written right to left (scripts whose letters are mostly Bidi_Class R or AL);
  * from the _FoundationICU library of the Swift toolchain (Apple ICU 76.1, built from CLDR 46): the parents its
    locale data adds on top of CLDR (en-FR -> en-150, es-AW -> es-419, ru-Latn -> root ...), read with
    ures_getLocParent (--no-apple-icu leaves them out);
  * Apple's localization-bundle inheritance where it departs from CLDR (the APPLE_* data below).

With the ICU library the inputs are checked before anything is written, and any difference stops the script:
ICU's CLDR version (ulocdata_getCLDRVersion) is the data's; its language aliases (the metadata resource) are the
data's; every CLDR parent is ICU's (ures_getLocParent); every likely-subtags key maximizes as ICU's
uloc_addLikelySubtags does, except where Apple's ICU departs from CLDR (APPLE_LIKELY_SUBTAGS); the right-to-left
scripts are ICU's (uscript_isRightToLeft) but for ICU_ONLY_RIGHT_TO_LEFT_SCRIPTS; and each APPLE_* fact still
holds for ualoc_localizationsToUse.

Each table becomes one sorted string of `key value` lines that LocaleMatching searches in place (StaticTable):
nothing is parsed or unpacked when the program starts. --check writes nothing and fails when the Swift file is
not exactly what the script would write; Scripts/generate --check runs it so.
"""

import argparse
import collections
import ctypes
import glob
import json
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Apple's lproj fallback differs from CLDR's parentLocales in a few places. These facts describe the behaviour
# of ualoc_localizationsToUse (Apple ICU, the code Bundle.preferredLocalizations runs); they are not part of CLDR,
# and check_apple_data confirms each one against the _FoundationICU library whenever the tables are generated.
APPLE_DATA_SOURCE = "Apple ICU ualoc_localizationsToUse behaviour, checked against _FoundationICU {icu}"

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
# Where Apple's ICU maximizes differently from CLDR (uloc_addLikelySubtags, ICU 76.1). LocaleMatching keeps
# CLDR's answer: Aran (Nastaliq) is a style of the Arabic script that the UCD does not list, so taking it would
# make Urdu and Kashmiri left to right; the others do not change which bundle is chosen. Listed so that the check
# below notices when Apple's data changes.
APPLE_LIKELY_SUBTAGS = {
    "hmn": "hmn-Hmng-CN",
    "ks": "ks-Aran-IN",
    "pa-PK": "pa-Aran-PK",
    "und-Arab-GB": "ks-Arab-GB",
    "und-PK": "ur-Aran-PK",
    "ur": "ur-Aran-PK",
    "zh-US": "zh-Hans-US",
}

# Scripts ICU 76.1 (Unicode 16.0) writes right to left that the UCD read here (Unicode 15.0) does not give:
# Aran (Nastaliq) is a style of the Arabic script, not a UCD script; Garay (Gara, Wolof) is new in Unicode 16.
# Listed so that the check notices when either side changes.
ICU_ONLY_RIGHT_TO_LEFT_SCRIPTS = {"Aran", "Gara"}


def bcp47(identifier):
    return identifier.replace("_", "-")


def read_ucd_version(ucd):
    header = open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8").readline()
    match = re.search(r"PropertyValueAliases-([0-9.]+)\.txt", header)
    if not match:
        sys.exit("cannot find the Unicode version in PropertyValueAliases.txt")
    return match.group(1)


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


def subtags(tag):
    """(language, script, region) of a tag of the tables."""
    parts = tag.split("-")
    script = next((part for part in parts[1:] if len(part) == 4), None)
    region = next((part for part in parts[1:] if len(part) in (2, 3)), None)
    return parts[0], script, region


def maximized(tag, aliases, likely):
    """LanguageTag.maximized() of LocaleMatching, for checking the tables against ICU."""
    language, script, region = subtags(tag)
    if language in aliases:
        replacement = subtags(aliases[language])
        language, script, region = replacement[0], script or replacement[1], region or replacement[2]
    keys = [f"{language}-{script}-{region}"] if script and region else []
    keys += [f"{language}-{region}"] if region else []
    keys += [f"{language}-{script}"] if script else []
    for key in keys + [language]:
        if key in likely:
            found = subtags(likely[key])
            return "-".join([found[0] if language == "und" else language, script or found[1], region or found[2]])
    return "-".join(part for part in (language, script, region) if part)


class AppleICU:
    """The C API of the toolchain's _FoundationICU, which prefixes its symbols with swift_ so that it can sit
    beside a system ICU."""

    def __init__(self, path):
        self.path = path
        self.library = ctypes.CDLL(path)

    def function(self, name, result, *arguments):
        function = getattr(self.library, "swift_" + name, None) or getattr(self.library, name)
        function.restype, function.argtypes = result, list(arguments)
        return function

    def version(self):
        version = ctypes.create_string_buffer(4)
        self.function("u_getVersion", None, ctypes.c_char_p)(version)
        return ".".join(str(part) for part in version.raw[:2])

    def cldr_version(self):
        version = ctypes.create_string_buffer(4)
        status = ctypes.c_int(0)
        self.function("ulocdata_getCLDRVersion", None, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int))(
            version, ctypes.byref(status))
        return ".".join(str(part) for part in version.raw[:2])

    def right_to_left_scripts(self):
        """The ISO 15924 codes ICU's uscript_isRightToLeft says are written right to left."""
        short_name = self.function("uscript_getShortName", ctypes.c_char_p, ctypes.c_int)
        is_right_to_left = self.function("uscript_isRightToLeft", ctypes.c_int8, ctypes.c_int)
        # UScriptCode values are small integers (about 200 in ICU 76); a code ICU lacks has no name.
        return {short_name(code).decode() for code in range(1024) if short_name(code) and is_right_to_left(code)}

    def available_locales(self):
        count = self.function("uloc_countAvailable", ctypes.c_int32)
        get = self.function("uloc_getAvailable", ctypes.c_char_p, ctypes.c_int32)
        return [bcp47(get(index).decode()) for index in range(count())]

    def countries(self):
        countries = self.function("uloc_getISOCountries", ctypes.POINTER(ctypes.c_char_p))()
        found, index = [], 0
        while countries[index]:
            found.append(countries[index].decode())
            index += 1
        return found

    def parent_function(self):
        """A function giving the explicit parent of an identifier in Apple ICU's locale data, or None when ICU
        has none (it truncates then, as LocaleMatching does)."""
        get_parent = self.function("ures_getLocParent", ctypes.c_int32, ctypes.c_char_p, ctypes.c_char_p,
                                   ctypes.c_int32, ctypes.POINTER(ctypes.c_int))
        buffer = ctypes.create_string_buffer(64)

        def parent(identifier):
            status = ctypes.c_int(0)
            length = get_parent(identifier.replace("-", "_").encode(), buffer, 63, ctypes.byref(status))
            return bcp47(buffer.value.decode()) if status.value <= 0 and length > 0 else None
        return parent

    def language_aliases(self):
        """The language aliases of ICU's metadata resource whose key is one language subtag."""
        pointer, status_type = ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)
        open_direct = self.function("ures_openDirect", pointer, ctypes.c_char_p, ctypes.c_char_p, status_type)
        by_key = self.function("ures_getByKey", pointer, pointer, ctypes.c_char_p, pointer, status_type)
        by_index = self.function("ures_getByIndex", pointer, pointer, ctypes.c_int32, pointer, status_type)
        size = self.function("ures_getSize", ctypes.c_int32, pointer)
        key_of = self.function("ures_getKey", ctypes.c_char_p, pointer)
        string_by_key = self.function("ures_getUTF8StringByKey", ctypes.c_char_p, pointer, ctypes.c_char_p,
                                      ctypes.c_char_p, ctypes.POINTER(ctypes.c_int32), ctypes.c_int8, status_type)
        close = self.function("ures_close", None, pointer)
        status = ctypes.c_int(0)
        metadata = open_direct(None, b"metadata", ctypes.byref(status))
        aliases = by_key(by_key(metadata, b"alias", None, ctypes.byref(status)), b"language", None,
                         ctypes.byref(status))
        if status.value > 0:
            sys.exit(f"{self.path}: no alias/language table in the metadata resource (ICU error {status.value})")
        found = {}
        for index in range(size(aliases)):
            item = by_index(aliases, index, None, ctypes.byref(status))
            key = key_of(item).decode()
            buffer, length, item_status = ctypes.create_string_buffer(200), ctypes.c_int32(200), ctypes.c_int(0)
            replacement = string_by_key(item, b"replacement", buffer, ctypes.byref(length), 1,
                                        ctypes.byref(item_status))
            if re.fullmatch(r"[a-z]{2,3}", key) and item_status.value <= 0 and replacement:
                found[key] = bcp47(replacement.decode().split()[0])
            close(item)
        return found

    def maximize_function(self):
        """uloc_addLikelySubtags on a BCP 47 tag."""
        status_type = ctypes.POINTER(ctypes.c_int)
        for_tag = self.function("uloc_forLanguageTag", ctypes.c_int32, ctypes.c_char_p, ctypes.c_char_p,
                                ctypes.c_int32, ctypes.POINTER(ctypes.c_int32), status_type)
        add = self.function("uloc_addLikelySubtags", ctypes.c_int32, ctypes.c_char_p, ctypes.c_char_p,
                            ctypes.c_int32, status_type)
        to_tag = self.function("uloc_toLanguageTag", ctypes.c_int32, ctypes.c_char_p, ctypes.c_char_p,
                               ctypes.c_int32, ctypes.c_int8, status_type)

        def maximize(tag):
            identifier, maximal, result = (ctypes.create_string_buffer(160) for _ in range(3))
            status, parsed = ctypes.c_int(0), ctypes.c_int32(0)
            for_tag(tag.encode(), identifier, 159, ctypes.byref(parsed), ctypes.byref(status))
            add(identifier.value, maximal, 159, ctypes.byref(status))
            to_tag(maximal.value, result, 159, 0, ctypes.byref(status))
            return result.value.decode() if status.value <= 0 else None
        return maximize

    def localizations_function(self):
        """ualoc_localizationsToUse: the bundle languages chosen for the preferred ones, best first."""
        strings = ctypes.POINTER(ctypes.c_char_p)
        to_use = self.function("ualoc_localizationsToUse", ctypes.c_int32, strings, ctypes.c_int32, strings,
                               ctypes.c_int32, strings, ctypes.c_int32, ctypes.POINTER(ctypes.c_int))

        def localizations(preferred, available):
            # ICU answers with pointers into the available array: keep it alive while reading them.
            preferred_array = (ctypes.c_char_p * len(preferred))(*[tag.encode() for tag in preferred])
            available_array = (ctypes.c_char_p * len(available))(*[tag.encode() for tag in available])
            output, status = (ctypes.c_char_p * 16)(), ctypes.c_int(0)
            count = to_use(preferred_array, len(preferred), available_array, len(available), output, 16,
                           ctypes.byref(status))
            return [output[index].decode() for index in range(max(count, 0))]
        return localizations


def find_apple_icu():
    candidates = sorted(glob.glob("/opt/swift/usr/lib/swift/linux/lib_FoundationICU.so"))
    candidates += sorted(glob.glob("/usr/lib/swift/linux/lib_FoundationICU.so"))
    return candidates[0] if candidates else None


def read_apple_icu_parents(icu, likely, cldr_parents):
    """Explicit parents in Apple ICU's locale data, for every language, language-region and language-script pair
    built from the likely-subtags table and ICU's own locales. Only entries that differ from CLDR's parentLocales and from
    plain truncation are returned."""
    parent_of = icu.parent_function()
    # ICU's own locales may hold languages the likely-subtags table lacks: their languages and every prefix of
    # their identifiers are asked too.
    available = icu.available_locales()
    available_prefixes = {"-".join(tag.split("-")[:end]) for tag in available for end in range(2, tag.count("-") + 2)}
    languages = sorted({key for key in likely if re.fullmatch(r"[a-z]{2,3}", key)}
                       | {tag.split("-")[0] for tag in available})
    # Regions without a likely-subtags entry (es-TC, es-CA) still have Apple parents: add ICU's ISO list.
    regions = sorted({key[4:] for key in likely if re.fullmatch(r"und-([A-Z]{2}|[0-9]{3})", key)}
                     | set(icu.countries()))
    scripts = sorted({subtags(value)[1] for value in likely.values()})
    identifiers = list(languages)
    identifiers += [f"{language}-{region}" for language in languages for region in regions]
    identifiers += [f"{language}-{script}" for language in languages for script in scripts]
    identifiers += sorted(set(likely.values()) | available_prefixes)

    found = {}
    for identifier in identifiers:
        parent = parent_of(identifier)
        if parent and parent != cldr_parents.get(identifier, identifier.rsplit("-", 1)[0]):
            found[identifier] = parent
    if len(found) > 2000:
        sys.exit(f"{icu.path}: {len(found)} parents differ from CLDR; this does not look like Apple ICU")
    return found


def check_against_icu(icu, data, rtl_scripts):
    """Stops with every difference between the CLDR data and what Apple's ICU was built from."""
    aliases, likely, parents = data["languageAliases"], data["likelySubtags"], data["parentLocales"]
    problems = []
    icu_cldr = icu.cldr_version()
    if icu_cldr.split(".")[0] != data["cldrVersion"].split(".")[0]:
        problems.append(f"ICU {icu.version()} is built from CLDR {icu_cldr}, the data is CLDR {data['cldrVersion']}")
    icu_aliases = icu.language_aliases()
    for key in sorted(set(aliases) | set(icu_aliases)):
        if aliases.get(key) != icu_aliases.get(key):
            problems.append(f"language alias {key}: CLDR {aliases.get(key)}, ICU {icu_aliases.get(key)}")
    parent_of = icu.parent_function()
    for child, parent in sorted(parents.items()):
        if parent_of(child) != parent:
            problems.append(f"parent of {child}: CLDR {parent}, ICU {parent_of(child)}")
    maximize = icu.maximize_function()
    for key in sorted(likely):
        ours = maximized(key, aliases, likely)
        # ICU's uloc_addLikelySubtags does not replace aliases (tl stays tl): ask it about the replaced tag.
        language, script, region = subtags(key)
        asked = "-".join(part for part in (aliases.get(language, language), script, region) if part)
        theirs = maximize(asked)
        if theirs != ours and APPLE_LIKELY_SUBTAGS.get(key) != theirs:
            problems.append(f"likely subtags of {key}: LocaleMatching {ours}, ICU {theirs}")
    icu_rtl = icu.right_to_left_scripts()
    if set(rtl_scripts) | ICU_ONLY_RIGHT_TO_LEFT_SCRIPTS != icu_rtl:
        problems.append(f"right-to-left scripts: the UCD gives {sorted(set(rtl_scripts) - icu_rtl)} that ICU does "
                        f"not, ICU {sorted(icu_rtl - set(rtl_scripts) - ICU_ONLY_RIGHT_TO_LEFT_SCRIPTS)} "
                        "beyond ICU_ONLY_RIGHT_TO_LEFT_SCRIPTS")
    for key, value in sorted(APPLE_LIKELY_SUBTAGS.items()):
        if maximize(key) != value:
            problems.append(f"APPLE_LIKELY_SUBTAGS[{key}] is {value}, ICU now says {maximize(key)}")
    if problems:
        sys.exit(f"the CLDR {data['cldrVersion']} data and {icu.path} disagree:\n  " + "\n  ".join(problems))


def check_apple_data(icu, likely, cldr_parents):
    """Stops unless ualoc_localizationsToUse still behaves as each APPLE_* fact says."""
    choose = icu.localizations_function()
    problems = []

    def expect(preferred, available, expected, fact):
        chosen = choose(preferred, available)
        if chosen[:len(expected)] != expected or (not expected and chosen):
            problems.append(f"{fact}: ualoc_localizationsToUse({preferred}, {available}) is {chosen}, "
                            f"expected {expected or 'nothing'} first")

    for child, parent in sorted(apple_parents().items()):
        fact = f"Apple parent {child} -> {parent}"
        truncated = child.rsplit("-", 1)[0] if "-" in child else None
        if parent == "root":
            # Nothing above the child: its truncation does not serve it.
            expect([child], [truncated], [], fact)
            continue
        # The parent serves the child; within one language it also beats what CLDR or truncation would give,
        # even listed first (en-IN: en-GB before en-001; es-MX: es-419 before es). A rival whose own Apple parent
        # is the child (yue for yue-Hant) ties with it, so it proves nothing.
        expect([child], [parent], [parent], fact)
        rival = "en-001" if parent in ("en-GB", "en-AU") else cldr_parents.get(child, truncated)
        language = child.split("-")[0]
        same_language = rival and rival.split("-")[0] == language == parent.split("-")[0]
        if same_language and rival != parent and apple_parents().get(rival) != child:
            expect([child], [rival, parent], [parent], fact)
    for tag, replacement in sorted(apple_replacements(likely).items()):
        # The identifier and its replacement are one bundle both ways.
        expect([tag], [replacement], [replacement], f"Apple replacement {tag} -> {replacement}")
        expect([replacement], [tag], [tag], f"Apple replacement {tag} -> {replacement}")
    # A bundle of the group's code serves a language of the group: a request, and a bundle that serves it.
    group_examples = {"ars": ("ars", "ar"), "hi": ("hi-Latn", "en"), "nb": ("nb", "no"), "nn": ("nn", "no"),
                      "wuu": ("wuu", "zh-Hans"), "yue": ("yue", "zh-Hant")}
    if set(group_examples) != set(APPLE_LANGUAGE_GROUPS):
        sys.exit("check_apple_data needs an example for each of APPLE_LANGUAGE_GROUPS")
    for language, (wanted, bundle) in sorted(group_examples.items()):
        expect([wanted], [bundle], [bundle], f"Apple language group {language} ~ {APPLE_LANGUAGE_GROUPS[language]}")
    if problems:
        sys.exit(f"{icu.path}: the APPLE_* data no longer holds:\n  " + "\n  ".join(problems))


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
        insertions[tag] = f"{language}-{subtags(maximal)[1]}-{region}"
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
    parser.add_argument("--data", default=str(ROOT / "Data" / "locales-cldr46.json"))
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--apple-icu", help="path of lib_FoundationICU.so (default: the Swift toolchain's)")
    parser.add_argument("--no-apple-icu", action="store_true", help="leave out Apple ICU's locale-data parents")
    parser.add_argument("--output", default=str(ROOT / "Sources" / "LocaleMatching" / "Generated" / "LocaleTables.swift"))
    parser.add_argument("--check", action="store_true", help="write nothing; fail if the output is stale")
    arguments = parser.parse_args()

    data = json.loads(pathlib.Path(arguments.data).read_text(encoding="utf-8"))
    cldr_version = data["cldrVersion"]
    aliases, likely, parents = data["languageAliases"], data["likelySubtags"], data["parentLocales"]
    if not os.path.exists(os.path.join(arguments.ucd, "UnicodeData.txt")):
        sys.exit(f"{arguments.ucd}: no Unicode Character Database (apt-get install unicode-data, or pass --ucd)")
    ucd_version = read_ucd_version(arguments.ucd)
    rtl_scripts = read_right_to_left_scripts(arguments.ucd)
    for required in ("Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm"):
        if required not in rtl_scripts:
            sys.exit(f"{required} was not derived as a right-to-left script; check the UCD files")

    icu_source = "not used (--no-apple-icu)"
    icu_parents = {}
    apple_source = APPLE_DATA_SOURCE.format(icu="76.1")
    if not arguments.no_apple_icu:
        library = arguments.apple_icu or find_apple_icu()
        if not library:
            sys.exit("lib_FoundationICU.so not found; pass --apple-icu PATH or --no-apple-icu")
        icu = AppleICU(library)
        check_against_icu(icu, data, rtl_scripts)
        check_apple_data(icu, likely, parents)
        icu_parents = read_apple_icu_parents(icu, likely, parents)
        icu_source = (f"Apple ICU {icu.version()}, built from CLDR {icu.cldr_version()} "
                      f"({os.path.basename(library)}, ures_getLocParent)")
        apple_source = APPLE_DATA_SOURCE.format(icu=icu.version())

    data_name = os.path.relpath(arguments.data, ROOT) if arguments.data.startswith(str(ROOT)) else arguments.data
    out = [
        "// Generated by Scripts/generate-locale-tables.py -- do not edit.",
        f"// CLDR {cldr_version}: {data_name} (language aliases, likely subtags, parent locales),",
        "//   extracted from the CLDR release by Scripts/extract-cldr-locale-data.py.",
        f"// Unicode {ucd_version}: Scripts.txt, UnicodeData.txt, PropertyValueAliases.txt (right-to-left scripts).",
        f"// Apple bundle inheritance: {apple_source} (data kept in the script).",
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
        swift_table("appleLocaleDataParents", "Parents in Apple ICU's locale data that CLDR's parentLocales lacks.",
                    icu_parents),
        "",
        swift_table("appleParents", "Apple bundle parents, consulted before the CLDR ones.", apple_parents()),
        "",
        swift_table(
            "appleReplacements",
            "Identifiers Apple replaces before matching: Chinese with a region get their script; no-NO is nb-NO.",
            apple_replacements(likely),
        ),
        "",
        swift_table("appleLanguageGroups", "Language codes Apple compares with another code.", APPLE_LANGUAGE_GROUPS),
        "",
        swift_table("rightToLeftScripts", "ISO 15924 codes of the scripts written right to left.",
                    {script: "" for script in rtl_scripts}),
        "}",
        "",
    ]
    text = "\n".join(out)
    output = pathlib.Path(arguments.output)
    if arguments.check:
        if not output.exists() or output.read_text(encoding="utf-8") != text:
            sys.exit(f"{os.path.relpath(output, ROOT)} is stale: run Scripts/generate-locale-tables.py")
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    print(f"wrote {output}: CLDR {cldr_version}, {len(aliases)} aliases, {len(likely)} likely subtags, "
          f"{len(parents)} CLDR parents, {len(icu_parents)} Apple ICU parents, {len(rtl_scripts)} right-to-left "
          "scripts")


if __name__ == "__main__":
    main()
