#!/usr/bin/env python3
"""Differential check of `check --cache-dir` and its replays on real projects (issue 16).

Usage: Scripts/replay-fuzz.py BINARY ROUNDS PROJECT_FOLDER...   (SEED=N for another sequence)

Each project is copied to a temporary folder; then, ROUNDS times, one random file among its sources,
catalogs, tables, property lists and project files has a letter changed (anywhere, or in a Swift file's
comment, which the replay's early cutoff may look past), a Swift file gets an empty line (which moves what
its scans found), or a file is copied beside itself, removed or renamed,
and `check --format json` runs twice with a cache folder (the first with `--verbose`, to count replays)
and once without. Any difference in standard output or exit status, or in standard error of the second
run, is a replay (or cache) that served a stale outcome, and is printed as MISMATCH. The projects are the real-world corpus (`Scripts/realworld --corpus`), never copied
into the repository."""
import os, random, shutil, subprocess, sys, tempfile
binary, rounds, projects = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
rng = random.Random(int(os.environ.get("SEED", "1")))
def run(folder, cache, verbose=False):
    args = [binary, "check", "--format", "json"] + (["--cache-dir", cache] if cache else []) + (["--verbose"] if verbose else [])
    p = subprocess.run(args, cwd=folder, capture_output=True, timeout=600)
    return (p.returncode, p.stdout, p.stderr)
bad = replays = looked_past = 0
for project in projects:
    work = tempfile.mkdtemp(prefix="replayfuzz")
    copy = os.path.join(work, "p")
    shutil.copytree(project, copy, symlinks=True)
    cache = os.path.join(work, "cache")
    files = [os.path.join(d, f) for d, _, fs in os.walk(copy) for f in fs if not os.path.islink(os.path.join(d, f))]
    interesting = [f for f in files if f.endswith((".swift", ".xcstrings", ".strings", ".stringsdict", ".pbxproj", ".plist", ".json", ".xcconfig", ".storyboard", ".xib", ".intentdefinition", ".xcscheme"))]
    run(copy, cache)
    for r in range(rounds):
        action = rng.choice(["edit", "edit", "edit", "comment", "comment", "line", "line", "add", "remove", "rename"])
        swift = [f for f in interesting if f.endswith(".swift")]
        target = rng.choice(swift if action in ("comment", "line") and swift else interesting)
        if action == "line":
            data = open(target, "rb").read()
            starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
            at = rng.choice(starts)
            open(target, "wb").write(data[:at] + b"\n" + data[at:])
        elif action == "comment":
            data = bytearray(open(target, "rb").read())
            letters, inside = [], False
            for i, b in enumerate(data):
                if b == 10: inside = False
                elif b == 47 and i + 1 < len(data) and data[i + 1] == 47: inside = True
                elif inside and 97 <= b <= 122: letters.append(i)
            if not letters: continue
            i = rng.choice(letters); data[i] = 97 + (data[i] - 97 + 1) % 26
            open(target, "wb").write(data)
        elif action == "edit":
            data = bytearray(open(target, "rb").read())
            letters = [i for i, b in enumerate(data) if 97 <= b <= 122]
            if not letters: continue
            i = rng.choice(letters); data[i] = 97 + (data[i] - 97 + 1) % 26
            open(target, "wb").write(data)
        elif action == "add":
            folder = os.path.dirname(target)
            name = os.path.join(folder, f"Added{r}" + os.path.splitext(target)[1])
            shutil.copy(target, name); interesting.append(name)
        elif action == "remove":
            os.remove(target); interesting.remove(target)
        else:
            new = target + "x" if rng.random() < 0.5 else os.path.join(os.path.dirname(target), "Renamed" + os.path.basename(target))
            os.rename(target, new); interesting.remove(target); interesting.append(new)
        cached = run(copy, cache, verbose=True)
        again = run(copy, cache)
        plain = run(copy, None)
        replays += b"replayed from the cache" in cached[2]
        looked_past += b"but not what the check takes from it" in cached[2] or b"only moved" in cached[2]
        ok = cached[:2] == plain[:2] and again == plain
        if not ok:
            bad += 1
            print(f"MISMATCH {project} round {r} {action} {os.path.relpath(target, copy)}", flush=True)
    print(f"{os.path.basename(project)}: {rounds} rounds done", flush=True)
    shutil.rmtree(work)
print(f"mismatches: {bad}; first runs after an edit replayed: {replays}, of which past a Swift file's edit: {looked_past}")
