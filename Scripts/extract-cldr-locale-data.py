#!/usr/bin/env python3
"""Writes Data/locales-cldr46.json, the CLDR locale data LocaleMatching is generated from, out of a CLDR release.

Usage: Scripts/extract-cldr-locale-data.py CLDR_JSON [--tag 46.0.0] [--compare-babel]

CLDR_JSON is a checkout of the unicode-org/cldr-json repository: its files are read from the work tree, or with
--tag from that git tag (git show), so a bare clone works. Only cldr-core/supplemental is read:
  * aliases.json: the language aliases whose key is one language subtag, with the first replacement
    (CLDR says to take the first of several);
  * likelySubtags.json: the whole likely-subtags table;
  * parentLocales.json: parents for ordinary inheritance (not the collation or segmentation ones), root as "root".

The cldr-json release is used, not Babel, because Babel (2.17.0 ships the same CLDR 46 data) leaves out the parent
locales whose parent is root (the nonlikelyScript list: sr-Latn, zh-Hant, az-Arab ...), which the localization
fallback needs. --compare-babel checks that everything else agrees with the installed Babel's babel/global.dat
(pip install babel==2.17.0). This script is run by hand when CLDR changes; Scripts/generate-locale-tables.py reads
its output, so CI needs neither the release nor Babel.
"""
import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SUPPLEMENTAL = "cldr-json/cldr-core/supplemental"


def read_release(checkout, tag, name):
    relative = f"{SUPPLEMENTAL}/{name}.json"
    if tag:
        text = subprocess.run(["git", "-C", checkout, "show", f"{tag}:{relative}"],
                              capture_output=True, text=True, check=True).stdout
    else:
        text = (pathlib.Path(checkout) / relative).read_text(encoding="utf-8")
    supplemental = json.loads(text)["supplemental"]
    return supplemental, supplemental["version"]["_cldrVersion"], supplemental["version"]["_unicodeVersion"]


def extract(checkout, tag):
    aliases_file, version, unicode_version = read_release(checkout, tag, "aliases")
    likely_file, likely_version, _ = read_release(checkout, tag, "likelySubtags")
    parents_file, parents_version, _ = read_release(checkout, tag, "parentLocales")
    if len({version, likely_version, parents_version}) != 1:
        sys.exit(f"the files are from different CLDR versions: {version}, {likely_version}, {parents_version}")

    aliases = {}
    for key, alias in aliases_file["metadata"]["alias"]["languageAlias"].items():
        # Keys with more than one subtag (sgn-BR, zh-min-nan, aa-saaho) name sign languages and variants no
        # catalog uses; LocaleMatching replaces the language subtag only.
        if re.fullmatch(r"[a-z]{2,3}", key) and alias.get("_replacement"):
            aliases[key] = alias["_replacement"].split()[0]
    likely = dict(likely_file["likelySubtags"])
    parent_block = parents_file["parentLocales"]
    # cldr-json names the root "und"; LocaleMatching and ICU call it root.
    parents = {child: "root" if parent == "und" else parent for child, parent in parent_block["parentLocale"].items()}
    rules = parent_block.get("_localeRules", {}).get("parentLocale", {})
    return {
        "about": (
            f"CLDR {version} locale data for LocaleMatching, from the cldr-json {tag or version} release "
            "(cldr-core/supplemental: aliases.json, likelySubtags.json, parentLocales.json), written by "
            "Scripts/extract-cldr-locale-data.py. languageAliases: aliases whose key is one language subtag, first "
            "replacement. likelySubtags: the whole table. parentLocales: the parents for ordinary inheritance "
            "(no collation or segmentation component), root written as root; CLDR's nonlikelyScript rule "
            f"({json.dumps(rules)}) is kept as its explicit list only, as Apple's bundles do. "
            "Identifiers use BCP 47 hyphens. Unicode data, Unicode License v3."
        ),
        "cldrVersion": version,
        "cldrUnicodeVersion": unicode_version,
        "languageAliases": dict(sorted(aliases.items())),
        "likelySubtags": dict(sorted(likely.items())),
        "parentLocales": dict(sorted(parents.items())),
    }


def compare_with_babel(data):
    """Babel's copy of the same CLDR must agree, except the root parents it drops on purpose."""
    import babel.core
    bcp47 = lambda text: text.replace("_", "-")
    babel_aliases = {key: bcp47(value.split()[0]) for key, value in babel.core.get_global("language_aliases").items()
                     if re.fullmatch(r"[a-z]{2,3}", key)}
    babel_likely = {bcp47(key): bcp47(value) for key, value in babel.core.get_global("likely_subtags").items()}
    babel_parents = {bcp47(key): bcp47(value) for key, value in babel.core.get_global("parent_exceptions").items()}
    ours_parents = {key: value for key, value in data["parentLocales"].items() if value != "root"}
    problems = []
    for name, ours, theirs in [("languageAliases", data["languageAliases"], babel_aliases),
                               ("likelySubtags", data["likelySubtags"], babel_likely),
                               ("parentLocales (not root)", ours_parents, babel_parents)]:
        if ours != theirs:
            differing = sorted(key for key in set(ours) | set(theirs) if ours.get(key) != theirs.get(key))
            problems.append(f"{name}: {len(differing)} entries differ from Babel, e.g. {differing[:10]}")
    print(f"Babel {babel.__version__}: " + ("; ".join(problems) if problems else
          f"same {len(babel_aliases)} aliases, {len(babel_likely)} likely subtags, {len(babel_parents)} parents "
          f"(Babel leaves out the {len(data['parentLocales']) - len(ours_parents)} root parents)"))
    return not problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cldr_json", help="a checkout of the cldr-json repository")
    parser.add_argument("--tag", help="read the files from this git tag (e.g. 46.0.0) instead of the work tree")
    parser.add_argument("--compare-babel", action="store_true", help="check the result against the installed Babel")
    parser.add_argument("--output", default=None, help="default: Data/locales-cldr<version>.json")
    arguments = parser.parse_args()
    data = extract(arguments.cldr_json, arguments.tag)
    if arguments.compare_babel and not compare_with_babel(data):
        sys.exit(1)
    output = pathlib.Path(arguments.output or ROOT / "Data" / f"locales-cldr{data['cldrVersion'].split('.')[0]}.json")
    output.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {os.path.relpath(output)}: CLDR {data['cldrVersion']}, {len(data['languageAliases'])} aliases, "
          f"{len(data['likelySubtags'])} likely subtags, {len(data['parentLocales'])} parents")


if __name__ == "__main__":
    main()
