#!/usr/bin/env python3
"""Compares PluralRules and LocaleMatcher with Apple's ICU 76.1 (_FoundationICU of the Swift toolchain for
Linux) on every locale ICU knows; not part of CI.

Usage: Scripts/compare-with-apple-icu.py [--requests N] [--seed S]

1. Plural categories: for every ICU locale (uloc_getAvailable), a few legacy codes and every locale of
   Data/plurals-cldr46.json, cardinal and ordinal, on integers 0…1000, large integers, decimals with 1–3
   fraction digits ("1.0" is not "1": ICU formats them with that many digits), negatives, compact numbers
   ("1.2c6": English compact-short decides the exponent) and scientific ones ("1.5e6"), ICU's
   uplrules_selectFormatted against PluralRules.category(for:language:type:).
2. Localization choice: random catalogs and preferred-language lists against ualoc_localizationsToUse.
   "Base" (an lproj folder, never a catalog language) is left out: LocaleMatcher refuses it as a tag.
The Swift side is compiled with swiftc against the objects of `swift build` (run it first).
"""
import argparse, ctypes, glob, json, os, random, subprocess, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ICU = ctypes.CDLL(glob.glob("/opt/swift/usr/lib/swift/linux/lib_FoundationICU.so")[0])


def icu(name, result, *arguments):
    function = getattr(ICU, "swift_" + name, None) or getattr(ICU, name)
    function.restype, function.argtypes = result, list(arguments)
    return function


P, I, C, S = ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)
U16 = ctypes.POINTER(ctypes.c_uint16)
count_available, get_available = icu("uloc_countAvailable", I), icu("uloc_getAvailable", C, I)
open_rules = icu("uplrules_openForType", P, C, I, S)
open_formatter = icu("unumf_openForSkeletonAndLocale", P, U16, I, C, S)
open_result = icu("unumf_openResult", P, S)
format_decimal = icu("unumf_formatDecimal", None, P, C, I, P, S)
result_to_string = icu("unumf_resultToString", I, P, U16, I, S)
select_formatted = icu("uplrules_selectFormatted", I, P, P, U16, I, S)
localizations_to_use = icu("ualoc_localizationsToUse", I, ctypes.POINTER(C), I, ctypes.POINTER(C), I,
                           ctypes.POINTER(C), I, S)


def checked(call, *arguments):
    status = ctypes.c_int(0)
    value = call(*arguments, ctypes.byref(status))
    if status.value > 0:
        raise RuntimeError(f"ICU error {status.value}")
    return value


def utf16(text):
    units = text.encode("utf-16-le")
    return (ctypes.c_uint16 * (len(units) // 2 + 1))(*[int.from_bytes(units[i:i + 2], "little") for i in range(0, len(units), 2)])


def from_utf16(buffer, length):
    return bytes(b for unit in buffer[:length] for b in unit.to_bytes(2, "little")).decode("utf-16-le")


formatters, result = {}, None


def formatted(value, skeleton):
    global result
    if skeleton not in formatters:
        formatters[skeleton] = checked(open_formatter, utf16(skeleton), len(skeleton), b"en")
    result = result or checked(open_result)
    checked(format_decimal, formatters[skeleton], value.encode(), len(value), result)
    return result


def formatted_text(value, skeleton):
    buffer = (ctypes.c_uint16 * 64)()
    return from_utf16(buffer, checked(result_to_string, formatted(value, skeleton), buffer, 64))


def numbers(generator):
    """(our spelling, ICU decimal, ICU skeleton)"""
    found = [(str(i), str(i), "precision-integer") for i in range(1001)]
    for k in range(4, 16):
        for value in (10**k, 10**k + 1, 2 * 10**k, 10**k + 11, generator.randrange(10**k, 10**(k + 1))):
            found.append((str(value), str(value), "precision-integer"))
    for _ in range(400):
        fraction = "".join(generator.choice("0123456789") for _ in range(generator.randint(1, 3)))
        if generator.random() < .3:
            fraction = generator.choice(["0", "00", "000", "1", "10", "5", "50", "01", "001"])
        value = f"{generator.choice([0, 1, 2, 3, 5, 11, 21, 100, 101, generator.randint(0, 2000)])}.{fraction}"
        found.append((value, value, "." + "0" * len(fraction)))
    found += [("-1", "-1", "precision-integer"), ("-2", "-2", "precision-integer"), ("-1.5", "-1.5", ".0")]
    for value in ["1000", "1100", "1500", "2000", "100000", "1000000", "1200000", "2000000", "1000000000",
                  "3000000000", "1000000000000", "21000000", "101000000"]:
        text = formatted_text(value, "compact-short")
        found.append((f"{text[:-1]}c{ {'K': 3, 'M': 6, 'B': 9, 'T': 12}[text[-1]]}", value, "compact-short"))
    for value in ["1E3", "1E6", "2E6", "1.5E6", "1E7", "1.1E3", "1E2", "5E5"]:
        found.append((formatted_text(value, "scientific").replace("E", "e"), value, "scientific"))
    return found


def swift_tool(name, module, source):
    """Compiles `source` against the debug build's module, returns the executable."""
    build = os.path.join(ROOT, ".build", "debug")
    executable = os.path.join(tempfile.gettempdir(), f"stringsguard-{name}")
    with open(executable + ".swift", "w") as out:
        out.write(source)
    subprocess.run(["swiftc", "-O", "-I", os.path.join(build, "Modules"), executable + ".swift",
                    *glob.glob(os.path.join(build, f"{module}.build", "*.o")), "-o", executable], check=True)
    return executable


PLURAL_TOOL = """
import PluralRules
while let line = readLine() {
    let field = line.split(separator: "\\t", omittingEmptySubsequences: false).map(String.init)
    let type: PluralRuleType = field[1] == "ordinal" ? .ordinal : .cardinal
    let ours = (try? PluralRules.category(for: field[2], language: field[0], type: type).rawValue) ?? "error"
    print(ours == field[3] ? "same" : "\\(line)\\tours=\\(ours)")
}
"""
MATCHER_TOOL = """
import LocaleMatching
while let line = readLine() {
    let field = line.split(separator: "\\t", omittingEmptySubsequences: false).map { $0.split(separator: ",").map(String.init) }
    let ours = (try? LocaleMatcher.localizations(available: field[1], preferredLanguages: field[0])) ?? ["error"]
    print(ours == field[2] ? "same" : "\\(line)\\tours=\\(ours.joined(separator: ","))")
}
"""


def run_tool(executable, lines):
    output = subprocess.run([executable], input="".join(lines), capture_output=True, text=True, check=True).stdout
    return [line for line in output.splitlines() if line != "same"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    generator = random.Random(arguments.seed)
    available = [get_available(i).decode() for i in range(count_available())]
    data = json.load(open(os.path.join(ROOT, "Data", "plurals-cldr46.json")))
    locales = sorted(set(available) | set(data["cardinal"]) | set(data["ordinal"])
                     | {"iw", "in", "no", "mo", "sh", "tl", "ji", "jw", "und", "xx", "en_US_POSIX"})
    lines, sample = [], numbers(generator)
    for locale in locales:
        for type_name in ("cardinal", "ordinal"):
            rules = checked(open_rules, locale.encode(), 1 if type_name == "ordinal" else 0)
            for ours, value, skeleton in sample:
                keyword = (ctypes.c_uint16 * 16)()
                length = checked(select_formatted, rules, formatted(value, skeleton), keyword, 16)
                lines.append(f"{locale}\t{type_name}\t{ours}\t{from_utf16(keyword, length)}\n")
    differences = run_tool(swift_tool("plural-compare", "PluralRules", PLURAL_TOOL), lines)
    print(f"plurals: {len(locales)} locales x {len(sample)} numbers x 2 types = {len(lines)} compared, "
          f"{len(differences)} differ")
    print("".join(line + "\n" for line in differences[:20]), end="")

    tags = [a.replace("_", "-") for a in available]
    languages = sorted({t.split("-")[0] for t in tags})
    common = ["en", "en-GB", "en-AU", "en-IN", "fr", "fr-CA", "de", "es", "es-419", "es-MX", "ja", "zh-Hans",
              "zh-Hant", "zh-HK", "zh-TW", "pt-BR", "pt-PT", "pt", "ar", "he", "iw", "nb", "no", "nn", "id", "in",
              "sr", "sr-Latn", "fil", "tl", "zxx", "yue-Hans", "yue-Hant", "zh", "az-Cyrl", "pa-Arab"]
    pick = lambda: generator.choice(common if generator.random() < .4 else tags if generator.random() < .67 else languages)
    lines = []
    for _ in range(arguments.requests):
        catalog = list(dict.fromkeys(pick() for _ in range(generator.randint(1, 8))))
        preferred = list(dict.fromkeys(pick() for _ in range(generator.choice([1, 1, 1, 2, 3]))))
        if generator.random() < .3:
            language = generator.choice(catalog).split("-")[0]
            preferred.insert(0, generator.choice([t for t in tags if t.split("-")[0] == language] or [language]))
        # ICU answers with pointers into the catalog array: keep it alive while reading them.
        preferred_array = (C * len(preferred))(*[p.encode() for p in preferred])
        catalog_array = (C * len(catalog))(*[c.encode() for c in catalog])
        output = (C * 16)()
        count = checked(localizations_to_use, preferred_array, len(preferred), catalog_array, len(catalog), output, 16)
        chosen = [output[i].decode() for i in range(count)]
        lines.append(",".join(preferred) + "\t" + ",".join(catalog) + "\t" + ",".join(chosen) + "\n")
    differences = run_tool(swift_tool("matcher-compare", "LocaleMatching", MATCHER_TOOL), lines)
    print(f"localizations: {len(lines)} requests compared, {len(differences)} differ")
    print("".join(line + "\n" for line in differences[:20]), end="")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
