#!/usr/bin/env python3
"""Flips the case of the letter just after the first NEEDLE in FILE, in place (same size): each call changes
the file, and two calls restore it. Scripts/bench uses it to time a re-run of `check --cache-dir` after one
input changed.

Usage: Scripts/toggle-letter.py FILE NEEDLE
"""
import sys

path, needle = sys.argv[1], sys.argv[2].encode()
with open(path, "r+b") as file:
    data = bytearray(file.read())
    at = data.find(needle)
    if at < 0 or at + len(needle) >= len(data) or not chr(data[at + len(needle)]).isalpha():
        sys.exit(f"{path}: no letter after {needle.decode()!r}")
    data[at + len(needle)] ^= 0x20
    file.seek(0)
    file.write(data)
