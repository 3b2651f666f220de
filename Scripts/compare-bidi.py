#!/usr/bin/env python3
"""Compares `stringsguard visual` with GNU FriBidi and python-bidi on random strings (not part of CI).

Usage: Scripts/compare-bidi.py [--count N] [--seed S] [--newer] [--stringsguard PATH]

Needs libfribidi (Debian libfribidi0, as in libfribidi-bin) and `pip install python-bidi`. Each random string
(Arabic/Hebrew words, digits, times, ranges, slashes, brackets, URLs, emoji, isolates, embeddings, overrides,
marks, Latin) is shown with --direction ltr, rtl and auto, in json and text form, and compared with:
  * libfribidi through ctypes, as the `fribidi` command runs it but without Arabic shaping and without
    reordering marks after their base (neither is UAX #9; the command does both by default): paragraph
    level, the levels of the characters X9 keeps, the order, and the text with FriBidi's own mirroring;
  * python-bidi (Rust unicode-bidi), which does not mirror: the order of the kept characters.
--newer adds characters FriBidi 1.0.8's data predates (U+08C8, U+0890, U+10EFD, U+1F6DC, U+1EC71), where
differences are expected. Differences are written to .build/bidi-differences.txt.
"""
import argparse, collections, ctypes, ctypes.util, json, os, random, subprocess
from concurrent.futures import ThreadPoolExecutor
from bidi import get_display

fribidi = ctypes.CDLL(ctypes.util.find_library("fribidi") or "libfribidi.so.0")
FRIBIDI_PAR = {"ltr": 0x110, "rtl": 0x111, "auto": 0x40}  # FRIBIDI_PAR_LTR, _RTL, _ON


def fribidi_resolve(text, direction):
    """(paragraph level, levels, visual-to-logical map) from libfribidi, flags 0 for the line (no shaping)."""
    n = len(text)
    if n == 0:
        return 0, [], []
    chars = (ctypes.c_uint32 * n)(*map(ord, text))
    types, brackets, levels = (ctypes.c_uint32 * n)(), (ctypes.c_uint32 * n)(), (ctypes.c_int8 * n)()
    fribidi.fribidi_get_bidi_types(chars, n, types)
    fribidi.fribidi_get_bracket_types(chars, n, types, brackets)
    base = ctypes.c_uint32(FRIBIDI_PAR[direction])
    assert fribidi.fribidi_get_par_embedding_levels_ex(types, brackets, n, ctypes.byref(base), levels)
    order = (ctypes.c_int * n)(*range(n))
    assert fribidi.fribidi_reorder_line(0, types, n, 0, base, levels, None, order)
    return base.value & 1, list(levels), list(order)


def fribidi_mirror(code_point):
    mirrored = ctypes.c_uint32()
    return mirrored.value if fribidi.fribidi_get_mirror_char(code_point, ctypes.byref(mirrored)) else code_point


TOKENS = ["الجلسة", "مرحبا", "دقيقة", "سلام", "שלום", "אבג", "דקות", "١٢٣", "۱۲۳", "٣٫٥", "abc", "Focus", "Timer",
          "12", "3.5", "1,000", "12:05", "12:05 – 12:30", "3-5", "10–20", "1/2", "a/b", "(", ")", "[", "]", "{", "}",
          "«", "»", "<", ">", "https://example.com/a?b=1", "🙂", "👍🏽", "⏱️", "\u2066", "\u2067", "\u2068", "\u2069",
          "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u200E", "\u200F", "\u061C", " ", "  ", "\t", "!", "?",
          ".", ",", "%", "$", "+", "#", "-", "–", ":", "\u05B7", "\u064E", "\u0301", "€", "₪", "°", "-5", "+3",
          "\u200D", "\u00AD", "5%", "#1", "x²", "ﷲ", "\u2212", "\u2044"]
NEWER = ["\u08C8", "\U00010EFD", "\U0001F6DC", "\u0890", "\U0001EC71"]


def compare(stringsguard, text, direction):
    def run(*options):
        done = subprocess.run([stringsguard, "visual", "--direction", direction, *options, "--", text],
                              capture_output=True, text=True, check=True)
        return done.stdout[:-1]
    ours, shown = json.loads(run("--format", "json")), run()
    differences = []
    level, levels, order = fribidi_resolve(text, direction)
    kept = [i for i, value in enumerate(ours["levels"]) if value is not None]
    if ours["paragraphLevel"] != level:
        differences.append(("fribidi paragraph level", ours["paragraphLevel"], level))
    wrong = [(i, ours["levels"][i], levels[i]) for i in kept if ours["levels"][i] != levels[i]]
    if wrong:
        differences.append(("fribidi levels (index, ours, fribidi)", wrong))
    fribidi_order = [i for i in order if i in set(kept)]
    if fribidi_order != ours["order"]:
        differences.append(("fribidi order", ours["order"], fribidi_order))
    fribidi_text = "".join(chr(fribidi_mirror(ord(text[i])) if levels[i] & 1 else ord(text[i])) for i in fribidi_order)
    if fribidi_text != shown:
        differences.append(("fribidi text", shown, fribidi_text))
    removed = {text[i] for i, value in enumerate(ours["levels"]) if value is None}
    python_bidi = "".join(c for c in get_display(text, base_dir={"ltr": "L", "rtl": "R"}.get(direction))
                          if c not in removed)
    if python_bidi != "".join(text[i] for i in ours["order"]):
        differences.append(("python-bidi order", "".join(text[i] for i in ours["order"]), python_bidi))
    return text, direction, differences


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--newer", action="store_true")
    parser.add_argument("--stringsguard", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "stringsguard"))
    arguments = parser.parse_args()
    generator = random.Random(arguments.seed)
    tokens = TOKENS + (NEWER if arguments.newer else [])
    texts = ["".join(generator.choice(tokens) + generator.choice(["", " "]) for _ in range(generator.randint(1, 12)))
             for _ in range(arguments.count)]
    cases = [(text, direction) for text in texts for direction in ("ltr", "rtl", "auto")]
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda case: compare(arguments.stringsguard, *case), cases))
    different = [result for result in results if result[2]]
    kinds = collections.Counter(difference[0] for result in different for difference in result[2])
    print(f"{len(cases)} cases, {len(different)} with differences: {dict(kinds)}")
    report = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "bidi-differences.txt")
    os.makedirs(os.path.dirname(report), exist_ok=True)
    with open(report, "w", encoding="utf-8") as out:
        for text, direction, differences in different:
            out.write(f"{text!r} {direction}\n" + "".join(f"    {difference!r}\n" for difference in differences))


if __name__ == "__main__":
    main()
