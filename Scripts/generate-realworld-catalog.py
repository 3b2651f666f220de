#!/usr/bin/env python3
"""Writes a String Catalog shaped like a large, years-old app's, in Xcode's exact format, for benchmarks.

Usage: Scripts/generate-realworld-catalog.py OUT [--megabytes MB] [--poor]

Where generate-large-catalog.py writes regular entries (every key of one length, every language present),
this one writes what real catalogs hold: keys from one word to a paragraph, dotted identifiers beside
sentences used as keys (whose source-language value Xcode leaves out), positional and plain format
specifiers, substitutions with several arguments, plural and device variations (some nested), every
translation state, stale and manual extraction states, "Don't translate" entries, comments of every
length, languages added late (so missing from older keys), escapes, emoji and non-Latin scripts.

--megabytes (default 50) is the size to reach, in 10^6 bytes: entries are added until it is reached.
--poor writes a neglected catalog instead: most keys untranslated in some languages, many states new or
needs_review, format specifiers that disagree and plural categories missing, so a check finds tens of
thousands of findings (about 77,000 at 51 MB).

Deterministic (fixed seed), so every run writes the same bytes. Nothing is copied from a real catalog.
"""
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("large_catalog", os.path.join(HERE, "generate-large-catalog.py"))
large = importlib.util.module_from_spec(spec)
spec.loader.exec_module(large)

# The app's first languages, then those added in later releases: an older key often lacks the late ones.
FIRST_LANGUAGES = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "ru", "zh-Hans"]
LATE_LANGUAGES = ["ar", "da", "fi", "he", "hi", "pl", "sv", "th", "tr", "uk", "zh-Hant"]
LANGUAGES = sorted(["en"] + FIRST_LANGUAGES + LATE_LANGUAGES, key=str.lower)
SCRIPT = dict(large.SCRIPT, tr="latin")
PLURALS = dict(large.PLURAL_CATEGORIES, tr=["one", "other"])

SCREENS = ("onboarding settings profile paywall checkout search inbox compose timeline player library "
           "widget activity notifications sharing account subscription help").split()
PARTS = "title subtitle message button label placeholder footer header caption hint error empty".split()
ENGLISH = ("the a your this new all more no one every today now later again here soon photos messages "
           "friends items minutes hours days workout timer reminder event order payment album playlist "
           "song episode route delivery account password email subscription plan trial notification "
           "open close save delete share download upload retry cancel continue done edit add remove "
           "is are was will be can not ready available expired failed finished started waiting").split()
EMOJI = ["🎉", "👋", "⏱️", "🔥", "✅", "❤️", "🇫🇷", "👩‍👩‍👧"]


def sentence(rng, words, pool=ENGLISH):
    text = " ".join(rng.choice(pool) for _ in range(words))
    return text[0].upper() + text[1:]


def translated_text(language, rng, words):
    if language == "en":
        return sentence(rng, words)
    pool = large.WORDS[SCRIPT.get(language, "latin")]
    return " ".join(rng.choice(pool) for _ in range(words))


def make_key(rng, number):
    """A key as apps write them, with the specifiers its value must carry."""
    roll = rng.random()
    if roll < 0.30:
        return f"{rng.choice(SCREENS)}.{rng.choice(SCREENS)}.{rng.choice(PARTS)}.{number}", [], True
    if roll < 0.40:
        specifiers = rng.choice([["%@"], ["%lld"], ["%1$@", "%2$lld"], ["%d"], ["%@", "%@"], ["%.1f"]])
        words = sentence(rng, rng.randint(1, 8)).split()
        for specifier in specifiers:
            words.insert(rng.randint(0, len(words)), specifier)
        return " ".join(words) + f" {number}", specifiers, False
    if roll < 0.45:
        return sentence(rng, rng.randint(25, 70)) + f". {number}", [], False
    words = rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 12])
    text = sentence(rng, words) + f" {number}"
    if rng.random() < 0.03:
        text += " " + rng.choice(EMOJI)
    if rng.random() < 0.02:
        text += ' "quoted"\\n'
    return text, [], False


def unit(value, state):
    return {"stringUnit": {"state": state, "value": value}}


def value_for(language, rng, words, specifiers, poor):
    text = translated_text(language, rng, words)
    carried = list(specifiers)
    if poor and carried and rng.random() < 0.15:
        carried[0] = "%lld" if carried[0] == "%@" else "%@"
    for specifier in carried:
        text += " " + specifier
    if rng.random() < 0.02:
        text += ' "quoted"\nsecond line'
    return text


def state(rng, poor):
    roll = rng.random()
    if poor:
        return "translated" if roll < 0.86 else ("new" if roll < 0.93 else "needs_review")
    return "translated" if roll < 0.93 else ("needs_review" if roll < 0.97 else ("new" if roll < 0.99 else "stale"))


def plural(language, rng, specifier, poor):
    categories = list(PLURALS.get(language, ["one", "other"]))
    if poor and len(categories) > 2 and rng.random() < 0.5:
        categories = ["one", "other"]
    if rng.random() < 0.05:
        categories = sorted(set(categories) | {"zero"})
    return {"plural": {category: unit(f"{specifier} {translated_text(language, rng, rng.randint(1, 4))}", state(rng, poor))
                       for category in categories}}


def localization(kind, language, rng, words, specifiers, poor):
    if kind == "plain":
        return unit(value_for(language, rng, words, specifiers, poor), state(rng, poor))
    if kind == "plural":
        return {"variations": plural(language, rng, specifiers[0] if specifiers else "%lld", poor)}
    if kind == "device":
        cases = {}
        for device in rng.sample(["iphone", "ipad", "mac", "applewatch", "other"], rng.randint(2, 4)):
            if device == "ipad" and "%lld" in specifiers and rng.random() < 0.5:
                cases[device] = {"variations": plural(language, rng, "%lld", poor)}
            else:
                cases[device] = unit(value_for(language, rng, words, specifiers, poor), state(rng, poor))
        return {"variations": {"device": cases}}
    names = ["count", "minutes", "friends"][:len(specifiers)]
    value = translated_text(language, rng, words) + " " + " ".join(f"%#@{name}@" for name in names)
    return {
        "stringUnit": {"state": state(rng, poor), "value": value},
        "substitutions": {
            name: {"argNum": index + 1, "formatSpecifier": "lld", "variations": plural(language, rng, "%arg", poor)}
            for index, name in enumerate(names)
        },
    }


def entry(rng, number, poor):
    key, specifiers, identifier = make_key(rng, number)
    kind = rng.choices(["plain", "plural", "device", "substitution"], weights=[85, 8, 2, 5])[0]
    if kind == "plural":
        key, specifiers = f"%lld {sentence(rng, rng.randint(1, 5)).lower()} {number}", ["%lld"]
    elif kind == "substitution":
        # Xcode makes one from a key with several integer arguments, each varied by plural in the value.
        arguments = rng.randint(1, 3)
        key = sentence(rng, rng.randint(1, 4)) + " " + " ".join(["%lld"] * arguments) + f" {number}"
        specifiers = ["%lld"] * arguments
    result = {}
    if rng.random() < 0.7:
        result["comment"] = sentence(rng, rng.choice([3, 6, 10, 20, 40]))
    if rng.random() < 0.02:
        result["shouldTranslate"] = False
        if not identifier:
            return key, result
    extraction = rng.random()
    if identifier or extraction < 0.05:
        result["extractionState"] = "manual"
    elif extraction < 0.08:
        result["extractionState"] = "stale"
    elif extraction < 0.10:
        result["extractionState"] = "extracted_with_value"
    words = max(1, min(len(key.split()), 40))
    late_added = rng.random() < (0.3 if poor else 0.15)
    localizations = {}
    for language in LANGUAGES:
        if language == "en" and not identifier and kind == "plain":
            continue  # the key is its own English value
        if language in LATE_LANGUAGES and late_added and rng.random() < 0.8:
            continue
        if poor and language != "en" and rng.random() < 0.06:
            continue
        localizations[language] = localization(kind, language, rng, words, specifiers, poor)
    if localizations:
        result["localizations"] = localizations
    return key, result


def main():
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit("usage: generate-realworld-catalog.py OUT [--megabytes MB] [--poor]")
    target = float(sys.argv[sys.argv.index("--megabytes") + 1]) * 1e6 if "--megabytes" in sys.argv else 50e6
    poor = "--poor" in sys.argv
    rng = random.Random(20261201 if not poor else 20261202)
    head = '{\n  "sourceLanguage" : "en",\n  "strings" : {\n'
    tail = '\n  },\n  "version" : "1.1"\n}'
    size = len(head) + len(tail)
    rendered = []
    number = 0
    while size < target:
        key, value = entry(rng, number, poor)
        number += 1
        out = []
        large.write(value, out, 2, True)
        text = "    " + json.dumps(key, ensure_ascii=False) + " : " + "".join(out)
        rendered.append((key, text))
        size += len(text.encode("utf-8")) + 2
    rendered.sort(key=lambda item: item[0])
    with open(sys.argv[1], "w", encoding="utf-8") as file:
        file.write(head + ",\n".join(text for _, text in rendered) + tail)


if __name__ == "__main__":
    main()
