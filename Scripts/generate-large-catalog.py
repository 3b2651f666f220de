#!/usr/bin/env python3
"""Writes a realistic, large String Catalog for benchmarks, in Xcode's exact format.

Usage: Scripts/generate-large-catalog.py OUT [--keys N | --megabytes MB]

Default: 10,000 keys x 30 languages (about 59 MB); --megabytes picks the number of keys that comes nearest
to that size (10^6 bytes), from the size of a 200-key sample: most keys plain string units, others plural variations
(with each language's CLDR plural categories), device variations with nested plurals, and substitutions.
Deterministic (fixed seed), so every run writes the same bytes. Keys are lower-case words, spaces and
zero-padded numbers, so Python's sort and Foundation's localizedStandardCompare agree on their order.
"""
import json
import random
import sys

LANGUAGES = sorted([
    "ar", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-MX", "fi", "fr", "fr-CA", "he", "hi",
    "hu", "id", "it", "ja", "ko", "nl", "pl", "pt-BR", "pt-PT", "ru", "sv", "th", "uk", "zh-Hans", "zh-Hant",
], key=str.lower)

# The plural categories each language's CLDR rules use (cardinals), as Xcode lists them.
PLURAL_CATEGORIES = {
    "ar": ["few", "many", "one", "other", "two", "zero"],
    "cs": ["few", "many", "one", "other"], "pl": ["few", "many", "one", "other"],
    "ru": ["few", "many", "one", "other"], "uk": ["few", "many", "one", "other"],
    "he": ["one", "other", "two"],
    "es": ["many", "one", "other"], "es-MX": ["many", "one", "other"], "fr": ["many", "one", "other"],
    "fr-CA": ["many", "one", "other"], "it": ["many", "one", "other"], "pt-BR": ["many", "one", "other"],
    "pt-PT": ["many", "one", "other"], "ca": ["many", "one", "other"],
    "id": ["other"], "ja": ["other"], "ko": ["other"], "th": ["other"], "zh-Hans": ["other"],
    "zh-Hant": ["other"],
}

WORDS = {
    "latin": "après über straße élan café niño ação smörgåsbord fjord piñata crème brûlée jalapeño".split(),
    "ar": "مرحبا عنصر رسالة تطبيق إعدادات حساب ملف صورة".split(),
    "he": "שלום פריט הודעה יישום הגדרות חשבון קובץ".split(),
    "el": "γεια στοιχείο μήνυμα εφαρμογή ρυθμίσεις λογαριασμός".split(),
    "cyrillic": "привет элемент сообщение приложение настройки аккаунт".split(),
    "hi": "नमस्ते वस्तु संदेश ऐप सेटिंग्स खाता".split(),
    "th": "สวัสดี รายการ ข้อความ แอป การตั้งค่า บัญชี".split(),
    "ja": "こんにちは 項目 メッセージ アプリ 設定 アカウント".split(),
    "ko": "안녕하세요 항목 메시지 앱 설정 계정".split(),
    "zh": "你好 项目 消息 应用 设置 帐户".split(),
}
SCRIPT = {"ar": "ar", "he": "he", "el": "el", "ru": "cyrillic", "uk": "cyrillic", "hi": "hi", "th": "th",
          "ja": "ja", "ko": "ko", "zh-Hans": "zh", "zh-Hant": "zh"}
ENGLISH = ("open close save delete share download upload message photo album account settings profile timer "
           "reminder event calendar widget activity workout route order delivery payment").split()
DEVICES = ["ipad", "iphone", "mac", "other"]


def text(language, rng, words=2):
    pool = WORDS[SCRIPT.get(language, "latin")] if language not in ("en", "en-GB") else ENGLISH
    sentence = " ".join(rng.choice(pool) for _ in range(words))
    if rng.random() < 0.02:
        sentence += ' "quoted"\nsecond line'
    return sentence


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def plural(language, rng, specifier="%lld"):
    cases = {}
    for category in PLURAL_CATEGORIES.get(language, ["one", "other"]):
        cases[category] = unit(f"{specifier} {text(language, rng, 2)}")
    return {"plural": cases}


def localization(kind, language, rng):
    if kind == "plain":
        state = "translated" if rng.random() < 0.95 else rng.choice(["new", "needs_review"])
        return unit(text(language, rng), state)
    if kind == "plural":
        return {"variations": plural(language, rng)}
    if kind == "device":
        devices = {}
        for device in DEVICES:
            if device == "ipad":
                devices[device] = {"variations": plural(language, rng)}
            else:
                devices[device] = unit(f"{text(language, rng)} %@")
        return {"variations": {"device": devices}}
    return {
        "stringUnit": {"state": "translated", "value": f"{text(language, rng, 2)} %#@items@ %#@minutes@"},
        "substitutions": {
            "items": {"argNum": 1, "formatSpecifier": "lld", "variations": plural(language, rng, "%arg")},
            "minutes": {"argNum": 2, "formatSpecifier": "lld", "variations": plural(language, rng, "%arg")},
        },
    }


def catalog(key_count):
    rng = random.Random(20261130)
    strings = {}
    for number in range(key_count):
        kind = rng.choices(["plain", "plural", "device", "substitution"], weights=[94, 4, 1, 1])[0]
        key = f"{rng.choice(ENGLISH)} {rng.choice(ENGLISH)} {number:05d}"
        entry = {}
        if rng.random() < 0.5:
            entry["comment"] = f"Shown on the {rng.choice(ENGLISH)} screen"
        if rng.random() < 0.05:
            entry["extractionState"] = rng.choice(["manual", "stale", "extracted_with_value"])
        entry["localizations"] = {language: localization(kind, language, rng) for language in LANGUAGES}
        strings[key] = entry
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def write(value, out, indent, sort_keys):
    """Foundation's pretty printing: '"key" : value', two spaces, '{\\n\\n}' for empty containers."""
    pad = "  " * indent
    if isinstance(value, dict):
        if not value:
            out.append("{\n\n" + pad + "}")
            return
        keys = list(value) if not sort_keys else sorted(value)
        out.append("{\n")
        for position, key in enumerate(keys):
            out.append(pad + "  " + json.dumps(key, ensure_ascii=False) + " : ")
            # Keys of "strings" and "localizations" are already in order; every other object is sorted.
            write(value[key], out, indent + 1, key not in ("strings", "localizations"))
            out.append(",\n" if position < len(keys) - 1 else "\n")
        out.append(pad + "}")
    elif isinstance(value, list):
        out.append("[\n")
        for position, element in enumerate(value):
            out.append(pad + "  ")
            write(element, out, indent + 1, True)
            out.append(",\n" if position < len(value) - 1 else "\n")
        out.append(pad + "]")
    elif isinstance(value, bool):
        out.append("true" if value else "false")
    elif isinstance(value, int):
        out.append(str(value))
    else:
        out.append(json.dumps(value, ensure_ascii=False))


def main():
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit("usage: generate-large-catalog.py OUT [--keys N]")
    key_count = int(sys.argv[sys.argv.index("--keys") + 1]) if "--keys" in sys.argv else 10_000
    if "--megabytes" in sys.argv:
        megabytes = float(sys.argv[sys.argv.index("--megabytes") + 1])
        key_count = max(1, round(megabytes * 1e6 * 200 / len(render(200).encode("utf-8"))))
    with open(sys.argv[1], "w", encoding="utf-8") as file:
        file.write(render(key_count))  # Xcode writes no trailing newline


def render(key_count):
    data = catalog(key_count)
    data["strings"] = dict(sorted(data["strings"].items(), key=lambda item: item[0]))
    out = []
    write(data, out, 0, True)
    return "".join(out)


if __name__ == "__main__":
    main()
